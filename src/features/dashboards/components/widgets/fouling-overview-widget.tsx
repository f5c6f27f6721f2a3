// The Fouling Overview widget (000 §3: 12x6; SHELL-097): per configured vessel with the Fouling
// module its speed loss now, the 90-day mean, the change per year, the last cleaning and the
// fouling status, from POST /Fouling/LatestStatistics (one call for the widget). The vessel's name
// opens its Fouling page.
import { Anchor, Box, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { LatestSpeedLossStatistics } from '../../../../../domain/contracts/fouling.ts';
import { messages } from '../../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../../components/states.tsx';
import { formatDate } from '../../../../lib/format.ts';

const statusWords: Record<LatestSpeedLossStatistics['status'], { text: string; colour: string }> = {
  Ok: { text: messages.statusOk, colour: '#2f9e44' },
  Observe: { text: messages.statusObserve, colour: '#f08c00' },
  NotOk: { text: messages.statusNotOk, colour: '#e03131' },
  notAvailable: { text: messages.statusNotAvailable, colour: '#868e96' },
};

const percent = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : `${value.toFixed(2)} %`;

type Props = {
  /** The configured vessels with the Fouling feature, in the configuration's order. */
  vesselIds: readonly string[];
  rows: LatestSpeedLossStatistics[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

export function FoulingOverviewWidget({ vesselIds, rows, loading, error, onRetry }: Props) {
  if (vesselIds.length === 0)
    return (
      <EmptyMessage>
        No vessels with the Fouling module chosen. Configure the widget to choose vessels.
      </EmptyMessage>
    );
  if (loading && !rows) return <LoadingState label="Loading speed loss" />;
  if (error && !rows)
    return (
      <ErrorState title={messages.failedToFetchLatestSpeedLossStatistics} error={error} onRetry={onRetry} />
    );
  const byVessel = new Map((rows ?? []).map((row) => [row.vesselId, row]));
  const shown = vesselIds.flatMap((id) => byVessel.get(id) ?? []);
  if (shown.length === 0) return <EmptyMessage>No speed loss for these vessels yet.</EmptyMessage>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder data-testid="fouling-overview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vessel</Table.Th>
            <Table.Th ta="right">Speed loss now</Table.Th>
            <Table.Th ta="right">Mean (90 days)</Table.Th>
            <Table.Th ta="right">Change per year</Table.Th>
            <Table.Th>Last cleaning</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.vesselId}>
              <Table.Td>
                <Anchor component={Link} to={row.url} size="sm">
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{percent(row.currentSpeedLoss)}</Table.Td>
              <Table.Td ta="right">{percent(row.meanSpeedLoss90Days)}</Table.Td>
              <Table.Td ta="right">{percent(row.changePerYear)}</Table.Td>
              <Table.Td>{row.lastCleaningDate ? formatDate(row.lastCleaningDate) : '–'}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Box
                    w={10}
                    h={10}
                    style={{ borderRadius: 2, background: statusWords[row.status].colour }}
                    aria-hidden
                  />
                  <Text size="sm" fw={700}>
                    {statusWords[row.status].text}
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
