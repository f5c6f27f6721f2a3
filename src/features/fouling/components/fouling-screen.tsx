// The Fouling page (001 §2 'Fouling', PERF-037; ADR 0079): the speed loss statistics, the speed loss
// history chart (a daily average, with each trend period's trendline, the benchmark and the
// maintenance trigger), the added fuel consumption in tonnes, CO2 and money, the impact of a trend
// event by its date, the hull coating and the fouling chart configuration and benchmark.
import { Box, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { SpeedLossHistoryColumns, SpeedLossStatistics } from '../../../../domain/contracts/fouling.ts';
import { messages } from '../../../../domain/messages.ts';
import { KeptAnswersNotice, useKeptAnswer } from '../../../components/kept-answers.tsx';
import { EmptyMessage } from '../../../components/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAddedFuelConsumption } from '../api/added-fuel.ts';
import { useFoulingConfig } from '../api/fouling-config.ts';
import { useEventImpact } from '../api/impact.ts';
import { foulingKey, useSpeedLoss } from '../api/speed-loss.ts';
import { useSpeedLossStatistics } from '../api/statistics.ts';
import { speedLossChartModel } from '../chart-models.ts';
import { FoulingConfigPanel } from './fouling-config-panel.tsx';
import { FoulingChart } from './fouling-chart.tsx';
import { HullCoatingPanel } from './hull-coating-panel.tsx';

export const percentText = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : `${value.toFixed(digits)} %`;
const tonnes = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '–'
    : `${value.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} t`;
const money = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '–'
    : `${value.toLocaleString('en-GB', { maximumFractionDigits: 0 })} USD`;

export const statusTitles: Record<SpeedLossStatistics['status'], string> = {
  Ok: messages.statusOk,
  Observe: messages.statusObserve,
  NotOk: messages.statusNotOk,
  notAvailable: messages.statusNotAvailable,
};
const statusColours: Record<SpeedLossStatistics['status'], string> = {
  Ok: '#2f9e44',
  Observe: '#f08c00',
  NotOk: '#e03131',
  notAvailable: '#868e96',
};

/** The status in words, with a swatch of its colour beside it (the words carry the meaning). */
export function FoulingStatusText({ status }: { status: SpeedLossStatistics['status'] }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} style={{ borderRadius: 2, background: statusColours[status] }} aria-hidden />
      <Text size="sm" fw={700}>
        {statusTitles[status]}
      </Text>
    </Group>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function StatisticsPanel({ vesselId }: { vesselId: string }) {
  const stats = useKeptAnswer(useSpeedLossStatistics(vesselId), {
    loading: 'Loading the speed loss statistics…',
    failure: messages.failedToFetchSpeedLossStatistics,
  });
  if (stats.data === undefined) return stats.fallback;
  const s = stats.data;
  if (s.dailyValueCount === 0)
    return (
      <EmptyMessage>No speed loss yet: it appears once the speed long trend has daily values.</EmptyMessage>
    );
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">Status</Text>
        <FoulingStatusText status={s.status} />
        <Text size="xs" c="dimmed">
          Latest daily value {s.latestDate ? formatDate(s.latestDate) : '–'}
        </Text>
        {s.source ? (
          <Text size="xs" c="dimmed" data-testid="fouling-source">
            {s.source === 'noonReports' ? messages.foulingSourceNoonReports : messages.foulingSourceSensor}
          </Text>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        <Figure label="Speed loss now (trendline)" value={percentText(s.currentSpeedLoss)} />
        <Figure label={`Mean, last ${s.statisticsPeriodDays} days`} value={percentText(s.meanSpeedLoss)} />
        <Figure label="Mean, last 90 days" value={percentText(s.meanSpeedLoss90Days)} />
        <Figure
          label="Change per year"
          value={s.changePerYear === null ? 'Benchmarking' : percentText(s.changePerYear)}
        />
        <Figure
          label="Last cleaning"
          value={s.lastCleaningDate ? formatDate(s.lastCleaningDate) : 'None'}
          hint={
            s.lastCleaningDate
              ? `${percentText(s.speedLossBeforeLastCleaning)} → ${percentText(s.speedLossAtLastCleaning)}, ${s.daysSinceLastCleaning} days ago`
              : undefined
          }
        />
        <Figure
          label="Maintenance trigger"
          value={
            s.daysToMaintenanceTrigger === null
              ? 'Not in sight'
              : s.daysToMaintenanceTrigger === 0
                ? 'Reached'
                : `In ${s.daysToMaintenanceTrigger} days`
          }
          hint={`Above benchmark ${percentText(s.deviationFromBenchmark)}`}
        />
      </SimpleGrid>
    </Stack>
  );
}

function SpeedLossChartPanel({ vesselId }: { vesselId: string }) {
  const history = useSpeedLoss(vesselId);
  const config = useFoulingConfig(vesselId);
  const model = useMemo(() => (history.data ? speedLossChartModel(history.data) : null), [history.data]);
  const series = useMemo(
    () =>
      model
        ? [
            {
              label: 'Daily speed loss (%)',
              values: model.values,
              colour: '#495057',
              kind: 'points' as const,
            },
            // Each period's trendline is given by its two end points: drawn as the line between them.
            ...model.trendlines.map((values) => ({
              label: 'Trendline per period (%)',
              values,
              colour: '#1c7ed6',
              kind: 'line' as const,
              spanGaps: true,
            })),
          ]
        : [],
    [model],
  );
  const levels = useMemo(
    () =>
      config.data
        ? [
            { label: 'Benchmark', y: config.data.benchmarkSpeedLoss, colour: '#2f9e44' },
            {
              label: 'Maintenance trigger',
              y: config.data.benchmarkSpeedLoss + config.data.maintenanceTrigger,
              colour: '#e03131',
            },
          ]
        : [],
    [config.data],
  );
  const shown = useKeptAnswer(history, {
    loading: 'Loading the speed loss history…',
    failure: messages.failedToFetchSpeedLossHistory,
  });
  if (shown.data === undefined) return shown.fallback;
  if (!model || shown.data.values.length === 0)
    return <EmptyMessage>No speed loss history yet.</EmptyMessage>;
  return (
    <FoulingChart
      title="Speed loss history"
      summary={model.summary}
      xs={model.xs}
      series={series}
      isTime
      yLabel="Speed loss (%)"
      levels={levels}
      marks={model.marks}
    />
  );
}

function AddedFuelPanel({ vesselId }: { vesselId: string }) {
  const added = useKeptAnswer(useAddedFuelConsumption(vesselId), {
    loading: 'Loading the added fuel consumption…',
    failure: messages.failedToFetchAddedFuelConsumption,
  });
  if (added.data === undefined) return added.fallback;
  const a = added.data;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {formatDate(a.fromDate)} – {formatDate(a.toDate)}: the fuel the speed loss above the benchmark (
        {percentText(a.benchmarkSpeedLoss, 1)}) adds at constant speed, 1 − ((1 − s)/(1 − b))³ of the main
        engine&apos;s fuel. CO2 with {a.co2Factor} t/t;{' '}
        {a.fuelPrice === null
          ? 'no fuel price is set (Diagnostics, consequence settings).'
          : `${a.fuelPrice} USD/t (Diagnostics, consequence settings).`}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Main engine fuel" value={tonnes(a.fuelConsumption)} />
        <Figure label="Added fuel" value={tonnes(a.addedFuel)} />
        <Figure label="Added CO2" value={tonnes(a.addedCo2)} />
        <Figure label="Added cost" value={money(a.addedCost)} />
      </SimpleGrid>
      {a.daysWithoutSpeedLoss > 0 ? (
        <Text size="xs" c="dimmed">
          {a.daysWithoutSpeedLoss} day(s) burnt fuel without a speed loss to price it with.
        </Text>
      ) : null}
    </Stack>
  );
}

function ImpactPanel({
  vesselId,
  history,
}: {
  vesselId: string;
  history: SpeedLossHistoryColumns | undefined;
}) {
  const options = useMemo(
    () =>
      (history?.events ?? []).map((e) => ({
        value: e.timestamp.slice(0, 10),
        label: `${formatDate(e.timestamp)} ${e.name}`,
      })),
    [history],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const eventDate = chosen ?? options.at(-1)?.value ?? null;
  const impact = useKeptAnswer(useEventImpact(vesselId, eventDate), {
    loading: 'Loading the event impact…',
    failure: messages.failedToFetchEventImpact,
  });
  if (options.length === 0)
    return <EmptyMessage>No trend event (hull cleaning, dry dock, …) yet.</EmptyMessage>;
  return (
    <Stack gap="xs">
      <Select
        label="Trend event"
        data={options}
        value={eventDate}
        onChange={setChosen}
        allowDeselect={false}
        maw={360}
      />
      {impact.data === undefined ? (
        impact.fallback
      ) : (
        <Table withTableBorder maw={640}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Speed loss before → after (trendlines)</Table.Th>
              <Table.Td>
                {percentText(impact.data.speedLossBefore)} → {percentText(impact.data.speedLossAfter)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Speed loss recovered</Table.Th>
              <Table.Td>{percentText(impact.data.recoveredSpeedLoss)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Mean {impact.data.windowDays} days before → after</Table.Th>
              <Table.Td>
                {percentText(impact.data.meanSpeedLossBefore)} → {percentText(impact.data.meanSpeedLossAfter)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Saved per day (fuel, CO2, cost)</Table.Th>
              <Table.Td>
                {tonnes(impact.data.fuelSavedPerDay)}, {tonnes(impact.data.co2SavedPerDay)},{' '}
                {money(impact.data.costSavedPerDay)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function FoulingScreen({ vesselId, canEdit }: { vesselId: string; canEdit: boolean }) {
  const history = useSpeedLoss(vesselId);
  return (
    <Stack gap="lg">
      <KeptAnswersNotice roots={[foulingKey(vesselId)]} />
      <Text size="sm" c="dimmed">
        Speed loss is the daily average of the speed through water against the PowerSpeed reference at the
        same power and draft (ISO 19030), with the sign turned: positive is slower than the reference. Trend
        events such as a hull cleaning start a new period.
      </Text>
      <section aria-labelledby="fouling-statistics">
        <Title order={3} size="h4" id="fouling-statistics" mb="xs">
          Speed loss statistics
        </Title>
        <StatisticsPanel vesselId={vesselId} />
      </section>
      <SpeedLossChartPanel vesselId={vesselId} />
      <section aria-labelledby="fouling-added-fuel">
        <Title order={3} size="h4" id="fouling-added-fuel" mb="xs">
          Added fuel consumption
        </Title>
        <AddedFuelPanel vesselId={vesselId} />
      </section>
      <section aria-labelledby="fouling-impact">
        <Title order={3} size="h4" id="fouling-impact" mb="xs">
          Event impact
        </Title>
        <ImpactPanel vesselId={vesselId} history={history.data} />
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <HullCoatingPanel vesselId={vesselId} canEdit={canEdit} />
        <FoulingConfigPanel vesselId={vesselId} canEdit={canEdit} />
      </SimpleGrid>
    </Stack>
  );
}
