// One uPlot chart of log data (the graph page of 001 §2; the partner page of 001 §6 at its own
// height): fluid width, series downsampled to about two points per pixel of the visible range (in
// the calc worker), cursors synced with the other charts of the page, drag-to-zoom (shared by all
// charts), and keyboard use (arrows pan, + and - zoom, 0 resets). Each unit's y axis follows the
// visible values without a lone outlier unless 'Show full range'; the legend keys each series by
// colour with the value under the cursor (issue 26 §5).
import { ActionIcon, Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { drawEventMarks, eventLegendEntries, type EventMark } from '../lib/chart-events.ts';
import { chartYRangeOfSorted, hasOutliersOfSorted, sortedFinite, type YRange } from '../lib/chart-range.ts';
import { timeAxisValues, timeChartBase } from '../lib/chart-time.ts';
import { ChartLegend, FullRangeSwitch } from './chart-legend.tsx';
import { seriesColor } from '../lib/chart-colors.ts';
import { downsampleWindow, type SeriesWindow } from '../lib/downsample.ts';
import type { ChartSeries, XRange } from '../lib/chart-series.ts';
import { formatChartValue, lowerBound, panRange, zoomRange } from '../lib/chart-series.ts';

export type LogDataChartProps = {
  title: string;
  series: ChartSeries[];
  /** Charts with the same key move their cursors together. */
  syncKey: string;
  /** The zoomed range shared by every chart of the page; null shows everything. */
  xRange: XRange | null;
  onXRangeChange: (range: XRange | null) => void;
  height?: number;
  /** The vessel's events, marked where they fall in the shown range. */
  events?: readonly EventMark[];
  /** Opens on the full y range (a chart that exists to show the outliers); the switch still turns it off. */
  fullRangeFirst?: boolean;
};

const noEvents: readonly EventMark[] = [];

const pointsPerPixel = 2;

/**
 * A user-timing mark set each time a chart has drawn (the graph bench reads it, bench/graph-year.ts);
 * only the latest is kept, so a long session does not collect them.
 */
const chartDrawnMark = 'wakeline:chart-drawn';

/** The height of a chart of the graph page (the partner page has its own, PERF-145). */
export const logDataChartHeight = 260;

function fullRange(series: ChartSeries[]): XRange | null {
  let min = Infinity;
  let max = -Infinity;
  for (const s of series) {
    if (s.xsMs.length === 0) continue;
    min = Math.min(min, s.xsMs[0] as number);
    max = Math.max(max, s.xsMs[s.xsMs.length - 1] as number);
  }
  return Number.isFinite(min) && max > min ? { min, max } : null;
}

/** The values drawn on one unit's axis (the shown windows of the series in that unit). */
function valuesOfUnit(
  windows: readonly SeriesWindow[],
  series: readonly ChartSeries[],
  unit: string,
): number[] {
  return windows.flatMap((w, index) => (series[index]?.unit === unit ? Array.from(w.ys) : []));
}

/** A unit's y ranges: the robust one (the default), the full one, and whether they differ. */
type UnitRanges = { robust: YRange | null; full: YRange | null; leavesOut: boolean };

const yRangeOptions = { margin: 0.05, minMargin: 0 };

/**
 * The y ranges of each unit's shown values, worked out once per set of windows (uPlot asks for a
 * scale's range at every redraw: sorting the shown values each time cost a pan or zoom of ten charts
 * more than their drawing).
 */
function rangesOfUnits(
  windows: readonly SeriesWindow[],
  series: readonly ChartSeries[],
  units: readonly string[],
): Map<string, UnitRanges> {
  return new Map(
    units.map((unit) => {
      const sorted = sortedFinite(valuesOfUnit(windows, series, unit));
      return [
        unit,
        {
          robust: chartYRangeOfSorted(sorted, yRangeOptions),
          full: chartYRangeOfSorted(sorted, { ...yRangeOptions, full: true }),
          leavesOut: hasOutliersOfSorted(sorted, { minMargin: 0 }),
        },
      ];
    }),
  );
}

/** The sample of a full-resolution series nearest to a time (the cursor shows real values, not thinned ones). */
function valueAt(series: ChartSeries, timeMs: number): number | null {
  const { xsMs, ys } = series;
  if (xsMs.length === 0) return null;
  const after = Math.min(lowerBound(xsMs, timeMs), xsMs.length - 1);
  const before = Math.max(0, after - 1);
  const index =
    Math.abs((xsMs[before] as number) - timeMs) <= Math.abs((xsMs[after] as number) - timeMs)
      ? before
      : after;
  return ys[index] ?? null;
}

export function LogDataChart({
  title,
  series,
  syncKey,
  xRange,
  onXRangeChange,
  height = logDataChartHeight,
  events = noEvents,
  fullRangeFirst = false,
}: LogDataChartProps) {
  const { ref: sizeRef, width } = useElementSize();
  const captionId = useId();
  const plotHostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  // The thinned windows and the x range they were cut for: the chart moves to a range when its
  // data is there (a pan or zoom draws once, not first the old data at the new range).
  const [shown, setShown] = useState<{ windows: SeriesWindow[]; range: XRange } | null>(null);
  const windows = shown?.windows ?? null;
  const shownRange = shown?.range ?? null;
  // The legend's values under the cursor: only the legend renders again as the cursor moves.
  const showCursorValues = useRef<((values: (number | null)[]) => void) | null>(null);
  const onRangeRef = useRef(onXRangeChange);
  onRangeRef.current = onXRangeChange;
  const seriesRef = useRef(series);
  seriesRef.current = series;
  const [showFullRange, setShowFullRange] = useState(fullRangeFirst);
  const fullRangeRef = useRef(showFullRange);
  fullRangeRef.current = showFullRange;
  const eventsRef = useRef(events);
  eventsRef.current = events;

  const dataRange = useMemo(() => fullRange(series), [series]);
  const visible = xRange ?? dataRange;
  const units = useMemo(() => [...new Set(series.map((s) => s.unit))], [series]);
  const unitRanges = useMemo(
    () => (windows ? rangesOfUnits(windows, series, units) : null),
    [windows, series, units],
  );
  const unitRangesRef = useRef(unitRanges);
  unitRangesRef.current = unitRanges;

  // Downsample the visible part of every series for the current width (off the main thread).
  useEffect(() => {
    if (width <= 0 || !visible) return;
    let isCurrent = true;
    const target = Math.max(100, Math.round(width * pointsPerPixel));
    const range = { min: visible.min, max: visible.max };
    void Promise.all(series.map((s) => downsampleWindow(s.xsMs, s.ys, range.min, range.max, target))).then(
      (result) => {
        if (isCurrent) setShown({ windows: result, range });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [series, width, visible?.min, visible?.max]); // eslint-disable-line react-hooks/exhaustive-deps

  const aligned = useMemo<uPlot.AlignedData | null>(() => {
    if (!windows) return null;
    const tables = windows.map((w) => [Array.from(w.xsMs), Array.from(w.ys)] as uPlot.AlignedData);
    if (tables.length === 1) return tables[0] as uPlot.AlignedData;
    return uPlot.join(tables);
  }, [windows]);

  // Create the chart once per series layout; data and size are updated in place below.
  useEffect(() => {
    const host = plotHostRef.current;
    if (!host || !aligned || width <= 0) return;
    const options: uPlot.Options = {
      ...timeChartBase(width, height),
      cursor: {
        sync: { key: syncKey },
        // A drag selects a range; the page applies it to every chart (shared zoom).
        drag: { x: true, y: false, setScale: false },
      },
      scales: {
        x: { time: true },
        ...Object.fromEntries(
          units.map((unit) => [
            unit,
            {
              auto: true,
              range: (_u: uPlot, dataMin: number, dataMax: number): uPlot.Range.MinMax => {
                const ranges = unitRangesRef.current?.get(unit);
                const range = fullRangeRef.current ? ranges?.full : ranges?.robust;
                if (!range || range.max <= range.min) return [dataMin - 1, dataMax + 1];
                return [range.min, range.max];
              },
            },
          ]),
        ),
      },
      series: [
        {},
        ...series.map((s, index) => ({
          label: s.unit ? `${s.label} (${s.unit})` : s.label,
          scale: s.unit,
          stroke: seriesColor(s.colorIndex ?? index),
          width: 1.25,
          spanGaps: false,
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
        ...units.map((unit, index) => ({
          scale: unit,
          label: unit,
          side: index % 2 === 0 ? 3 : 1,
          stroke: 'currentColor',
          grid: { show: index === 0, stroke: 'rgba(128,128,128,0.15)' },
        })),
      ] as uPlot.Axis[],
      hooks: {
        drawAxes: [(u) => drawEventMarks(eventsRef.current)(u)],
        draw: [
          () => {
            performance.clearMarks(chartDrawnMark);
            performance.mark(chartDrawnMark);
          },
        ],
        setCursor: [
          (u) => {
            const left = u.cursor.left;
            const show = showCursorValues.current;
            if (!show) return;
            if (left === undefined || left < 0) {
              show([]);
              return;
            }
            const timeMs = u.posToVal(left, 'x');
            show(seriesRef.current.map((s) => valueAt(s, timeMs)));
          },
        ],
        setSelect: [
          (u) => {
            if (u.select.width <= 0) return;
            const min = u.posToVal(u.select.left, 'x');
            const max = u.posToVal(u.select.left + u.select.width, 'x');
            u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
            if (max > min) onRangeRef.current({ min, max });
          },
        ],
      },
    };
    const plot = new uPlot(options, aligned, host);
    plotRef.current = plot;
    const resetOnDoubleClick = () => onRangeRef.current(null);
    plot.over.addEventListener('dblclick', resetOnDoubleClick);
    return () => {
      plot.over.removeEventListener('dblclick', resetOnDoubleClick);
      plot.destroy();
      plotRef.current = null;
    };
    // The chart is rebuilt only when its series layout changes; data and size are set below.
  }, [series, units, syncKey, height, aligned === null]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const plot = plotRef.current;
    if (!plot || !aligned) return;
    plot.setData(aligned, false);
    if (shownRange) plot.setScale('x', shownRange);
  }, [aligned, shownRange]);

  useEffect(() => {
    const plot = plotRef.current;
    if (plot && width > 0) plot.setSize({ width, height });
  }, [width, height]);

  useEffect(() => {
    plotRef.current?.redraw();
  }, [events]);

  // 'Show full range' rescales the y axes of the data shown.
  useEffect(() => {
    const plot = plotRef.current;
    if (plot && aligned) plot.setData(aligned, true);
    if (plot && shownRange) plot.setScale('x', shownRange);
  }, [showFullRange]); // eslint-disable-line react-hooks/exhaustive-deps

  const leavesOut = !!unitRanges && [...unitRanges.values()].some((ranges) => ranges.leavesOut);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!visible || !dataRange) return;
    const actions: Record<string, () => XRange | null> = {
      ArrowLeft: () => panRange(visible, dataRange, -0.2),
      ArrowRight: () => panRange(visible, dataRange, 0.2),
      '+': () => zoomRange(visible, dataRange, 0.5),
      '=': () => zoomRange(visible, dataRange, 0.5),
      '-': () => zoomRange(visible, dataRange, 2),
      '0': () => null,
      Home: () => null,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    onXRangeChange(action());
  }

  const summary = series
    .map((s) => `${s.label}${s.unit ? ` (${s.unit})` : ''}: ${s.xsMs.length} values`)
    .join('; ');

  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-labelledby={captionId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text component="figcaption" fw={600} id={captionId}>
          {title}
        </Text>
        <Group gap={4} wrap="nowrap">
          {leavesOut || showFullRange ? (
            <FullRangeSwitch checked={showFullRange} onChange={setShowFullRange} chartTitle={title} />
          ) : null}
          <ZoomButton
            hint="Zoom in (+)"
            label={`Zoom in on ${title}`}
            symbol="+"
            disabled={!visible || !dataRange}
            onClick={() => visible && dataRange && onXRangeChange(zoomRange(visible, dataRange, 0.5))}
          />
          <ZoomButton
            hint="Zoom out (-)"
            label={`Zoom out on ${title}`}
            symbol="−"
            disabled={!xRange}
            onClick={() => visible && dataRange && onXRangeChange(zoomRange(visible, dataRange, 2))}
          />
          <ZoomButton
            hint="Reset zoom (0)"
            label={`Reset zoom on ${title}`}
            symbol="⟲"
            disabled={!xRange}
            onClick={() => onXRangeChange(null)}
          />
        </Group>
      </Group>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div
          ref={plotHostRef}
          tabIndex={0}
          role="img"
          aria-label={`Chart of ${summary}. Drag to zoom, arrow keys pan, plus and minus zoom, 0 resets.`}
          onKeyDown={onKeyDown}
          style={{ minHeight: height }}
          data-testid="log-data-chart"
        />
      </div>
      <CursorLegend series={series} events={events} dataRange={dataRange} listen={showCursorValues} />
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Paper>
  );
}

type CursorLegendProps = {
  series: ChartSeries[];
  events: readonly EventMark[];
  dataRange: XRange | null;
  /** Where the chart's cursor hook finds the legend's setter. */
  listen: RefObject<((values: (number | null)[]) => void) | null>;
};

/** The legend, with the values under the cursor (its own state: a cursor move renders only this). */
function CursorLegend({ series, events, dataRange, listen }: CursorLegendProps) {
  const [cursorValues, setCursorValues] = useState<(number | null)[]>([]);
  useEffect(() => {
    listen.current = (values) =>
      setCursorValues((current) => (values.length === 0 && current.length === 0 ? current : values));
    return () => {
      listen.current = null;
    };
  }, [listen]);
  return (
    <ChartLegend
      entries={[
        ...series.map((s, index) => ({
          label: `${s.label}${s.unit ? ` (${s.unit})` : ''}`,
          colour: seriesColor(s.colorIndex ?? index),
          value:
            cursorValues.length > 0 ? formatChartValue(cursorValues[index] ?? null, s.precision) : undefined,
        })),
        ...eventLegendEntries(
          dataRange ? events.filter((e) => e.atMs >= dataRange.min && e.atMs <= dataRange.max) : [],
        ),
      ]}
    />
  );
}

type ZoomButtonProps = {
  hint: string;
  label: string;
  symbol: string;
  disabled: boolean;
  onClick: () => void;
};

function ZoomButton({ hint, label, symbol, disabled, onClick }: ZoomButtonProps) {
  return (
    <Tooltip label={hint}>
      <ActionIcon variant="default" aria-label={label} disabled={disabled} onClick={onClick}>
        {symbol}
      </ActionIcon>
    </Tooltip>
  );
}
