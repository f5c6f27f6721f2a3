// The shapes the charts draw and the zoom arithmetic they share.
import type { LogVariable } from '../../domain/contracts/log-variables.ts';

export type ChartSeries = {
  id: string;
  label: string;
  unit: string;
  precision: number;
  /** Sample times (UTC epoch ms), ascending. */
  xsMs: Float64Array;
  ys: Float64Array;
  colorIndex?: number;
};

export type XRange = { min: number; max: number };

/** 001 §9: the default display precision. */
export const defaultDisplayPrecision = 5;

type SeriesVariable = Pick<LogVariable, 'id' | 'displayName' | 'unit' | 'displayPrecision'>;

/** Read series named after their variables, in their units and display precisions. */
export function labelledSeries(
  series: readonly { id: string; xsMs: Float64Array; ys: Float64Array }[],
  variablesById: ReadonlyMap<string, SeriesVariable>,
): ChartSeries[] {
  return series.map((raw) => {
    const variable = variablesById.get(raw.id);
    return {
      ...raw,
      label: variable?.displayName ?? raw.id,
      unit: variable?.unit ?? '',
      precision: variable?.displayPrecision ?? defaultDisplayPrecision,
    };
  });
}

/** Zooms around the middle of the visible range by `factor` (0.5 halves it), within the data. */
export function zoomRange(visible: XRange, data: XRange, factor: number): XRange | null {
  const middle = (visible.min + visible.max) / 2;
  const half = ((visible.max - visible.min) * factor) / 2;
  const min = Math.max(data.min, middle - half);
  const max = Math.min(data.max, middle + half);
  if (min <= data.min && max >= data.max) return null;
  return max > min ? { min, max } : visible;
}

/** Moves the visible range by `fraction` of its width, kept inside the data. */
export function panRange(visible: XRange, data: XRange, fraction: number): XRange | null {
  const width = visible.max - visible.min;
  if (width >= data.max - data.min) return null;
  const shift = width * fraction;
  const min = Math.min(Math.max(data.min, visible.min + shift), data.max - width);
  return { min, max: min + width };
}

export function formatChartValue(value: number | null, precision: number): string {
  if (value === null || Number.isNaN(value)) return '–';
  return value.toFixed(Math.max(0, Math.min(precision, 10)));
}

/** Index of the first element >= value in an ascending array. */
export function lowerBound(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] as number) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
