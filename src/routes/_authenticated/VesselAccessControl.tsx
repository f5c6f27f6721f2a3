import { createFileRoute } from '@tanstack/react-router';
import { isSuperOrAdmin } from '../../../domain/auth/roles.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { accessGroupsQueryOptions } from '../../features/access-groups/api/get-access-groups.ts';
import { AccessGroupsScreen } from '../../features/access-groups/components/access-groups-screen.tsx';
import { requireRole } from '../../lib/route-guards.ts';

// Vessel Access Control (003 §2): SuperUser and Administrator only (ADMIN-152).
export const Route = createFileRoute('/_authenticated/VesselAccessControl')({
  beforeLoad: requireRole(isSuperOrAdmin),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accessGroupsQueryOptions());
  },
  component: VesselAccessControlPage,
});

function VesselAccessControlPage() {
  return (
    <>
      <PageTitle title="Vessel Access Control" />
      <AccessGroupsScreen />
    </>
  );
}
