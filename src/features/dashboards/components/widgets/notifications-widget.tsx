// The Notifications widget (000 §3: 8x6; SHELL-095): the notifications not acknowledged on the
// configured vessels, newest first, each as the bell shows it (severity, time ago, vessel,
// condition and details) with Acknowledge in its menu (SHELL-076, SHELL-077), and a link to the
// Notifications page with the rules and every incident.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Incident } from '../../../../../domain/contracts/notifications.ts';
import { latestNotifications } from '../../../../../domain/dashboards/widgets.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../../components/states.tsx';
import { IncidentItem } from '../../../../components/shell/incident-item.tsx';
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
            <IncidentItem
              key={incident.id}
              incident={incident}
              nowMs={nowMs}
              canAcknowledge={online}
              compact
              testId="widget-notification"
            />
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
