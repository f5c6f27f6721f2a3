import { describe, expect, it } from 'vitest';
import { createRandom } from '../sim/prng.ts';
import {
  BREACH_RULES,
  candidateWindows,
  detectBreaches,
  summariseYear,
  type Breach,
  type PowerSample,
} from './breaches.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 1, 10, 6, 0);
/** Samples every `stepMinutes` from T0 with the given values. */
const series = (stepMinutes: number, values: number[], fromMs = T0): PowerSample[] =>
  values.map((powerKw, i) => ({ atMs: fromMs + i * stepMinutes * MINUTE, powerKw }));

describe('detectBreaches (hand-computed cases, limit 1,000 kW, release 980 kW)', () => {
  it('PERF-071 a breach starts above the limit, lasts through the hysteresis band and ends at the first sample at or below the release level', () => {
    // 15-minute samples: 900, 1010, 1050, 990, 970, 1005, 950.
    const breaches = detectBreaches(series(15, [900, 1010, 1050, 990, 970, 1005, 950]), 1000);
    expect(breaches).toHaveLength(1);
    const [breach] = breaches as [Breach];
    expect(breach.startMs).toBe(T0 + 15 * MINUTE);
    expect(breach.endMs).toBe(T0 + 60 * MINUTE);
    expect(breach.durationMs).toBe(45 * MINUTE);
    expect(breach.peakKw).toBe(1050);
    expect(breach.peakAtMs).toBe(T0 + 30 * MINUTE);
    expect(breach.meanKw).toBeCloseTo((1010 + 1050 + 990) / 3, 9);
    // 10 kW for 15 min + 50 kW for 15 min + 0 (990 is under the limit) = 2.5 + 12.5 kWh.
    expect(breach.excessEnergyKwh).toBeCloseTo(15, 9);
    expect(breach.sampleCount).toBe(3);
    expect(breach.endedBy).toBe('belowRelease');
    // The lone 1005 kW sample at 07:15 lasted 15 minutes: shorter than the 20-minute minimum.
  });

  it('PERF-071 a sample at the limit is not above it; a single spike is no breach; values that are not numbers are skipped', () => {
    expect(detectBreaches(series(15, [1000, 1000, 1000, 1000]), 1000)).toEqual([]);
    expect(detectBreaches(series(15, [900, 3400, 900, 900]), 1000)).toEqual([]);
    const withHole = detectBreaches(series(10, [900, 1020, Number.NaN, 1030, 900]), 1000);
    expect(withHole.map((b) => [b.startMs - T0, b.durationMs, b.sampleCount])).toEqual([
      [10 * MINUTE, 30 * MINUTE, 2],
    ]);
  });

  it('PERF-071 where the data stops for longer than 30 minutes the breach ends at its last sample', () => {
    const samples = [
      ...series(15, [1100, 1100, 1100]),
      // 60 minutes later (a 45-minute gap after 06:30 ... 07:30): a new excursion with no end.
      ...series(15, [1100], T0 + 90 * MINUTE),
    ];
    const breaches = detectBreaches(samples, 1000);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({
      startMs: T0,
      endMs: T0 + 30 * MINUTE,
      durationMs: 30 * MINUTE,
      endedBy: 'noData',
      // 100 kW for 15 + 15 minutes; nothing after the last sample.
      excessEnergyKwh: 50,
    });
  });

  it('PERF-071 one-minute data: 25 minutes at 1,001 kW is a breach of 25 minutes and 25/60 kWh; 19 minutes is none', () => {
    const long = detectBreaches(series(1, [...Array(25).fill(1001), 900]), 1000);
    expect(long.map((b) => b.durationMs)).toEqual([25 * MINUTE]);
    expect(long[0]!.excessEnergyKwh).toBeCloseTo(25 / 60, 12);
    expect(detectBreaches(series(1, [...Array(19).fill(1001), 900]), 1000)).toEqual([]);
    expect(detectBreaches(series(1, [...Array(20).fill(1001), 900]), 1000)).toHaveLength(1);
  });

  it('PERF-071 a reading above the plausible maximum is skipped: it neither peaks nor ends a breach', () => {
    const [breach] = detectBreaches(series(15, [1100, 4000, 1100, 900]), 1000, BREACH_RULES, 1250);
    expect(breach).toMatchObject({ durationMs: 45 * MINUTE, peakKw: 1100, sampleCount: 2 });
    // 100 kW held for 30 minutes (the outlier skipped), then for 15 minutes: 75 kWh.
    expect(breach!.excessEnergyKwh).toBeCloseTo(75, 9);
  });

  it('PERF-071 no limit, no breaches', () => {
    expect(detectBreaches(series(15, [5000, 5000, 5000]), 0)).toEqual([]);
  });
});

describe('candidateWindows', () => {
  it('PERF-071 windows cover the buckets above the release level plus one bucket and the gap, merged', () => {
    const Q = 15 * MINUTE;
    const windows = candidateWindows(
      [
        { startMs: 0, maxKw: 900 },
        { startMs: Q, maxKw: 990 },
        { startMs: 2 * Q, maxKw: 1010 },
        { startMs: 10 * Q, maxKw: 1200 },
        { startMs: 11 * Q, maxKw: 800 },
      ],
      Q,
      1000,
    );
    expect(windows).toEqual([
      { fromMs: Q, toMs: 3 * Q + 30 * MINUTE },
      { fromMs: 10 * Q, toMs: 11 * Q + 30 * MINUTE },
    ]);
  });

  it('PERF-071 the detector over the windows finds exactly the breaches of the whole series (random walks, gaps, spikes)', () => {
    const Q = 15 * MINUTE;
    let found = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = createRandom(seed);
      const samples: PowerSample[] = [];
      let power = 900;
      let atMs = T0;
      const step = r.chance(0.5) ? MINUTE : 5 * MINUTE;
      for (let i = 0; i < 4000; i++) {
        atMs += r.chance(0.01) ? r.uniform(10, 120) * MINUTE : step;
        power = Math.max(0, power + r.normal(0, 12) + (950 - power) * 0.02);
        samples.push({ atMs: Math.round(atMs), powerKw: r.chance(0.002) ? power * 3 : power });
      }
      const buckets = new Map<number, number>();
      for (const s of samples) {
        const bucket = Math.floor(s.atMs / Q) * Q;
        buckets.set(bucket, Math.max(buckets.get(bucket) ?? -Infinity, s.powerKw));
      }
      const windows = candidateWindows(
        [...buckets].sort(([a], [b]) => a - b).map(([startMs, maxKw]) => ({ startMs, maxKw })),
        Q,
        1000,
      );
      const inWindows = samples.filter((s) => windows.some((w) => s.atMs >= w.fromMs && s.atMs < w.toMs));
      const whole = detectBreaches(samples, 1000);
      expect(detectBreaches(inWindows, 1000)).toEqual(whole);
      expect(inWindows.length).toBeLessThan(samples.length);
      found += whole.length;
    }
    expect(found).toBeGreaterThan(20);
  });
});

describe('summariseYear', () => {
  const breach = (iso: string, minutes: number, peakKw: number, excessEnergyKwh: number): Breach => ({
    startMs: Date.parse(iso),
    endMs: Date.parse(iso) + minutes * MINUTE,
    durationMs: minutes * MINUTE,
    peakKw,
    peakAtMs: Date.parse(iso),
    meanKw: peakKw,
    excessEnergyKwh,
    sampleCount: 2,
    limitKw: 1000,
    endedBy: 'belowRelease',
  });

  it('PERF-071 counts, hours, longest, peak and excess energy per month of the breaches that started in the year (UTC)', () => {
    const summary = summariseYear(
      [
        breach('2025-12-31T23:30:00Z', 90, 1300, 100),
        breach('2026-02-03T10:00:00Z', 60, 1100, 20),
        breach('2026-02-20T10:00:00Z', 30, 1150, 5),
        breach('2026-11-30T23:50:00Z', 240, 1080, 40),
      ],
      2026,
    );
    expect(summary).toMatchObject({
      year: 2026,
      count: 3,
      durationMs: 330 * MINUTE,
      longestMs: 240 * MINUTE,
      peakKw: 1150,
      excessEnergyKwh: 65,
    });
    expect(summary.months[1]).toEqual({
      month: 2,
      count: 2,
      durationMs: 90 * MINUTE,
      peakKw: 1150,
      excessEnergyKwh: 25,
    });
    expect(summary.months[10]!.count).toBe(1);
    expect(summary.months[0]).toEqual({
      month: 1,
      count: 0,
      durationMs: 0,
      peakKw: null,
      excessEnergyKwh: 0,
    });
  });

  it('PERF-071 the rules are the documented ones', () => {
    expect(BREACH_RULES).toEqual({ minDurationMs: 20 * MINUTE, releasePercent: 2, maxGapMs: 30 * MINUTE });
  });
});
