import { createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/auth/roles.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { AnnouncementsScreen } from '../../features/announcements/components/announcements-screen.tsx';
import { requireRole } from '../../lib/route-guards.ts';

// Announcement administration (003 §2, ADMIN-102, SHELL-161): Administrator only.
export const Route = createFileRoute('/_authenticated/Announcement')({
  beforeLoad: requireRole(isAdmin),
  component: AnnouncementPage,
});

function AnnouncementPage() {
  return (
    <>
      <PageTitle title="Announcement" />
      <AnnouncementsScreen />
    </>
  );
}
