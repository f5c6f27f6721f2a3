import { describe, expect, it } from 'vitest';
import {
  attainedCiiFrom,
  calculateCii,
  calculateCiiWithCorrections,
  ciiRequirement,
  rateCii,
  shipToShipTransferDeduction,
  shuttleTankerDeduction,
  type CiiInput,
} from './cii.ts';
import {
  CII_RULE_VERSIONS,
  CII_SHIP_TYPES,
  ciiRulesForYear,
  parsePrintedConstant,
  type CiiShipType,
} from './cii-rules.ts';

const relClose = (actual: number, expected: number, rel = 1e-12) => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.abs(expected));
};

const base = (overrides: Partial<CiiInput> = {}): CiiInput => ({
  shipType: 'bulk_carrier',
  dwt: 50_000,
  gt: 30_000,
  year: 2026,
  distanceNm: 1_000,
  fuelTonnes: { HFO: 80 },
  ...overrides,
});

describe('calculateCii against the published worked example (research note §3.8, fixture 1)', () => {
  it('bulk carrier 50,000 DWT, 80 t HFO, 1,000 nm, 2026 gives attained 4.9824, rating C', () => {
    const r = calculateCii(base());
    relClose(r.co2Tonnes, 249.12);
    relClose(r.attainedCii, 4.9824);
    relClose(r.referenceCii, 5.668613857, 1e-9);
    relClose(r.requiredCii, 5.045066332, 1e-9);
    relClose(r.boundaries.superior, 4.338757046, 1e-9);
    relClose(r.boundaries.lower, 4.742362353, 1e-9);
    relClose(r.boundaries.upper, 5.347770312, 1e-9);
    relClose(r.boundaries.inferior, 5.953178272, 1e-9);
    expect(r.rating).toBe('C');
    expect(r.capacity).toBe(50_000);
    expect(r.capacityUnit).toBe('DWT');
    expect(r.reductionFactorPercent).toBe(11);
  });

  it('VLOC of 400,000 DWT in 2024 uses 279,000 in the reference line only and rates A, not D (example 2)', () => {
    const r = calculateCii(
      base({ dwt: 400_000, year: 2024, distanceNm: 52_000, fuelTonnes: { HFO: 30_109.58 / 3.114 } }),
    );
    relClose(r.co2Tonnes, 30_109.58);
    relClose(r.referenceCii, 1.945675, 1e-6);
    relClose(r.requiredCii, 1.809478, 1e-6);
    relClose(r.attainedCii, 1.447576, 1e-6);
    expect(r.capacity).toBe(400_000);
    expect(r.rating).toBe('A');
  });
});

// Reference CII a · capacity^(−c) computed by hand (Python, 40-digit decimals) from MEPC.353(78)
// Table 1 for a capacity inside every band and on both sides of every band edge.
const referenceCases: Array<[CiiShipType, number, number]> = [
  ['bulk_carrier', 10000, 15.42539226093886],
  ['bulk_carrier', 50000, 5.6686138567372835],
  ['bulk_carrier', 278999, 1.945679802033883],
  ['bulk_carrier', 279000, 1.9456754643505256],
  ['bulk_carrier', 400000, 1.9456754643505256],
  ['gas_carrier', 5000, 35.07983965352987],
  ['gas_carrier', 64999, 6.811645957135829],
  ['gas_carrier', 65000, 15.522787098963226],
  ['gas_carrier', 80000, 10.09750087686596],
  ['tanker', 5000, 29.076314758138626],
  ['tanker', 115000, 4.294230790450027],
  ['tanker', 320000, 2.300221070841833],
  ['container_ship', 8000, 24.486722761220374],
  ['container_ship', 150000, 5.840271570807071],
  ['general_cargo_ship', 5000, 21.494506546779913],
  ['general_cargo_ship', 19999, 12.543987401012558],
  ['general_cargo_ship', 20000, 12.532217373670054],
  ['general_cargo_ship', 40000, 7.237893068630866],
  ['refrigerated_cargo_carrier', 6000, 36.16825743504011],
  ['refrigerated_cargo_carrier', 12000, 24.584075308873455],
  ['combination_carrier', 60000, 5.459778849754489],
  ['combination_carrier', 180000, 2.7568023567492297],
  ['lng_carrier', 45000, 20.171010099330626],
  ['lng_carrier', 64999, 20.171010099330626],
  ['lng_carrier', 65000, 19.761557292659052],
  ['lng_carrier', 80000, 11.344334740622923],
  ['lng_carrier', 99999, 6.248131724553153],
  ['lng_carrier', 100000, 9.827],
  ['lng_carrier', 180000, 9.827],
  ['ro_ro_cargo_vehicle_carrier', 20000, 12.69039298936852],
  ['ro_ro_cargo_vehicle_carrier', 29999, 11.105696734137783],
  ['ro_ro_cargo_vehicle_carrier', 30000, 8.280298922550065],
  ['ro_ro_cargo_vehicle_carrier', 45000, 6.518567581539563],
  ['ro_ro_cargo_vehicle_carrier', 57699, 5.629350197851294],
  ['ro_ro_cargo_vehicle_carrier', 57700, 5.629292635833669],
  ['ro_ro_cargo_vehicle_carrier', 71000, 5.629292635833669],
  ['ro_ro_cargo', 10000, 22.584181734843682],
  ['ro_ro_cargo', 60000, 9.471112678682482],
  ['ro_ro_passenger', 8000, 32.40219928506396],
  ['ro_ro_passenger', 50000, 13.946642891113312],
  ['ro_ro_passenger_hsc', 6000, 76.71599185022265],
  ['ro_ro_passenger_hsc', 20000, 44.0921911501912],
  ['cruise_passenger', 30000, 17.936822398636266],
  ['cruise_passenger', 150000, 9.683670338839855],
];

const GT_TYPES: CiiShipType[] = [
  'ro_ro_cargo_vehicle_carrier',
  'ro_ro_cargo',
  'ro_ro_passenger',
  'ro_ro_passenger_hsc',
  'cruise_passenger',
];

describe('reference lines of MEPC.353(78) for every ship type, band and band edge', () => {
  it('covers all 13 ship types', () => {
    expect(new Set(referenceCases.map(([t]) => t))).toEqual(new Set(CII_SHIP_TYPES));
  });

  it.each(referenceCases)('%s at capacity %d has reference CII %d', (shipType, capacity, expected) => {
    const isGt = GT_TYPES.includes(shipType);
    const req = ciiRequirement({ shipType, dwt: isGt ? 1 : capacity, gt: isGt ? capacity : 1, year: 2023 });
    relClose(req.referenceCii, expected);
    expect(req.capacity).toBe(capacity);
    expect(req.capacityUnit).toBe(isGt ? 'GT' : 'DWT');
  });

  it('the capacity comes from DWT for the eight cargo types and GT for the five others', () => {
    for (const t of CII_SHIP_TYPES) {
      const req = ciiRequirement({ shipType: t, dwt: 40_000, gt: 20_000, year: 2025 });
      expect(req.capacity).toBe(GT_TYPES.includes(t) ? 20_000 : 40_000);
    }
  });

  it('reads the printed constants 14405E7, 14479E10 and 14779E10 as mantissa × 10^exponent', () => {
    expect(parsePrintedConstant('14405E7')).toBe(144_050_000_000);
    expect(parsePrintedConstant('14479E10')).toBe(144_790_000_000_000);
    expect(parsePrintedConstant('14779E10')).toBe(147_790_000_000_000);
    expect(parsePrintedConstant('9.827')).toBe(9.827);
    expect(() => parsePrintedConstant('1e5x')).toThrow();
  });
});

// Z of MEPC.338(76) (2023-2026) and MEPC.400(83) (2027-2030); required = (1 − Z/100) × 5.66861385673728.
const yearCases: Array<[number, number, number]> = [
  [2023, 5, 5.385183163900419],
  [2024, 7, 5.271810886765674],
  [2025, 9, 5.158438609630927],
  [2026, 11, 5.045066332496182],
  [2027, 13.625, 4.896265218756828],
  [2028, 16.25, 4.747464105017475],
  [2029, 18.875, 4.598662991278121],
  [2030, 21.5, 4.449861877538768],
];

describe('required CII for every reporting year 2023-2030', () => {
  it.each(yearCases)('%d: Z = %d %%, required %d', (year, z, required) => {
    const req = ciiRequirement({ shipType: 'bulk_carrier', dwt: 50_000, gt: 1, year });
    expect(req.reductionFactorPercent).toBe(z);
    relClose(req.requiredCii, required);
  });

  it('refuses years that no rule version covers (2022, 2031, fractional years)', () => {
    for (const year of [2022, 2031, 2025.5]) {
      expect(() => ciiRequirement({ shipType: 'bulk_carrier', dwt: 50_000, gt: 1, year })).toThrow(
        RangeError,
      );
    }
  });

  it('every rule version covers each of its years with a reduction factor', () => {
    for (const v of CII_RULE_VERSIONS) {
      for (let y = v.firstYear; y <= v.lastYear; y++) {
        expect(v.reductionFactorPercent[y]).toBeTypeOf('number');
        expect(ciiRulesForYear(y)).toBe(v);
      }
    }
  });
});

// dd vectors of MEPC.354(78): boundary / required for every ship type and dd band.
const ddCases: Array<[CiiShipType, number, [number, number, number, number]]> = [
  ['bulk_carrier', 50_000, [0.86, 0.94, 1.06, 1.18]],
  ['gas_carrier', 65_000, [0.81, 0.91, 1.12, 1.44]],
  ['gas_carrier', 64_999, [0.85, 0.95, 1.06, 1.25]],
  ['tanker', 100_000, [0.82, 0.93, 1.08, 1.28]],
  ['container_ship', 100_000, [0.83, 0.94, 1.07, 1.19]],
  ['general_cargo_ship', 10_000, [0.83, 0.94, 1.06, 1.19]],
  ['general_cargo_ship', 30_000, [0.83, 0.94, 1.06, 1.19]],
  ['refrigerated_cargo_carrier', 10_000, [0.78, 0.91, 1.07, 1.2]],
  ['combination_carrier', 100_000, [0.87, 0.96, 1.06, 1.14]],
  ['lng_carrier', 100_000, [0.89, 0.98, 1.06, 1.13]],
  ['lng_carrier', 99_999, [0.78, 0.92, 1.1, 1.37]],
  ['lng_carrier', 45_000, [0.78, 0.92, 1.1, 1.37]],
  ['ro_ro_cargo_vehicle_carrier', 40_000, [0.86, 0.94, 1.06, 1.16]],
  ['ro_ro_cargo', 20_000, [0.76, 0.89, 1.08, 1.27]],
  ['ro_ro_passenger', 20_000, [0.76, 0.92, 1.14, 1.3]],
  ['ro_ro_passenger_hsc', 20_000, [0.76, 0.92, 1.14, 1.3]],
  ['cruise_passenger', 90_000, [0.87, 0.95, 1.06, 1.16]],
];

describe('rating boundaries from the dd vectors of MEPC.354(78)', () => {
  it.each(ddCases)('%s at %d uses d = %j', (shipType, capacity, d) => {
    const req = ciiRequirement({ shipType, dwt: capacity, gt: capacity, year: 2027 });
    relClose(req.boundaries.superior, d[0] * req.requiredCii);
    relClose(req.boundaries.lower, d[1] * req.requiredCii);
    relClose(req.boundaries.upper, d[2] * req.requiredCii);
    relClose(req.boundaries.inferior, d[3] * req.requiredCii);
  });
});

describe('rating rule (strict <, equality takes the worse rating)', () => {
  const b = { superior: 1, lower: 2, upper: 3, inferior: 4 };
  it.each([
    [0.5, 'A'],
    [1, 'B'],
    [1.5, 'B'],
    [2, 'C'],
    [2.5, 'C'],
    [3, 'D'],
    [3.5, 'D'],
    [4, 'E'],
    [40, 'E'],
  ] as const)('attained %d rates %s', (attained, rating) => {
    expect(rateCii(attained, b)).toBe(rating);
  });

  it('produces every rating A-E through calculateCii for the worked-example ship', () => {
    // Boundaries for 2026: 4.3388 / 4.7424 / 5.3478 / 5.9532; attained = HFO × 3.114 × 1e6 / 5e7.
    const ratings = [60, 72, 80, 90, 100].map(
      (hfo) => calculateCii(base({ fuelTonnes: { HFO: hfo } })).rating,
    );
    expect(ratings).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('capacity in the attained CII is always the own DWT/GT', () => {
  it('an LNG carrier of 45,000 DWT uses 65,000 in its reference line but 45,000 in its attained CII', () => {
    const r = calculateCii(
      base({ shipType: 'lng_carrier', dwt: 45_000, fuelTonnes: { LNG: 10_000 }, distanceNm: 60_000 }),
    );
    relClose(r.attainedCii, attainedCiiFrom(27_500, 45_000, 60_000));
    relClose(r.referenceCii, 20.171010099330626);
  });

  it('a vehicle carrier of 71,000 GT uses 57,700 in its reference line but 71,000 in its attained CII', () => {
    const r = calculateCii(
      base({ shipType: 'ro_ro_cargo_vehicle_carrier', dwt: 20_000, gt: 71_000, fuelTonnes: { HFO: 9_000 } }),
    );
    relClose(r.attainedCii, (9_000 * 3.114 * 1e6) / (71_000 * 1_000));
    relClose(r.referenceCii, 5.629292635833669);
  });
});

describe('input checks', () => {
  it('rejects an unknown ship type, a capacity or distance of 0, and a negative fuel amount', () => {
    expect(() => calculateCii(base({ shipType: 'ferry' as CiiShipType }))).toThrow(RangeError);
    expect(() => calculateCii(base({ dwt: 0 }))).toThrow(RangeError);
    expect(() => calculateCii(base({ distanceNm: 0 }))).toThrow(RangeError);
    expect(() => calculateCii(base({ fuelTonnes: { HFO: -1 } }))).toThrow(RangeError);
    expect(() => calculateCii(base({ fuelTonnes: { HFO: Number.NaN } }))).toThrow(RangeError);
  });

  it('adds several fuels and company fuels with their own factor', () => {
    const r = calculateCii(
      base({
        fuelTonnes: { HFO: 50, MDO_MGO: 10, LNG: 20, BIO_B30: 5 },
        customFuelFactors: { BIO_B30: 2.4 },
      }),
    );
    relClose(r.co2Tonnes, 50 * 3.114 + 10 * 3.206 + 20 * 2.75 + 5 * 2.4);
  });
});

describe('G5 correction layer (MEPC.355(78)), reported beside the plain value', () => {
  it('without corrections the corrected value equals the plain one', () => {
    const r = calculateCiiWithCorrections(base(), {});
    expect(r.corrected.attainedCii).toBe(r.plain.attainedCii);
    expect(r.corrected.rating).toBe(r.plain.rating);
    expect(r.cargoConsumerFactor).toBe(0.75 - 0.03 * 3);
  });

  it('removes excluded voyages, cargo consumers with the (0.75 − 0.03·y) factor, and corrects the capacity', () => {
    const input = base({ year: 2024, fuelTonnes: { HFO: 100 }, distanceNm: 2_000 });
    const r = calculateCiiWithCorrections(input, {
      deductionsByFuel: {
        HFO: { excludedVoyageTonnes: 5, boilerTonnes: 10, electricalTonnes: 2, othersTonnes: 1 },
      },
      excludedDistanceNm: 100,
      fm: 1.05,
    });
    const factor = 0.75 - 0.03 * 1;
    const correctedHfo = 100 - (5 + factor * 13);
    relClose(r.corrected.correctedCo2Tonnes, correctedHfo * 3.114);
    relClose(r.corrected.attainedCii, (correctedHfo * 3.114 * 1e6) / (1.05 * 50_000 * 1_900));
    expect(r.corrected.correctedDistanceNm).toBe(1_900);
    expect(r.plain.attainedCii).toBeCloseTo((100 * 3.114 * 1e6) / (50_000 * 2_000), 12);
    expect(r.corrected.requiredCii).toBe(r.plain.requiredCii);
  });

  it('ship-to-ship and shuttle tanker transfers follow the G5 formulas', () => {
    relClose(shipToShipTransferDeduction(100_000, 10), (1 - 6.1742 * 100_000 ** -0.246) * 10);
    relClose(shuttleTankerDeduction(120_000, 1_000), (1 - 5.6805 * 120_000 ** -0.208) * 1_000);
    const r = calculateCiiWithCorrections(
      base({ shipType: 'tanker', dwt: 120_000, fuelTonnes: { HFO: 1_000 } }),
      {
        isShuttleTanker: true,
      },
    );
    relClose(r.corrected.correctedCo2Tonnes, (1_000 - shuttleTankerDeduction(120_000, 1_000)) * 3.114);
  });

  it('refuses deductions larger than the consumption', () => {
    expect(() =>
      calculateCiiWithCorrections(base(), { deductionsByFuel: { HFO: { excludedVoyageTonnes: 81 } } }),
    ).toThrow(RangeError);
  });
});
