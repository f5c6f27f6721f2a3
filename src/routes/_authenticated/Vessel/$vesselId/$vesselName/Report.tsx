import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { ReportsScreen } from '../../../../../features/reports/components/reports-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// Reports (002 §2, EMIS-095, ADR 0072): the report types and the vessel's reports.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Report')({
  staticData: { title: 'Reports' },
  component: ReportPage,
});

function ReportPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Reports" vesselName={vessel.name} heading={vessel.name} />
      <ReportsScreen vesselId={vesselId} />
    </>
  );
}
