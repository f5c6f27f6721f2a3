/**
 * UK ETS for maritime (ADR 0078; the UK ETS Authority's expansion to domestic maritime): from
 * 1 July 2026 the scheme covers domestic UK voyages (a UK port to a UK port, round trips included)
 * and all time at berth in UK ports, whatever the voyage; CO2, CH4 and N2O, tank-to-wake. The same
 * share rule as the EU ETS (research note §5.6) with the UK as the area: 100 % of a domestic voyage
 * and of a stay at berth in a UK port, 0 otherwise; no phase-in. CO2 from `calculateMrvVoyage`,
 * CH4/N2O and GWP100 from note §2.1 (ghg-factors.ts); 1 UK allowance covers 1 t CO2e, priced in
 * pounds by the company. A UK port is one whose UN/LOCODE country is GB (the Isle of Man and the
 * Channel Islands are not the UK). Not modelled: the 50 % reduction of Great Britain–Northern
 * Ireland voyages and the exempt Scottish island services (they need a port list the app lacks).
 */
import { etsParts, type CarbonPart, type EtsPartResult } from './eu-ets.ts';
import type { FuelKinds } from './ghg-factors.ts';
import type { Port } from './mrv.ts';

/** 1 July 2026, 00:00 UTC: the first emissions the UK ETS covers. */
export const UK_ETS_START_MS = Date.UTC(2026, 6, 1);

export function isUkPort(port: Port | null | undefined): boolean {
  return port != null && typeof port.country === 'string' && port.country.trim().toUpperCase() === 'GB';
}

/** 1 for a domestic UK passage or a stay at berth in a UK port from 1 July 2026, else 0. */
export function ukEtsShare(part: CarbonPart): number {
  if (part.startMs < UK_ETS_START_MS) return 0;
  const { input } = part;
  if (input.atBerth) return isUkPort(input.departurePort ?? input.arrivalPort) ? 1 : 0;
  return isUkPort(input.departurePort) && isUkPort(input.arrivalPort) ? 1 : 0;
}

export type UkEtsResult = {
  parts: EtsPartResult[];
  co2InScopeTonnes: number;
  nonCo2InScopeTonnesCo2e: number;
  surrenderTonnesCo2e: number;
  priceGbpPerTonne: number | null;
  costGbp: number | null;
  withoutFactors: string[];
};

export function ukEtsVoyage(
  parts: readonly CarbonPart[],
  kinds: FuelKinds,
  priceGbpPerTonne: number | null,
): UkEtsResult {
  if (priceGbpPerTonne !== null && (!Number.isFinite(priceGbpPerTonne) || priceGbpPerTonne < 0))
    throw new RangeError('The carbon price must be a finite number of at least 0.');
  const scoped = etsParts(parts, ukEtsShare, kinds, true);
  return ukEtsTotal(scoped.parts, scoped.withoutFactors, priceGbpPerTonne);
}

function ukEtsTotal(parts: EtsPartResult[], withoutFactors: string[], price: number | null): UkEtsResult {
  let co2InScopeTonnes = 0;
  let nonCo2InScopeTonnesCo2e = 0;
  for (const part of parts) {
    co2InScopeTonnes += part.co2InScopeTonnes;
    nonCo2InScopeTonnesCo2e += part.nonCo2InScopeTonnesCo2e;
  }
  const surrenderTonnesCo2e = co2InScopeTonnes + nonCo2InScopeTonnesCo2e;
  return {
    parts,
    co2InScopeTonnes,
    nonCo2InScopeTonnesCo2e,
    surrenderTonnesCo2e,
    priceGbpPerTonne: price,
    costGbp: price === null ? null : surrenderTonnesCo2e * price,
    withoutFactors,
  };
}

/** The year: the sum over its voyages. */
export function ukEtsYear(voyages: readonly UkEtsResult[], priceGbpPerTonne: number | null): UkEtsResult {
  return ukEtsTotal(
    voyages.flatMap((voyage) => voyage.parts),
    [...new Set(voyages.flatMap((voyage) => voyage.withoutFactors))],
    priceGbpPerTonne,
  );
}
