// Cuts a series to the visible range and thins it to `target` points for drawing. The thinning
// (LTTB) runs in the calc worker, so a million points never block the page.
import { calc } from '../../workers/calc-client.ts';
import { lowerBound } from './chart-series.ts';

export type SeriesWindow = { xsMs: Float64Array; ys: Float64Array };

/** The samples inside [minMs, maxMs] plus one neighbour on each side, so lines reach the edges. */
export function sliceWindow(
  xsMs: Float64Array,
  ys: Float64Array,
  minMs: number,
  maxMs: number,
): SeriesWindow {
  const start = Math.max(0, lowerBound(xsMs, minMs) - 1);
  const end = Math.min(xsMs.length, lowerBound(xsMs, maxMs) + 1);
  return { xsMs: xsMs.subarray(start, end), ys: ys.subarray(start, end) };
}

export async function downsampleWindow(
  xsMs: Float64Array,
  ys: Float64Array,
  minMs: number,
  maxMs: number,
  target: number,
): Promise<SeriesWindow> {
  const window = sliceWindow(xsMs, ys, minMs, maxMs);
  if (window.xsMs.length <= target) return window;
  // Copies, because the arrays are transferred to the worker and the full series stays here.
  const result = await calc.lttb(window.xsMs.slice(), window.ys.slice(), target);
  return { xsMs: result.xs, ys: result.ys };
}
