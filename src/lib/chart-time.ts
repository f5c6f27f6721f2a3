// The time axis of the uPlot charts: UTC, in the app's style ('DD. MMM' for day steps, 'HH:mm' with
// the day at midnight below), and 'DD. MMM, YYYY' (SHELL-155) wherever the ticks cross a year.
import uPlot from 'uplot';

export const utcDate = (ms: number) => uPlot.tzDate(new Date(ms), 'Etc/UTC');

/** What every time chart of the app starts from: its size, times in ms shown in UTC, no legend. */
export function timeChartBase(width: number, height: number) {
  return { width, height, ms: 1 as const, tzDate: utcDate, legend: { show: false } };
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const dayMs = 86_400_000;

/** 'DD. MMM', or 'DD. MMM, YYYY' with the year. */
export function chartDayText(ms: number, withYear: boolean): string {
  const date = new Date(ms);
  const day = `${pad2(date.getUTCDate())}. ${monthNames[date.getUTCMonth()]}`;
  return withYear ? `${day}, ${date.getUTCFullYear()}` : day;
}

/** Whether the times from `fromMs` to `toMs` lie in more than one UTC year. */
export function crossesYear(fromMs: number, toMs: number): boolean {
  return new Date(fromMs).getUTCFullYear() !== new Date(toMs).getUTCFullYear();
}

/**
 * Time tick labels in UTC: 'DD. MMM' for day steps, 'HH:mm' (with the day at midnight) below; where
 * the ticks (or the scale shown) cross a year every day carries its year, 'DD. MMM, YYYY'.
 */
export function timeTickLabels(splits: readonly number[], scale?: { min?: number; max?: number }): string[] {
  if (splits.length === 0) return [];
  const stepMs = splits.length > 1 ? (splits[1] as number) - (splits[0] as number) : dayMs;
  const from = Math.min(splits[0] as number, scale?.min ?? Infinity);
  const to = Math.max(splits[splits.length - 1] as number, scale?.max ?? -Infinity);
  const withYear = crossesYear(from, to);
  return splits.map((ms, index) => {
    if (stepMs >= dayMs) return chartDayText(ms, withYear);
    const date = new Date(ms);
    const time = `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`;
    return index === 0 || ms % dayMs === 0 ? `${time}\n${chartDayText(ms, withYear)}` : time;
  });
}

/** The `values` of a uPlot time axis (x scale in ms): `timeTickLabels` of its ticks. */
export function timeAxisValues(u: uPlot, splits: number[]): string[] {
  return timeTickLabels(splits, u?.scales?.x);
}
