// The speed-loss series of ISO 19030 (PERF-038): the daily speed performance values as points, the
// hull and propeller events as marks (a dry-docking as a band from in-docking to out-docking), and
// the means of the indicators' reference (dashed) and evaluation (solid) periods as level lines; a
// legend with colour keys, and a y range a lone outlier does not set unless 'Show full range' (issue
// 26 §5).
import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Iso19030Event, Iso19030PerformanceIndicators } from '../../../../domain/contracts/iso19030.ts';
import { ChartLegend, FullRangeSwitch, type LegendEntry } from '../../../components/chart-legend.tsx';
import { messages } from '../../../../domain/messages.ts';
import { chartYRange, type YRange } from '../../../lib/chart-range.ts';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';
import { buildSpeedLossChart, chartSummary, type SpeedLossChartModel } from '../iso19030-view.ts';

const valueColour = '#495057';
const markColour = '#1c7ed6';
const segmentColour = { reference: '#e8590c', evaluation: '#2f9e44' } as const;
const referenceDash = [6, 4];

/** The y range: the daily values without a lone outlier (or all), the periods' means inside. */
export function speedLossYRange(model: SpeedLossChartModel, full: boolean): YRange | null {
  return chartYRange(model.data[1] ?? [], { full, include: model.segments.map((s) => s.mean) });
}

/** What the legend lists: the values, the events, the periods' means that are drawn. */
export function speedLossLegendEntries(model: SpeedLossChartModel): LegendEntry[] {
  const has = (kind: 'reference' | 'evaluation') => model.segments.some((s) => s.kind === kind);
  return [
    { label: 'Daily speed performance value (%)', colour: valueColour, kind: 'points' },
    ...(model.marks.length > 0
      ? [{ label: messages.chartEvents, colour: markColour, kind: 'mark' as const }]
      : []),
    ...(has('reference')
      ? [{ label: 'Reference period mean', colour: segmentColour.reference, dash: referenceDash }]
      : []),
    ...(has('evaluation') ? [{ label: 'Evaluation period mean', colour: segmentColour.evaluation }] : []),
  ];
}

function drawMarksAndSegments(model: SpeedLossChartModel) {
  return (u: uPlot) => {
    const { ctx } = u;
    const { top, height, left, width } = u.bbox;
    const pxRatio = uPlot.pxRatio;
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, top, width, height);
    ctx.clip();
    ctx.font = `${11 * pxRatio}px sans-serif`;
    for (const mark of model.marks) {
      const x0 = u.valToPos(mark.startMs, 'x', true);
      const x1 = u.valToPos(mark.endMs, 'x', true);
      if (mark.isDocking && x1 > x0) {
        ctx.fillStyle = 'rgba(28, 126, 214, 0.12)';
        ctx.fillRect(x0, top, x1 - x0, height);
      }
      const x = Math.round(x1) + 0.5;
      ctx.strokeStyle = markColour;
      ctx.lineWidth = pxRatio;
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
      ctx.fillStyle = markColour;
      ctx.fillText(mark.label, x + 3 * pxRatio, top + 12 * pxRatio);
    }
    for (const segment of model.segments) {
      const y = Math.round(u.valToPos(segment.mean, 'y', true)) + 0.5;
      ctx.strokeStyle = segmentColour[segment.kind];
      ctx.lineWidth = 2 * pxRatio;
      ctx.setLineDash(segment.kind === 'reference' ? referenceDash.map((d) => d * pxRatio) : []);
      ctx.beginPath();
      ctx.moveTo(u.valToPos(segment.fromMs, 'x', true), y);
      ctx.lineTo(u.valToPos(segment.toMs, 'x', true), y);
      ctx.stroke();
    }
    ctx.restore();
  };
}

export function SpeedLossChart({
  indicators,
  events,
  height = 280,
}: {
  indicators: Iso19030PerformanceIndicators;
  events: readonly Iso19030Event[];
  height?: number;
}) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const model = useMemo(() => buildSpeedLossChart(indicators, events), [indicators, events]);
  const summary = chartSummary(model);
  const [fullRange, setFullRange] = useState(false);
  const yRange = useMemo(() => speedLossYRange(model, fullRange), [model, fullRange]);
  const leavesOut = useMemo(() => {
    const full = speedLossYRange(model, true);
    const robust = speedLossYRange(model, false);
    return !!full && !!robust && (full.min < robust.min || full.max > robust.max);
  }, [model]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const [xs] = model.data;
    const times = [...xs, ...model.marks.flatMap((m) => [m.startMs, m.endMs])];
    const range = times.length > 0 ? { min: Math.min(...times), max: Math.max(...times) } : null;
    const options: uPlot.Options = {
      ...timeChartBase(width, height),
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true, range: range ? () => [range.min - 86_400_000, range.max + 86_400_000] : undefined },
        y: { range: yRange ? (): uPlot.Range.MinMax => [yRange.min, yRange.max] : undefined },
      },
      series: [
        {},
        {
          label: 'Speed performance value (%)',
          stroke: valueColour,
          paths: () => null,
          points: { show: true, size: 4, stroke: valueColour, fill: valueColour },
        },
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
      hooks: { drawAxes: [drawMarksAndSegments(model)] },
    };
    const plot = new uPlot(options, model.data as uPlot.AlignedData, host);
    return () => plot.destroy();
  }, [model, width, height, yRange]);

  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-labelledby={captionId}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text component="figcaption" fw={600} id={captionId}>
          Speed performance value by day
        </Text>
        {leavesOut || fullRange ? (
          <FullRangeSwitch
            checked={fullRange}
            onChange={setFullRange}
            chartTitle="Speed performance value by day"
          />
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        Negative is speed loss.
      </Text>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div
          ref={hostRef}
          role="img"
          aria-label={`Chart of the speed performance value by day. ${summary}`}
          style={{ minHeight: height }}
          data-testid="iso19030-chart"
        />
      </div>
      <ChartLegend entries={speedLossLegendEntries(model)} />
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Paper>
  );
}
