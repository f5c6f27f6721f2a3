import { describe, expect, it } from 'vitest';
import { DEFAULT_CADENCE_MS, isOverdue, median, overdueAtMs, usualCadenceMs } from './cadence.ts';
import { isPlausible } from '../log-data/valid-ranges.ts';

const hour = 3_600_000;
const day = 24 * hour;

describe('usualCadenceMs', () => {
  it('daily packages give a cadence of one day (the median interval)', () => {
    expect(usualCadenceMs([0, day, 2 * day, 3 * day])).toBe(day);
  });

  it('one late package does not move the median; order and duplicates do not matter', () => {
    expect(usualCadenceMs([3 * day, 0, day, day, 2 * day, 5 * day])).toBe(day);
  });

  it('six-hourly packages give six hours; an even count takes the mean of the middle two', () => {
    expect(usualCadenceMs([0, 6 * hour, 12 * hour, 18 * hour])).toBe(6 * hour);
    expect(usualCadenceMs([0, 2 * hour, 6 * hour])).toBe(3 * hour);
  });

  it('only the last 30 arrivals count', () => {
    const old = Array.from({ length: 40 }, (_, i) => i * hour);
    const recent = Array.from({ length: 30 }, (_, i) => 100 * day + i * day);
    expect(usualCadenceMs([...old, ...recent])).toBe(day);
  });

  it('fewer than two arrivals: one day is assumed', () => {
    expect(usualCadenceMs([])).toBe(DEFAULT_CADENCE_MS);
    expect(usualCadenceMs([5])).toBe(DEFAULT_CADENCE_MS);
  });
});

describe('isOverdue', () => {
  it('the next daily package is overdue only after 1.5 days since the last one', () => {
    expect(overdueAtMs(0, day)).toBe(1.5 * day);
    expect(isOverdue(20 * hour, 0, day)).toBe(false);
    expect(isOverdue(36 * hour, 0, day)).toBe(false);
    expect(isOverdue(36 * hour + 1, 0, day)).toBe(true);
  });

  it('a vessel that never sent a package is overdue', () => {
    expect(isOverdue(0, null, day)).toBe(true);
  });
});

describe('median', () => {
  it('odd, even and empty', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('isPlausible', () => {
  it('shaft power 133,856 kW is not plausible for a kW variable (at most 120,000); 45,000 is', () => {
    expect(isPlausible(133_856, { min: -5_000, max: 120_000 })).toBe(false);
    expect(isPlausible(45_000, { min: -5_000, max: 120_000 })).toBe(true);
    expect(isPlausible(120_000, { min: -5_000, max: 120_000 })).toBe(true);
  });
  it('null bounds do not limit; NaN is never plausible', () => {
    expect(isPlausible(1e12, { min: null, max: null })).toBe(true);
    expect(isPlausible(Number.NaN, { min: null, max: null })).toBe(false);
  });
});
