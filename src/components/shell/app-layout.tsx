// The shell of 000 §2 (SHELL-041): a collapsible left sidebar and a top bar around the page.
// Below 1024 px (a crew tablet, issue 26 §3) the sidebar is a drawer opened from the burger in the
// top bar: it closes on Escape and on every navigation, and focus goes back to the burger (ADR 0109).
import { ActionIcon, AppShell, Drawer, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useNarrowScreen } from '../../lib/narrow-screen.ts';
import { IconChevronLeft, IconChevronRight } from '../icons.tsx';
import { OfflineBanner } from '../offline-banner.tsx';
import { InsideAppShell } from './inside-shell.ts';
import { Sidebar, type SidebarEntry } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

type AppLayoutProps = {
  user: { name: string; email: string; companyName: string; companyId: string | null };
  entries: SidebarEntry[];
  vessels: ReactNode;
  /** The sidebar's Dashboards group. */
  dashboards?: ReactNode;
  onOpenProfile: () => void;
  onLogout: () => void;
  /** Shown in the top bar before the profile menu (the sync badge). */
  status?: ReactNode;
  children: ReactNode;
};

/** The narrowest screen with the sidebar beside the page: 1024 px (64em); narrower, it is a drawer. */
export const wideScreenMinPx = 1024;

export function AppLayout({
  user,
  entries,
  vessels,
  dashboards,
  onOpenProfile,
  onLogout,
  status,
  children,
}: AppLayoutProps) {
  const [drawerOpened, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const [storedCollapsed, setCollapsed] = useLocalStorage({
    key: 'wakeline.sidebarCollapsed',
    defaultValue: false,
  });
  const wide = !useNarrowScreen();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Any navigation (a sidebar entry, a vessel, a dashboard) closes the drawer.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);
  useEffect(() => {
    if (wide) closeDrawer();
  }, [wide, closeDrawer]);
  const collapsed = wide && storedCollapsed;

  const sidebar = (
    <Sidebar
      entries={entries}
      vessels={vessels}
      dashboards={dashboards}
      collapsed={collapsed}
      onNavigate={closeDrawer}
    />
  );

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: collapsed ? 72 : 260,
        breakpoint: wideScreenMinPx,
        collapsed: { mobile: true, desktop: !wide },
      }}
      padding="md"
    >
      <a href="#main-content" className="wakeline-skip-link">
        Skip to content
      </a>
      <AppShell.Header>
        <TopBar
          user={user}
          showBurger={!wide}
          navbarOpened={drawerOpened}
          onToggleNavbar={toggleDrawer}
          onOpenProfile={onOpenProfile}
          onLogout={onLogout}
          status={status}
        />
      </AppShell.Header>
      {wide ? null : (
        <Drawer
          opened={drawerOpened}
          onClose={closeDrawer}
          size={280}
          padding="xs"
          title="Wakeline"
          id="sidebar-drawer"
          returnFocus
          closeButtonProps={{ 'aria-label': 'Close navigation' }}
        >
          {sidebar}
        </Drawer>
      )}
      <AppShell.Navbar p="xs" aria-label="Sidebar">
        {wide ? sidebar : null}
        <Tooltip label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} position="right">
          <ActionIcon
            variant="subtle"
            color="gray"
            mt="xs"
            visibleFrom="sm"
            onClick={() => setCollapsed(!storedCollapsed)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
          >
            {collapsed ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
          </ActionIcon>
        </Tooltip>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <OfflineBanner />
        <InsideAppShell.Provider value={true}>{children}</InsideAppShell.Provider>
      </AppShell.Main>
    </AppShell>
  );
}
