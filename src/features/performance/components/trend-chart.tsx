// One Diagnostics chart (001 §2, PERF-026..028): the daily values of a long trend as points, each
// period's trendline (solid) and benchmark level (dashed) in the period's status colour, the periods
// shaded behind, and the vessel events as vertical marks (trend events solid, info events dotted).
// A legend with colour keys; the y range leaves a lone outlier out unless 'Show full range' (issue
// 26 §5). A text alternative lists the periods; the events are listed and edited beside the charts.
import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { PERFORMANCE_STATUS_TITLES } from '../../../../domain/calc/long-trend.ts';
import type { VesselPerformanceEvent } from '../../../../domain/contracts/diagnostics.ts';
import type { LongTrendPeriodColumns } from '../../../../domain/contracts/long-trends.ts';
import { ChartLegend, FullRangeSwitch, type LegendEntry } from '../../../components/chart-legend.tsx';
import { HelpTip } from '../../../components/help-tip.tsx';
import { statusColour } from '../../../components/vessel-status-icon.tsx';
import { drawEventMarks, eventLegendEntries, type EventMark } from '../../../lib/chart-events.ts';
import { chartYRange, type YRange } from '../../../lib/chart-range.ts';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';
import { formatDate } from '../../../lib/format.ts';
import { buildTrendChartModel, type TrendChartModel } from '../trend-chart-model.ts';

type TrendChartProps = {
  title: string;
  help: string;
  periods: readonly LongTrendPeriodColumns[];
  events: readonly VesselPerformanceEvent[];
  /** The x range every chart of the page shows, so their events line up. */
  xRange: { min: number; max: number } | null;
  height?: number;
};

const valueColour = '#495057';
const benchmarkDash = [6, 4];

function withAlpha(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** The y range: the daily values without a lone outlier (or all of them), every line inside. */
export function trendChartYRange(model: TrendChartModel, full: boolean): YRange | null {
  const lines = model.data.slice(1).filter((_, index) => model.series[index]?.kind !== 'values');
  return chartYRange(model.data[1] ?? [], {
    full,
    margin: 0.1,
    include: lines.flat().filter((y): y is number => y !== undefined),
  });
}

/** What the legend lists: the values, the trendline and benchmark (in the current period's status colour), the events. */
export function trendLegendEntries(model: TrendChartModel, marks: readonly EventMark[]): LegendEntry[] {
  const current = model.periods.find((p) => p.isCurrent) ?? model.periods.at(-1);
  const colour = statusColour(current?.status);
  const has = (kind: string) => model.series.some((s) => s.kind === kind);
  return [
    { label: 'Daily value (%)', colour: valueColour, kind: 'points' },
    ...(has('trendline') ? [{ label: 'Trendline (%)', colour }] : []),
    ...(has('benchmark') ? [{ label: 'Benchmark (%)', colour, dash: benchmarkDash }] : []),
    ...eventLegendEntries(marks),
  ];
}

/** Shades each period behind the series. */
function drawPeriods(model: TrendChartModel) {
  return (u: uPlot) => {
    const { ctx } = u;
    const { top, height, left, width } = u.bbox;
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, top, width, height);
    ctx.clip();
    for (const period of model.periods) {
      const x0 = u.valToPos(period.startMs, 'x', true);
      const x1 = u.valToPos(period.endMs, 'x', true);
      ctx.fillStyle = withAlpha(statusColour(period.status), 0.07);
      ctx.fillRect(x0, top, x1 - x0, height);
    }
    ctx.restore();
  };
}

export function TrendChart({ title, help, periods, events, xRange, height = 240 }: TrendChartProps) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const model = useMemo(() => buildTrendChartModel(periods, events), [periods, events]);
  const marks = useMemo<EventMark[]>(
    () => model.events.map((e) => ({ atMs: e.atMs, label: e.name, type: e.type })),
    [model],
  );
  const [fullRange, setFullRange] = useState(false);
  const yRange = useMemo(() => trendChartYRange(model, fullRange), [model, fullRange]);
  const leavesOut = useMemo(() => {
    const full = trendChartYRange(model, true);
    const robust = trendChartYRange(model, false);
    return !!full && !!robust && (full.min < robust.min || full.max > robust.max);
  }, [model]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const options: uPlot.Options = {
      ...timeChartBase(width, height),
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true, range: xRange ? () => [xRange.min, xRange.max] : undefined },
        y: { range: yRange ? (): uPlot.Range.MinMax => [yRange.min, yRange.max] : undefined },
      },
      series: [
        {},
        ...model.series.map((s): uPlot.Series => {
          if (s.kind === 'values')
            return {
              label: 'Daily value (%)',
              stroke: valueColour,
              paths: () => null,
              points: { show: true, size: 4, stroke: valueColour, fill: valueColour },
            };
          const colour = statusColour(model.periods[s.periodIndex]?.status);
          return {
            label: s.kind === 'trendline' ? 'Trendline (%)' : 'Benchmark (%)',
            stroke: colour,
            width: s.kind === 'trendline' ? 2 : 1.5,
            dash: s.kind === 'benchmark' ? benchmarkDash : undefined,
            points: { show: false },
          };
        }),
      ],
      axes: [
        {
          stroke: 'currentColor',
          grid: { stroke: 'rgba(128,128,128,0.15)' },
          values: timeAxisValues,
          space: 70,
        },
        { stroke: 'currentColor', label: '%', grid: { stroke: 'rgba(128,128,128,0.15)' } },
      ],
      hooks: { drawAxes: [drawPeriods(model), drawEventMarks(marks)] },
    };
    const plot = new uPlot(options, model.data as uPlot.AlignedData, host);
    return () => plot.destroy();
  }, [model, marks, width, height, xRange, yRange]);

  const summary = periods
    .map(
      (period) =>
        `${formatDate(period.start)} to ${period.isCurrent ? 'now' : formatDate(period.end)}: ` +
        `${PERFORMANCE_STATUS_TITLES[period.status]}, ${period.sampleCount} daily values` +
        (period.changePerYear === null ? '' : `, change per year ${period.changePerYear.toFixed(2)} %`),
    )
    .join('; ');

  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-labelledby={captionId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text component="figcaption" fw={600} id={captionId}>
            {title}
          </Text>
          <HelpTip label={`About ${title}`} text={help} />
        </Group>
        {leavesOut || fullRange ? (
          <FullRangeSwitch checked={fullRange} onChange={setFullRange} chartTitle={title} />
        ) : null}
      </Group>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div
          ref={hostRef}
          role="img"
          aria-label={`Chart of ${title}. ${summary || 'No daily values yet.'}`}
          style={{ minHeight: height }}
          data-testid="trend-chart"
        />
      </div>
      <ChartLegend entries={trendLegendEntries(model, marks)} />
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Paper>
  );
}
