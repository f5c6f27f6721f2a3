/**
 * EU MRV (Regulation (EU) 2015/757 as amended) per voyage and per year, the IMO DCS annual totals
 * (MARPOL Annex VI reg. 27, Appendix IX) over all voyages, and the informative EU ETS share
 * (Directive 2003/87/EC Art. 3ga-3gb as amended by Directive (EU) 2023/959).
 * See docs/calculations.md §3.
 */
import { addFuelTonnes, co2TonnesByFuel, type CustomFuelFactors, type FuelTonnes } from './fuels.ts';

/** ISO 3166-1 alpha-2 codes of the EU 27 Member States. */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore

/** EEA states whose ports count through the EEA Agreement (Liechtenstein has no sea port). */
export const EEA_MEMBER_STATES = ['NO', 'IS'] as const;

/**
 * EU outermost regions that carry their own ISO 3166 code (Art. 349 TFEU): Guadeloupe, French
 * Guiana, Martinique, Réunion, Mayotte and Saint-Martin (France). The Azores, Madeira (PT) and
 * the Canary Islands (ES) are reported under their Member State's code.
 */
export const OUTERMOST_REGION_CODES = ['GP', 'GF', 'MQ', 'RE', 'YT', 'MF'] as const;

const MEMBER_STATE_JURISDICTION: ReadonlySet<string> = new Set([
  ...EU_MEMBER_STATES,
  ...EEA_MEMBER_STATES,
  ...OUTERMOST_REGION_CODES,
]);

export type Port = { name: string; country: string };

/** True when a port is under the jurisdiction of an EU/EEA Member State (the UK is not, since 2021). */
export function isMemberStatePort(port: Port | null | undefined): boolean {
  return (
    port != null &&
    typeof port.country === 'string' &&
    MEMBER_STATE_JURISDICTION.has(port.country.trim().toUpperCase())
  );
}

export const MRV_BUCKETS = [
  'between_ms_ports',
  'departed_from_ms_ports',
  'to_ms_ports',
  'within_ms_ports_at_berth',
] as const;

export type MrvBucket = (typeof MRV_BUCKETS)[number];

export type MrvVoyageInput = {
  departurePort: Port | null;
  arrivalPort: Port | null;
  /** A stay at berth in a port (departurePort, else arrivalPort) rather than a passage. */
  atBerth: boolean;
  fuelTonnes: FuelTonnes;
  distanceNm: number;
  hoursAtSea: number;
  cargoCarriedTonnes: number;
  customFuelFactors?: CustomFuelFactors;
};

export type MrvVoyageResult = {
  co2Tonnes: number;
  co2TonnesByFuel: Record<string, number>;
  inMrvScope: boolean;
  mrvBucket: MrvBucket | null;
  /** distance × cargo carried; 0 at berth. */
  transportWorkTonneNm: number;
  /** Informative EU ETS share of this voyage's CO2: 1, 0.5 or 0. */
  etsShare: number;
};

/** Art. 10 buckets: at berth in an MS port; between, from or to MS ports; else out of scope. */
export function classifyMrvVoyage(
  voyage: Pick<MrvVoyageInput, 'departurePort' | 'arrivalPort' | 'atBerth'>,
): MrvBucket | null {
  if (voyage.atBerth) {
    return isMemberStatePort(voyage.departurePort ?? voyage.arrivalPort) ? 'within_ms_ports_at_berth' : null;
  }
  const fromMs = isMemberStatePort(voyage.departurePort);
  const toMs = isMemberStatePort(voyage.arrivalPort);
  if (fromMs && toMs) return 'between_ms_ports';
  if (fromMs) return 'departed_from_ms_ports';
  if (toMs) return 'to_ms_ports';
  return null;
}

/** EU ETS: 100 % between MS ports and at berth, 50 % of incoming and outgoing voyages. */
export function etsShareForBucket(bucket: MrvBucket | null): number {
  if (bucket === 'between_ms_ports' || bucket === 'within_ms_ports_at_berth') return 1;
  if (bucket === 'departed_from_ms_ports' || bucket === 'to_ms_ports') return 0.5;
  return 0;
}

/** EU ETS phase-in for shipping: 40 % of 2024 emissions, 70 % of 2025, 100 % from 2026. */
export function etsPhaseInShare(year: number): number {
  if (year < 2024) return 0;
  if (year === 2024) return 0.4;
  if (year === 2025) return 0.7;
  return 1;
}

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a finite number of at least 0.`);
}

export function calculateMrvVoyage(voyage: MrvVoyageInput): MrvVoyageResult {
  requireNonNegative('distanceNm', voyage.distanceNm);
  requireNonNegative('hoursAtSea', voyage.hoursAtSea);
  requireNonNegative('cargoCarriedTonnes', voyage.cargoCarriedTonnes);
  const byFuel = co2TonnesByFuel(voyage.fuelTonnes, voyage.customFuelFactors);
  let co2Tonnes = 0;
  for (const value of Object.values(byFuel)) co2Tonnes += value;
  const mrvBucket = classifyMrvVoyage(voyage);
  return {
    co2Tonnes,
    co2TonnesByFuel: byFuel,
    inMrvScope: mrvBucket !== null,
    mrvBucket,
    transportWorkTonneNm: voyage.atBerth ? 0 : voyage.distanceNm * voyage.cargoCarriedTonnes,
    etsShare: etsShareForBucket(mrvBucket),
  };
}

export type AnnualTotals = {
  co2Tonnes: number;
  fuelTonnesByType: Record<string, number>;
  distanceNm: number;
  hoursAtSea: number;
  transportWorkTonneNm: number;
};

/** Annex II Part B averages; null where the denominator is 0. */
export type MrvAverages = {
  fuelPerDistanceKgPerNm: number | null;
  fuelPerTransportWorkGPerTonneNm: number | null;
  co2PerDistanceKgPerNm: number | null;
  co2PerTransportWorkGPerTonneNm: number | null;
};

export type MrvAnnualResult = AnnualTotals & {
  /** Art. 10 totals per bucket; they add up to `co2Tonnes`. */
  co2TonnesByBucket: Record<MrvBucket, number>;
  averages: MrvAverages;
  voyageCount: number;
  /** Informative: CO2 × ETS share per voyage, before the yearly phase-in. */
  etsCo2Tonnes: number;
  /** IMO DCS totals over every voyage, in or out of MRV scope. */
  imoDcs: AnnualTotals & { voyageCount: number };
};

function emptyTotals(): AnnualTotals {
  return { co2Tonnes: 0, fuelTonnesByType: {}, distanceNm: 0, hoursAtSea: 0, transportWorkTonneNm: 0 };
}

function addVoyage(totals: AnnualTotals, voyage: MrvVoyageInput, result: MrvVoyageResult): void {
  totals.co2Tonnes += result.co2Tonnes;
  addFuelTonnes(totals.fuelTonnesByType, voyage.fuelTonnes);
  if (!voyage.atBerth) {
    totals.distanceNm += voyage.distanceNm;
    totals.hoursAtSea += voyage.hoursAtSea;
    totals.transportWorkTonneNm += result.transportWorkTonneNm;
  }
}

function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

/** Annex II Part B: fuel and CO2 per distance (kg/nm) and per transport work (g/(t·nm)). */
export function mrvAverages(totals: AnnualTotals): MrvAverages {
  let fuelTonnes = 0;
  for (const value of Object.values(totals.fuelTonnesByType)) fuelTonnes += value;
  return {
    fuelPerDistanceKgPerNm: ratio(fuelTonnes * 1e3, totals.distanceNm),
    fuelPerTransportWorkGPerTonneNm: ratio(fuelTonnes * 1e6, totals.transportWorkTonneNm),
    co2PerDistanceKgPerNm: ratio(totals.co2Tonnes * 1e3, totals.distanceNm),
    co2PerTransportWorkGPerTonneNm: ratio(totals.co2Tonnes * 1e6, totals.transportWorkTonneNm),
  };
}

/**
 * The annual MRV roll-up (Art. 10 and Annex II) over the in-scope voyages, and the IMO DCS totals
 * over all of them. At-berth stays add CO2 and fuel but no distance, time at sea or transport work.
 */
export function aggregateMrvAnnual(voyages: readonly MrvVoyageInput[]): MrvAnnualResult {
  const mrv = emptyTotals();
  const dcs = emptyTotals();
  const co2TonnesByBucket: Record<MrvBucket, number> = {
    between_ms_ports: 0,
    departed_from_ms_ports: 0,
    to_ms_ports: 0,
    within_ms_ports_at_berth: 0,
  };
  let voyageCount = 0;
  let etsCo2Tonnes = 0;
  for (const voyage of voyages) {
    const result = calculateMrvVoyage(voyage);
    addVoyage(dcs, voyage, result);
    if (result.mrvBucket === null) continue;
    voyageCount += 1;
    addVoyage(mrv, voyage, result);
    co2TonnesByBucket[result.mrvBucket] += result.co2Tonnes;
    etsCo2Tonnes += result.co2Tonnes * result.etsShare;
  }
  return {
    ...mrv,
    co2TonnesByBucket,
    averages: mrvAverages(mrv),
    voyageCount,
    etsCo2Tonnes,
    imoDcs: { ...dcs, voyageCount: voyages.length },
  };
}
