/**
 * IMO operational Carbon Intensity Indicator (MARPOL Annex VI reg. 28): attained CII (G1,
 * MEPC.352(78)), reference line (G2, MEPC.353(78)), required CII (G3, MEPC.338(76) as amended by
 * MEPC.400(83)) and rating (G4, MEPC.354(78)); the G5 corrections (MEPC.355(78)) as an optional
 * layer reported beside the plain value. Formulas and rulings: docs/calculations.md §2.
 */
import {
  ciiRulesForYear,
  findRatingVectorBand,
  findReferenceLineBand,
  isCiiShipType,
  type CapacityUnit,
  type CiiShipType,
} from './cii-rules.ts';
import { co2TonnesFromFuel, type CustomFuelFactors, type FuelTonnes } from './fuels.ts';

export type CiiRating = 'A' | 'B' | 'C' | 'D' | 'E';

export type CiiInput = {
  shipType: CiiShipType;
  /** Deadweight at the summer load line draught, tonnes. */
  dwt: number;
  gt: number;
  /** Reporting (calendar) year. */
  year: number;
  /** Total distance travelled in the year (DCS), nautical miles. */
  distanceNm: number;
  /** Fuel burned in the year (DCS), tonnes per fuel id. */
  fuelTonnes: FuelTonnes;
  /** Carbon factors of company fuel types used in `fuelTonnes`. */
  customFuelFactors?: CustomFuelFactors;
};

export type CiiBoundaries = { superior: number; lower: number; upper: number; inferior: number };

export type CiiResult = {
  co2Tonnes: number;
  /** The ship's own DWT or GT, as used in the attained CII. */
  capacity: number;
  capacityUnit: CapacityUnit;
  /** gCO2 per capacity-nautical mile (AER for DWT types, cgDIST for GT types). */
  attainedCii: number;
  referenceCii: number;
  requiredCii: number;
  rating: CiiRating;
  boundaries: CiiBoundaries;
  /** attained / required, a display value. */
  ratioToRequired: number;
  /** Z in percent for the year. */
  reductionFactorPercent: number;
  ruleVersion: string;
};

function requirePositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a finite number above 0.`);
}

/** The capacity unit (DWT or GT) of a ship type under G1. */
export function ciiCapacityUnit(shipType: CiiShipType, year: number): CapacityUnit {
  return ciiRulesForYear(year).shipTypes[shipType].capacityUnit;
}

export type CiiRequirement = {
  capacity: number;
  capacityUnit: CapacityUnit;
  referenceCii: number;
  requiredCii: number;
  boundaries: CiiBoundaries;
  reductionFactorPercent: number;
  ruleVersion: string;
};

/** Reference line, required CII and rating boundaries for a ship and year (no fuel needed). */
export function ciiRequirement(input: Pick<CiiInput, 'shipType' | 'dwt' | 'gt' | 'year'>): CiiRequirement {
  if (!isCiiShipType(input.shipType))
    throw new RangeError(`Unknown CII ship type '${String(input.shipType)}'.`);
  const rules = ciiRulesForYear(input.year);
  const shipRules = rules.shipTypes[input.shipType];
  const capacity = shipRules.capacityUnit === 'DWT' ? input.dwt : input.gt;
  requirePositive(shipRules.capacityUnit, capacity);

  // Bands are chosen from the ship's actual capacity; a fixed capacity applies to the line only.
  const line = findReferenceLineBand(shipRules, capacity);
  const referenceCapacity = line.fixedReferenceCapacity ?? capacity;
  const referenceCii = line.a * referenceCapacity ** -line.c;
  const z = rules.reductionFactorPercent[input.year];
  if (z === undefined) throw new RangeError(`There is no reduction factor for ${input.year}.`);
  const requiredCii = ((100 - z) / 100) * referenceCii;
  const d = findRatingVectorBand(shipRules, capacity);
  return {
    capacity,
    capacityUnit: shipRules.capacityUnit,
    referenceCii,
    requiredCii,
    boundaries: {
      superior: d.d1 * requiredCii,
      lower: d.d2 * requiredCii,
      upper: d.d3 * requiredCii,
      inferior: d.d4 * requiredCii,
    },
    reductionFactorPercent: z,
    ruleVersion: rules.id,
  };
}

/**
 * Rating rule (G4): A below the superior boundary, B below the lower, C below the upper, D below
 * the inferior, else E. Strict `<`: a value exactly on a boundary takes the worse rating.
 */
export function rateCii(attainedCii: number, boundaries: CiiBoundaries): CiiRating {
  if (attainedCii < boundaries.superior) return 'A';
  if (attainedCii < boundaries.lower) return 'B';
  if (attainedCii < boundaries.upper) return 'C';
  if (attainedCii < boundaries.inferior) return 'D';
  return 'E';
}

/** Attained CII = CO2 [g] / (capacity × distance [nm]). */
export function attainedCiiFrom(co2Tonnes: number, capacity: number, distanceNm: number): number {
  return (co2Tonnes * 1e6) / (capacity * distanceNm);
}

export function calculateCii(input: CiiInput): CiiResult {
  requirePositive('distanceNm', input.distanceNm);
  const requirement = ciiRequirement(input);
  const co2Tonnes = co2TonnesFromFuel(input.fuelTonnes, input.customFuelFactors);
  const attainedCii = attainedCiiFrom(co2Tonnes, requirement.capacity, input.distanceNm);
  return {
    co2Tonnes,
    capacity: requirement.capacity,
    capacityUnit: requirement.capacityUnit,
    attainedCii,
    referenceCii: requirement.referenceCii,
    requiredCii: requirement.requiredCii,
    rating: rateCii(attainedCii, requirement.boundaries),
    boundaries: requirement.boundaries,
    ratioToRequired: attainedCii / requirement.requiredCii,
    reductionFactorPercent: requirement.reductionFactorPercent,
    ruleVersion: requirement.ruleVersion,
  };
}

/** What the correction layer removes from one fuel's consumption, tonnes. */
export type CiiFuelDeductions = {
  /** FC_voyage,j: voyages that endangered safe navigation, or ice navigation within class. */
  excludedVoyageTonnes?: number;
  /** FC_STS,j: fuel for ship-to-ship cargo transfers (turned into TF_j by the G5 formula). */
  shipToShipTransferTonnes?: number;
  /** FC_electrical,j: reefer containers, cargo cooling, electric cargo discharge pumps. */
  electricalTonnes?: number;
  /** FC_boiler,j: cargo heating, steam-driven cargo pumps. */
  boilerTonnes?: number;
  /** FC_others,j: other cargo-related consumers of G5 (e.g. engine-driven cargo pumps). */
  othersTonnes?: number;
};

export type CiiCorrections = {
  deductionsByFuel?: Partial<Record<string, CiiFuelDeductions>>;
  /** Shuttle tanker with DP loading offshore: TF_j = (1 − 5.6805 · DWT^−0.208) · FC_j. */
  isShuttleTanker?: boolean;
  /** D_x: distance of the excluded voyages, nm. */
  excludedDistanceNm?: number;
  /** Capacity correction factors (1 when absent). */
  fi?: number;
  fm?: number;
  fc?: number;
  fiVse?: number;
};

export type CorrectedCiiResult = {
  /** The plain value of G1, which the rating of reg. 28 uses as reported. */
  plain: CiiResult;
  /** The value after the G5 corrections and voyage adjustments, rated against the same line. */
  corrected: CiiResult & { correctedCo2Tonnes: number; correctedDistanceNm: number };
  /** (0.75 − 0.03 · y_i), y_i = year − 2023. */
  cargoConsumerFactor: number;
};

/** TF_j for ship-to-ship transfers: (1 − 6.1742 · DWT^−0.246) · FC_STS,j. */
export function shipToShipTransferDeduction(dwt: number, transferFuelTonnes: number): number {
  return (1 - 6.1742 * dwt ** -0.246) * transferFuelTonnes;
}

/** TF_j for DP shuttle tankers: (1 − 5.6805 · DWT^−0.208) · FC_j. */
export function shuttleTankerDeduction(dwt: number, fuelTonnes: number): number {
  return (1 - 5.6805 * dwt ** -0.208) * fuelTonnes;
}

/**
 * The G5 layer (MEPC.355(78), reconstructed formula, see docs/calculations.md §2.6):
 * CII = Σ_j Cf_j·{FC_j − (FC_voyage,j + TF_j + (0.75 − 0.03·y_i)·(FC_el,j + FC_boiler,j + FC_others,j))}
 *       / (f_i · f_m · f_c · f_iVSE · capacity · (D_t − D_x)).
 */
export function calculateCiiWithCorrections(
  input: CiiInput,
  corrections: CiiCorrections,
): CorrectedCiiResult {
  const plain = calculateCii(input);
  const yearsSince2023 = input.year - 2023;
  const cargoConsumerFactor = 0.75 - 0.03 * yearsSince2023;
  const correctedFuel: Record<string, number> = {};
  for (const [fuelId, tonnes] of Object.entries(input.fuelTonnes)) {
    const fc = tonnes ?? 0;
    const d = corrections.deductionsByFuel?.[fuelId] ?? {};
    const tf =
      (d.shipToShipTransferTonnes ? shipToShipTransferDeduction(input.dwt, d.shipToShipTransferTonnes) : 0) +
      (corrections.isShuttleTanker ? shuttleTankerDeduction(input.dwt, fc) : 0);
    const cargoConsumers = (d.electricalTonnes ?? 0) + (d.boilerTonnes ?? 0) + (d.othersTonnes ?? 0);
    const remaining = fc - ((d.excludedVoyageTonnes ?? 0) + tf + cargoConsumerFactor * cargoConsumers);
    if (remaining < 0) throw new RangeError(`The deductions of fuel '${fuelId}' exceed its consumption.`);
    correctedFuel[fuelId] = remaining;
  }
  const correctedDistanceNm = input.distanceNm - (corrections.excludedDistanceNm ?? 0);
  requirePositive('The corrected distance', correctedDistanceNm);
  const factors =
    (corrections.fi ?? 1) * (corrections.fm ?? 1) * (corrections.fc ?? 1) * (corrections.fiVse ?? 1);
  requirePositive('The product of the correction factors', factors);
  const correctedCo2Tonnes = co2TonnesFromFuel(correctedFuel, input.customFuelFactors);
  const attainedCii = attainedCiiFrom(correctedCo2Tonnes, factors * plain.capacity, correctedDistanceNm);
  return {
    plain,
    corrected: {
      ...plain,
      co2Tonnes: correctedCo2Tonnes,
      attainedCii,
      rating: rateCii(attainedCii, plain.boundaries),
      ratioToRequired: attainedCii / plain.requiredCii,
      correctedCo2Tonnes,
      correctedDistanceNm,
    },
    cargoConsumerFactor,
  };
}
