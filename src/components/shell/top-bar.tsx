import { Avatar, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { messages } from '../../../domain/messages.ts';
import { formatDate } from '../../lib/format.ts';
import { VesselStatusIcon } from '../vessel-status-icon.tsx';
import { IconLogout, IconUser } from '../icons.tsx';
import { NewVersionNotice } from './new-version-notice.tsx';
import { NotificationCenter } from './notification-center.tsx';

/** What a vessel route puts in its route context so the top bar can show it (SHELL-045). */
export type VesselHeader = {
  name: string;
  performanceStatus?: string | null;
  courseDeg?: number | null;
  /** The long trends' first and last day, where diagnostics is activated (000 §2). */
  trendDataRange?: { from: string; to: string } | null;
  /** Where the trends and the status came from (ADR 0107): said when it is the noon reports. */
  trendSource?: 'sensor' | 'noonReports' | null;
};

type TopBarProps = {
  user: { name: string; email: string; companyName: string; companyId: string | null };
  /** The burger that opens the sidebar drawer (below 1024 px). */
  showBurger: boolean;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  onOpenProfile: () => void;
  onLogout: () => void;
  /** Shown before the profile menu (the sync badge). */
  status?: ReactNode;
};

type VesselHeading = { vessel: VesselHeader; pageTitle: string | undefined; showsTrendDataRange: boolean };

function useVesselHeading(): VesselHeading | null {
  return useMatches({
    select: (matches) => {
      let vessel: VesselHeader | undefined;
      let pageTitle: string | undefined;
      let showsTrendDataRange = false;
      for (const match of matches) {
        const context = match.context as { vesselHeader?: VesselHeader };
        if (context.vesselHeader) vessel = context.vesselHeader;
        if (match.staticData.title) pageTitle = match.staticData.title;
        if (match.staticData.showsTrendDataRange) showsTrendDataRange = true;
      }
      return vessel ? { vessel, pageTitle, showsTrendDataRange } : null;
    },
  });
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The avatar button's name starts with the initials it shows (WCAG 2.5.3 label in name), so a
 * voice-control user who says what they see reaches it: "AB – Profile menu for Anna Berg". */
export function profileMenuLabel(name: string): string {
  const shown = initials(name);
  return shown ? `${shown} – Profile menu for ${name}` : `Profile menu for ${name}`;
}

export function TopBar({
  user,
  showBurger,
  navbarOpened,
  onToggleNavbar,
  onOpenProfile,
  onLogout,
  status,
}: TopBarProps) {
  const heading = useVesselHeading();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {showBurger ? (
          <Burger
            opened={navbarOpened}
            onClick={onToggleNavbar}
            size="sm"
            aria-label={navbarOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={navbarOpened}
            aria-controls="sidebar-drawer"
          />
        ) : null}
        <Text fw={700} c="sea.9" visibleFrom="xs">
          Wakeline
        </Text>
        <Text c="dimmed" visibleFrom="xs" aria-hidden>
          |
        </Text>
        <Text fw={500} truncate="end" data-testid="company-name">
          {user.companyName}
        </Text>
        {heading ? (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }} data-testid="vessel-heading">
            <Text c="dimmed" aria-hidden>
              /
            </Text>
            <VesselStatusIcon
              status={heading.vessel.performanceStatus}
              courseDeg={heading.vessel.courseDeg}
            />
            <Text fw={600} truncate="end">
              {heading.vessel.name}
            </Text>
            {heading.pageTitle ? (
              <>
                <Text c="dimmed" aria-hidden>
                  /
                </Text>
                <Text truncate="end">{heading.pageTitle}</Text>
              </>
            ) : null}
            {heading.showsTrendDataRange && heading.vessel.trendDataRange ? (
              <Text c="dimmed" size="sm" visibleFrom="md" truncate="end" data-testid="trend-data-range">
                {formatDate(heading.vessel.trendDataRange.from)} –{' '}
                {formatDate(heading.vessel.trendDataRange.to)}
              </Text>
            ) : null}
            {heading.vessel.trendSource === 'noonReports' ? (
              <Text c="dimmed" size="sm" visibleFrom="md" truncate="end" data-testid="trend-source">
                {messages.statusSourceNoonReports}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <NewVersionNotice />
        {status}
        <NotificationCenter user={{ email: user.email, companyId: user.companyId }} />
        <Menu position="bottom-end" width={260} withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <UnstyledButton aria-label={profileMenuLabel(user.name)}>
              <Avatar color="sea" radius="xl" size="md">
                {initials(user.name) || <IconUser size={18} />}
              </Avatar>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Text size="sm" fw={600} c="dark">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed">
                {user.email}
              </Text>
            </Menu.Label>
            <Menu.Divider />
            <Menu.Item leftSection={<IconUser size={16} />} onClick={onOpenProfile}>
              {messages.myProfile}
            </Menu.Item>
            <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
              {messages.logOut}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
