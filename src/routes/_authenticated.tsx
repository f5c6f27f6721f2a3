// The navigation guard and the shell for every signed-in page (000 §2, SHELL-034/036).
import { Outlet, createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isKognifai } from '../../domain/auth/roles.ts';
import { visibleNavEntries } from '../app/navigation.tsx';
import { AppLayout } from '../components/shell/app-layout.tsx';
import { ErrorState } from '../components/states.tsx';
import { SidebarVesselList } from '../features/fleet/components/sidebar-vessel-list.tsx';
import { requireSignedInUser } from '../lib/route-guards.ts';
import { signOut, useCurrentUser } from '../lib/session.ts';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context }) => {
    const user = await requireSignedInUser(context.queryClient);
    if (isKognifai(user.role)) throw redirect({ to: '/Kognifai', replace: true });
    return { user };
  },
  component: AuthenticatedLayout,
  errorComponent: ({ error, reset }) => <ErrorState error={error} onRetry={reset} />,
});

function AuthenticatedLayout() {
  const user = useCurrentUser();
  const router = useRouter();
  const navigate = useNavigate();
  const entries = useMemo(
    () => visibleNavEntries(user.role, new Set(Object.keys(router.routesByPath))),
    [user.role, router.routesByPath],
  );

  return (
    <AppLayout
      user={{ name: user.name, email: user.email, companyName: user.companyName }}
      entries={entries}
      vessels={<SidebarVesselList />}
      onOpenProfile={() => void navigate({ to: '/MyProfile' })}
      onLogout={() => void signOut()}
    >
      <Outlet />
    </AppLayout>
  );
}
