// The Welcome widget (000 §3: 20x12, on the start-up dashboard only). It sits below the fleet's
// widgets and the user dismisses it once read (issue 26 §5).
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../../../lib/session.ts';

/** `onDismiss`: removes the widget from the dashboard (absent where the dashboard cannot change). */
export function WelcomeWidget({ onDismiss }: { onDismiss?: () => void }) {
  const user = useCurrentUser();
  return (
    <Stack gap="sm" data-testid="welcome">
      <Group justify="space-between" wrap="nowrap" className="widget-no-drag">
        <Title order={2} size="h3">{`Welcome, ${user.name}`}</Title>
        {onDismiss ? (
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            Dismiss
          </Button>
        ) : null}
      </Group>
      <Text>
        Wakeline follows the performance and the emissions of your fleet. Each vessel&apos;s speed, shaft
        speed and engine fuel consumption are compared with its own reference curves every time its data
        arrive, and the long trends give the performance status shown beside every vessel. The logged data can
        be drawn as graphs or plotted against each other with a fitted curve, and the crew on board enter the
        voyage data that emission reports are made from on a tablet, even without a connection.
      </Text>
      <Text c="dimmed" size="sm">
        This is your dashboard: add widgets with the vessel data you follow, move and resize them, and keep
        several dashboards for different purposes.
      </Text>
    </Stack>
  );
}
