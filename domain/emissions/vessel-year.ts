/**
 * One calculation per vessel and year (issue 26 §1, ADR 0105): the voyages of a vessel, as one
 * repository read gives them, become the year's voyage rows (each split into its passage and its
 * stay at berth) and the annual totals (`annualFigures`), and from those the EU ETS, FuelEU and
 * UK ETS figures (`yearCarbon`). The emissions compliance summary, the annual MRV and IMO DCS
 * reports and the carbon figures of the emission report all read this; no page adds its own.
 */
import type { YearCarbon } from '../contracts/carbon-pricing.ts';
import { yearCarbon, type CarbonFuel, type CarbonPrices } from './carbon-report.ts';
import { annualFigures, type AnnualFigures, type ReportVoyage } from './emission-reports.ts';
import type { CustomFuelFactors } from './fuels.ts';

export type VesselYear = {
  /** Voyage rows, MRV and IMO DCS totals and what they leave out. */
  figures: AnnualFigures;
  /** EU ETS, FuelEU Maritime and UK ETS of the same voyage rows. */
  carbon: YearCarbon;
};

const noPrices: CarbonPrices = { euaPriceEurPerTonne: null, ukaPriceGbpPerTonne: null };

/** The figures of one vessel and year from the vessel's voyages (confirmed or not). */
export function vesselYear(
  vessel: { id: string; companyId: string | null },
  voyages: readonly ReportVoyage[],
  year: number,
  fuels: { fuels: readonly CarbonFuel[]; factors: CustomFuelFactors },
  prices: CarbonPrices = noPrices,
): VesselYear {
  const figures = annualFigures(voyages, year, fuels.factors);
  return { figures, carbon: yearCarbon(vessel, figures, fuels.fuels, prices) };
}
