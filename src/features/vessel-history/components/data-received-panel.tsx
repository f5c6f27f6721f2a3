// 'Data received' on the vessel's Info page (001 §3 'Vessel history', §8; PERF-092, PERF-191,
// PERF-192): the vessel's latest export and how long ago it was made, what its packages add up to,
// and the exports of the last N days up to the latest one as a day-by-day timeline and a list.
import { Box, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import {
  defaultHistoryTimespanDays,
  type VesselHistoryAdditional,
  type VesselHistoryEntry,
} from '../../../../domain/contracts/vessel-histories.ts';
import { messages } from '../../../../domain/messages.ts';
import { FactList, type Fact } from '../../../components/fact-list.tsx';
import { KeptAnswersNotice, useKeptAnswer } from '../../../components/kept-answers.tsx';
import { EmptyMessage } from '../../../components/states.tsx';
import { formatDate, formatDateTime, formatQuantity } from '../../../lib/format.ts';
import { useVesselHistories } from '../api/find-vessel-histories.ts';
import { useLatestVesselHistory, vesselHistoryKey } from '../api/get-latest-vessel-history.ts';
import { useVesselHistoryAdditional } from '../api/get-vessel-history-additional.ts';
import {
  exportAge,
  exportsPerDay,
  historyTimespanOptions,
  historyWindow,
  type HistoryTimespan,
  type HistoryWindow,
} from '../history-window.ts';

const plural = (count: number, one: string, many: string) =>
  `${formatQuantity(count)} ${count === 1 ? one : many}`;

function additionalFacts(additional: VesselHistoryAdditional): Fact[] {
  const last = additional.lastExport;
  const carried = [
    last?.variableCount != null ? plural(last.variableCount, 'variable', 'variables') : '',
    last?.sampleCount != null ? plural(last.sampleCount, 'sample', 'samples') : '',
  ].filter(Boolean);
  const packages = [plural(additional.packageCount, 'imported', 'imported')];
  if (additional.failedPackageCount > 0)
    packages.push(`${formatQuantity(additional.failedPackageCount)} could not be imported`);
  return [
    {
      label: 'Data in the latest export',
      value:
        last?.dataFromDate && last.dataToDate
          ? `${formatDateTime(last.dataFromDate)} – ${formatDateTime(last.dataToDate)}`
          : '',
    },
    { label: 'It carried', value: carried.join(', ') },
    { label: 'Packages', value: packages.join(', ') },
    { label: 'First export', value: formatDateTime(additional.firstExportDate) },
    { label: 'Last received', value: formatDateTime(additional.lastReceivedDate) },
  ];
}

function AdditionalFacts({ vesselId }: { vesselId: string }) {
  const additional = useKeptAnswer(useVesselHistoryAdditional(vesselId), {
    loading: 'Loading package details',
    failure: messages.failedToLoadVesselHistoryAdditional,
  });
  if (additional.data === undefined) return additional.fallback;
  return <FactList facts={additionalFacts(additional.data)} />;
}

function DayTimeline({ histories, window }: { histories: VesselHistoryEntry[]; window: HistoryWindow }) {
  const days = exportsPerDay(histories, window);
  const daysWithExports = days.filter((day) => day.count > 0).length;
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Box
      role="img"
      aria-label={`Exports per day: ${plural(total, 'export', 'exports')} on ${daysWithExports} of ${window.days} days`}
      data-testid="history-timeline"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}
    >
      {days.map((day) => (
        <Tooltip
          key={day.dayStartMs}
          label={`${formatDate(new Date(day.dayStartMs))}: ${plural(day.count, 'export', 'exports')}`}
        >
          <Box
            aria-hidden
            w={14}
            h={14}
            style={{
              borderRadius: 3,
              background: day.count > 0 ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-2)',
              opacity: day.count > 0 ? Math.min(1, 0.55 + 0.15 * day.count) : 1,
            }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}

function ExportsInWindow({ vesselId, window }: { vesselId: string; window: HistoryWindow }) {
  const histories = useKeptAnswer(useVesselHistories(vesselId, window), { loading: 'Loading exports' });
  // A failed Find has become an empty history (PERF-191); offline, nothing kept shows nothing.
  if (histories.data === undefined) return histories.fallback;
  const entries = histories.data.histories;
  return (
    <Stack gap="xs">
      <DayTimeline histories={entries} window={window} />
      {entries.length === 0 ? (
        <EmptyMessage>No exports in these {window.days} days.</EmptyMessage>
      ) : (
        <Box tabIndex={0} role="region" aria-label="Exports" mah={220} style={{ overflowY: 'auto' }}>
          <Table verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Exported (UTC)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...entries].reverse().map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.exportDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

export function DataReceivedPanel({ vesselId, nowMs = Date.now() }: { vesselId: string; nowMs?: number }) {
  const latest = useKeptAnswer(useLatestVesselHistory(vesselId), {
    loading: 'Loading data received',
    failure: messages.failedToLoadLatestVesselHistory,
  });
  const [days, setDays] = useState<HistoryTimespan>(defaultHistoryTimespanDays as HistoryTimespan);

  let body;
  if (latest.data === undefined) body = latest.fallback;
  else if (latest.data === null)
    body = (
      <Stack gap="xs">
        <EmptyMessage>No data has been received from this vessel yet.</EmptyMessage>
        <AdditionalFacts vesselId={vesselId} />
      </Stack>
    );
  else {
    const window = historyWindow(latest.data.exportDate, days);
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <FactList
            facts={[
              {
                label: 'Latest export',
                value: `${formatDateTime(latest.data.exportDate)} (${exportAge(latest.data.exportDate, nowMs)})`,
              },
            ]}
          />
          <AdditionalFacts vesselId={vesselId} />
        </Stack>
        <Stack gap="xs">
          <Group justify="space-between" align="center">
            <Text size="sm" fw={500} id="history-window-heading">
              Exports in the {days} days up to the latest
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="history-window-heading"
              value={String(days)}
              onChange={(value) => setDays(Number(value) as HistoryTimespan)}
              data={historyTimespanOptions.map((option) => ({ value: String(option), label: `${option} d` }))}
            />
          </Group>
          <ExportsInWindow vesselId={vesselId} window={window} />
        </Stack>
      </SimpleGrid>
    );
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="data-received-heading">
      <Text component="h2" fw={600} size="lg" mb="sm" id="data-received-heading">
        Data received
      </Text>
      <KeptAnswersNotice roots={[vesselHistoryKey(vesselId)]} />
      {body}
    </Paper>
  );
}
