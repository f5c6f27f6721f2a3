// The time axis of the uPlot charts: UTC, in the app's style ('DD. MMM' for day steps, 'HH:mm' with
// the day at midnight below).
import uPlot from 'uplot';

export const utcDate = (ms: number) => uPlot.tzDate(new Date(ms), 'Etc/UTC');

/** What every time chart of the app starts from: its size, times in ms shown in UTC, no legend. */
export function timeChartBase(width: number, height: number) {
  return { width, height, ms: 1 as const, tzDate: utcDate, legend: { show: false } };
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const dayText = (date: Date) => `${pad2(date.getUTCDate())}. ${monthNames[date.getUTCMonth()]}`;
const dayMs = 86_400_000;

/** Time ticks in UTC: 'DD. MMM' for day steps, 'HH:mm' (with the day at midnight) below. */
export function timeAxisValues(_u: uPlot, splits: number[]): string[] {
  const stepMs = splits.length > 1 ? (splits[1] as number) - (splits[0] as number) : dayMs;
  return splits.map((ms, index) => {
    const date = new Date(ms);
    if (stepMs >= dayMs) return dayText(date);
    const time = `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`;
    return index === 0 || ms % dayMs === 0 ? `${time}\n${dayText(date)}` : time;
  });
}
