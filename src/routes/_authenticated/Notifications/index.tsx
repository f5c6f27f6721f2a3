import { Link, createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/document-title.tsx';
import { NotificationsScreen } from '../../../features/notifications/components/notifications-screen.tsx';

export const Route = createFileRoute('/_authenticated/Notifications/')({
  component: NotificationsPage,
});

function NotificationsPage() {
  return (
    <>
      <PageTitle title="Notifications" />
      <NotificationsScreen newAlertLink={(children) => <Link to="/Notifications/New">{children}</Link>} />
    </>
  );
}
