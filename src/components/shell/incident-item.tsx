// One notification (an open incident) as the bell's dialog and the dashboards' Notifications widget
// show it: severity, time ago, vessel, condition and details, with Acknowledge in its menu
// (SHELL-076, SHELL-077). `compact` puts the vessel on the first line and the condition on one.
import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import type { Incident } from '../../../domain/contracts/notifications.ts';
import { timeAgo } from '../../../domain/format/time-ago.ts';
import { showError } from '../snackbar.ts';
import { SeverityBadge } from '../severity-badge.tsx';
import { useAcknowledge } from './notification-center-api.ts';

type Props = {
  incident: Incident;
  nowMs: number;
  /** False hides the menu (offline: an acknowledgement cannot be sent). */
  canAcknowledge?: boolean;
  compact?: boolean;
  testId: string;
};

export function IncidentItem({ incident, nowMs, canAcknowledge = true, compact = false, testId }: Props) {
  const acknowledge = useAcknowledge();
  const vessel = (
    <Text size="sm" fw={600} truncate={compact}>
      {incident.vesselName}
    </Text>
  );
  return (
    <Group
      component="li"
      align="flex-start"
      justify="space-between"
      wrap="nowrap"
      py={6}
      px={compact ? 0 : 'xs'}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid={testId}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <SeverityBadge severity={incident.severity} />
          <Text size="xs" c="dimmed">
            {timeAgo(incident.openVesselEvent.timestamp, nowMs)}
          </Text>
          {compact ? vessel : null}
        </Group>
        {compact ? (
          <Text size="sm">{`${incident.conditionType}: ${incident.conditionDetails}`}</Text>
        ) : (
          <>
            {vessel}
            <Text size="sm">{incident.conditionType}</Text>
            <Text size="sm" c="dimmed">
              {incident.conditionDetails}
            </Text>
          </>
        )}
      </Stack>
      {canAcknowledge ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Actions for ${incident.ruleName} on ${incident.vesselName}`}
            >
              <Text fw={700} aria-hidden>
                ⋮
              </Text>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => acknowledge.mutate(incident, { onError: (error) => showError(error) })}>
              Acknowledge
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
