// The sidebar's Dashboards group (000 §2, SHELL-050..053): the user's dashboards, 'Shared with me'
// when any are shared with the user, a cog for 'Manage dashboards', and on each dashboard a menu
// with 'Set general time span'. Choosing one makes it current and opens the start page.
import { ActionIcon, Group, Menu, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Dashboard } from '../../../../domain/contracts/dashboards.ts';
import { messages } from '../../../../domain/messages.ts';
import { IconCog, IconDots } from '../../../components/icons.tsx';
import { useDashboards } from '../api/dashboards.ts';
import { currentOf, rememberDashboard } from '../current-dashboard.ts';
import { useRememberedDashboardId } from './use-current-dashboard.ts';

// The dialogs load when first opened, so the shell's own chunk stays small.
const ManageDashboardsDialog = lazy(() =>
  import('./manage-dashboards-dialog.tsx').then((m) => ({ default: m.ManageDashboardsDialog })),
);
const TimeSpanDialog = lazy(() =>
  import('./time-span-dialog.tsx').then((m) => ({ default: m.TimeSpanDialog })),
);

export function SidebarDashboards({ onNavigate }: { onNavigate?: () => void }) {
  const dashboards = useDashboards();
  const remembered = useRememberedDashboardId();
  const router = useRouter();
  const onStartPage = useRouterState({ select: (s) => s.location.pathname === '/' });
  const [managing, setManaging] = useState(false);
  const [timeSpanOf, setTimeSpanOf] = useState<Dashboard | null>(null);
  const list = dashboards.data ?? [];
  const current = currentOf(list, remembered);
  const own = list.filter((d) => !d.readOnly);
  const shared = list.filter((d) => d.readOnly);

  const entry = (dashboard: Dashboard) => (
    <Group key={dashboard.id} gap={0} wrap="nowrap">
      <NavLink
        component="a"
        href="/"
        label={dashboard.name}
        active={onStartPage && current?.id === dashboard.id}
        aria-current={onStartPage && current?.id === dashboard.id ? 'page' : undefined}
        style={{ flex: 1 }}
        onClick={(event) => {
          event.preventDefault();
          rememberDashboard(dashboard.id);
          router.history.push('/');
          onNavigate?.();
        }}
      />
      {dashboard.readOnly ? null : (
        <Menu position="right-start" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Menu of ${dashboard.name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setTimeSpanOf(dashboard)}>{messages.setGeneralTimeSpan}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );

  return (
    <section aria-labelledby="sidebar-dashboards-heading">
      <Group justify="space-between" mt="md" mb={4} px="sm" wrap="nowrap">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" id="sidebar-dashboards-heading">
          Dashboards
        </Text>
        <Tooltip label={messages.manageDashboards}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={messages.manageDashboards}
            onClick={() => setManaging(true)}
          >
            <IconCog size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack gap={0} aria-label="My dashboards" role="list">
        {own.map((d) => (
          <div role="listitem" key={d.id}>
            {entry(d)}
          </div>
        ))}
      </Stack>
      {shared.length > 0 ? (
        <>
          <Text size="xs" c="dimmed" px="sm" mt="xs" id="sidebar-shared-heading">
            {messages.sharedWithMe}
          </Text>
          <Stack gap={0} aria-labelledby="sidebar-shared-heading" role="list">
            {shared.map((d) => (
              <div role="listitem" key={d.id}>
                {entry(d)}
              </div>
            ))}
          </Stack>
        </>
      ) : null}
      <Suspense fallback={null}>
        {managing ? (
          <ManageDashboardsDialog
            opened
            onClose={() => setManaging(false)}
            dashboards={list}
            currentId={current?.id ?? null}
          />
        ) : null}
        {timeSpanOf ? <TimeSpanDialog dashboard={timeSpanOf} onClose={() => setTimeSpanOf(null)} /> : null}
      </Suspense>
    </section>
  );
}
