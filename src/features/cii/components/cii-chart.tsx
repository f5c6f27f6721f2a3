// The CII chart (PERF-051, ADR 0063): the year's rating bands A..E drawn behind, the required CII
// as a dashed line, each day's attained CII as points and the running CII of the year so far as a
// line, with uPlot on the app's UTC time axis, and the vessel's events of the year marked (trend
// events solid, info events dotted; issue 26 §5). A text alternative gives the figures in words.
import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CiiDay, CiiRequirementAnswer } from '../../../../domain/contracts/cii.ts';
import { ChartLegend } from '../../../components/chart-legend.tsx';
import {
  drawEventMarks,
  eventLegendEntries,
  marksWithin,
  type EventMark,
} from '../../../lib/chart-events.ts';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';
import { buildCiiChartModel, RATING_COLOURS, type CiiChartModel } from '../cii-chart-model.ts';

const dailyColour = '#495057';
const runningColour = '#1c7ed6';
const requiredColour = '#212529';
const noEvents: readonly EventMark[] = [];
const hasValue = (values: readonly (number | null)[]) => values.some((value) => value !== null);

function withAlpha(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** The bands behind the series, each with its letter, and the required CII over them. */
function drawBands(model: CiiChartModel) {
  return (u: uPlot) => {
    const { ctx } = u;
    const { top, height, left, width } = u.bbox;
    const pxRatio = uPlot.pxRatio;
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, top, width, height);
    ctx.clip();
    ctx.font = `bold ${12 * pxRatio}px sans-serif`;
    for (const band of model.bands) {
      const y0 = u.valToPos(band.to, 'y', true);
      const y1 = u.valToPos(band.from, 'y', true);
      ctx.fillStyle = withAlpha(RATING_COLOURS[band.rating], 0.16);
      ctx.fillRect(left, y0, width, y1 - y0);
      ctx.fillStyle = RATING_COLOURS[band.rating];
      ctx.fillText(band.rating, left + 6 * pxRatio, Math.max(y0, top) + 14 * pxRatio);
    }
    const y = Math.round(u.valToPos(model.requiredCii, 'y', true)) + 0.5;
    ctx.strokeStyle = requiredColour;
    ctx.lineWidth = 1.5 * pxRatio;
    ctx.setLineDash([6 * pxRatio, 4 * pxRatio]);
    ctx.beginPath();
    ctx.moveTo(left, y);
    ctx.lineTo(left + width, y);
    ctx.stroke();
    ctx.restore();
  };
}

export function CiiChart({
  days,
  requirement,
  year,
  unit,
  height = 300,
  events = noEvents,
}: {
  days: readonly CiiDay[];
  requirement: CiiRequirementAnswer;
  year: number;
  unit: string;
  height?: number;
  /** The vessel's events, marked where they fall in the year. */
  events?: readonly EventMark[];
}) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const model = useMemo(() => buildCiiChartModel(days, requirement, year), [days, requirement, year]);
  const marks = useMemo(
    () => marksWithin(events, model.xRange.min, model.xRange.max),
    [events, model.xRange.min, model.xRange.max],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const options: uPlot.Options = {
      ...timeChartBase(width, height),
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true, range: () => [model.xRange.min, model.xRange.max] },
        y: { range: () => [model.yRange.min, model.yRange.max] },
      },
      series: [
        {},
        {
          label: 'Attained CII of the day',
          stroke: dailyColour,
          paths: () => null,
          points: { show: true, size: 4, stroke: dailyColour, fill: dailyColour },
        },
        { label: 'Running CII of the year', stroke: runningColour, width: 2, points: { show: false } },
      ],
      axes: [
        {
          stroke: 'currentColor',
          grid: { stroke: 'rgba(128,128,128,0.15)' },
          values: timeAxisValues,
          space: 70,
        },
        { stroke: 'currentColor', label: unit, grid: { stroke: 'rgba(128,128,128,0.15)' } },
      ],
      hooks: { drawAxes: [drawBands(model), drawEventMarks(marks)] },
    };
    const plot = new uPlot(options, model.data as uPlot.AlignedData, host);
    return () => plot.destroy();
  }, [model, marks, width, height, unit]);

  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-labelledby={captionId}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text component="figcaption" fw={600} id={captionId}>
          CII by day, {year}
        </Text>
        <ChartLegend
          mt={0}
          entries={[
            // Only the series with a value are named (a legend names what is drawn).
            ...(hasValue(model.data[1])
              ? [{ label: 'Day', colour: dailyColour, kind: 'points' as const }]
              : []),
            ...(hasValue(model.data[2]) ? [{ label: 'Year so far', colour: runningColour }] : []),
            { label: 'Required CII', colour: requiredColour, dash: [6, 4] },
            ...eventLegendEntries(marks),
          ]}
        />
      </Group>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div
          ref={hostRef}
          role="img"
          aria-label={`Chart of the CII by day in ${year} over the rating bands A to E. ${model.summary}`}
          style={{ minHeight: height }}
          data-testid="cii-chart"
        />
      </div>
      {model.daysAbove > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {model.daysAbove} {model.daysAbove === 1 ? 'day lies' : 'days lie'} above the chart: days mostly in
          port burn fuel over little distance.
        </Text>
      ) : null}
      <VisuallyHidden>{model.summary}</VisuallyHidden>
    </Paper>
  );
}
