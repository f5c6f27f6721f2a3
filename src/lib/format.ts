// Display formats of the spec (000 §9, SHELL-155/195): dates 'DD. MMM, YYYY', times
// 'DD. MMM, YYYY HH:mm', always in UTC whatever the device's zone (their home is
// domain/format/date-time.ts, shared with rule texts), IMO numbers and quantities.

export { formatDate, formatDateTime } from '../../domain/format/date-time.ts';

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
