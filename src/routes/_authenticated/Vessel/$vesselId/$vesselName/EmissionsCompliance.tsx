import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { EmissionsComplianceScreen } from '../../../../../features/emissions-compliance/components/emissions-compliance-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// Emissions compliance (002 §2, EMIS-016, EMIS-114): every user who sees the vessel but the partner type.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/EmissionsCompliance')({
  staticData: { title: 'Emissions compliance' },
  component: EmissionsCompliancePage,
});

function EmissionsCompliancePage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Emissions compliance" vesselName={vessel.name} heading={vessel.name} />
      <EmissionsComplianceScreen vesselId={vesselId} />
    </>
  );
}
