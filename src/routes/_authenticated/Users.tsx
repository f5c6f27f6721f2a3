import { createFileRoute } from '@tanstack/react-router';
import { isSuperOrAdmin } from '../../../domain/auth/roles.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { usersQueryOptions } from '../../features/users/api/get-users.ts';
import { UsersScreen } from '../../features/users/components/users-screen.tsx';
import { requireRole } from '../../lib/route-guards.ts';
import { useCurrentUser } from '../../lib/session.ts';

// User List (003 §2): SuperUser and Administrator only (ADMIN-152, DECISIONS: guarded routes).
export const Route = createFileRoute('/_authenticated/Users')({
  beforeLoad: requireRole(isSuperOrAdmin),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(usersQueryOptions());
  },
  component: UsersPage,
});

function UsersPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="User List" />
      <UsersScreen currentUser={user} />
    </>
  );
}
