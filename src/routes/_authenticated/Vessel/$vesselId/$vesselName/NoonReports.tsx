import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../../../../../domain/messages.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import {
  NoonReportsScreen,
  type RenderConflict,
} from '../../../../../features/noon-reports/components/noon-reports-screen.tsx';
import { NoonReportsSearchSchema } from '../../../../../features/noon-reports/noon-reports-search.ts';
import { RecordConflict } from '../../../../../features/sync/components/record-conflict.tsx';
import { useCurrentUser } from '../../../../../lib/session.ts';
import { useVesselName } from '../../../../../features/vessel/api/get-vessel.ts';

// Noon reports (issue 24 §2, ADR 0103): the crew's daily report, entered on the tablet from the
// device's copy, so the page opens and saves with no connection. The report open in the form is in
// the address (`?report=<id>` or `?report=new`); a report in conflict is resolved here too.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/NoonReports')({
  staticData: { title: messages.noonReportsTitle },
  validateSearch: NoonReportsSearchSchema,
  component: NoonReportsPage,
});

const renderConflict: RenderConflict = (reportId, place) => (
  <RecordConflict entityType="noonReport" id={reportId} collapsed={place === 'list'} />
);

function NoonReportsPage() {
  const { vesselId, vesselName: nameInAddress } = Route.useParams();
  const vesselName = useVesselName(vesselId, nameInAddress);
  const user = useCurrentUser();
  const { report } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title={messages.noonReportsTitle} vesselName={vesselName} heading={vesselName} />
      <NoonReportsScreen
        vesselId={vesselId}
        userId={user.id}
        editing={report}
        onEditingChange={(editing, { replace }) =>
          void navigate({ search: (current) => ({ ...current, report: editing }), replace })
        }
        renderConflict={renderConflict}
      />
    </>
  );
}
