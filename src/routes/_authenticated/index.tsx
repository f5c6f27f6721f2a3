import { Card, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/document-title.tsx';
import { vesselsQueryOptions } from '../../lib/vessels-query.ts';
import { FleetTable } from '../../features/fleet/components/fleet-table.tsx';
import { useCurrentUser } from '../../lib/session.ts';

export const Route = createFileRoute('/_authenticated/')({
  loader: ({ context }) => {
    // Warm the list the page reads; a failure shows in the page, not as a route error.
    void context.queryClient.prefetchQuery(vesselsQueryOptions());
  },
  component: DashboardPage,
});

function DashboardPage() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <PageTitle title="Dashboard" heading={`Welcome, ${user.name}`} />
      <Card withBorder padding="lg" data-testid="welcome">
        <Text>
          Wakeline follows the performance and the emissions of your fleet. Each vessel&apos;s speed, shaft
          speed and engine fuel consumption are compared with its own reference curves every time its data
          arrive, and the long trends give the performance status shown beside every vessel. The logged data
          can be drawn as graphs or plotted against each other with a fitted curve, and the crew on board
          enter the voyage data that emission reports are made from on a tablet, even without a connection.
        </Text>
      </Card>
      <section aria-labelledby="fleet-heading">
        <Title order={2} size="h3" mb="sm" id="fleet-heading">
          Your fleet
        </Title>
        <FleetTable />
      </section>
    </Stack>
  );
}
