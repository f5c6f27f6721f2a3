/**
 * FuelEU Maritime (Regulation (EU) 2023/1805; ADR 0078): the well-to-wake GHG intensity of the
 * energy a voyage used, against the limit of the reporting year, the compliance balance and the
 * penalty that balance would bring. The limits (Article 4), the scope (Article 2) and the penalty
 * (Annex IV) are the regulation's, as the team's market study summarised them (reference 91.16
 * gCO2e/MJ less 2 % from 2025, 6 % 2030, 14.5 % 2035, 31 % 2040, 62 % 2045, 80 % 2050; 100 % of the
 * energy between Member-State ports and at berth, 50 % to or from them; €2,400 per tonne of
 * VLSFO-equivalent), the formulas those of the regulation's annexes:
 *
 *     energy E [MJ]          = Σ_parts share × Σ_fuels M [g] × LCV [MJ/g]                    (Annex I)
 *     WtT [gCO2e]            = Σ share × M × LCV × WtT factor
 *     TtW [gCO2e]            = Σ share × ((1 − slip) × (CO2 + M × (Cf_CH4 × 25 + Cf_N2O × 298)) + slip × M × 25)
 *     intensity [gCO2e/MJ]   = (WtT + TtW) / E                                                 (Annex I)
 *     limit [gCO2e/MJ]       = 91.16 × (1 − reduction(year))                                   (Art. 4)
 *     balance [gCO2e]        = (limit − intensity) × E                                         (Annex IV Part A)
 *     penalty [EUR]          = |balance| / (intensity × 41,000) × 2,400 when the balance is negative  (Annex IV Part B)
 *
 * The CO2 of each fuel is the MRV figure (`co2TonnesByFuel` of `calculateMrvVoyage`: M × Cf with the
 * company's factor); the scope share is the MRV result's `etsShare` (the same rule). Wind, RFNBO and
 * shore-power rewards, banking, borrowing, pooling and the multiplier for consecutive deficits are
 * not modelled (ADR 0078).
 */
import type { CarbonPart } from './eu-ets.ts';
import { FUEL_EU_GWP, ghgFactorsOf, type FuelKinds } from './ghg-factors.ts';

/** The 2020 reference intensity, gCO2e/MJ (Art. 4(2)). */
export const FUEL_EU_REFERENCE_G_CO2E_PER_MJ = 91.16;
/** Energy of one tonne of VLSFO in the penalty, MJ (Annex IV Part B). */
export const FUEL_EU_VLSFO_MJ_PER_TONNE = 41_000;
/** Penalty per tonne of VLSFO-equivalent energy, EUR (Annex IV Part B). */
export const FUEL_EU_PENALTY_EUR_PER_TONNE_VLSFO = 2_400;
/** The first reporting year. */
export const FUEL_EU_FIRST_YEAR = 2025;

/** Reduction against the reference, percent, from the year given (Art. 4(2)). */
export const FUEL_EU_REDUCTIONS: readonly (readonly [fromYear: number, percent: number])[] = [
  [2025, 2],
  [2030, 6],
  [2035, 14.5],
  [2040, 31],
  [2045, 62],
  [2050, 80],
];

export function fuelEuReductionPercent(year: number): number | null {
  let percent: number | null = null;
  for (const [fromYear, value] of FUEL_EU_REDUCTIONS) if (year >= fromYear) percent = value;
  return percent;
}

/** The limit of a reporting year, gCO2e/MJ; null before 2025. */
export function fuelEuLimit(year: number): number | null {
  const percent = fuelEuReductionPercent(year);
  return percent === null ? null : FUEL_EU_REFERENCE_G_CO2E_PER_MJ * (1 - percent / 100);
}

export type FuelEuEnergy = {
  /** Energy in scope, MJ. */
  energyMj: number;
  wttGCo2e: number;
  ttwGCo2e: number;
  /** Fuel type ids in scope without a FuelEU factor: no intensity can be given. */
  withoutFactors: string[];
};

export const emptyFuelEuEnergy = (): FuelEuEnergy => ({
  energyMj: 0,
  wttGCo2e: 0,
  ttwGCo2e: 0,
  withoutFactors: [],
});

/** The energy and WtT/TtW emissions in scope of the parts of a voyage. */
export function fuelEuEnergy(parts: readonly CarbonPart[], kinds: FuelKinds): FuelEuEnergy {
  const sum = emptyFuelEuEnergy();
  const missing = new Set<string>();
  for (const part of parts) {
    const share = part.result.etsShare;
    if (share === 0) continue;
    for (const [fuelTypeId, tonnes] of Object.entries(part.input.fuelTonnes)) {
      const grams = (tonnes ?? 0) * 1e6;
      if (grams === 0) continue;
      const factors = ghgFactorsOf(fuelTypeId, kinds);
      if (!factors || factors.fuelEuLcvMjPerGram === null || factors.fuelEuWttGCo2ePerMj === null) {
        missing.add(fuelTypeId);
        continue;
      }
      const energy = grams * factors.fuelEuLcvMjPerGram;
      const co2Grams = (part.result.co2TonnesByFuel[fuelTypeId] ?? 0) * 1e6;
      const slip = factors.methaneSlipShare;
      const burned =
        co2Grams +
        grams * (factors.ch4TonnesPerTonne * FUEL_EU_GWP.ch4 + factors.n2oTonnesPerTonne * FUEL_EU_GWP.n2o);
      sum.energyMj += share * energy;
      sum.wttGCo2e += share * energy * factors.fuelEuWttGCo2ePerMj;
      sum.ttwGCo2e += share * ((1 - slip) * burned + slip * grams * FUEL_EU_GWP.ch4);
    }
  }
  sum.withoutFactors = [...missing];
  return sum;
}

export function addFuelEuEnergy(into: FuelEuEnergy, energy: FuelEuEnergy): void {
  into.energyMj += energy.energyMj;
  into.wttGCo2e += energy.wttGCo2e;
  into.ttwGCo2e += energy.ttwGCo2e;
  into.withoutFactors = [...new Set([...into.withoutFactors, ...energy.withoutFactors])];
}

export type FuelEuResult = FuelEuEnergy & {
  year: number;
  /** gCO2e/MJ; null without energy in scope or with a fuel without factors. */
  intensityGCo2ePerMj: number | null;
  limitGCo2ePerMj: number | null;
  /** gCO2e; positive is a surplus, negative a deficit; null without intensity or limit. */
  complianceBalanceGCo2e: number | null;
  /** Tonnes of VLSFO-equivalent energy of the deficit (0 with a surplus). */
  vlsfoEquivalentTonnes: number | null;
  penaltyEur: number | null;
};

export function fuelEuResult(energy: FuelEuEnergy, year: number): FuelEuResult {
  const known = energy.withoutFactors.length === 0 && energy.energyMj > 0;
  const intensity = known ? (energy.wttGCo2e + energy.ttwGCo2e) / energy.energyMj : null;
  const limit = fuelEuLimit(year);
  const balance = intensity === null || limit === null ? null : (limit - intensity) * energy.energyMj;
  const vlsfo =
    balance === null || intensity === null
      ? null
      : balance >= 0
        ? 0
        : -balance / (intensity * FUEL_EU_VLSFO_MJ_PER_TONNE);
  return {
    ...energy,
    year,
    intensityGCo2ePerMj: intensity,
    limitGCo2ePerMj: limit,
    complianceBalanceGCo2e: balance,
    vlsfoEquivalentTonnes: vlsfo,
    penaltyEur: vlsfo === null ? null : vlsfo * FUEL_EU_PENALTY_EUR_PER_TONNE_VLSFO,
  };
}
