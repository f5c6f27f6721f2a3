// Display formats of the spec (000 §9, SHELL-155/195): dates 'DD. MMM, YYYY', times
// 'DD. MMM, YYYY HH:mm', always in UTC whatever the device's zone.

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

/** 'IMO 0123456': IMO numbers are shown zero-padded to 7 digits (DECISIONS: ADMIN-134). */
export function formatImo(imoNumber: number | string | null | undefined): string {
  if (imoNumber === null || imoNumber === undefined || imoNumber === '') return '';
  const digits = String(imoNumber).trim();
  if (!/^\d{1,7}$/.test(digits)) return `IMO ${digits}`;
  return `IMO ${digits.padStart(7, '0')}`;
}

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A number with thousands separators and an optional unit; '' when missing. */
export function formatQuantity(value: number | null | undefined, unit?: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const text = numberFormat.format(value);
  return unit ? `${text} ${unit}` : text;
}
