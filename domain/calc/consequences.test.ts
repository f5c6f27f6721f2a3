import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MCR_PERCENT,
  calculateConsequence,
  consequenceDisplayValue,
  consequenceTable,
  fuelTonnesPerDay,
  isMcrPercent,
  sfocAtLoad,
  type ConsequenceInput,
  type SfocCurve,
} from './consequences.ts';

const ghg4: SfocCurve = { kind: 'ghg4', baseGPerKwh: 170 };
const input = (overrides: Partial<ConsequenceInput> = {}): ConsequenceInput => ({
  diagnosticKind: 'speed',
  mcrKw: 20_000,
  mcrPercent: 50,
  sfocCurve: ghg4,
  deviationFromBenchmark: -2,
  isBenchmarking: false,
  ...overrides,
});

describe('SFOC at load (Fourth IMO GHG Study curve, shop-test points)', () => {
  it('the GHG4 factor is 1.003 near 78 %, 1.025 at 100 %, 1.039 at 50 % and 1.131 at 25 %', () => {
    expect(sfocAtLoad({ kind: 'ghg4', baseGPerKwh: 1 }, 0.78)).toBeCloseTo(1.003, 3);
    expect(sfocAtLoad({ kind: 'ghg4', baseGPerKwh: 1 }, 1)).toBeCloseTo(1.025, 12);
    expect(sfocAtLoad({ kind: 'ghg4', baseGPerKwh: 1 }, 0.5)).toBeCloseTo(1.03875, 12);
    expect(sfocAtLoad({ kind: 'ghg4', baseGPerKwh: 1 }, 0.25)).toBeCloseTo(1.1309375, 12);
  });

  it('interpolates shop-test points linearly and holds the end values outside them', () => {
    const shop: SfocCurve = {
      kind: 'points',
      points: [
        { loadPercent: 100, sfocGPerKwh: 172 },
        { loadPercent: 25, sfocGPerKwh: 185 },
        { loadPercent: 50, sfocGPerKwh: 176 },
        { loadPercent: 75, sfocGPerKwh: 168 },
      ],
    };
    expect(sfocAtLoad(shop, 0.6)).toBeCloseTo(176 + 0.4 * (168 - 176), 12);
    expect(sfocAtLoad(shop, 0.1)).toBe(185);
    expect(sfocAtLoad(shop, 1.1)).toBe(172);
    expect(() => sfocAtLoad({ kind: 'points', points: [] }, 0.5)).toThrow(RangeError);
  });

  it('fuel per day = 24 · P · SFOC / 10^6', () => {
    expect(fuelTonnesPerDay(10_000, 176.5875)).toBeCloseTo(42.381, 10);
  });
});

describe('consequence of a speed deviation (research note §5 table: MCR 20,000 kW, SFOC base 170, k = 3)', () => {
  // Rounded values of the research table; the 2 % column is also checked unrounded (hand computation).
  const table: Array<[number, number[], number]> = [
    [40, [1.79, 3.53, 5.22, 6.85, 8.43], 1.7937846996463165],
    [50, [2.19, 4.3, 6.34, 8.31, 10.21], 2.189306672388149],
    [75, [3.49, 6.77, 9.85, 12.78, 15.55], 3.490571984321548],
    [90, [4.67, 8.96, 12.93, 16.62, 20.07], 4.670768110450297],
  ];
  it.each(table)('%d %% MCR', (mcrPercent, savings, exactTwoPercent) => {
    [2, 4, 6, 8, 10].forEach((loss, i) => {
      const r = calculateConsequence(input({ mcrPercent, deviationFromBenchmark: -loss }));
      expect(r.state).toBe('value');
      expect(Math.abs(r.fuelTonnesPerDay! - savings[i]!)).toBeLessThan(0.006);
    });
    const exact = calculateConsequence(input({ mcrPercent, deviationFromBenchmark: -2 }));
    expect(exact.fuelTonnesPerDay).toBeCloseTo(exactTwoPercent, 12);
  });

  it('a vessel better than its benchmark shows a negative saving; the exponent is configurable', () => {
    expect(calculateConsequence(input({ deviationFromBenchmark: 2 })).fuelTonnesPerDay).toBeLessThan(0);
    const k4 = calculateConsequence(input({ speedPowerExponent: 4 })).fuelTonnesPerDay!;
    expect(k4).toBeGreaterThan(calculateConsequence(input()).fuelTonnesPerDay!);
  });
});

describe('rpm and SFOC deviations', () => {
  it('rpm: heavy running converted to power by the propeller law (k = 3)', () => {
    const speed = calculateConsequence(input({ diagnosticKind: 'speed', deviationFromBenchmark: -3 }));
    const rpm = calculateConsequence(
      input({ diagnosticKind: 'rpm', deviationFromBenchmark: -3, speedPowerExponent: 5 }),
    );
    expect(rpm.fuelTonnesPerDay).toBeCloseTo(speed.fuelTonnesPerDay!, 12);
  });

  it('SFOC: a deviation of d % costs d % of the reference consumption at that load', () => {
    const r = calculateConsequence(
      input({ diagnosticKind: 'sfoc', mcrPercent: 75, deviationFromBenchmark: 3 }),
    );
    expect(r.fuelTonnesPerDay).toBeCloseTo(0.03 * fuelTonnesPerDay(15_000, sfocAtLoad(ghg4, 0.75)), 12);
  });
});

describe('MCR options and n/a (PERF-031, PERF-035, PERF-036, PERF-135)', () => {
  it('PERF-135 the MCR percent must be 40, 50, 75 or 90; anything else is an error', () => {
    expect([40, 50, 75, 90].every(isMcrPercent)).toBe(true);
    expect(DEFAULT_MCR_PERCENT).toBe(50);
    for (const bad of [0, 45, 60, 100, '50']) {
      expect(isMcrPercent(bad)).toBe(false);
      expect(() => calculateConsequence(input({ mcrPercent: bad as number }))).toThrow(RangeError);
    }
  });

  it('PERF-036 a benchmarking trend has no consequence (n/a)', () => {
    const r = calculateConsequence(input({ isBenchmarking: true }));
    expect(r).toMatchObject({ fuelTonnesPerDay: null, state: 'benchmarking' });
  });

  it('PERF-035 a value that is not a number, or a type without a fuel model, is invalid (N/A **)', () => {
    expect(calculateConsequence(input({ deviationFromBenchmark: null })).state).toBe('invalid');
    expect(calculateConsequence(input({ deviationFromBenchmark: Number.NaN })).state).toBe('invalid');
    expect(calculateConsequence(input({ mcrKw: 0 })).state).toBe('invalid');
    expect(calculateConsequence(input({ diagnosticKind: 'other' })).state).toBe('invalid');
  });

  it('shows n/a for benchmarking, N/A ** for invalid, else the value with 2 decimals', () => {
    expect(consequenceDisplayValue(calculateConsequence(input({ isBenchmarking: true })))).toBe('n/a');
    expect(consequenceDisplayValue(calculateConsequence(input({ diagnosticKind: 'other' })))).toBe('N/A **');
    expect(consequenceDisplayValue(calculateConsequence(input()))).toBe('2.19');
  });

  it('the table has one row per MCR option', () => {
    const rows = consequenceTable({ ...input() });
    expect(rows.map((r) => r.mcrPercent)).toEqual([40, 50, 75, 90]);
  });
});
