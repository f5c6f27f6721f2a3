// A compare chart (001 §2, PERF-040..043): one line per vessel, the y axis scaled to the values
// within PERF-203's range (a lone outlier left out unless 'Show full range'), the vessels' events
// marked (issue 26 §5), a legend with colour keys and the values under the cursor with 2 decimals
// and % (PERF-204), drag to zoom in time with 'Zoom all graphs' to give every graph the same range
// (PERF-040), and a text alternative.
import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { LongTrendPeriodColumns } from '../../../../domain/contracts/long-trends.ts';
import { ChartLegend, FullRangeSwitch } from '../../../components/chart-legend.tsx';
import { HelpTip } from '../../../components/help-tip.tsx';
import { seriesColor } from '../../../lib/chart-colors.ts';
import { drawEventMarks, eventLegendEntries, type EventMark } from '../../../lib/chart-events.ts';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';
import {
  buildCompareChartModel,
  compareShownYRange,
  formatCompareValue,
  type CompareOptions,
} from '../compare-chart-model.ts';

/** A time range in UTC epoch ms. */
export type TimeRange = { min: number; max: number };

type CompareChartProps = {
  title: string;
  /** The zoomed time range, or null for every date. */
  xRange: TimeRange | null;
  onXRangeChange: (range: TimeRange | null) => void;
  /** Gives every graph of the page this graph's range. */
  onZoomAll: (range: TimeRange) => void;
  help: string;
  lines: { trendId: string; label: string }[];
  periods: readonly LongTrendPeriodColumns[];
  /** The vessels' events, marked on the chart. */
  events?: readonly EventMark[];
  options: CompareOptions;
  height?: number;
};

const noEvents: readonly EventMark[] = [];

export function CompareChart({
  title,
  xRange,
  onXRangeChange,
  onZoomAll,
  help,
  lines,
  periods,
  events = noEvents,
  options,
  height = 260,
}: CompareChartProps) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const rangeChange = useRef(onXRangeChange);
  rangeChange.current = onXRangeChange;
  const [cursor, setCursor] = useState<(number | null | undefined)[]>([]);
  const model = useMemo(
    () =>
      buildCompareChartModel(
        lines.map((line) => line.trendId),
        periods,
        options,
      ),
    [lines, periods, options],
  );
  const [fullRange, setFullRange] = useState(false);
  const yRange = useMemo(
    () => compareShownYRange(model, { ...options, full: fullRange }),
    [model, options, fullRange],
  );
  const fullYRange = useMemo(() => compareShownYRange(model, { ...options, full: true }), [model, options]);
  // The switch is offered where the default range leaves some value out.
  const leavesOut = !!yRange && !!fullYRange && (fullYRange.min < yRange.min || fullYRange.max > yRange.max);
  const xs = model.data[0] as readonly number[];
  const shownRange = useRef<TimeRange | null>(null);
  shownRange.current =
    xRange ?? (xs.length > 0 ? { min: xs[0] as number, max: xs[xs.length - 1] as number } : null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const plot = new uPlot(
      {
        ...timeChartBase(width, height),
        // A drag selects a time range; the page keeps it (and may give it to every graph).
        cursor: { drag: { x: true, y: false, setScale: false } },
        scales: {
          x: { time: true },
          y: { range: (): uPlot.Range.MinMax => (yRange ? [yRange.min, yRange.max] : [-1, 1]) },
        },
        series: [
          {},
          ...lines.map((line, index) => ({
            label: line.label,
            stroke: seriesColor(index),
            width: 1.5,
            points: { show: false },
          })),
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
        hooks: {
          drawAxes: [drawEventMarks(events)],
          setSelect: [
            (u) => {
              if (u.select.width > 2)
                rangeChange.current({
                  min: u.posToVal(u.select.left, 'x'),
                  max: u.posToVal(u.select.left + u.select.width, 'x'),
                });
              u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
            },
          ],
          setCursor: [
            (u) => {
              const index = u.cursor.idx;
              setCursor(
                index === null || index === undefined ? [] : lines.map((_, i) => u.data[i + 1]?.[index]),
              );
            },
          ],
        },
      },
      model.data as uPlot.AlignedData,
      host,
    );
    plotRef.current = plot;
    return () => {
      plotRef.current = null;
      plot.destroy();
    };
  }, [model, width, height, lines, yRange, events]);

  // A new plot (new data or width) and a new range both show the range kept by the page.
  useEffect(() => {
    const plot = plotRef.current;
    const range = shownRange.current;
    if (!plot || !range) return;
    // Renders follow the cursor too: redraw only when the range is not the one shown.
    if (plot.scales.x?.min === range.min && plot.scales.x?.max === range.max) return;
    plot.setScale('x', range);
  });

  const summary = lines
    .map(
      (line, i) => `${line.label}: ${model.data[i + 1]!.filter((y) => y !== undefined).length} daily values`,
    )
    .join('; ');
  return (
    <Paper withBorder p="sm" component="figure" m={0}>
      <Group gap={6} mb="xs">
        <Text component="figcaption" fw={600}>
          {title}
        </Text>
        <HelpTip label={`About ${title}`} text={help} />
        <Group gap={4} ml="auto">
          {leavesOut || fullRange ? (
            <FullRangeSwitch checked={fullRange} onChange={setFullRange} chartTitle={title} />
          ) : null}
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={!xRange}
            onClick={() => xRange && onZoomAll(xRange)}
            aria-label={`Zoom all graphs to the range of ${title}`}
          >
            Zoom all graphs
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={!xRange}
            onClick={() => onXRangeChange(null)}
            aria-label={`Reset zoom on ${title}`}
          >
            Reset zoom
          </Button>
        </Group>
      </Group>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div
          ref={hostRef}
          role="img"
          aria-label={`Chart of ${title}: ${summary || 'no daily values'}`}
          style={{ minHeight: height }}
          data-testid="compare-chart"
        />
      </div>
      <ChartLegend
        entries={[
          ...lines.map((line, index) => ({
            label: line.label,
            colour: seriesColor(index),
            value: cursor.length > 0 ? formatCompareValue(cursor[index]) : undefined,
          })),
          ...eventLegendEntries(events),
        ]}
      />
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Paper>
  );
}
