// The Diagnostics page (001 §2, PERF-026..036): a chart per long trend with its periods, trendlines,
// benchmarks and the vessel's events, a help tooltip per type, the events to add, change and
// delete, the consequence table, and the Excel download of the long trends.
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { showError } from '../../../components/snackbar.ts';
import { KeptAnswersNotice, useKeptAnswer } from '../../../components/kept-answers.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import {
  diagnosticsQueryRoots,
  downloadLongTrendsExcel,
  useTrendLimits,
  usePerformanceEvents,
} from '../api/diagnostics.ts';
import { useLongTrendPeriods, useLongTrends } from '../api/long-trends.ts';
import { diagnosticHelp } from '../diagnostic-help.ts';
import { ConsequenceTable } from './consequence-table.tsx';
import { longTrendsState } from './long-trends-state.tsx';
import { TrendChart } from './trend-chart.tsx';
import { VesselEventsPanel } from './vessel-events-panel.tsx';

export function DiagnosticsScreen({
  vesselId,
  vesselName,
  canConfigure,
}: {
  vesselId: string;
  vesselName: string;
  /** SuperUsers and Administrators change the consequence settings. */
  canConfigure: boolean;
}) {
  const trends = useLongTrends(vesselId);
  const ids = useMemo(() => (trends.data ?? []).map((trend) => trend.id), [trends.data]);
  const periods = useLongTrendPeriods(vesselId, ids);
  const events = usePerformanceEvents(vesselId);
  const limits = useTrendLimits(vesselId);
  const [isDownloading, setDownloading] = useState(false);

  // Every chart shows the same span, so an event sits at the same place on each.
  const xRange = useMemo(() => {
    const all = periods.data ?? [];
    if (all.length === 0) return null;
    const min = Math.min(...all.map((p) => Date.parse(p.start)));
    const max = Math.max(...all.map((p) => Date.parse(p.end)));
    return max > min ? { min, max } : null;
  }, [periods.data]);

  const shownPeriods = useKeptAnswer(periods, { loading: 'Loading trend periods…' });
  const online = useOnlineStatus();
  // Offline, the answers last read on this device, with the time they were read (ADR 0108).
  const notice = <KeptAnswersNotice roots={diagnosticsQueryRoots(vesselId)} />;
  const state = longTrendsState(trends, online);
  if (state || !trends.data)
    return (
      <Stack gap="md">
        {notice}
        {state}
      </Stack>
    );
  async function download() {
    setDownloading(true);
    try {
      await downloadLongTrendsExcel(vesselId, vesselName);
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="md">
      {notice}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Daily values with each trend period&apos;s trendline (solid) and benchmark (dashed), shaded by its
          status. Trend events start a new period.
        </Text>
        <Button variant="default" onClick={() => void download()} loading={isDownloading}>
          Download Excel
        </Button>
      </Group>
      {shownPeriods.fallback}
      {shownPeriods.data ? (
        <SimpleGrid cols={{ base: 1, lg: trends.data.length > 1 ? 2 : 1 }} spacing="md">
          {trends.data.map((trend) => (
            <TrendChart
              key={trend.id}
              title={trend.description}
              help={diagnosticHelp(trend, limits.data)}
              periods={shownPeriods.data.filter((period) => period.longTrendId === trend.id)}
              events={events.data ?? []}
              xRange={xRange}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <ConsequenceTable vesselId={vesselId} trends={trends.data} canConfigure={canConfigure} />
      <VesselEventsPanel vesselId={vesselId} />
    </Stack>
  );
}
