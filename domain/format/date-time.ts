// The spec's display formats (000 §9, SHELL-155/195): dates 'DD. MMM, YYYY', times
// 'DD. MMM, YYYY HH:mm', always in UTC whatever the device's zone. One home for the screens
// (`src/lib/format.ts` re-exports them) and for texts built in `domain/` that name a time (e.g. the
// voyage limits of EMIS-170/171).
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
