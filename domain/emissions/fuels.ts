/**
 * Fuels and their carbon conversion factors (Cf, tonnes of CO2 per tonne of fuel).
 *
 * Source: MEPC.364(79) (2022 EEDI guidelines) Table, identical to MEPC.308(73) and to Annex I of
 * Regulation (EU) 2015/757; referenced by MEPC.352(78) (CII G1). See docs/calculations.md §1.
 */

export const STANDARD_FUEL_IDS = [
  'HFO',
  'LFO',
  'MDO_MGO',
  'LPG_PROPANE',
  'LPG_BUTANE',
  'ETHANE',
  'LNG',
  'METHANOL',
  'ETHANOL',
] as const;

export type StandardFuelId = (typeof STANDARD_FUEL_IDS)[number];

/** A company fuel type (the spec's fuel type entity) or a standard one: any id, its own Cf. */
export type FuelId = StandardFuelId | (string & {});

export type FuelFactor = {
  id: StandardFuelId;
  name: string;
  /** ISO 8217 grades or kind of fuel the factor applies to. */
  reference: string;
  carbonContent: number;
  cfTonnesCo2PerTonne: number;
  lcvKjPerKg: number;
};

export const STANDARD_FUELS: Readonly<Record<StandardFuelId, FuelFactor>> = {
  MDO_MGO: {
    id: 'MDO_MGO',
    name: 'Diesel/Gas oil (MDO/MGO)',
    reference: 'ISO 8217 grades DMX to DMB',
    carbonContent: 0.8744,
    cfTonnesCo2PerTonne: 3.206,
    lcvKjPerKg: 42_700,
  },
  LFO: {
    id: 'LFO',
    name: 'Light fuel oil (LFO)',
    reference: 'ISO 8217 grades RMA to RMD',
    carbonContent: 0.8594,
    cfTonnesCo2PerTonne: 3.151,
    lcvKjPerKg: 41_200,
  },
  HFO: {
    id: 'HFO',
    name: 'Heavy fuel oil (HFO)',
    reference: 'ISO 8217 grades RME to RMK',
    carbonContent: 0.8493,
    cfTonnesCo2PerTonne: 3.114,
    lcvKjPerKg: 40_200,
  },
  LPG_PROPANE: {
    id: 'LPG_PROPANE',
    name: 'Liquefied petroleum gas (propane)',
    reference: 'Propane',
    carbonContent: 0.8182,
    cfTonnesCo2PerTonne: 3.0,
    lcvKjPerKg: 46_300,
  },
  LPG_BUTANE: {
    id: 'LPG_BUTANE',
    name: 'Liquefied petroleum gas (butane)',
    reference: 'Butane',
    carbonContent: 0.8264,
    cfTonnesCo2PerTonne: 3.03,
    lcvKjPerKg: 45_700,
  },
  ETHANE: {
    id: 'ETHANE',
    name: 'Ethane',
    reference: 'Ethane',
    carbonContent: 0.7989,
    cfTonnesCo2PerTonne: 2.927,
    lcvKjPerKg: 46_400,
  },
  LNG: {
    id: 'LNG',
    name: 'Liquefied natural gas (LNG)',
    reference: 'LNG, including boil-off gas burned on board',
    carbonContent: 0.75,
    cfTonnesCo2PerTonne: 2.75,
    lcvKjPerKg: 48_000,
  },
  METHANOL: {
    id: 'METHANOL',
    name: 'Methanol',
    reference: 'Methanol',
    carbonContent: 0.375,
    cfTonnesCo2PerTonne: 1.375,
    lcvKjPerKg: 19_900,
  },
  ETHANOL: {
    id: 'ETHANOL',
    name: 'Ethanol',
    reference: 'Ethanol',
    carbonContent: 0.5217,
    cfTonnesCo2PerTonne: 1.913,
    lcvKjPerKg: 26_800,
  },
};

/** Fuel consumption in tonnes per fuel id. Missing ids count as 0. */
export type FuelTonnes = Partial<Record<FuelId, number>>;

/** Cf of company fuel types (their carbon emission factor), keyed by fuel id. */
export type CustomFuelFactors = Readonly<Record<string, number>>;

export function isStandardFuelId(id: string): id is StandardFuelId {
  return Object.prototype.hasOwnProperty.call(STANDARD_FUELS, id);
}

/**
 * Cf for a fuel id: a company factor first (a company may override a standard id with a
 * documented supplier value, as G1 allows), else the standard table. Unknown ids are an error,
 * never a silent 0.
 */
export function carbonFactorFor(fuelId: FuelId, customFactors?: CustomFuelFactors): number {
  const custom = customFactors?.[fuelId];
  if (custom !== undefined) {
    if (!Number.isFinite(custom) || custom < 0) {
      throw new RangeError(
        `The carbon emission factor of fuel '${fuelId}' must be a finite number of at least 0.`,
      );
    }
    return custom;
  }
  if (isStandardFuelId(fuelId)) return STANDARD_FUELS[fuelId].cfTonnesCo2PerTonne;
  throw new RangeError(`Unknown fuel type '${fuelId}': give its carbon emission factor.`);
}

function checkedTonnes(fuelId: string, tonnes: number | undefined): number {
  const value = tonnes ?? 0;
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`The consumption of fuel '${fuelId}' must be a finite number of at least 0 tonnes.`);
  }
  return value;
}

/** CO2 in tonnes per fuel: FC_j × Cf_j. */
export function co2TonnesByFuel(
  fuelTonnes: FuelTonnes,
  customFactors?: CustomFuelFactors,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [fuelId, tonnes] of Object.entries(fuelTonnes)) {
    result[fuelId] = checkedTonnes(fuelId, tonnes) * carbonFactorFor(fuelId, customFactors);
  }
  return result;
}

/** Total CO2 in tonnes: Σ_j FC_j × Cf_j. */
export function co2TonnesFromFuel(fuelTonnes: FuelTonnes, customFactors?: CustomFuelFactors): number {
  let total = 0;
  for (const value of Object.values(co2TonnesByFuel(fuelTonnes, customFactors))) total += value;
  return total;
}

/** Adds fuel tonnes per id into `into` (used by annual roll-ups). */
export function addFuelTonnes(into: Record<string, number>, fuelTonnes: FuelTonnes): void {
  for (const [fuelId, tonnes] of Object.entries(fuelTonnes)) {
    into[fuelId] = (into[fuelId] ?? 0) + checkedTonnes(fuelId, tonnes);
  }
}

/** Reference well-to-wake intensity of fossil MGO, gCO2e/MJ (MEPC.1/Circ.905). */
export const FOSSIL_MGO_WTW_G_CO2E_PER_MJ = 94;
/** A biofuel qualifies when it cuts WtW GHG by at least 65 % against fossil MGO (≤ 32.9 gCO2e/MJ). */
export const BIOFUEL_MIN_REDUCTION_PERCENT = 65;

export type BiofuelInput = {
  /** Certified by a sustainability scheme recognised by the flag. */
  isCertified: boolean;
  /** Well-to-wake GHG intensity on the certificate, gCO2e/MJ. */
  wtwIntensityGCo2ePerMj: number;
  /** Lower calorific value of the biofuel, kJ/kg (= J/g). */
  lcvKjPerKg: number;
  /** The fossil fuel it replaces: its Cf applies when the biofuel does not qualify. */
  fossilEquivalent: StandardFuelId;
};

/**
 * Cf of a biofuel under MEPC.1/Circ.905: certified and WtW at least 65 % below 94 gCO2e/MJ gives
 * Cf = WtW [gCO2e/MJ] × LCV [MJ/g]; otherwise the Cf of the equivalent fossil fuel. A blend is
 * entered as its components, each with its own mass and Cf, so the CO2 is Σ m_i × Cf_i.
 */
export function biofuelCarbonFactor(input: BiofuelInput): number {
  const { wtwIntensityGCo2ePerMj: wtw, lcvKjPerKg } = input;
  if (!Number.isFinite(wtw) || wtw < 0 || !Number.isFinite(lcvKjPerKg) || lcvKjPerKg <= 0) {
    throw new RangeError('The WtW intensity must be at least 0 and the LCV above 0.');
  }
  // Compared in percent of the reference so that exactly 65 % qualifies (94 × 0.35 is inexact).
  const reductionPercentTimes94 = 100 * (FOSSIL_MGO_WTW_G_CO2E_PER_MJ - wtw);
  const qualifies =
    input.isCertified &&
    reductionPercentTimes94 >= BIOFUEL_MIN_REDUCTION_PERCENT * FOSSIL_MGO_WTW_G_CO2E_PER_MJ;
  if (!qualifies) return STANDARD_FUELS[input.fossilEquivalent].cfTonnesCo2PerTonne;
  // kJ/kg = J/g; MJ/g = J/g / 1e6.
  return wtw * (lcvKjPerKg / 1e6);
}
