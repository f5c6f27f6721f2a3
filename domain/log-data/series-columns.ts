// The compact form of a log-data answer (issue 25 §2, ADR 0122): one time axis for every variable
// of the answer (start and step for bucket intervals, the times themselves for Raw) and one array of
// values per variable, null where the variable has no value at that time. Pure: the server builds it
// from the rows it read, the client turns it into typed arrays for the charts.
import { intervalMs, type DataInterval } from './data-interval.ts';

/** One value of a series as read: the bucket's start (or the sample's time), count, mean, min, max. */
export type SeriesPoint = { t: number; n: number; mean: number; min: number; max: number };

/** The time axis: regular (bucket intervals) or the sorted times of the samples (Raw). */
export type ColumnTimes = { startMs: number; stepMs: number; count: number } | { ms: number[] };

export type SeriesColumn = {
  values: (number | null)[];
  count?: number[];
  min?: (number | null)[];
  max?: (number | null)[];
};

export type SeriesColumns = {
  time: ColumnTimes;
  columns: SeriesColumn[];
  /** Where the answer was cut (the next page starts here), or null when it is complete. */
  cutMs: number | null;
};

/**
 * 1, 10, … 1e22 from their literals: the doubles `10 ** n` gives, without computing a power for
 * each value (that was about 40 % of compactNumber's time).
 */
const powersOfTen = Array.from({ length: 23 }, (_, n) => Number(`1e${n}`));

/**
 * Values in the compact form carry 7 significant digits (about a float32's precision, far finer
 * than any logged sensor): a bucket's mean is a quotient whose 17 digits would cost more bytes than
 * the rest of the answer together.
 */
export function compactNumber(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = Math.abs(value);
  const shift = 6 - Math.floor(Math.log10(magnitude));
  // Powers of ten up to 1e22 are exact doubles: the integer of 7 digits over one is the double
  // nearest the 7-digit decimal, as parsing toPrecision(7)'s text gives, at a tenth of its cost
  // (it was 7 % of an uncached read's time, ADR 0124).
  if (shift < 0 || shift > 22) return Number(value.toPrecision(7));
  const scale = powersOfTen[shift]!;
  const scaled = magnitude * scale;
  const rounded = Math.round(scaled);
  // A product that rounded onto a half may hide a value just under it: the exact decimal decides.
  if (rounded - scaled === 0.5) return Number(value.toPrecision(7));
  return (Math.sign(value) * rounded) / scale;
}

/** The number of places of a time axis. */
export function columnLength(time: ColumnTimes): number {
  return 'ms' in time ? time.ms.length : time.count;
}

/** The time of place `k` of a time axis. */
export function columnTimeAt(time: ColumnTimes, k: number): number {
  return 'ms' in time ? time.ms[k]! : time.startMs + k * time.stepMs;
}

/**
 * The columns of `series` (each in time order, read with at most `perVariable + 1` points from
 * `fromMs`) over [fromMs, toMs): when a series has more than `perVariable` points the answer is
 * cut at the earliest first point left out, for every series alike, so that the next page can
 * start there for all of them. `convert` turns a stored value into the asked unit; `statistics`
 * adds count, min and max (bucket intervals only).
 */
export function seriesColumns(
  series: readonly (readonly SeriesPoint[])[],
  options: {
    interval: Exclude<DataInterval, 'Auto'>;
    fromMs: number;
    toMs: number;
    perVariable: number;
    statistics: boolean;
    convert: readonly ((value: number) => number)[];
  },
): SeriesColumns {
  let cutMs: number | null = null;
  for (const points of series) {
    const first = points[options.perVariable];
    if (first && (cutMs === null || first.t < cutMs)) cutMs = first.t;
  }
  const endMs = cutMs ?? options.toMs;
  const kept = series.map((points) => {
    let end = points.length;
    while (end > 0 && points[end - 1]!.t >= endMs) end--;
    return points.slice(0, end);
  });
  const withStatistics = options.statistics && options.interval !== 'Raw';
  if (options.interval === 'Raw') {
    const ms = [...new Set(kept.flatMap((points) => points.map((point) => point.t)))].sort((a, b) => a - b);
    const place = new Map(ms.map((t, k) => [t, k]));
    return {
      time: { ms },
      columns: kept.map((points, i) => {
        const values: (number | null)[] = new Array<number | null>(ms.length).fill(null);
        for (const point of points)
          values[place.get(point.t)!] = compactNumber(options.convert[i]!(point.mean));
        return { values };
      }),
      cutMs,
    };
  }
  const stepMs = intervalMs(options.interval);
  const startMs = Math.floor(options.fromMs / stepMs) * stepMs;
  const count = endMs > startMs ? Math.ceil((endMs - startMs) / stepMs) : 0;
  return {
    time: { startMs, stepMs, count },
    columns: kept.map((points, i) => {
      const convert = options.convert[i]!;
      const column: SeriesColumn = { values: new Array<number | null>(count).fill(null) };
      if (withStatistics) {
        column.count = new Array<number>(count).fill(0);
        column.min = new Array<number | null>(count).fill(null);
        column.max = new Array<number | null>(count).fill(null);
      }
      for (const point of points) {
        const k = Math.round((point.t - startMs) / stepMs);
        if (k < 0 || k >= count) continue;
        column.values[k] = compactNumber(convert(point.mean));
        if (column.count) {
          column.count[k] = point.n;
          column.min![k] = compactNumber(convert(point.min));
          column.max![k] = compactNumber(convert(point.max));
        }
      }
      return column;
    }),
    cutMs,
  };
}

/** A value at a time: a long trend's daily value, a day's speed loss. */
export type TimedValue = { t: number; value: number };

const unchanged = (value: number) => value;

/**
 * The compact form of series of values at their own times (daily values at the mean time of their
 * blocks, noon reports' times): one axis of all their times, start and step where the places are
 * evenly spaced, and an array of values per series (7 significant digits, null where a series has
 * no value at that time). Times are whole milliseconds, as a Date (and the object form's ISO text)
 * keeps them. The columns come from `seriesColumns` (its Raw form), so both answers share one rule.
 */
export function timedColumns(series: readonly (readonly TimedValue[])[]): {
  time: ColumnTimes;
  columns: (number | null)[][];
} {
  const { time, columns } = seriesColumns(
    series.map((points) =>
      points.map(({ t, value }) => ({ t: Math.trunc(t), n: 1, mean: value, min: value, max: value })),
    ),
    {
      interval: 'Raw',
      fromMs: Number.NEGATIVE_INFINITY,
      toMs: Number.POSITIVE_INFINITY,
      perVariable: Number.POSITIVE_INFINITY,
      statistics: false,
      convert: series.map(() => unchanged),
    },
  );
  return { time: regularAxis(time), columns: columns.map((column) => column.values) };
}

/** Start and step for times at even steps (three or more), else the times as they are. */
function regularAxis(time: ColumnTimes): ColumnTimes {
  if (!('ms' in time) || time.ms.length < 3) return time;
  const { ms } = time;
  const stepMs = ms[1]! - ms[0]!;
  for (let k = 2; k < ms.length; k++) if (ms[k]! - ms[k - 1]! !== stepMs) return time;
  return { startMs: ms[0]!, stepMs, count: ms.length };
}

/**
 * The values of one column with their times, nulls left out, as the typed arrays the charts take
 * (no object per value).
 */
export function columnArrays(
  time: ColumnTimes,
  values: readonly (number | null)[],
): { xsMs: Float64Array; ys: Float64Array } {
  let n = 0;
  for (const value of values) if (value !== null) n++;
  const xsMs = new Float64Array(n);
  const ys = new Float64Array(n);
  let i = 0;
  values.forEach((value, k) => {
    if (value === null) return;
    xsMs[i] = columnTimeAt(time, k);
    ys[i++] = value;
  });
  return { xsMs, ys };
}
