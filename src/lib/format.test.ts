import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatImo, formatQuantity } from './format.ts';

describe('display formats', () => {
  it('SHELL-155 formats dates as DD. MMM, YYYY in UTC', () => {
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('05. Mar, 2026');
    expect(formatDate('2026-12-31T00:00:00+02:00')).toBe('30. Dec, 2026');
  });

  it('SHELL-195 formats date-times as DD. MMM, YYYY HH:mm in UTC', () => {
    expect(formatDateTime('2026-03-05T09:07:59Z')).toBe('05. Mar, 2026 09:07');
  });

  it('returns an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('ADMIN-134 shows IMO numbers zero-padded to IMO plus 7 digits', () => {
    expect(formatImo(9074729)).toBe('IMO 9074729');
    expect(formatImo(12345)).toBe('IMO 0012345');
    expect(formatImo(undefined)).toBe('');
  });

  it('formats quantities with separators and their unit', () => {
    expect(formatQuantity(81234.5, 't')).toBe('81,234.5 t');
    expect(formatQuantity(null, 't')).toBe('');
  });
});
