// Speed log (001 §2, PERF-050, PERF-161): the logged speed through water against a derived one
// (speed over ground; no demo vessel logs a current to correct it by), daily under way, with the
// deviation, its drift per year and whether the log needs calibration. A uPlot chart of both, with
// the vessel's events marked (a calibration or a dry-docking explains a step).
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { LogDataChart } from '../../../components/log-data-chart.tsx';
import { ErrorState, EmptyMessage, LoadingState } from '../../../components/states.tsx';
import type { ChartSeries, XRange } from '../../../lib/chart-series.ts';
import { useVesselEventMarks } from '../../../lib/vessel-events-query.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { useSpeedLog } from '../api/speed-log.ts';

const DAY = 86_400_000;
const fmt = (value: number | null, digits = 2) => (value === null ? '-' : value.toFixed(digits));

export function SpeedLogScreen() {
  const vessels = useQuery(vesselsQueryOptions());
  const withFeature = (vessels.data ?? []).filter((v) => v.features.some((f) => f.name === 'DataQuality'));
  const [vesselId, setVesselId] = useState<string | null>(null);
  const chosen = vesselId ?? withFeature[0]?.id ?? null;
  const [range] = useState(() => {
    const to = Math.ceil(Date.now() / DAY) * DAY;
    return { fromDate: new Date(to - 180 * DAY).toISOString(), toDate: new Date(to).toISOString() };
  });
  const speedLog = useSpeedLog(chosen ? { vesselId: chosen, ...range } : null);
  const marks = useVesselEventMarks(chosen ? [chosen] : []);
  const [xRange, setXRange] = useState<XRange | null>(null);
  const series = useMemo<ChartSeries[]>(() => {
    const days = speedLog.data?.days ?? [];
    const xs = Float64Array.from(days, (d) => Date.parse(d.date));
    return [
      {
        id: 'stw',
        label: 'Speed through water',
        unit: 'knot',
        precision: 2,
        xsMs: xs,
        ys: Float64Array.from(days, (d) => d.speedThroughWater),
      },
      {
        id: 'derived',
        label: 'Derived speed through water',
        unit: 'knot',
        precision: 2,
        xsMs: xs,
        ys: Float64Array.from(days, (d) => d.derivedSpeedThroughWater),
        colorIndex: 1,
      },
    ];
  }, [speedLog.data]);

  if (vessels.isPending) return <LoadingState label="Loading the vessels" />;
  if (vessels.isError) return <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />;
  if (withFeature.length === 0) return <EmptyMessage>No vessel has the Data quality feature.</EmptyMessage>;
  return (
    <Stack>
      <Select
        label="Vessel"
        data={withFeature.map((v) => ({ value: v.id, label: v.name }))}
        value={chosen}
        onChange={setVesselId}
        allowDeselect={false}
        w={320}
      />
      {speedLog.isPending ? (
        <LoadingState label="Loading the speed log" />
      ) : speedLog.isError ? (
        <ErrorState
          error={speedLog.error}
          title={messages.failedToFetchSpeedLog}
          onRetry={() => void speedLog.refetch()}
        />
      ) : speedLog.data.days.length === 0 ? (
        <EmptyMessage>No day under way with both speeds in the last 180 days.</EmptyMessage>
      ) : (
        <>
          <Group gap="xl">
            <Text>Mean deviation: {fmt(speedLog.data.meanDeviationPercent)} %</Text>
            <Text>Last 30 days: {fmt(speedLog.data.recentDeviationPercent)} %</Text>
            <Text>Drift: {fmt(speedLog.data.driftPercentPerYear)} % per year</Text>
          </Group>
          {speedLog.data.needsCalibration ? (
            <Alert
              color="orange"
              title="The speed log needs calibration"
              // orange.6 on its light background is below 4.5:1; the title keeps the text colour.
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              It reads {fmt(speedLog.data.recentDeviationPercent)} % from the derived speed over the last 30
              days (limit ±{speedLog.data.calibrationLimitPercent} %).
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              Within ±{speedLog.data.calibrationLimitPercent} % of the derived speed over the last 30 days.
            </Text>
          )}
          <LogDataChart
            title="Daily speed under way (derived: speed over ground)"
            series={series}
            syncKey="speed-log"
            xRange={xRange}
            onXRangeChange={setXRange}
            events={marks}
          />
        </>
      )}
    </Stack>
  );
}
