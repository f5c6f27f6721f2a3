import { createFileRoute } from '@tanstack/react-router';
import { isSuperOrAdmin } from '../../../../../../domain/auth/roles.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { FoulingScreen } from '../../../../../features/fouling/components/fouling-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { useCurrentUser } from '../../../../../lib/session.ts';

// Fouling (001 §2, PERF-037; ADR 0079): speed loss statistics and history, added fuel, event impact,
// hull coating and the chart configuration. The vessel layout shows the notice instead where the
// vessel lacks the Fouling module (PERF-143, app/navigation.tsx).
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Fouling')({
  staticData: { title: 'Fouling' },
  component: FoulingPage,
});

function FoulingPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Fouling" vesselName={vessel.name} heading={vessel.name} />
      <FoulingScreen vesselId={vesselId} canEdit={isSuperOrAdmin(user.role)} />
    </>
  );
}
