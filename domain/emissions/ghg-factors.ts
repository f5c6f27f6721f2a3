/**
 * The greenhouse-gas factors beyond CO2 that the carbon price of a voyage needs (ADR 0078): CH4 and
 * N2O per tonne of fuel, the methane slip of LNG engines, the global warming potentials, and the
 * FuelEU Maritime well-to-tank factors and lower calorific values of the fuels we know.
 *
 * Sources, by the tags of the team's regulatory research note (kept with the design notes, outside
 * this repository; [S] marks a value taken from one primary text):
 * - CH4 and N2O per tonne of fuel, the LNG slip by engine type and the GWP100 CH4 28 / N2O 265 are
 *   the note's §2.1 ("EU MRV from 2024: CH4 and N2O", [S], Delegated Reg. (EU) 2023/2776 aligned
 *   with FuelEU Annex II). They feed the EU ETS (from 2026) and the UK ETS.
 * - FuelEU Maritime (Regulation (EU) 2023/1805) is not in the note's tables: the well-to-tank
 *   factors, the LCV in MJ/g and its own GWP100 (CH4 25, N2O 298, Annex I) are the regulation's
 *   Annex II defaults as transcribed here, tagged [S] like the note's own single-source values. The
 *   fuel-oil rows reproduce the published default WtW intensities (HFO 91.74, LFO 91.39, MDO/MGO
 *   90.77 gCO2e/MJ), which fuel-eu.test.ts checks.
 * Keep every constant here (the note's recommendation: one versioned table, a data change when
 * a value flips after the primary text is checked).
 */
import type { StandardFuelId } from './fuels.ts';

/** GWP100 used for the EU ETS and the UK ETS CO2e (note §2.1, IPCC AR5 values). */
export const ETS_GWP = { ch4: 28, n2o: 265 } as const;

/** GWP100 of FuelEU Maritime Annex I (its own values, IPCC AR4). */
export const FUEL_EU_GWP = { ch4: 25, n2o: 298 } as const;

export type GhgFuelFactors = {
  /** CH4 emitted per tonne of fuel burned, t/t (combustion, without slip). */
  ch4TonnesPerTonne: number;
  /** N2O emitted per tonne of fuel burned, t/t. */
  n2oTonnesPerTonne: number;
  /** Share of the fuel that leaves unburned as methane (LNG engines), 0..1. */
  methaneSlipShare: number;
  /** What `methaneSlipShare` assumes, for the explanation. */
  slipBasis: string | null;
  /** FuelEU Annex II lower calorific value, MJ/g (null: not a fuel FuelEU gives a default for). */
  fuelEuLcvMjPerGram: number | null;
  /** FuelEU Annex II well-to-tank factor, gCO2e/MJ. */
  fuelEuWttGCo2ePerMj: number | null;
};

const fuelOil = (lcv: number, wtt: number): GhgFuelFactors => ({
  ch4TonnesPerTonne: 0.00005,
  n2oTonnesPerTonne: 0.00018,
  methaneSlipShare: 0,
  slipBasis: null,
  fuelEuLcvMjPerGram: lcv,
  fuelEuWttGCo2ePerMj: wtt,
});

/**
 * LNG: the note's §2.1 gives the slip by engine type (Otto medium-speed 3.1 %, Otto slow-speed
 * 1.7 %, Diesel high-pressure 0.2 %, LBSI 2.6 %). The engine type is not recorded, so the highest
 * of them (Otto medium-speed) applies: the estimate errs on the side of more allowances.
 */
export const LNG_DEFAULT_SLIP_PERCENT = 3.1;

/** Per standard fuel; a fuel missing a value gives no CH4/N2O figure and no FuelEU intensity. */
export const GHG_FUEL_FACTORS: Readonly<Record<StandardFuelId, GhgFuelFactors | null>> = {
  HFO: fuelOil(0.0405, 13.5),
  LFO: fuelOil(0.041, 13.2),
  MDO_MGO: fuelOil(0.0427, 14.4),
  LNG: {
    ch4TonnesPerTonne: 0,
    n2oTonnesPerTonne: 0.00011,
    methaneSlipShare: LNG_DEFAULT_SLIP_PERCENT / 100,
    slipBasis: `LNG Otto medium-speed engine, ${LNG_DEFAULT_SLIP_PERCENT} % slip (the engine type is not recorded)`,
    fuelEuLcvMjPerGram: 0.0491,
    fuelEuWttGCo2ePerMj: 18.5,
  },
  // The note gives no CH4/N2O factor for LPG or methanol; FuelEU Annex II gives their WtT and LCV.
  LPG_PROPANE: {
    ch4TonnesPerTonne: 0,
    n2oTonnesPerTonne: 0,
    methaneSlipShare: 0,
    slipBasis: null,
    fuelEuLcvMjPerGram: 0.046,
    fuelEuWttGCo2ePerMj: 7.8,
  },
  LPG_BUTANE: {
    ch4TonnesPerTonne: 0,
    n2oTonnesPerTonne: 0,
    methaneSlipShare: 0,
    slipBasis: null,
    fuelEuLcvMjPerGram: 0.046,
    fuelEuWttGCo2ePerMj: 7.8,
  },
  METHANOL: {
    ch4TonnesPerTonne: 0,
    n2oTonnesPerTonne: 0,
    methaneSlipShare: 0,
    slipBasis: null,
    fuelEuLcvMjPerGram: 0.0199,
    fuelEuWttGCo2ePerMj: 31.3,
  },
  // No default: ethane is not in FuelEU Annex II, ethanol is a biofuel whose factors come from its
  // certified pathway.
  ETHANE: null,
  ETHANOL: null,
};

/** Which standard fuel a fuel type is (its `fuel_id`), or null for a company's own fuel type. */
export type FuelKinds = Readonly<Record<string, StandardFuelId | null>>;

export function ghgFactorsOf(fuelTypeId: string, kinds: FuelKinds): GhgFuelFactors | null {
  const kind = kinds[fuelTypeId];
  return kind ? GHG_FUEL_FACTORS[kind] : null;
}

export type NonCo2Tonnes = {
  ch4Tonnes: number;
  n2oTonnes: number;
  /** Fuel type ids burned without a CH4/N2O factor (their CH4 and N2O count as 0). */
  withoutFactors: string[];
};

/**
 * CH4 and N2O of the fuel burned: CH4 = Σ M × ((1 − slip) × Cf_CH4 + slip), N2O = Σ M × (1 − slip) ×
 * Cf_N2O (the slipped share is methane, the rest burns; the structure of FuelEU Annex I's TtW term).
 */
export function nonCo2Tonnes(
  fuelTonnes: Readonly<Record<string, number | undefined>>,
  kinds: FuelKinds,
): NonCo2Tonnes {
  let ch4Tonnes = 0;
  let n2oTonnes = 0;
  const withoutFactors: string[] = [];
  for (const [fuelTypeId, tonnes] of Object.entries(fuelTonnes)) {
    const mass = tonnes ?? 0;
    if (mass === 0) continue;
    const factors = ghgFactorsOf(fuelTypeId, kinds);
    if (
      !factors ||
      (factors.ch4TonnesPerTonne === 0 && factors.n2oTonnesPerTonne === 0 && factors.methaneSlipShare === 0)
    ) {
      withoutFactors.push(fuelTypeId);
      continue;
    }
    const slip = factors.methaneSlipShare;
    ch4Tonnes += mass * ((1 - slip) * factors.ch4TonnesPerTonne + slip);
    n2oTonnes += mass * (1 - slip) * factors.n2oTonnesPerTonne;
  }
  return { ch4Tonnes, n2oTonnes, withoutFactors };
}
