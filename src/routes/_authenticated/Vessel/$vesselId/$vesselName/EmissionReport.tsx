import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import type { SyncEntityType } from '../../../../../../domain/sync/outbox-entry.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { vesselPageHref } from '../../../../../components/shell/vessel-page-nav.tsx';
import { EmissionReportScreen } from '../../../../../features/emission-report/components/emission-report-screen.tsx';
import { EmissionReportSearchSchema } from '../../../../../features/emission-report/report-window.ts';
import { RecordStateChip } from '../../../../../features/sync/components/record-state-chip.tsx';
import {
  VoyageEventDetail,
  detailTabs,
} from '../../../../../features/voyage-event-detail/components/voyage-event-detail.tsx';
import { useCurrentUser } from '../../../../../lib/session.ts';
import { useVesselName } from '../../../../../features/vessel/api/get-vessel.ts';

// Emission report (002 §2): works from the device's copy of the vessel's events, so it opens and
// takes entries with no connection. The vessel layout shows the notice instead where the vessel
// lacks EmissionReport (EMIS-033, ADR 0059). The window, the selected departure, event and detail tab are
// in the URL.
const SearchSchema = v.object({
  ...EmissionReportSearchSchema.entries,
  tab: v.fallback(v.optional(v.picklist(detailTabs)), undefined),
});

export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/EmissionReport')({
  staticData: { title: 'Emission report' },
  validateSearch: SearchSchema,
  component: EmissionReportPage,
});

const renderRecordState = (entityType: SyncEntityType, id: string) => (
  <RecordStateChip entityType={entityType} id={id} />
);

function EmissionReportPage() {
  const { vesselId, vesselName: nameInAddress } = Route.useParams();
  const vesselName = useVesselName(vesselId, nameInAddress);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Emission report" vesselName={vesselName} heading={vesselName} />
      <EmissionReportScreen
        vesselId={vesselId}
        user={{ id: user.id, role: user.role }}
        search={search}
        onSearchChange={(change) => void navigate({ search: (current) => ({ ...current, ...change }) })}
        onOpenSettings={() => router.history.push(vesselPageHref(vesselId, vesselName, 'VesselSettings'))}
        renderRecordState={(eventId) => renderRecordState('vesselEvent', eventId)}
        renderEventDetail={(eventId) => (
          <VoyageEventDetail
            vesselId={vesselId}
            eventId={eventId}
            tab={search.tab}
            onTabChange={(tab) => void navigate({ search: (current) => ({ ...current, tab }) })}
            renderRecordState={renderRecordState}
          />
        )}
      />
    </>
  );
}
