import { Card, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/document-title.tsx';
import { vesselsQueryOptions } from '../../features/fleet/api/get-vessels.ts';
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
          Wakeline follows the performance and the emissions of your fleet: speed and power against the
          reference curves, hull fouling, fuel consumption, and the MRV, IMO DCS and CII figures your reports
          need. Crew on board can enter voyage data on a tablet, even without a connection.
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
