// 'Time ago' of the notifications dialog (000 §2, SHELL-076/079): how long before `nowMs` a moment
// was, in the largest whole unit.
const units: [number, string][] = [
  [365 * 86_400_000, 'year'],
  [30 * 86_400_000, 'month'],
  [7 * 86_400_000, 'week'],
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
];

export function timeAgo(value: string | Date, nowMs: number): string {
  const elapsedMs = nowMs - new Date(value).getTime();
  if (!Number.isFinite(elapsedMs)) return '';
  if (elapsedMs < 60_000) return 'just now';
  for (const [unitMs, name] of units) {
    const count = Math.floor(elapsedMs / unitMs);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
