import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { NotesScreen } from '../../../../../features/vessel-notes/components/notes-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// Notes (002 §2, EMIS-094): every user who sees the vessel but the partner type.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Notes')({
  staticData: { title: 'Notes' },
  component: NotesPage,
});

function NotesPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Notes" vesselName={vessel.name} heading={vessel.name} />
      <NotesScreen vesselId={vesselId} />
    </>
  );
}
