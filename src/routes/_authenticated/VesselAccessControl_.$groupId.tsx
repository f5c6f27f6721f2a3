import { createFileRoute } from '@tanstack/react-router';
import { isSuperOrAdmin } from '../../../domain/auth/roles.ts';
import { accessGroupsQueryOptions } from '../../features/access-groups/api/get-access-groups.ts';
import { AccessGroupManager } from '../../features/access-groups/components/access-group-manager.tsx';
import { requireRole } from '../../lib/route-guards.ts';

// The manage screen of one vessel access group (ADMIN-077): the group is part of the URL, so the
// screen reloads and can be shared.
export const Route = createFileRoute('/_authenticated/VesselAccessControl_/$groupId')({
  beforeLoad: requireRole(isSuperOrAdmin),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accessGroupsQueryOptions());
  },
  component: ManageAccessGroupPage,
});

function ManageAccessGroupPage() {
  const { groupId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AccessGroupManager groupId={groupId} onBack={() => void navigate({ to: '/VesselAccessControl' })} />
  );
}
