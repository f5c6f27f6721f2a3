// The Notifications widget (000 §3: 8x6; SHELL-095): the notifications not acknowledged on the
// configured vessels, newest first, each as the bell shows it (severity, time ago, vessel,
// condition and details) with Acknowledge in its menu (SHELL-076, SHELL-077), and a link to the
// Notifications page with the rules and every incident.
import { ActionIcon, Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Incident } from '../../../../../domain/contracts/notifications.ts';
import { latestNotifications } from '../../../../../domain/dashboards/widgets.ts';
import { timeAgo } from '../../../../../domain/format/time-ago.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../../components/states.tsx';
import { SeverityBadge } from '../../../../components/severity-badge.tsx';
import { useAcknowledge } from '../../../../components/shell/notification-center-api.ts';
import { showError } from '../../../../components/snackbar.ts';
import { useOnlineStatus } from '../../../../lib/use-online-status.ts';

/** At most this many are listed; the page has the rest. */
const shownAtMost = 20;

type Props = {
  vesselIds: readonly string[];
  incidents: Incident[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

export function NotificationsWidget({ vesselIds, incidents, loading, error, onRetry }: Props) {
  const online = useOnlineStatus();
  const acknowledge = useAcknowledge();
  if (vesselIds.length === 0)
    return <EmptyMessage>No vessels chosen. Configure the widget to choose vessels.</EmptyMessage>;
  if (loading && !incidents) return <LoadingState label="Loading notifications" />;
  if (error && !incidents) return <ErrorState error={error} onRetry={onRetry} />;
  const { shown, more } = latestNotifications(incidents ?? [], vesselIds, shownAtMost);
  const nowMs = Date.now();
  return (
    <Stack gap={0} data-testid="notifications-widget">
      {shown.length === 0 ? (
        <EmptyMessage>No notifications to acknowledge on these vessels.</EmptyMessage>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((incident) => (
            <Group
              key={incident.id}
              component="li"
              align="flex-start"
              justify="space-between"
              wrap="nowrap"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="widget-notification"
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <SeverityBadge severity={incident.severity} />
                  <Text size="xs" c="dimmed">
                    {timeAgo(incident.openVesselEvent.timestamp, nowMs)}
                  </Text>
                  <Text size="sm" fw={600} truncate>
                    {incident.vesselName}
                  </Text>
                </Group>
                <Text size="sm">{`${incident.conditionType}: ${incident.conditionDetails}`}</Text>
              </Stack>
              {online ? (
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
                    <Menu.Item onClick={() => acknowledge.mutate(incident, { onError: (e) => showError(e) })}>
                      Acknowledge
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      <Text size="sm" pt={6}>
        {more > 0 ? `${more} more. ` : ''}
        <Anchor component={Link} to="/Notifications" size="sm">
          All notifications and alert rules
        </Anchor>
      </Text>
    </Stack>
  );
}
