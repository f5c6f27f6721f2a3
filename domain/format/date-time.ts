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

const dateTimeTextPattern = /^(\d{1,2})\.\s*([A-Za-z]{3}),?\s*(\d{4})\s+(\d{1,2}):(\d{2})$/;
const isoFieldPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/**
 * A date and time typed as 'DD. MMM, YYYY HH:mm' (24 hours, UTC; issue 26 §3) as an ISO instant;
 * 'YYYY-MM-DD HH:mm' is read too (a pasted or scanned value). null when not a real date and time.
 */
export function parseDateTimeText(text: string): string | null {
  const trimmed = text.trim();
  let year: number, month: number, day: number, hour: number, minute: number;
  const spec = dateTimeTextPattern.exec(trimmed);
  const iso = spec ? null : isoFieldPattern.exec(trimmed);
  if (spec) {
    const monthIndex = monthNames.findIndex((name) => name.toLowerCase() === spec[2]!.toLowerCase());
    if (monthIndex < 0) return null;
    [day, month, year, hour, minute] = [
      Number(spec[1]),
      monthIndex + 1,
      Number(spec[3]),
      Number(spec[4]),
      Number(spec[5]),
    ];
  } else if (iso) {
    [year, month, day, hour, minute] = [
      Number(iso[1]),
      Number(iso[2]),
      Number(iso[3]),
      Number(iso[4]),
      Number(iso[5]),
    ];
  } else {
    return null;
  }
  if (hour > 23 || minute > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date.toISOString();
}
