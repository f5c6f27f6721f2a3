// The spec's display formats (000 §9, SHELL-155/195): dates 'DD. MMM, YYYY', times
// 'DD. MMM, YYYY HH:mm', always in UTC whatever the device's zone. One home for the screens
// (`src/lib/format.ts` re-exports them) and for texts built in `domain/` that name a time (e.g. the
// voyage limits of EMIS-170/171). The 'hh:mm' time input the screens read (EMIS-153, PERF-120) too.
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '05. Mar, 2026' in UTC; '' for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getUTCDate())}. ${monthNames[date.getUTCMonth()]}, ${date.getUTCFullYear()}`;
}

/** '05. Mar, 2026 14:07' in UTC; '' for a missing or invalid value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`;
}

/** The longest 'hh:mm' input (EMIS-153). */
export const timeInputMaxLength = 5;
const timeOfDayPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'hh:mm' (00:00-23:59, surrounding blanks ignored) as minutes after midnight; null when invalid. */
export function parseTimeOfDay(text: string): number | null {
  const match = timeOfDayPattern.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}
