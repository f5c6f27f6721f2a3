import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { DocumentsScreen } from '../../../../../features/vessel-files/components/documents-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// Documents (002 §2 'VesselFiles', EMIS-084..093): every user who sees the vessel but the partner
// type, whose calls are refused.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/VesselFiles')({
  staticData: { title: 'Documents' },
  component: VesselFilesPage,
});

function VesselFilesPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Documents" vesselName={vessel.name} heading={vessel.name} />
      <DocumentsScreen vesselId={vesselId} />
    </>
  );
}
