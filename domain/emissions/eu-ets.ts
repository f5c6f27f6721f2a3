/**
 * EU ETS for shipping (Directive 2003/87/EC Art. 3ga-3gb as amended by Directive (EU) 2023/959;
 * research note §5.6, ADR 0078): the allowances a voyage's emissions call for. The CO2 of each part
 * of the voyage (its passage and its stay at berth) and the share of it in scope come from
 * `calculateMrvVoyage` (mrv.ts), the only place the MRV figures are computed:
 *
 *     surrender [t CO2e] = phase-in(year) × Σ_parts share × (CO2 + [year ≥ 2026] × (CH4 × 28 + N2O × 265))
 *
 * - share (note §5.6): 100 % between Member-State (EU/EEA) ports and at berth in them, 50 % of a
 *   voyage to or from one, 0 otherwise (`etsShare` of the MRV result);
 * - phase-in (note §5.6): 40 % of 2024, 70 % of 2025, 100 % from 2026 (`etsPhaseInShare`);
 * - CH4 and N2O are covered from 2026 (note §5.6), with the factors and GWP100 of note §2.1
 *   (ghg-factors.ts); a fuel without factors adds none, and says so;
 * - 1 EUA covers 1 t CO2e; the estimate in euros is surrender × the price the company sets.
 * The year is the year the voyage departed, as in the annual MRV report (EMIS-138).
 */
import { ETS_GWP, nonCo2Tonnes, type FuelKinds } from './ghg-factors.ts';
import { etsPhaseInShare, type MrvVoyageInput, type MrvVoyageResult } from './mrv.ts';

/** One part of a voyage as `voyageFigures` gives it: its MRV inputs and `calculateMrvVoyage` result. */
export type CarbonPart = { startMs: number; input: MrvVoyageInput; result: MrvVoyageResult };

/** The year from which the EU ETS covers CH4 and N2O (note §5.6). */
export const EU_ETS_NON_CO2_FROM_YEAR = 2026;

export type EtsPartResult = {
  atBerth: boolean;
  /** Share of the part's emissions in scope: 1, 0.5 or 0. */
  share: number;
  co2Tonnes: number;
  ch4Tonnes: number;
  n2oTonnes: number;
  /** share × CO2. */
  co2InScopeTonnes: number;
  /** share × (CH4 × GWP + N2O × GWP); 0 when the scheme does not cover them that year. */
  nonCo2InScopeTonnesCo2e: number;
};

export type EuEtsResult = {
  year: number;
  phaseInShare: number;
  coversNonCo2: boolean;
  parts: EtsPartResult[];
  co2InScopeTonnes: number;
  nonCo2InScopeTonnesCo2e: number;
  /** Allowances to surrender, t CO2e (= EUA). */
  surrenderTonnesCo2e: number;
  priceEurPerTonne: number | null;
  costEur: number | null;
  /** Fuel type ids burned in scope without CH4/N2O factors (only listed when CH4/N2O count). */
  withoutFactors: string[];
};

/** The share-weighted CO2 and CH4/N2O of the parts, with the GWP100 of note §2.1. */
export function etsParts(
  parts: readonly CarbonPart[],
  shareOf: (part: CarbonPart) => number,
  kinds: FuelKinds,
  coversNonCo2: boolean,
): { parts: EtsPartResult[]; withoutFactors: string[] } {
  const withoutFactors = new Set<string>();
  const results = parts.map((part) => {
    const share = shareOf(part);
    const gases = nonCo2Tonnes(part.input.fuelTonnes as Record<string, number>, kinds);
    if (coversNonCo2 && share > 0) for (const id of gases.withoutFactors) withoutFactors.add(id);
    const co2e = gases.ch4Tonnes * ETS_GWP.ch4 + gases.n2oTonnes * ETS_GWP.n2o;
    return {
      atBerth: part.input.atBerth,
      share,
      co2Tonnes: part.result.co2Tonnes,
      ch4Tonnes: gases.ch4Tonnes,
      n2oTonnes: gases.n2oTonnes,
      co2InScopeTonnes: share * part.result.co2Tonnes,
      nonCo2InScopeTonnesCo2e: coversNonCo2 ? share * co2e : 0,
    };
  });
  return { parts: results, withoutFactors: [...withoutFactors] };
}

function checkedPrice(price: number | null): number | null {
  if (price === null) return null;
  if (!Number.isFinite(price) || price < 0)
    throw new RangeError('The carbon price must be a finite number of at least 0.');
  return price;
}

export function euEtsVoyage(
  parts: readonly CarbonPart[],
  year: number,
  kinds: FuelKinds,
  priceEurPerTonne: number | null,
): EuEtsResult {
  const price = checkedPrice(priceEurPerTonne);
  const phaseInShare = etsPhaseInShare(year);
  const coversNonCo2 = year >= EU_ETS_NON_CO2_FROM_YEAR;
  const scoped = etsParts(parts, (part) => part.result.etsShare, kinds, coversNonCo2);
  let co2InScopeTonnes = 0;
  let nonCo2InScopeTonnesCo2e = 0;
  for (const part of scoped.parts) {
    co2InScopeTonnes += part.co2InScopeTonnes;
    nonCo2InScopeTonnesCo2e += part.nonCo2InScopeTonnesCo2e;
  }
  const surrenderTonnesCo2e = phaseInShare * (co2InScopeTonnes + nonCo2InScopeTonnesCo2e);
  return {
    year,
    phaseInShare,
    coversNonCo2,
    parts: scoped.parts,
    co2InScopeTonnes,
    nonCo2InScopeTonnesCo2e,
    surrenderTonnesCo2e,
    priceEurPerTonne: price,
    costEur: price === null ? null : surrenderTonnesCo2e * price,
    withoutFactors: scoped.withoutFactors,
  };
}

export type EuEtsYear = Omit<EuEtsResult, 'parts'> & { voyageCount: number };

/** The year: the sum over its voyages (one phase-in and one price for all of them). */
export function euEtsYear(
  voyages: readonly EuEtsResult[],
  year: number,
  priceEurPerTonne: number | null,
): EuEtsYear {
  const price = checkedPrice(priceEurPerTonne);
  let co2InScopeTonnes = 0;
  let nonCo2InScopeTonnesCo2e = 0;
  const withoutFactors = new Set<string>();
  for (const voyage of voyages) {
    if (voyage.year !== year) throw new RangeError('Every voyage of the year departs in it.');
    co2InScopeTonnes += voyage.co2InScopeTonnes;
    nonCo2InScopeTonnesCo2e += voyage.nonCo2InScopeTonnesCo2e;
    for (const id of voyage.withoutFactors) withoutFactors.add(id);
  }
  const phaseInShare = etsPhaseInShare(year);
  const surrenderTonnesCo2e = phaseInShare * (co2InScopeTonnes + nonCo2InScopeTonnesCo2e);
  return {
    year,
    phaseInShare,
    coversNonCo2: year >= EU_ETS_NON_CO2_FROM_YEAR,
    co2InScopeTonnes,
    nonCo2InScopeTonnesCo2e,
    surrenderTonnesCo2e,
    priceEurPerTonne: price,
    costEur: price === null ? null : surrenderTonnesCo2e * price,
    withoutFactors: [...withoutFactors],
    voyageCount: voyages.length,
  };
}
