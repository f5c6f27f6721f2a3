import { Badge, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

export type SidebarEntry = {
  label: string;
  to: string;
  icon: ReactNode;
  section: 'top' | 'bottom';
  /** A tag beside the label ('New'). */
  tag?: string;
};

type SidebarProps = {
  entries: SidebarEntry[];
  /** The vessels list, between the top and the bottom entries. */
  vessels: ReactNode;
  /** The Dashboards group (000 §2), after the top entries. */
  dashboards?: ReactNode;
  collapsed: boolean;
  onNavigate?: () => void;
};

export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function Sidebar({ entries, vessels, dashboards, collapsed, onNavigate }: SidebarProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const renderEntry = (entry: SidebarEntry) => {
    const active = isActivePath(pathname, entry.to);
    const link = (
      <NavLink
        key={entry.to}
        component="a"
        href={entry.to}
        label={collapsed ? undefined : entry.label}
        aria-label={collapsed ? entry.label : undefined}
        leftSection={entry.icon}
        rightSection={
          entry.tag && !collapsed ? (
            <Badge size="xs" variant="light">
              {entry.tag}
            </Badge>
          ) : undefined
        }
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          router.history.push(entry.to);
          onNavigate?.();
        }}
      />
    );
    return collapsed ? (
      <Tooltip key={entry.to} label={entry.label} position="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    // When the entries do not fit the screen's height (an Administrator's on 1440×900), the menu
    // scrolls as a whole: the vessel list keeps its height instead of shrinking to nothing.
    <nav
      aria-label="Main"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, overflowY: 'auto' }}
    >
      <Stack gap={2}>{entries.filter((e) => e.section === 'top').map(renderEntry)}</Stack>
      {collapsed ? null : dashboards}
      {collapsed ? null : (
        <>
          <Text
            size="xs"
            fw={700}
            c="dimmed"
            tt="uppercase"
            mt="md"
            mb={4}
            px="sm"
            id="sidebar-vessels-heading"
          >
            Vessels
          </Text>
          <ScrollArea.Autosize
            mah="45vh"
            type="auto"
            aria-labelledby="sidebar-vessels-heading"
            style={{ flexShrink: 0 }}
          >
            {vessels}
          </ScrollArea.Autosize>
        </>
      )}
      <Stack gap={2} mt="md">
        {entries.filter((e) => e.section === 'bottom').map(renderEntry)}
      </Stack>
    </nav>
  );
}
