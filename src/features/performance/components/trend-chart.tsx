// One Diagnostics chart (001 §2, PERF-026..028): the daily values of a long trend as points, each
// period's trendline (solid) and benchmark level (dashed) in the period's status colour, the periods
// shaded behind, and the vessel events as vertical marks (trend events solid, info events dotted).
// A text alternative lists the periods; the events are listed and edited beside the charts.
import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { PERFORMANCE_STATUS_TITLES } from '../../../../domain/calc/long-trend.ts';
import type { VesselPerformanceEvent } from '../../../../domain/contracts/diagnostics.ts';
import type { LongTrendPeriod } from '../../../../domain/contracts/long-trends.ts';
import { HelpTip } from '../../../components/help-tip.tsx';
import { statusColour } from '../../../components/vessel-status-icon.tsx';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';
import { formatDate } from '../../../lib/format.ts';
import { buildTrendChartModel, type TrendChartModel } from '../trend-chart-model.ts';

type TrendChartProps = {
  title: string;
  help: string;
  periods: readonly LongTrendPeriod[];
  events: readonly VesselPerformanceEvent[];
  /** The x range every chart of the page shows, so their events line up. */
  xRange: { min: number; max: number } | null;
  height?: number;
};

const valueColour = '#495057';
const eventColour = { TrendEvent: '#343a40', InfoEvent: '#868e96' } as const;

function withAlpha(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** Shades each period behind the series and draws the event marks over them. */
function drawPeriodsAndEvents(model: TrendChartModel) {
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
    const pxRatio = uPlot.pxRatio;
    ctx.font = `${11 * pxRatio}px sans-serif`;
    for (const event of model.events) {
      const x = Math.round(u.valToPos(event.atMs, 'x', true)) + 0.5;
      if (x < left || x > left + width) continue;
      ctx.strokeStyle = eventColour[event.type];
      ctx.lineWidth = pxRatio;
      ctx.setLineDash(event.type === 'InfoEvent' ? [2 * pxRatio, 3 * pxRatio] : []);
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
      ctx.fillStyle = eventColour[event.type];
      ctx.fillText(event.name, x + 3 * pxRatio, top + 12 * pxRatio);
    }
    ctx.restore();
  };
}

export function TrendChart({ title, help, periods, events, xRange, height = 240 }: TrendChartProps) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const model = useMemo(() => buildTrendChartModel(periods, events), [periods, events]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const options: uPlot.Options = {
      ...timeChartBase(width, height),
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true, range: xRange ? () => [xRange.min, xRange.max] : undefined },
        y: { range: model.yRange ? () => [model.yRange!.min, model.yRange!.max] : undefined },
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
            dash: s.kind === 'benchmark' ? [6, 4] : undefined,
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
      hooks: { drawAxes: [drawPeriodsAndEvents(model)] },
    };
    const plot = new uPlot(options, model.data as uPlot.AlignedData, host);
    return () => plot.destroy();
  }, [model, width, height, xRange]);

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
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Paper>
  );
}
