// The chart of a breach (PERF-071, ADR 0081): the shaft power around the breach against the limit
// (dashed), the breach itself shaded, the vessel's events in that time marked (trend events solid,
// info events dotted; issue 26 §5), with uPlot on the app's UTC time axis and a text alternative.
// Its y range is uPlot's own, minimum to maximum: the chart exists to show the peak (ADR 0118).
import { Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BreachDetails } from '../../../../domain/contracts/shapoli.ts';
import { messages } from '../../../../domain/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ChartLegend } from '../../../components/chart-legend.tsx';
import {
  drawEventMarks,
  eventLegendEntries,
  marksWithin,
  type EventMark,
} from '../../../lib/chart-events.ts';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';
import { kilowatts } from '../shapoli-format.ts';

const powerColour = '#1c7ed6';
const limitColour = '#c92a2a';
const breachShade = 'rgba(201, 42, 42, 0.08)';
const noEvents: readonly EventMark[] = [];

/** The chart's data: times, power and the limit as a line; the text alternative. */
export function breachChartModel(details: BreachDetails) {
  const times = details.points.map((point) => Date.parse(point.timestamp));
  const power = details.points.map((point) => point.average);
  const limit = details.points.map(() => details.breach.limitKw);
  const { breach } = details;
  const summary =
    `Shaft power from ${formatDateTime(details.points[0]?.timestamp ?? breach.startDate)} to ` +
    `${formatDateTime(details.points.at(-1)?.timestamp ?? breach.endDate)} against the limit of ` +
    `${kilowatts(breach.limitKw)}: above it from ${formatDateTime(breach.startDate)} to ` +
    `${formatDateTime(breach.endDate)}, peak ${kilowatts(breach.peakPowerKw)} at ${formatDateTime(breach.peakDate)}.`;
  return { data: [times, power, limit] as uPlot.AlignedData, summary };
}

export function BreachChart({
  details,
  height = 260,
  events = noEvents,
}: {
  details: BreachDetails;
  height?: number;
  /** The vessel's events, marked where they fall in the chart's time. */
  events?: readonly EventMark[];
}) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const model = useMemo(() => breachChartModel(details), [details]);
  const marks = useMemo(() => {
    const times = model.data[0];
    return times.length === 0 ? [] : marksWithin(events, times[0]!, times[times.length - 1]!);
  }, [model, events]);
  const startMs = Date.parse(details.breach.startDate);
  const endMs = Date.parse(details.breach.endDate);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const shade = (u: uPlot) => {
      const left = u.valToPos(startMs, 'x', true);
      const right = u.valToPos(endMs, 'x', true);
      u.ctx.save();
      u.ctx.fillStyle = breachShade;
      u.ctx.fillRect(left, u.bbox.top, Math.max(1, right - left), u.bbox.height);
      u.ctx.restore();
    };
    const options: uPlot.Options = {
      ...timeChartBase(width, height),
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      series: [
        {},
        { label: 'Shaft power (kW)', stroke: powerColour, width: 2, points: { show: false } },
        { label: 'Limit (kW)', stroke: limitColour, width: 1.5, dash: [6, 4], points: { show: false } },
      ],
      axes: [
        {
          stroke: 'currentColor',
          grid: { stroke: 'rgba(128,128,128,0.15)' },
          values: timeAxisValues,
          space: 70,
        },
        { stroke: 'currentColor', label: 'kW', size: 60, grid: { stroke: 'rgba(128,128,128,0.15)' } },
      ],
      hooks: { drawAxes: [shade, drawEventMarks(marks)] },
    };
    const plot = new uPlot(options, model.data, host);
    return () => plot.destroy();
  }, [model, marks, width, height, startMs, endMs]);

  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-labelledby={captionId}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text component="figcaption" fw={600} id={captionId}>
          Shaft power against the limit
        </Text>
        <ChartLegend
          mt={0}
          entries={[
            { label: 'Shaft power', colour: powerColour },
            { label: 'Limit', colour: limitColour, dash: [6, 4] },
            { label: messages.chartBreachTime, colour: breachShade, kind: 'bar' },
            ...eventLegendEntries(marks),
          ]}
        />
      </Group>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div
          ref={hostRef}
          role="img"
          aria-label={model.summary}
          style={{ minHeight: height }}
          data-testid="breach-chart"
        />
      </div>
    </Paper>
  );
}
