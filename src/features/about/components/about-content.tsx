import { Anchor, Card, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { systemEndpoints } from '../../../../domain/contracts/system.ts';
import { callApi } from '../../../lib/api-client.ts';

function useServerVersion() {
  return useQuery({
    queryKey: ['version'],
    queryFn: ({ signal }) => callApi(systemEndpoints.version, { signal }),
    staleTime: Infinity,
  });
}

/** What Wakeline is (SHELL-085), with the server's version. */
export function AboutContent() {
  const version = useServerVersion();
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Text mb="sm">
          Wakeline is an open-source platform for vessel performance monitoring and ship emission reporting.
          Office staff follow their fleet on the desktop; crew enter voyage data on tablets, on board and
          offline.
        </Text>
        <List spacing={4}>
          <List.Item>
            Performance: long trends of speed, shaft speed and SFOC against each vessel&apos;s reference
            curves, computed from its logged data, the performance status they give, their consequences in
            fuel, CO2 and money, the comparison of vessels, the fleet map and the data analysis.
          </List.Item>
          <List.Item>
            Emissions: voyage data entry on board, online and offline, for the emission reports.
          </List.Item>
          <List.Item>Administration: users, companies, vessels and vessel access groups.</List.Item>
        </List>
      </Card>
      <Card withBorder padding="lg">
        <Text size="sm">
          Server version:{' '}
          <Text span fw={600} data-testid="server-version">
            {version.isPending ? '…' : version.isError ? 'unavailable' : version.data.version}
          </Text>
        </Text>
        <Text size="sm">
          Licence: Apache-2.0. API reference:{' '}
          <Anchor href="/api/docs" underline="always">
            /api/docs
          </Anchor>
        </Text>
      </Card>
    </Stack>
  );
}
