// The time axis of the uPlot charts: UTC, in the app's style ('DD. MMM' for day steps, 'HH:mm' with
// the day at midnight below).
import uPlot from 'uplot';

export const utcDate = (ms: number) => uPlot.tzDate(new Date(ms), 'Etc/UTC');

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
