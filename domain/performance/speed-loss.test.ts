import { describe, expect, it } from 'vitest';
import { CLEANING_GAIN_DAYS, cleaningGain, speedLossFromDeviation } from './speed-loss.ts';

const DAY = 86_400_000;
const days = (from: number, to: number, value: (d: number) => number) =>
  Array.from({ length: to - from }, (_, i) => ({
    atMs: (from + i) * DAY,
    speedLossPercent: value(from + i),
  }));

describe('speed loss: one sign and one cleaning gain (ADR 0105)', () => {
  it('speed loss is positive when slower: the opposite of the speed performance value', () => {
    expect(speedLossFromDeviation(-3.5)).toBe(3.5);
    expect(speedLossFromDeviation(2)).toBe(-2);
    expect(speedLossFromDeviation(0)).toBe(0);
    expect(speedLossFromDeviation(null)).toBeNull();
  });

  it('PERF-084 a cleaning gains the mean of the N days before minus the mean of the N days after', () => {
    // 4 % before the cleaning on day 100, 1 % after it: 3 points gained.
    const series = days(0, 200, (d) => (d < 100 ? 4 : 1));
    const gain = cleaningGain(series, { startMs: 100 * DAY });
    expect(gain.days).toBe(CLEANING_GAIN_DAYS);
    expect(gain.before).toMatchObject({ meanPercent: 4, dayCount: 90, fromMs: 10 * DAY, toMs: 100 * DAY });
    expect(gain.after).toMatchObject({ meanPercent: 1, dayCount: 90, fromMs: 100 * DAY, toMs: 190 * DAY });
    expect(gain.gainPercent).toBe(3);
  });

  it('PERF-084 the windows stop at the event’s end, at the neighbouring events and at N days', () => {
    // A rising speed loss; the dock stay (days 50 to 60) is in neither window.
    const series = days(0, 120, (d) => d / 10);
    const gain = cleaningGain(
      series,
      { startMs: 50 * DAY, endMs: 60 * DAY },
      { days: 20, previousEndMs: 40 * DAY, nextStartMs: 70 * DAY },
    );
    expect(gain.before).toMatchObject({ fromMs: 40 * DAY, toMs: 50 * DAY, dayCount: 10 });
    expect(gain.before.meanPercent).toBeCloseTo(4.45, 9); // days 40 … 49
    expect(gain.after).toMatchObject({ fromMs: 60 * DAY, toMs: 70 * DAY, dayCount: 10 });
    expect(gain.after.meanPercent).toBeCloseTo(6.45, 9); // days 60 … 69
    // Slower after: a negative gain.
    expect(gain.gainPercent).toBeCloseTo(-2, 9);
  });

  it('PERF-084 no gain without a day on either side; N must be a day or more', () => {
    const series = days(0, 10, () => 2);
    expect(cleaningGain(series, { startMs: 20 * DAY }).gainPercent).toBeNull();
    expect(cleaningGain(series, { startMs: 0 }).gainPercent).toBeNull();
    expect(() => cleaningGain(series, { startMs: 5 * DAY }, { days: 0 })).toThrow(RangeError);
  });
});
