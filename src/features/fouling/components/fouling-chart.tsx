// The charts of the Fouling pages (uPlot): x values (times in ms, or numbers) with series drawn as
// points or lines, optional horizontal levels (benchmark, maintenance trigger, warm-water limit) and
// vertical marks (the speed loss history's trend events, or on a time chart the vessel's events as
// on the other time charts: trend events solid, info events dotted). A legend with colour keys names
// what is drawn; the y range leaves a lone outlier out unless 'Show full range' is on (issue 26 §5).
// A text alternative (`summary`) is given for screen readers.
import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { messages } from '../../../../domain/messages.ts';
import { ChartLegend, FullRangeSwitch, type LegendEntry } from '../../../components/chart-legend.tsx';
import { chartYRange, hasOutliers } from '../../../lib/chart-range.ts';
import {
  drawEventMarks,
  drawInPlotArea,
  drawVerticalMark,
  eventLegendEntries,
  marksWithin,
  type EventMark,
} from '../../../lib/chart-events.ts';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';

export type ChartSeries = {
  label: string;
  values: ArrayLike<number | null>;
  colour: string;
  kind: 'points' | 'line';
  dash?: number[];
  /** Join the series' points across missing values (a trendline given by its two end points). */
  spanGaps?: boolean;
};
export type ChartLevel = { label: string; y: number; colour: string };
export type ChartMark = { label: string; x: number };

export type FoulingChartProps = {
  title: string;
  summary: string;
  /** Plain or typed arrays (uPlot takes both). */
  xs: ArrayLike<number>;
  series: ChartSeries[];
  isTime: boolean;
  xLabel?: string;
  yLabel: string;
  levels?: ChartLevel[];
  marks?: ChartMark[];
  /** The vessel's events (a time chart only), marked where they fall between the first and last x. */
  events?: readonly EventMark[];
  height?: number;
};

const noEvents: readonly EventMark[] = [];

const levelDash = [6, 4];
const markColour = '#343a40';

/** What the legend lists: every labelled series as drawn, the levels (dashed) and the event marks. */
export function foulingLegendEntries(
  series: readonly ChartSeries[],
  levels: readonly ChartLevel[],
  marks: readonly ChartMark[],
): LegendEntry[] {
  return [
    ...series.map((s) => ({ label: s.label, colour: s.colour, kind: s.kind, dash: s.dash })),
    ...levels.map((l) => ({ label: l.label, colour: l.colour, dash: levelDash })),
    ...(marks.length > 0 ? [{ label: messages.chartEvents, colour: markColour, kind: 'mark' as const }] : []),
  ];
}

function drawLevelsAndMarks(levels: ChartLevel[], marks: ChartMark[]) {
  return (u: uPlot) =>
    drawInPlotArea(u, (ctx, area) => {
      const { left, width, px } = area;
      for (const level of levels) {
        const y = Math.round(u.valToPos(level.y, 'y', true)) + 0.5;
        ctx.strokeStyle = level.colour;
        ctx.lineWidth = px;
        ctx.setLineDash(levelDash.map((d) => d * px));
        ctx.beginPath();
        ctx.moveTo(left, y);
        ctx.lineTo(left + width, y);
        ctx.stroke();
        ctx.fillStyle = level.colour;
        ctx.fillText(level.label, left + 4 * px, y - 3 * px);
      }
      for (const mark of marks) {
        const x = Math.round(u.valToPos(mark.x, 'x', true)) + 0.5;
        if (x < left || x > left + width) continue;
        drawVerticalMark(ctx, area, x, mark.label, markColour);
      }
    });
}

export function FoulingChart(props: FoulingChartProps) {
  const { title, summary, xs, series, isTime, xLabel, yLabel, levels = [], marks = [], height = 260 } = props;
  const events = props.events ?? noEvents;
  const shownEvents = useMemo(
    () => (isTime && xs.length > 0 ? marksWithin(events, xs[0]!, xs[xs.length - 1]!) : []),
    [events, isTime, xs],
  );
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const [fullRange, setFullRange] = useState(false);
  const ys = useMemo(() => series.flatMap((s) => Array.from(s.values)), [series]);
  const outliers = useMemo(() => hasOutliers(ys), [ys]);
  const yRange = useMemo(
    () =>
      chartYRange(ys, { full: fullRange, include: levels.map((l) => l.y) }) ?? {
        min: 0,
        max: 1,
      },
    [ys, levels, fullRange],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const options: uPlot.Options = {
      ...(isTime ? timeChartBase(width, height) : { width, height, legend: { show: false } }),
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: isTime },
        y: { range: (): uPlot.Range.MinMax => [yRange.min, yRange.max] },
      },
      series: [
        {},
        ...series.map((s): uPlot.Series =>
          s.kind === 'points'
            ? {
                label: s.label,
                stroke: s.colour,
                paths: () => null,
                points: { show: true, size: 4, stroke: s.colour, fill: s.colour },
              }
            : {
                label: s.label,
                stroke: s.colour,
                width: 2,
                dash: s.dash,
                points: { show: false },
                spanGaps: s.spanGaps ?? false,
              },
        ),
      ],
      axes: [
        {
          stroke: 'currentColor',
          grid: { stroke: 'rgba(128,128,128,0.15)' },
          ...(isTime ? { values: timeAxisValues, space: 70 } : { label: xLabel }),
        },
        { stroke: 'currentColor', label: yLabel, grid: { stroke: 'rgba(128,128,128,0.15)' } },
      ],
      hooks: { drawAxes: [drawLevelsAndMarks(levels, marks), drawEventMarks(shownEvents)] },
    };
    const data = [xs, ...series.map((s) => s.values)] as uPlot.AlignedData;
    const plot = new uPlot(options, data, host);
    return () => plot.destroy();
  }, [xs, series, isTime, xLabel, yLabel, levels, marks, shownEvents, width, height, yRange]);

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {outliers || fullRange ? (
          <FullRangeSwitch checked={fullRange} onChange={setFullRange} chartTitle={title} />
        ) : null}
      </Group>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div ref={hostRef} role="img" aria-labelledby={captionId} />
      </div>
      <VisuallyHidden id={captionId}>{`${title}. ${summary}`}</VisuallyHidden>
      <ChartLegend
        entries={[...foulingLegendEntries(series, levels, marks), ...eventLegendEntries(shownEvents)]}
      />
    </Paper>
  );
}
