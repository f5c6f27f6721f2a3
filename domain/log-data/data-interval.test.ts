import { describe, expect, it } from 'vitest';
import {
  dataIntervals,
  intervalMinutes,
  isIntervalAllowed,
  isIntervalMultipleOfSampleWindows,
  isIntervalWithinSizeLimit,
  resolveAutoInterval,
} from './data-interval.ts';

const day = 24 * 60;
const minuteMs = 60_000;

describe('data interval rules (001 §9)', () => {
  it('PERF-055 the intervals are Auto, Day, Hour, Quarter, Minute and Raw', () => {
    expect(dataIntervals).toEqual(['Auto', 'Day', 'Hour', 'Quarter', 'Minute', 'Raw']);
  });

  it('PERF-200 sample windows are Minute 1, Quarter 15, Hour 60 and Day 1440 minutes', () => {
    expect(intervalMinutes).toEqual({ Minute: 1, Quarter: 15, Hour: 60, Day: 1440 });
  });

  it('PERF-199 size limits: Raw 1 day, Minute 2 days, Quarter 14 days, Hour 90 days, at the limit allowed', () => {
    const limits: [string, number][] = [
      ['Raw', day],
      ['Minute', 2 * day],
      ['Quarter', 14 * day],
      ['Hour', 90 * day],
    ];
    for (const [interval, limit] of limits) {
      expect(isIntervalWithinSizeLimit(interval as 'Raw', limit)).toBe(true);
      expect(isIntervalWithinSizeLimit(interval as 'Raw', limit + 1)).toBe(false);
    }
    expect(isIntervalWithinSizeLimit('Day', 100 * 365 * day)).toBe(true);
    expect(isIntervalWithinSizeLimit('Auto', 100 * 365 * day)).toBe(true);
  });

  it('PERF-129 an interval must be a whole multiple of every selected sample window', () => {
    expect(isIntervalMultipleOfSampleWindows('Minute', [15 * minuteMs])).toBe(false);
    expect(isIntervalMultipleOfSampleWindows('Quarter', [15 * minuteMs, minuteMs])).toBe(true);
    expect(isIntervalMultipleOfSampleWindows('Quarter', [10 * minuteMs])).toBe(false);
    expect(isIntervalMultipleOfSampleWindows('Hour', [10 * minuteMs, 15 * minuteMs])).toBe(true);
    expect(isIntervalMultipleOfSampleWindows('Minute', [1000, 15_000])).toBe(true);
    expect(isIntervalMultipleOfSampleWindows('Minute', [7000])).toBe(false);
    // Raw and Auto are not buckets; unknown windows do not restrict.
    expect(isIntervalMultipleOfSampleWindows('Raw', [15 * minuteMs])).toBe(true);
    expect(isIntervalMultipleOfSampleWindows('Auto', [7000])).toBe(true);
    expect(isIntervalMultipleOfSampleWindows('Minute', [0])).toBe(true);
  });

  it('PERF-128 PERF-129 an interval is allowed only when both rules hold', () => {
    expect(isIntervalAllowed('Minute', day, [minuteMs])).toBe(true);
    expect(isIntervalAllowed('Minute', 3 * day, [minuteMs])).toBe(false);
    expect(isIntervalAllowed('Minute', day, [15 * minuteMs])).toBe(false);
  });

  it('Auto resolves to the finest allowed interval for the span and sample windows', () => {
    expect(resolveAutoInterval(60, [])).toBe('Raw');
    expect(resolveAutoInterval(day + 1, [])).toBe('Minute');
    expect(resolveAutoInterval(day + 1, [15 * minuteMs])).toBe('Quarter');
    expect(resolveAutoInterval(10 * day, [])).toBe('Quarter');
    expect(resolveAutoInterval(60 * day, [])).toBe('Hour');
    expect(resolveAutoInterval(365 * day, [])).toBe('Day');
    expect(resolveAutoInterval(365 * day, [7 * minuteMs])).toBe('Day');
  });
});
