// The shell of 000 §2 (SHELL-041): a collapsible left sidebar and a top bar around the page.
import { ActionIcon, AppShell, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '../icons.tsx';
import { OfflineBanner } from '../offline-banner.tsx';
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
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'wakeline.sidebarCollapsed',
    defaultValue: false,
  });

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: collapsed ? 72 : 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding="md"
    >
      <a href="#main-content" className="wakeline-skip-link">
        Skip to content
      </a>
      <AppShell.Header>
        <TopBar
          user={user}
          navbarOpened={mobileOpened}
          onToggleNavbar={toggleMobile}
          onOpenProfile={onOpenProfile}
          onLogout={onLogout}
          status={status}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Sidebar">
        <Sidebar
          entries={entries}
          vessels={vessels}
          dashboards={dashboards}
          collapsed={collapsed}
          onNavigate={closeMobile}
        />
        <Tooltip label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} position="right">
          <ActionIcon
            variant="subtle"
            color="gray"
            mt="xs"
            visibleFrom="sm"
            onClick={() => setCollapsed(!collapsed)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
          >
            {collapsed ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
          </ActionIcon>
        </Tooltip>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <OfflineBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
