import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EmissionReportSearchSchema,
  defaultReportWindow,
  isInWindow,
  reportWindowOf,
  shiftedWindowStart,
} from './report-window.ts';

const now = new Date('2026-11-23T14:00:00.000Z');

describe('report window', () => {
  it('EMIS-025 EMIS-239 defaults to two months ending at the start of next month (UTC)', () => {
    expect(defaultReportWindow(now)).toEqual({
      fromIso: '2026-10-01T00:00:00.000Z',
      toIso: '2026-12-01T00:00:00.000Z',
    });
  });

  it('EMIS-025 crosses the year in January and December', () => {
    expect(defaultReportWindow(new Date('2026-01-05T00:00:00.000Z'))).toEqual({
      fromIso: '2025-12-01T00:00:00.000Z',
      toIso: '2026-02-01T00:00:00.000Z',
    });
    expect(defaultReportWindow(new Date('2026-12-31T23:59:00.000Z'))).toEqual({
      fromIso: '2026-11-01T00:00:00.000Z',
      toIso: '2027-01-01T00:00:00.000Z',
    });
  });

  it('EMIS-026 Earlier and Later shift the window by two months', () => {
    const window = defaultReportWindow(now);
    expect(shiftedWindowStart(window, -1)).toBe('2026-08');
    expect(shiftedWindowStart(window, 1)).toBe('2026-12');
    expect(reportWindowOf(shiftedWindowStart(window, 1), now)).toEqual({
      fromIso: '2026-12-01T00:00:00.000Z',
      toIso: '2027-02-01T00:00:00.000Z',
    });
  });

  it('EMIS-025 reads the window from the URL, and falls back to the default for anything else', () => {
    expect(reportWindowOf('2025-03', now).fromIso).toBe('2025-03-01T00:00:00.000Z');
    expect(reportWindowOf(undefined, now)).toEqual(defaultReportWindow(now));
    expect(reportWindowOf('2025-13', now)).toEqual(defaultReportWindow(now));
  });

  it('holds its start and not its end', () => {
    const window = defaultReportWindow(now);
    expect(isInWindow(window, '2026-10-01T00:00:00.000Z')).toBe(true);
    expect(isInWindow(window, '2026-11-30T23:59:00.000Z')).toBe(true);
    expect(isInWindow(window, '2026-12-01T00:00:00.000Z')).toBe(false);
    expect(isInWindow(window, '2026-09-30T23:59:00.000Z')).toBe(false);
  });

  it('EMIS-031 keeps valid search params and drops malformed ones without failing', () => {
    const departure = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
    expect(v.parse(EmissionReportSearchSchema, { from: '2026-04', departure })).toEqual({
      from: '2026-04',
      departure,
      event: undefined,
    });
    expect(v.parse(EmissionReportSearchSchema, { from: 'April', departure: 'x', event: 3 })).toEqual({
      from: undefined,
      departure: undefined,
      event: undefined,
    });
  });
});
