import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { NoonReportsScreen } from '../../../../../features/noon-reports/components/noon-reports-screen.tsx';
import { useCurrentUser } from '../../../../../lib/session.ts';
import { useVesselName } from '../../../../../features/vessel/api/get-vessel.ts';

// Noon reports (issue 24 §2, ADR 0103): the crew's daily report, entered on the tablet from the
// device's copy, so the page opens and saves with no connection.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/NoonReports')({
  staticData: { title: 'Noon reports' },
  component: NoonReportsPage,
});

function NoonReportsPage() {
  const { vesselId, vesselName: nameInAddress } = Route.useParams();
  const vesselName = useVesselName(vesselId, nameInAddress);
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Noon reports" vesselName={vesselName} heading={vesselName} />
      <NoonReportsScreen vesselId={vesselId} userId={user.id} />
    </>
  );
}
