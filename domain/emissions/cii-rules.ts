/**
 * CII rule tables, versioned by reporting year. A later amendment adds a version (with the years it
 * governs) instead of editing a published one, so that past years keep being computed as reported.
 * Every value names its source; the `a` constants keep the string as printed in the resolution.
 * See docs/calculations.md §2 and docs/adr/0010-cii-rule-versions-and-interpretations.md.
 */

export const CII_SHIP_TYPES = [
  'bulk_carrier',
  'gas_carrier',
  'tanker',
  'container_ship',
  'general_cargo_ship',
  'refrigerated_cargo_carrier',
  'combination_carrier',
  'lng_carrier',
  'ro_ro_cargo_vehicle_carrier',
  'ro_ro_cargo',
  'ro_ro_passenger',
  'ro_ro_passenger_hsc',
  'cruise_passenger',
] as const;

export type CiiShipType = (typeof CII_SHIP_TYPES)[number];

export type CapacityUnit = 'DWT' | 'GT';

/** One row of MEPC.353(78) Table 1: applies when `minCapacity ≤ capacity < maxCapacity`. */
export type ReferenceLineBand = {
  minCapacity: number;
  maxCapacity: number;
  /** As printed, e.g. '14405E7' = 14405 × 10^7. */
  aPrinted: string;
  a: number;
  c: number;
  /** A fixed capacity used inside the reference line only (never in the attained CII). */
  fixedReferenceCapacity?: number;
};

/** One row of MEPC.354(78) Table 1 (exp(d), applied as printed). */
export type RatingVectorBand = {
  minCapacity: number;
  maxCapacity: number;
  d1: number;
  d2: number;
  d3: number;
  d4: number;
};

export type ShipTypeRules = {
  capacityUnit: CapacityUnit;
  referenceLine: readonly ReferenceLineBand[];
  ratingVectors: readonly RatingVectorBand[];
};

export type CiiRuleVersion = {
  id: string;
  firstYear: number;
  lastYear: number;
  sources: readonly string[];
  /** Z in percent per reporting year (required CII = (1 − Z/100) × reference). */
  reductionFactorPercent: Readonly<Record<number, number>>;
  shipTypes: Readonly<Record<CiiShipType, ShipTypeRules>>;
};

const ALL = { minCapacity: 0, maxCapacity: Number.POSITIVE_INFINITY } as const;

/** Parses the resolution's '14405E7' notation (mantissa × 10^exponent). */
export function parsePrintedConstant(printed: string): number {
  const match = /^(\d+(?:\.\d+)?)(?:E(\d+))?$/.exec(printed);
  if (!match) throw new Error(`Cannot read the printed constant '${printed}'.`);
  const mantissa = Number(match[1]);
  return match[2] === undefined ? mantissa : mantissa * 10 ** Number(match[2]);
}

function band(
  minCapacity: number,
  maxCapacity: number,
  aPrinted: string,
  c: number,
  fixedReferenceCapacity?: number,
): ReferenceLineBand {
  const row: ReferenceLineBand = { minCapacity, maxCapacity, aPrinted, a: parsePrintedConstant(aPrinted), c };
  if (fixedReferenceCapacity !== undefined) row.fixedReferenceCapacity = fixedReferenceCapacity;
  return row;
}

function dd(
  minCapacity: number,
  maxCapacity: number,
  d1: number,
  d2: number,
  d3: number,
  d4: number,
): RatingVectorBand {
  return { minCapacity, maxCapacity, d1, d2, d3, d4 };
}

const INF = Number.POSITIVE_INFINITY;

/**
 * Reference lines MEPC.353(78), rating vectors MEPC.354(78), reduction factors MEPC.338(76)
 * (2023-2026) as amended by MEPC.400(83) (2027-2030).
 */
export const CII_RULES_2023: CiiRuleVersion = {
  id: 'MEPC.353(78)/354(78)/338(76)+400(83)',
  firstYear: 2023,
  lastYear: 2030,
  sources: [
    'MEPC.352(78) CII G1: attained CII = Σ FC_j·Cf_j / (capacity · D_t), capacity = own DWT or GT',
    'MEPC.353(78) CII G2 Table 1: reference lines a · capacity^(−c)',
    'MEPC.354(78) CII G4 Table 1: exp(d) rating vectors',
    'MEPC.338(76) CII G3 Table 1 (Z 2023-2026), amended by MEPC.400(83) (Z 2027-2030)',
  ],
  reductionFactorPercent: {
    2023: 5,
    2024: 7,
    2025: 9,
    2026: 11,
    2027: 13.625,
    2028: 16.25,
    2029: 18.875,
    2030: 21.5,
  },
  shipTypes: {
    bulk_carrier: {
      capacityUnit: 'DWT',
      referenceLine: [band(279_000, INF, '4745', 0.622, 279_000), band(0, 279_000, '4745', 0.622)],
      ratingVectors: [dd(ALL.minCapacity, ALL.maxCapacity, 0.86, 0.94, 1.06, 1.18)],
    },
    gas_carrier: {
      capacityUnit: 'DWT',
      referenceLine: [band(65_000, INF, '14405E7', 2.071), band(0, 65_000, '8104', 0.639)],
      ratingVectors: [dd(65_000, INF, 0.81, 0.91, 1.12, 1.44), dd(0, 65_000, 0.85, 0.95, 1.06, 1.25)],
    },
    tanker: {
      capacityUnit: 'DWT',
      referenceLine: [band(0, INF, '5247', 0.61)],
      ratingVectors: [dd(0, INF, 0.82, 0.93, 1.08, 1.28)],
    },
    container_ship: {
      capacityUnit: 'DWT',
      referenceLine: [band(0, INF, '1984', 0.489)],
      ratingVectors: [dd(0, INF, 0.83, 0.94, 1.07, 1.19)],
    },
    general_cargo_ship: {
      capacityUnit: 'DWT',
      referenceLine: [band(20_000, INF, '31948', 0.792), band(0, 20_000, '588', 0.3885)],
      ratingVectors: [dd(0, INF, 0.83, 0.94, 1.06, 1.19)],
    },
    refrigerated_cargo_carrier: {
      capacityUnit: 'DWT',
      referenceLine: [band(0, INF, '4600', 0.557)],
      ratingVectors: [dd(0, INF, 0.78, 0.91, 1.07, 1.2)],
    },
    combination_carrier: {
      capacityUnit: 'DWT',
      referenceLine: [band(0, INF, '5119', 0.622)],
      ratingVectors: [dd(0, INF, 0.87, 0.96, 1.06, 1.14)],
    },
    lng_carrier: {
      capacityUnit: 'DWT',
      referenceLine: [
        band(100_000, INF, '9.827', 0),
        band(65_000, 100_000, '14479E10', 2.673),
        band(0, 65_000, '14779E10', 2.673, 65_000),
      ],
      ratingVectors: [dd(100_000, INF, 0.89, 0.98, 1.06, 1.13), dd(0, 100_000, 0.78, 0.92, 1.1, 1.37)],
    },
    ro_ro_cargo_vehicle_carrier: {
      capacityUnit: 'GT',
      referenceLine: [
        band(57_700, INF, '3627', 0.59, 57_700),
        band(30_000, 57_700, '3627', 0.59),
        band(0, 30_000, '330', 0.329),
      ],
      ratingVectors: [dd(0, INF, 0.86, 0.94, 1.06, 1.16)],
    },
    ro_ro_cargo: {
      capacityUnit: 'GT',
      referenceLine: [band(0, INF, '1967', 0.485)],
      ratingVectors: [dd(0, INF, 0.76, 0.89, 1.08, 1.27)],
    },
    ro_ro_passenger: {
      capacityUnit: 'GT',
      referenceLine: [band(0, INF, '2023', 0.46)],
      ratingVectors: [dd(0, INF, 0.76, 0.92, 1.14, 1.3)],
    },
    // G4 has no row for SOLAS ch. X high-speed craft: the ro-ro passenger vector applies.
    ro_ro_passenger_hsc: {
      capacityUnit: 'GT',
      referenceLine: [band(0, INF, '4196', 0.46)],
      ratingVectors: [dd(0, INF, 0.76, 0.92, 1.14, 1.3)],
    },
    cruise_passenger: {
      capacityUnit: 'GT',
      referenceLine: [band(0, INF, '930', 0.383)],
      ratingVectors: [dd(0, INF, 0.87, 0.95, 1.06, 1.16)],
    },
  },
};

/** All rule versions, oldest first. Add new versions here; never edit a published one. */
export const CII_RULE_VERSIONS: readonly CiiRuleVersion[] = [CII_RULES_2023];

export function isCiiShipType(value: string): value is CiiShipType {
  return (CII_SHIP_TYPES as readonly string[]).includes(value);
}

/** The rule version that governs a reporting year; years without rules are an error. */
export function ciiRulesForYear(year: number): CiiRuleVersion {
  const rules = CII_RULE_VERSIONS.find(
    (v) => Number.isInteger(year) && year >= v.firstYear && year <= v.lastYear,
  );
  if (!rules) throw new RangeError(`There are no CII rules for the reporting year ${year}.`);
  return rules;
}

function inBand(capacity: number, row: { minCapacity: number; maxCapacity: number }): boolean {
  return capacity >= row.minCapacity && capacity < row.maxCapacity;
}

export function findReferenceLineBand(rules: ShipTypeRules, capacity: number): ReferenceLineBand {
  const row = rules.referenceLine.find((r) => inBand(capacity, r));
  if (!row) throw new RangeError(`No reference line band covers the capacity ${capacity}.`);
  return row;
}

export function findRatingVectorBand(rules: ShipTypeRules, capacity: number): RatingVectorBand {
  const row = rules.ratingVectors.find((r) => inBand(capacity, r));
  if (!row) throw new RangeError(`No rating vector band covers the capacity ${capacity}.`);
  return row;
}
