import { describe, expect, it } from 'vitest';
import {
  charterPartyTable,
  findSeaPassages,
  TIME_CHARTER_POINTS_FIXED,
  timeCharterPointsError,
  warrantedConsumptionAt,
  type CharterCurve,
  type LoggedBlock,
} from './charter-party.ts';

const QUARTER_MS = 900_000;
const start = Date.UTC(2026, 2, 1);

/** `count` quarter-hour blocks from `fromMs` at one speed and fuel flow. */
const steady = (fromMs: number, count: number, speedKn: number, fuelMassFlowKgPerH: number): LoggedBlock[] =>
  Array.from({ length: count }, (_, i) => ({
    startMs: fromMs + i * QUARTER_MS,
    speedKn,
    fuelMassFlowKgPerH,
  }));

// Warranted 2 t/day per knot between 10 and 20 kn: exact for a linear fit.
const linearCurve: CharterCurve = {
  curveFit: 'linear',
  regressionOrder: 2,
  points: [
    { x: 10, y: 20 },
    { x: 15, y: 30 },
    { x: 20, y: 40 },
  ],
};

describe('sea passages in the logged blocks', () => {
  it('PERF-064 a day at 12 kn burning 1000 kg/h is one passage of 24 h, 288 nm and 24 t', () => {
    const [passage, ...rest] = findSeaPassages(steady(start, 96, 12, 1000));
    expect(rest).toEqual([]);
    expect(passage).toEqual({
      fromMs: start,
      toMs: start + 24 * 3_600_000,
      steamingHours: 24,
      distanceNm: 288,
      fuelMassTonnes: 24,
    });
  });

  it('PERF-064 a port stay longer than an hour splits two passages; an hour-long slow-down does not', () => {
    const first = steady(start, 40, 12, 1000); // 10 h
    const slowDown = steady(start + 40 * QUARTER_MS, 4, 1, 100); // 1 h below steaming speed
    const afterSlowDown = steady(start + 44 * QUARTER_MS, 20, 12, 1000); // 5 h
    const port = steady(start + 64 * QUARTER_MS, 48, 0, 50); // 12 h alongside
    const second = steady(start + 112 * QUARTER_MS, 24, 14, 1500); // 6 h
    const passages = findSeaPassages([...first, ...slowDown, ...afterSlowDown, ...port, ...second]);
    expect(passages).toHaveLength(2);
    // The slow-down's hour is not steaming: 15 h of steaming over 16 h of passage.
    expect(passages[0]).toMatchObject({ steamingHours: 15, distanceNm: 180, fuelMassTonnes: 15 });
    expect(passages[0]!.toMs - passages[0]!.fromMs).toBe(16 * 3_600_000);
    expect(passages[1]).toMatchObject({ fromMs: start + 112 * QUARTER_MS, steamingHours: 6, distanceNm: 84 });
  });

  it('PERF-064 a move shorter than 4 hours is no passage; blocks without fuel are not counted', () => {
    expect(findSeaPassages(steady(start, 15, 8, 500))).toEqual([]);
    const noFuel = steady(start, 32, 12, Number.NaN);
    expect(findSeaPassages(noFuel)).toEqual([]);
  });
});

describe('the charter party table', () => {
  it('PERF-064 allowed = warranted t/day at the mean speed × hours / 24, difference = actual − allowed', () => {
    const passages = findSeaPassages([
      ...steady(start, 96, 12, 1000), // 24 t actual; 24 t/day warranted over 24 h
      ...steady(start + 120 * QUARTER_MS, 48, 15, 1500), // 18 t actual; 30 t/day over 12 h = 15 t
    ]);
    const table = charterPartyTable(passages, linearCurve);
    expect(table.rows.map((r) => [r.meanSpeedKn, r.fuelMassTonnes])).toEqual([
      [12, 24],
      [15, 18],
    ]);
    expect(table.rows[0]!.allowedFuelMassTonnes).toBeCloseTo(24, 9);
    expect(table.rows[0]!.differenceTonnes).toBeCloseTo(0, 9);
    expect(table.rows[1]!.allowedFuelMassTonnes).toBeCloseTo(15, 9);
    expect(table.rows[1]!.differenceTonnes).toBeCloseTo(3, 9);
    expect(table.summary).toMatchObject({
      fromMs: start,
      toMs: start + 168 * QUARTER_MS,
      steamingHours: 36,
      distanceNm: 468,
      fuelMassTonnes: 42,
      rowsWithAllowed: 2,
    });
    expect(table.summary.allowedFuelMassTonnes).toBeCloseTo(39, 9);
    expect(table.summary.differenceTonnes).toBeCloseTo(3, 9);
  });

  it('PERF-064 a passage whose mean speed lies outside the curve’s speeds has no allowed value and stays out of those sums', () => {
    const passages = findSeaPassages([
      ...steady(start, 96, 12, 1000),
      ...steady(start + 120 * QUARTER_MS, 48, 22, 2000), // above the curve's 20 kn
    ]);
    const table = charterPartyTable(passages, linearCurve);
    expect(table.rows[1]).toMatchObject({
      meanSpeedKn: 22,
      allowedFuelMassTonnes: null,
      differenceTonnes: null,
    });
    expect(table.summary.fuelMassTonnes).toBe(48);
    expect(table.summary.rowsWithAllowed).toBe(1);
    expect(table.summary.allowedFuelMassTonnes).toBeCloseTo(24, 9);
    expect(table.summary.differenceTonnes).toBeCloseTo(0, 9);
  });

  it('PERF-064 without a curve, or with too few points to fit, no row has an allowed value', () => {
    const passages = findSeaPassages(steady(start, 96, 12, 1000));
    for (const curve of [null, { ...linearCurve, points: [{ x: 12, y: 24 }] }]) {
      const table = charterPartyTable(passages, curve);
      expect(table.rows[0]!.allowedFuelMassTonnes).toBeNull();
      expect(table.summary).toMatchObject({
        allowedFuelMassTonnes: null,
        differenceTonnes: null,
        rowsWithAllowed: 0,
      });
    }
    expect(charterPartyTable([], linearCurve).summary).toMatchObject({
      fromMs: null,
      toMs: null,
      fuelMassTonnes: 0,
    });
  });

  it('PERF-064 the warranted consumption is read on the fit, not only at the points', () => {
    const cubic: CharterCurve = {
      curveFit: 'power',
      regressionOrder: 2,
      points: [10, 12, 14, 16].map((x) => ({ x, y: 0.02 * x ** 3 })),
    };
    expect(warrantedConsumptionAt(cubic, 13)).toBeCloseTo(0.02 * 13 ** 3, 6);
    expect(warrantedConsumptionAt(cubic, 9.9)).toBeNull();
  });
});

describe('the points of a time charter curve', () => {
  it('PERF-064 values may be corrected; speeds may not be added or removed', () => {
    const before = linearCurve.points;
    expect(
      timeCharterPointsError(
        before,
        before.map((p) => ({ ...p, y: p.y + 1 })),
      ),
    ).toBeNull();
    expect(timeCharterPointsError(before, [...before].reverse())).toBeNull();
    expect(timeCharterPointsError(before, before.slice(1))).toBe(TIME_CHARTER_POINTS_FIXED);
    expect(timeCharterPointsError(before, [...before, { x: 25, y: 50 }])).toBe(TIME_CHARTER_POINTS_FIXED);
    expect(timeCharterPointsError(before, [{ x: 11, y: 20 }, ...before.slice(1)])).toBe(
      TIME_CHARTER_POINTS_FIXED,
    );
  });
});
