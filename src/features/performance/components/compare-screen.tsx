// Compare vessels (001 §2, PERF-039..045; 003 §2 ADMIN-071): the overview of the user's vessel
// groups, and the details of one: per diagnostic type a chart of every vessel's long trend and a
// sortable table of their current periods with the consequences at the chosen MCR.
import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  DEFAULT_MCR_PERCENT,
  MCR_PERCENT_OPTIONS,
  type McrPercent,
} from '../../../../domain/calc/consequences.ts';
import type {
  LongTrendStatistics,
  VesselPerformanceEvent,
} from '../../../../domain/contracts/diagnostics.ts';
import type { LongTrend } from '../../../../domain/contracts/long-trends.ts';
import { DIAGNOSTICS_FEATURE } from '../../../../domain/performance/long-trends.ts';
import type { VesselGroup } from '../../../../domain/contracts/vessel-groups.ts';
import { messages } from '../../../../domain/messages.ts';
import { speedLossFromDeviation } from '../../../../domain/performance/speed-loss.ts';
import { FeatureNotAvailable } from '../../../components/feature-not-available.tsx';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { nextSortState, sortRows, type SortState } from '../../../lib/sort-preference.ts';
import {
  useCompareData,
  useCompareGroups,
  useGroupLongTrends,
  useGroupPerformanceEvents,
} from '../api/compare.ts';
import { useLatestConsequences } from '../api/diagnostics.ts';
import { compareEventMarks, formatCompareValue, type CompareOptions } from '../compare-chart-model.ts';
import { CompareChart, type TimeRange } from './compare-chart.tsx';

export function CompareOverview() {
  const groups = useCompareGroups();
  const navigate = useNavigate();
  if (groups.isPending) return <LoadingState label="Loading vessel groups…" />;
  if (groups.isError) return <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />;
  if (groups.data.length === 0)
    return (
      <EmptyMessage>
        No vessel groups yet. Make one under{' '}
        <Anchor component={Link} to="/VesselGroups">
          Vessel Groups
        </Anchor>{' '}
        to compare its vessels.
      </EmptyMessage>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {groups.data.map((group) => (
        <Card key={group.id} withBorder component="section" aria-label={group.name}>
          <Text fw={600}>{group.name}</Text>
          <Text size="sm" c="dimmed" mb="sm">
            {group.vessels.map((v) => v.name).join(', ') || 'No vessels in this group.'}
          </Text>
          <Button
            onClick={() => void navigate({ to: '/Compare/Details', search: { groupId: group.id } })}
            disabled={group.vessels.length === 0}
            aria-label={`Compare ${group.name}`}
          >
            Compare
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}

type SortKey =
  | 'name'
  | 'lastPeriodStartDate'
  | 'changePerYear'
  | 'benchmarkPointValue'
  | 'deviationFromBenchmark'
  | 'fuel';

/** What each comparison graph shows (by diagnostic type name), with its axis range (001 §9). */
const compareHelp: Record<string, string> = {
  Speed:
    'Each vessel’s speed through water against its speed-power reference; the axis follows the values, within plus or minus 50 %.',
  Rpm: 'Each vessel’s shaft speed against its propeller law; the axis follows the values, within plus or minus 25 %.',
  Sfoc: 'Each vessel’s main engine SFOC against its shop-test curve; the axis follows the values, within plus or minus 50 %.',
};

function TypeSection({
  typeName,
  trends,
  vesselName,
  events,
  options,
  xRange,
  onXRangeChange,
  onZoomAll,
}: {
  typeName: string;
  trends: LongTrend[];
  vesselName: (vesselId: string) => string;
  events: readonly VesselPerformanceEvent[];
  options: CompareOptions;
  xRange: TimeRange | null;
  onXRangeChange: (range: TimeRange | null) => void;
  onZoomAll: (range: TimeRange) => void;
}) {
  const ids = useMemo(() => trends.map((t) => t.id), [trends]);
  const { periods, statistics } = useCompareData(ids);
  const consequences = useLatestConsequences('compare', ids, { throwOnError: false });
  const [mcr, setMcr] = useState<McrPercent>(DEFAULT_MCR_PERCENT);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'name', direction: 'asc' });
  const fuelOf = (row: LongTrendStatistics) =>
    consequences.data?.consequences.find((c) => c.longTrendId === row.longTrendId && c.mcrPercent === mcr)
      ?.results[0] ?? null;
  // Speed is shown as speed loss, positive when slower, as on Fouling and ISO 19030 (ADR 0105).
  const isSpeed = typeName === 'Speed';
  const changeOf = (r: LongTrendStatistics) =>
    isSpeed ? speedLossFromDeviation(r.changePerYear ?? null) : r.changePerYear;
  const rows = statistics.data
    ? sortRows(statistics.data, sort, {
        name: (r) => r.name,
        lastPeriodStartDate: (r) => (r.lastPeriodStartDate ? Date.parse(r.lastPeriodStartDate) : null),
        changePerYear: changeOf,
        benchmarkPointValue: (r) => r.benchmarkPointValue,
        deviationFromBenchmark: (r) => r.deviationFromBenchmark,
        fuel: (r) => fuelOf(r)?.value ?? null,
      })
    : [];
  const lines = useMemo(
    () => trends.map((t) => ({ trendId: t.id, label: vesselName(t.vesselId) })),
    [trends, vesselName],
  );
  const marks = useMemo(
    () =>
      compareEventMarks(
        events,
        vesselName,
        trends.map((t) => t.vesselId),
      ),
    [events, vesselName, trends],
  );
  const onSort = (key: SortKey) => setSort((current) => nextSortState(current, key));
  const help =
    compareHelp[typeName] ??
    'Each vessel’s deviation from its reference; the axis follows the values, within plus or minus 50 %.';

  return (
    <Stack gap="sm" component="section" aria-label={typeName}>
      {periods.isPending ? <LoadingState label="Loading trend periods…" /> : null}
      {periods.isError ? <ErrorState error={periods.error} onRetry={() => void periods.refetch()} /> : null}
      {periods.data ? (
        <CompareChart
          title={trends[0]!.description}
          xRange={xRange}
          onXRangeChange={onXRangeChange}
          onZoomAll={onZoomAll}
          help={help}
          lines={lines}
          periods={periods.data}
          events={marks}
          options={options}
        />
      ) : null}
      {statistics.isError ? (
        <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <SortableHeader column="name" sort={sort} onSort={onSort}>
                Vessel
              </SortableHeader>
              <SortableHeader column="lastPeriodStartDate" sort={sort} onSort={onSort}>
                Last period
              </SortableHeader>
              <SortableHeader column="changePerYear" sort={sort} onSort={onSort}>
                {isSpeed ? messages.speedLossChangePerYear : 'Change'}
              </SortableHeader>
              <SortableHeader column="benchmarkPointValue" sort={sort} onSort={onSort}>
                Benchmark
              </SortableHeader>
              <SortableHeader column="deviationFromBenchmark" sort={sort} onSort={onSort}>
                Deviation
              </SortableHeader>
              <SortableHeader column="fuel" sort={sort} onSort={onSort}>
                Fuel at {mcr}% MCR (t/day)
              </SortableHeader>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const fuel = fuelOf(row);
              return (
                <Table.Tr key={row.longTrendId}>
                  <Table.Td>
                    <Anchor href={row.url}>{row.name}</Anchor>
                  </Table.Td>
                  <Table.Td>{row.lastPeriodStartDate ? formatDate(row.lastPeriodStartDate) : '–'}</Table.Td>
                  <Table.Td>
                    {row.isBenchmarking
                      ? messages.consequenceBenchmarking
                      : formatCompareValue(changeOf(row))}
                  </Table.Td>
                  <Table.Td>
                    {row.isBenchmarking
                      ? messages.consequenceBenchmarking
                      : formatCompareValue(row.benchmarkPointValue)}
                  </Table.Td>
                  <Table.Td>
                    {row.isBenchmarking
                      ? messages.consequenceBenchmarking
                      : formatCompareValue(row.deviationFromBenchmark)}
                  </Table.Td>
                  <Table.Td>
                    {row.isBenchmarking ? messages.consequenceBenchmarking : (fuel?.displayValue ?? '–')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Select
        label={`${messages.basedOnTheMcr} (${typeName})`}
        w={220}
        allowDeselect={false}
        data={MCR_PERCENT_OPTIONS.map((option) => ({ value: String(option), label: `${option}%` }))}
        value={String(mcr)}
        onChange={(value) => value && setMcr(Number(value) as McrPercent)}
      />
    </Stack>
  );
}

export function CompareDetails({ groupId }: { groupId: string }) {
  const groups = useCompareGroups();
  const group: VesselGroup | undefined = groups.data?.find((g) => g.id === groupId);
  const trends = useGroupLongTrends(group?.vesselIds ?? []);
  // The events of the vessels compared (those with long trends), marked on the charts.
  const comparedIds = useMemo(() => [...new Set(trends.trends.map((t) => t.vesselId))], [trends.trends]);
  const events = useGroupPerformanceEvents(comparedIds);
  const [lastPeriodOnly, setLastPeriodOnly] = useState(false);
  const [relative, setRelative] = useState(true);
  const options = useMemo(() => ({ lastPeriodOnly, relative }), [lastPeriodOnly, relative]);
  // Each graph's zoomed time range by diagnostic type; 'Zoom all graphs' gives one to all (PERF-040).
  const [ranges, setRanges] = useState<Record<string, TimeRange | null>>({});
  const vesselName = useMemo(() => {
    const names = new Map(group?.vessels.map((v) => [v.id, v.name]));
    return (id: string) => names.get(id) ?? id;
  }, [group]);

  const breadcrumbs = (
    <Breadcrumbs>
      <Anchor component={Link} to="/">
        Home
      </Anchor>
      <Anchor component={Link} to="/Compare">
        Compare
      </Anchor>
      <Text>Details</Text>
    </Breadcrumbs>
  );
  let body;
  if (groups.isPending || trends.isPending) body = <LoadingState label="Loading long trends…" />;
  else if (groups.isError) body = <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />;
  else if (!group) body = <EmptyMessage>There is no such vessel group.</EmptyMessage>;
  else if (trends.error) body = <ErrorState error={trends.error} title={messages.failedToFetchLongTrends} />;
  else if (trends.trends.length === 0)
    body = <EmptyMessage>None of the vessels in {group.name} has long trends yet.</EmptyMessage>;
  else {
    const byType = new Map<string, LongTrend[]>();
    for (const trend of trends.trends) {
      const name = trend.diagnosticType?.diagnosticTypeName ?? 'Other';
      byType.set(name, [...(byType.get(name) ?? []), trend]);
    }
    const types = [...byType.entries()].sort(
      (a, b) =>
        (a[1][0]!.diagnosticType?.diagnosticTypeId ?? 9) - (b[1][0]!.diagnosticType?.diagnosticTypeId ?? 9),
    );
    body = (
      <Stack gap="lg">
        {types.map(([name, list]) => (
          <TypeSection
            key={name}
            typeName={name}
            trends={list}
            vesselName={vesselName}
            events={events}
            options={options}
            xRange={ranges[name] ?? null}
            onXRangeChange={(range) => setRanges((current) => ({ ...current, [name]: range }))}
            onZoomAll={(range) => setRanges(Object.fromEntries(types.map(([type]) => [type, range])))}
          />
        ))}
      </Stack>
    );
  }
  // PERF-115: the group's vessels without Diagnostics are named, not compared (ADR 0059).
  const withoutDiagnostics = group && !trends.isPending ? trends.withoutDiagnostics : [];
  return (
    <Stack gap="md">
      {breadcrumbs}
      {group ? <Text fw={600}>{group.name}</Text> : null}
      {withoutDiagnostics.length > 0 ? (
        <FeatureNotAvailable
          featureName={DIAGNOSTICS_FEATURE}
          vesselName={withoutDiagnostics.map(vesselName).join(', ')}
        />
      ) : null}
      <Group>
        <Button variant="default" onClick={() => setLastPeriodOnly(!lastPeriodOnly)}>
          {lastPeriodOnly ? messages.showAllTrendPeriods : messages.showLastTrendPeriodOnly}
        </Button>
        <Button variant="default" onClick={() => setRelative(!relative)}>
          {relative ? messages.showRealY : messages.showRelativeY}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
