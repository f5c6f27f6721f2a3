import { describe, expect, it } from 'vitest';
import { chauvenetOutliers, sampleStatistics } from '../calc/outliers.ts';
import type { Block } from '../performance/steady-state.ts';
import {
  isBlockOutlier,
  percentMissing,
  roundPercentMissing,
  speedLogDays,
  summariseSpeedLog,
  SMALLEST_CRITICAL_Z,
} from './data-quality.ts';

const DAY = 86_400_000;
const QUARTER = 15 * 60_000;

describe('percent missing (001 §9)', () => {
  it('PERF-212 rounds to 5 decimals, half away from zero', () => {
    expect(roundPercentMissing(1.234564)).toBe(1.23456);
    expect(roundPercentMissing(1.234565)).toBe(1.23457);
    expect(roundPercentMissing(0.000005)).toBe(0.00001);
    expect(roundPercentMissing(-0.000001)).toBe(0);
    expect(roundPercentMissing(100)).toBe(100);
  });

  it('PERF-212 is the outages’ share of the period: 90 minutes of 30 days = 0.20833 %', () => {
    // 90 / 43 200 × 100 = 0.208333…
    expect(percentMissing(90 * 60_000, 30 * DAY)).toBe(0.20833);
    expect(percentMissing(0, DAY)).toBe(0);
    expect(percentMissing(2 * DAY, DAY)).toBe(100);
    expect(percentMissing(5, 0)).toBe(0);
  });
});

describe('outliers of a block (Chauvenet)', () => {
  it('PERF-139 a 10-value block: 10 rejected among nine 1s (z = 2.85 > 1.96), not at z = 1.9', () => {
    // Values 1 ×9 and 10: mean 1.9, Σ(x − m)² = 9 · 0.81 + 65.61 = 72.9, sample σ = √(72.9 / 9) = 2.846.
    const block = { n: 10, mean: 1.9, standardDeviation: Math.sqrt(8.1) };
    expect(isBlockOutlier(10, block)).toBe(true); // z = 8.1 / 2.846 = 2.846
    expect(isBlockOutlier(1, block)).toBe(false);
    expect(isBlockOutlier(1.9 + 1.9 * Math.sqrt(8.1), block)).toBe(false); // z = 1.9 < 1.96
  });

  it('PERF-139 decides as the calculation library does on the same values', () => {
    const values = [12, 12.1, 11.9, 12.2, 11.8, 12, 12.05, 11.95, 30, 12.1, 11.9, 12];
    const stats = sampleStatistics(values);
    const ours = values.flatMap((value, i) => (isBlockOutlier(value, stats) ? [i] : []));
    expect(ours).toEqual(chauvenetOutliers(values));
    expect(ours).toEqual([8]);
  });

  it('PERF-139 rejects nothing for n < 2 or σ = 0; the SQL screen is below every critical z', () => {
    expect(isBlockOutlier(5, { n: 1, mean: 5, standardDeviation: 0 })).toBe(false);
    expect(isBlockOutlier(5, { n: 10, mean: 4, standardDeviation: 0 })).toBe(false);
    expect(SMALLEST_CRITICAL_Z).toBeGreaterThan(1.15);
    expect(SMALLEST_CRITICAL_Z).toBeLessThan(1.151);
  });
});

const block = (startMs: number, stw: number, sog: number): Block => ({
  startMs,
  channels: {
    stw: { mean: stw, min: stw - 0.1, max: stw + 0.1, count: 15 },
    sog: { mean: sog, min: sog - 0.1, max: sog + 0.1, count: 15 },
  },
});

describe('speed log', () => {
  it('PERF-050 a day of 8 blocks at STW 12.6 and SOG 12: +5 %', () => {
    const blocks = Array.from({ length: 8 }, (_, i) => block(i * QUARTER, 12.6, 12));
    const [day] = speedLogDays(blocks);
    expect(day!.deviationPercent).toBeCloseTo(5, 12);
    expect(day!.blockCount).toBe(8);
    expect(day!.dayMs).toBe(0);
  });

  it('PERF-050 a current setting the ship ahead by 0.5 kn is taken off the derived speed', () => {
    const blocks = Array.from({ length: 8 }, (_, i) => block(i * QUARTER, 12, 12.5));
    const [day] = speedLogDays(blocks, () => 0.5);
    expect(day!.derivedSpeedThroughWater).toBeCloseTo(12, 12);
    expect(day!.deviationPercent).toBeCloseTo(0, 12);
  });

  it('PERF-050 leaves out days with fewer than 8 blocks, blocks in port and unsteady blocks', () => {
    const port = Array.from({ length: 8 }, (_, i) => block(i * QUARTER, 0.1, 0.05));
    const few = Array.from({ length: 7 }, (_, i) => block(DAY + i * QUARTER, 12, 12));
    const unsteady = Array.from({ length: 8 }, (_, i) => ({
      ...block(2 * DAY + i * QUARTER, 12, 12),
      channels: { ...block(0, 12, 12).channels, sog: { mean: 12, min: 10, max: 14, count: 15 } },
    }));
    expect(speedLogDays([...port, ...few, ...unsteady])).toEqual([]);
  });

  it('PERF-050 drift per year from a straight line: +0.1 % a day is +36.5 % a year; calibration beyond ±2 %', () => {
    const days = Array.from({ length: 40 }, (_, i) => ({
      dayMs: i * DAY,
      speedThroughWater: 12,
      derivedSpeedThroughWater: 12,
      deviationPercent: 0.1 * i,
      blockCount: 8,
    }));
    const summary = summariseSpeedLog(days);
    expect(summary.driftPercentPerYear).toBeCloseTo(36.5, 9);
    // Last 30 days: i = 10..39, mean 0.1 × 24.5 = 2.45 %.
    expect(summary.recentDeviationPercent).toBeCloseTo(2.45, 12);
    expect(summary.meanDeviationPercent).toBeCloseTo(1.95, 12);
    expect(summary.needsCalibration).toBe(true);
    expect(summariseSpeedLog([]).driftPercentPerYear).toBeNull();
  });
});
