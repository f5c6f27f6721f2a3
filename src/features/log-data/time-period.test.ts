import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages.ts';
import {
  defaultTimePeriodInput,
  lastPeriodMinutes,
  resolveTimePeriod,
  validateCount,
  validateTime,
  type PeriodBounds,
  type TimePeriodInput,
} from './time-period.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const bounds: PeriodBounds = {
  logDataMinDate: '2025-11-22T00:00:00Z',
  logDataMaxDate: '2026-11-22T11:45:00Z',
  lastVoyage: { startDate: '2026-11-10T06:00:00Z', endDate: '2026-11-15T18:30:00Z' },
};
const input = (change: Partial<TimePeriodInput>): TimePeriodInput => ({
  ...defaultTimePeriodInput,
  ...change,
});

describe('time period picker rules', () => {
  it('PERF-120 accepts HH:mm from 00:00 to 23:59 and nothing else', () => {
    for (const ok of ['', '00:00', '09:05', '23:59']) expect(validateTime(ok)).toBeUndefined();
    for (const bad of ['24:00', '12:60', '9:05', '12-00', 'ab:cd', '1200']) {
      expect(validateTime(bad)).toBe('Please specify a valid time in the 00:00-23:59 range');
    }
    expect(messages.invalidTimeRange).toBe('Please specify a valid time in the 00:00-23:59 range');
  });

  it('PERF-121 days, hours and minutes must be non-negative numbers; hours and minutes may be empty', () => {
    expect(validateCount('0', false)).toBeUndefined();
    expect(validateCount('12', false)).toBeUndefined();
    expect(validateCount('2.5', false)).toBe('The input field must be a positive number');
    expect(validateCount('', true)).toBeUndefined();
    expect(validateCount('', false)).toBe('The input field must be a positive number');
    expect(validateCount('-1', true)).toBe('The input field must be a positive number');
    expect(validateCount('abc', true)).toBe('The input field must be a positive number');
  });

  it('PERF-112 converts a last period to minutes as days x 24 x 60 plus hours and minutes', () => {
    expect(lastPeriodMinutes({ lastNumberDays: '2', lastNumberHours: '', lastNumberMinutes: '' })).toBe(2880);
    expect(lastPeriodMinutes({ lastNumberDays: '0', lastNumberHours: '3', lastNumberMinutes: '15' })).toBe(
      195,
    );
  });

  it('PERF-123 a last period of 0 is refused with "The total timespan must be greater than 0"', () => {
    const result = resolveTimePeriod(
      input({ lastNumberDays: '0', lastNumberHours: '0', lastNumberMinutes: '0' }),
      bounds,
      now,
    );
    expect(result.period).toBeNull();
    expect(result.errors.period).toBe('The total timespan must be greater than 0');
  });

  it('PERF-111 AllValues spans logDataMinDate to logDataMaxDate', () => {
    const result = resolveTimePeriod(input({ type: 'AllValues' }), bounds, now);
    expect(result.period).toEqual({
      fromMs: Date.parse('2025-11-22T00:00:00Z'),
      toMs: Date.parse('2026-11-22T11:45:00Z'),
    });
  });

  it('PERF-058 Last voyage spans the voyage; an open voyage runs until now', () => {
    expect(resolveTimePeriod(input({ type: 'LastVoyage' }), bounds, now).period).toEqual({
      fromMs: Date.parse('2026-11-10T06:00:00Z'),
      toMs: Date.parse('2026-11-15T18:30:00Z'),
    });
    const open = {
      ...bounds,
      lastVoyage: { startDate: '2026-11-20T00:00:00Z', endDate: '0001-01-01T00:00:00Z' },
    };
    expect(resolveTimePeriod(input({ type: 'LastVoyage' }), open, now).period?.toMs).toBe(now);
  });

  it('PERF-058 Recent ends now and starts the given days, hours and minutes before', () => {
    const result = resolveTimePeriod(
      input({ lastNumberDays: '1', lastNumberHours: '2', lastNumberMinutes: '30' }),
      bounds,
      now,
    );
    expect(result.period).toEqual({ fromMs: now - (1440 + 150) * 60_000, toMs: now });
  });

  it('PERF-058 PERF-120 From and to dates use optional times (start and end of day) and check them', () => {
    const whole = resolveTimePeriod(
      input({ type: 'SetPeriod', fromDate: '2026-11-01', toDate: '2026-11-02' }),
      bounds,
      now,
    );
    expect(whole.period).toEqual({
      fromMs: Date.parse('2026-11-01T00:00:00Z'),
      toMs: Date.parse('2026-11-02T23:59:00Z'),
    });
    const badTime = resolveTimePeriod(
      input({ type: 'SetPeriod', fromDate: '2026-11-01', fromTime: '25:00', toDate: '2026-11-02' }),
      bounds,
      now,
    );
    expect(badTime.errors.fromTime).toBe('Please specify a valid time in the 00:00-23:59 range');
    const empty = resolveTimePeriod(
      input({
        type: 'SetPeriod',
        fromDate: '2026-11-01',
        fromTime: '10:00',
        toDate: '2026-11-01',
        toTime: '10:00',
      }),
      bounds,
      now,
    );
    expect(empty.errors.period).toBe('The total timespan must be greater than 0');
  });
});
