// The navigation guard and the shell for every signed-in page (000 §2, SHELL-034/036).
import { Outlet, createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isKognifai } from '../../domain/auth/roles.ts';
import { audienceOf, visibleNavEntries } from '../app/navigation.tsx';
import { AppLayout } from '../components/shell/app-layout.tsx';
import { RefusedPageNotice } from '../components/shell/refused-page-notice.tsx';
import { showError } from '../components/snackbar.ts';
import { ErrorState } from '../components/states.tsx';
import { SidebarDashboards } from '../features/dashboards/components/sidebar-dashboards.tsx';
import { SidebarVesselList } from '../features/fleet/components/sidebar-vessel-list.tsx';
import { useVessels } from '../features/fleet/api/get-vessels.ts';
import { SyncBadge } from '../features/sync/components/sync-badge.tsx';
import { useSyncSession } from '../features/sync/hooks/use-sync-session.ts';
import { canSignOut } from '../features/sync/sign-out-guard.ts';
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

/** Log out, unless changes made on this device have not reached the office (offline-sync.md b.11). */
async function guardedSignOut(): Promise<void> {
  const check = await canSignOut();
  if (!check.allowed) {
    showError(check.message);
    return;
  }
  await signOut();
}

function AuthenticatedLayout() {
  const user = useCurrentUser();
  // One sync session for every signed-in page: the engine, the vessels kept on this device.
  useSyncSession();
  const router = useRouter();
  const navigate = useNavigate();
  const vessels = useVessels();
  const fleetFeatures = useMemo(
    () => new Set((vessels.data ?? []).flatMap((vessel) => vessel.features.map((feature) => feature.name))),
    [vessels.data],
  );
  const audience = audienceOf(user);
  const entries = useMemo(
    () => visibleNavEntries(user.role, new Set(Object.keys(router.routesByPath)), fleetFeatures, audience),
    [user.role, router.routesByPath, fleetFeatures, audience],
  );

  return (
    <AppLayout
      user={{ name: user.name, email: user.email, companyName: user.companyName, companyId: user.companyId }}
      entries={entries}
      vessels={<SidebarVesselList />}
      // The crew's menu has no dashboards (ADR 0117): their start page is On board.
      dashboards={audience === 'office' ? <SidebarDashboards /> : null}
      onOpenProfile={() => void navigate({ to: '/MyProfile' })}
      onLogout={() => void guardedSignOut()}
      status={<SyncBadge />}
    >
      <RefusedPageNotice />
      <Outlet />
    </AppLayout>
  );
}
