import { Link, createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { VesselNotificationsScreen } from '../../../../../features/notifications/components/vessel-notifications-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// The vessel's notifications (000 §2, SHELL-024): every user who sees the vessel but the partner type.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Notifications')({
  staticData: { title: 'Notifications' },
  component: VesselNotificationsPage,
});

function VesselNotificationsPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Notifications" vesselName={vessel.name} heading={vessel.name} />
      <VesselNotificationsScreen
        vesselId={vesselId}
        newAlertLink={(children) => (
          <Link to="/Notifications/New" search={{ vesselId }}>
            {children}
          </Link>
        )}
      />
    </>
  );
}
