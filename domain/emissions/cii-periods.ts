/**
 * The CII over periods (001 §2 'CII. Results by day, year-to-date and year', PERF-051; ADR 0063):
 * the part of each emission-report voyage inside a period as the IMO DCS input of `mrv.ts`, the
 * period's DCS totals and their `calculateCii`, the year-end forecast from the year-to-date
 * figures, and the daily series from the vessel's logged daily means. Pure; the figures of one
 * voyage or one year are computed by `mrv.ts` and `cii.ts` only.
 */
import {
  attainedCiiFrom,
  calculateCii,
  rateCii,
  type CiiInput,
  type CiiRating,
  type CiiRequirement,
  type CiiResult,
} from './cii.ts';
import { co2TonnesFromFuel, type CustomFuelFactors } from './fuels.ts';
import { aggregateMrvAnnual, calculateMrvVoyage, type MrvVoyageInput, type Port } from './mrv.ts';

/**
 * The year of the reference lines (MEPC.353(78)): they were fitted to the 2019 DCS data, and the
 * reduction factor Z of a year (MEPC.338(76)) is a cut against them.
 */
export const CII_REFERENCE_YEAR = 2019;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type TimeWindow = { fromMs: number; toMs: number };

/** A calendar year in UTC, [1 January, next 1 January). */
export function yearWindow(year: number): TimeWindow {
  return { fromMs: Date.UTC(year, 0, 1), toMs: Date.UTC(year + 1, 0, 1) };
}

export function daysInYear(year: number): number {
  const { fromMs, toMs } = yearWindow(year);
  return (toMs - fromMs) / DAY_MS;
}

/**
 * The share of the span [startMs, endMs) inside a window, by time. A span of no length counts
 * whole when its instant lies inside the window.
 */
export function shareInWindow(startMs: number, endMs: number, window: TimeWindow): number {
  if (endMs <= startMs) return startMs >= window.fromMs && startMs < window.toMs ? 1 : 0;
  const overlapMs = Math.min(endMs, window.toMs) - Math.max(startMs, window.fromMs);
  return overlapMs > 0 ? overlapMs / (endMs - startMs) : 0;
}

// --- Voyages: their part in a period ----------------------------------------------------------

/** One leg: the distance of an event, sailed since the event before it. */
export type CiiVoyageLeg = { startMs: number; endMs: number; distanceNm: number };
/** One fuel consumption entry (flow meter or fuel tank) of the voyage. */
export type CiiFuelEntry = { startMs: number; endMs: number; fuelTypeId: string; tonnes: number };

export type CiiVoyage = {
  departureId: string;
  name: string | null;
  /** The departure's time. */
  startMs: number;
  /** The end of voyage (or the last event while there is none). */
  endMs: number;
  /** The arrival's time: hours at sea run from the departure to it; null without an arrival. */
  arrivalMs: number | null;
  departurePort: Port | null;
  arrivalPort: Port | null;
  legs: readonly CiiVoyageLeg[];
  fuel: readonly CiiFuelEntry[];
};

/**
 * The part of a voyage inside a window as the DCS input of one voyage: every leg's distance and
 * every fuel entry's tonnes in proportion to the share of its span inside the window (a voyage
 * over the new year is split at midnight, linearly within the legs and entries that cross it);
 * null when nothing of the voyage lies inside. Transport work plays no part in the CII, so no
 * cargo is carried here.
 */
export function voyagePartIn(
  voyage: CiiVoyage,
  window: TimeWindow,
  customFuelFactors?: CustomFuelFactors,
): MrvVoyageInput | null {
  if (shareInWindow(voyage.startMs, voyage.endMs, window) === 0) return null;
  let distanceNm = 0;
  for (const leg of voyage.legs) distanceNm += leg.distanceNm * shareInWindow(leg.startMs, leg.endMs, window);
  const fuelTonnes: Record<string, number> = {};
  for (const entry of voyage.fuel) {
    const share = shareInWindow(entry.startMs, entry.endMs, window);
    if (share > 0) fuelTonnes[entry.fuelTypeId] = (fuelTonnes[entry.fuelTypeId] ?? 0) + entry.tonnes * share;
  }
  const seaEndMs = voyage.arrivalMs ?? voyage.startMs;
  const seaMs = Math.max(0, Math.min(seaEndMs, window.toMs) - Math.max(voyage.startMs, window.fromMs));
  return {
    departurePort: voyage.departurePort,
    arrivalPort: voyage.arrivalPort,
    atBerth: false,
    fuelTonnes,
    distanceNm,
    hoursAtSea: seaMs / HOUR_MS,
    cargoCarriedTonnes: 0,
    customFuelFactors,
  };
}

export type CiiVoyageContribution = {
  voyage: CiiVoyage;
  /** The voyage's part in the period (distance, fuel per fuel type). */
  part: MrvVoyageInput;
  /** The share of the voyage's time inside the period (1 for a voyage wholly inside). */
  timeShare: number;
  co2Tonnes: number;
};

export type CiiShip = Pick<CiiInput, 'shipType' | 'dwt' | 'gt'>;

export type CiiContext = {
  /** The vessel's ship type, DWT and GT; null when its settings lack them (no CII then). */
  ship: CiiShip | null;
  year: number;
  customFuelFactors?: CustomFuelFactors;
};

export type CiiPeriod = {
  window: TimeWindow;
  /** From the first to the last instant the voyages' parts cover; null without voyages. */
  coveredFromMs: number | null;
  coveredToMs: number | null;
  voyages: CiiVoyageContribution[];
  /** The IMO DCS totals of the voyages' parts (`aggregateMrvAnnual(...).imoDcs`). */
  distanceNm: number;
  fuelTonnes: Record<string, number>;
  co2Tonnes: number;
  /** `calculateCii` of the totals; null without ship data or without distance. */
  cii: CiiResult | null;
};

function ciiOf(
  context: CiiContext,
  distanceNm: number,
  fuelTonnes: Record<string, number>,
): CiiResult | null {
  if (!context.ship || !(distanceNm > 0)) return null;
  return calculateCii({
    ...context.ship,
    year: context.year,
    distanceNm,
    fuelTonnes,
    customFuelFactors: context.customFuelFactors,
  });
}

/** The CII of a period from the voyages (the caller passes the ones whose data is confirmed). */
export function ciiPeriod(voyages: readonly CiiVoyage[], window: TimeWindow, context: CiiContext): CiiPeriod {
  const contributions: CiiVoyageContribution[] = [];
  let coveredFromMs: number | null = null;
  let coveredToMs: number | null = null;
  for (const voyage of voyages) {
    const part = voyagePartIn(voyage, window, context.customFuelFactors);
    if (!part) continue;
    contributions.push({
      voyage,
      part,
      timeShare: shareInWindow(voyage.startMs, voyage.endMs, window),
      co2Tonnes: calculateMrvVoyage(part).co2Tonnes,
    });
    const fromMs = Math.max(voyage.startMs, window.fromMs);
    const toMs = Math.min(Math.max(voyage.endMs, voyage.startMs), window.toMs);
    coveredFromMs = coveredFromMs === null ? fromMs : Math.min(coveredFromMs, fromMs);
    coveredToMs = coveredToMs === null ? toMs : Math.max(coveredToMs, toMs);
  }
  const dcs = aggregateMrvAnnual(contributions.map((c) => c.part)).imoDcs;
  return {
    window,
    coveredFromMs,
    coveredToMs,
    voyages: contributions,
    distanceNm: dcs.distanceNm,
    fuelTonnes: dcs.fuelTonnesByType,
    co2Tonnes: dcs.co2Tonnes,
    cii: ciiOf(context, dcs.distanceNm, dcs.fuelTonnesByType),
  };
}

// --- The year-end forecast ----------------------------------------------------------------------

/** How the forecast is made, in the words the page shows (ADR 0063). */
export const CII_FORECAST_METHOD = 'constantIntensity';
export const CII_FORECAST_DESCRIPTION =
  'The rest of the year is assumed to run as the days the confirmed voyages cover so far: fuel, CO2 and ' +
  'distance are scaled by the days of the year over the days covered. The carbon intensity stays the ' +
  "year-to-date one, so the forecast's attained CII and rating are the year-to-date ones against this " +
  "year's required CII.";

export type CiiForecast = {
  method: typeof CII_FORECAST_METHOD;
  daysCovered: number;
  daysInYear: number;
  /** days in the year / days covered. */
  scale: number;
  distanceNm: number;
  fuelTonnes: Record<string, number>;
  co2Tonnes: number;
  cii: CiiResult | null;
  /**
   * The attained CII the rest of the year may average for the year to end below the upper
   * boundary (rating C or better), over the forecast's remaining distance; 0 or below means that
   * rating C is out of reach; null when nothing remains or there is no CII.
   */
  restOfYearCiiForRatingC: number | null;
};

/** The year-end forecast of a year-to-date period; null when it covers no time or no distance. */
export function forecastYearEnd(period: CiiPeriod, context: CiiContext): CiiForecast | null {
  if (period.coveredFromMs === null || period.coveredToMs === null) return null;
  const daysCovered = (period.coveredToMs - period.coveredFromMs) / DAY_MS;
  if (!(daysCovered > 0) || !(period.distanceNm > 0)) return null;
  const yearDays = daysInYear(context.year);
  const scale = yearDays / daysCovered;
  const fuelTonnes: Record<string, number> = {};
  for (const [fuelTypeId, tonnes] of Object.entries(period.fuelTonnes))
    fuelTonnes[fuelTypeId] = tonnes * scale;
  const distanceNm = period.distanceNm * scale;
  const cii = ciiOf(context, distanceNm, fuelTonnes);
  const remainingNm = distanceNm - period.distanceNm;
  const restOfYearCiiForRatingC =
    cii && remainingNm > 1e-9
      ? (cii.boundaries.upper * cii.capacity * distanceNm - period.co2Tonnes * 1e6) /
        (cii.capacity * remainingNm)
      : null;
  return {
    method: CII_FORECAST_METHOD,
    daysCovered,
    daysInYear: yearDays,
    scale,
    distanceNm,
    fuelTonnes,
    co2Tonnes: co2TonnesFromFuel(fuelTonnes, context.customFuelFactors),
    cii,
    restOfYearCiiForRatingC,
  };
}

// --- Days: from the logged daily means ----------------------------------------------------------

/** Where a day's fuel types come from (ADR 0063). */
export const FUEL_TYPE_BASES = [
  'flowMeter',
  'voyage',
  'nearestVoyage',
  'vesselEquipment',
  'noonReport',
] as const;
export type FuelTypeBasis = (typeof FUEL_TYPE_BASES)[number];

export type FuelMix = { shares: Readonly<Record<string, number>>; basis: FuelTypeBasis };

/** The fuel types of a voyage's burned fuel as shares that add up to 1; null when it burned none. */
export function fuelShares(fuelTonnes: Readonly<Record<string, number>>): Record<string, number> | null {
  let total = 0;
  for (const tonnes of Object.values(fuelTonnes)) total += Math.max(0, tonnes);
  if (!(total > 0)) return null;
  const shares: Record<string, number> = {};
  for (const [fuelTypeId, tonnes] of Object.entries(fuelTonnes)) {
    if (tonnes > 0) shares[fuelTypeId] = tonnes / total;
  }
  return shares;
}

export type FuelMixVoyage = { startMs: number; endMs: number; fuelTonnes: Readonly<Record<string, number>> };

/**
 * The fuel types of logged fuel that the logs do not name, at an instant: the mix the voyage
 * covering it burned, else the mix of the voyage nearest in time, else the fuel type of the
 * vessel's first active flow meter or fuel tank; null when none is known.
 */
export function fuelMixAt(
  atMs: number,
  voyages: readonly FuelMixVoyage[],
  equipmentFuelTypeId: string | null,
): FuelMix | null {
  let nearest: { gapMs: number; shares: Record<string, number> } | null = null;
  for (const voyage of voyages) {
    const shares = fuelShares(voyage.fuelTonnes);
    if (!shares) continue;
    if (atMs >= voyage.startMs && atMs < voyage.endMs) return { shares, basis: 'voyage' };
    const gapMs = atMs < voyage.startMs ? voyage.startMs - atMs : atMs - voyage.endMs;
    if (!nearest || gapMs < nearest.gapMs) nearest = { gapMs, shares };
  }
  if (nearest) return { shares: nearest.shares, basis: 'nearestVoyage' };
  return equipmentFuelTypeId ? { shares: { [equipmentFuelTypeId]: 1 }, basis: 'vesselEquipment' } : null;
}

/** A logged variable the daily CII reads, with the factor from its unit to kn or kg/h. */
export type CiiLoggedVariable = {
  id: string;
  kind: 'speed' | 'fuel';
  toBaseFactor: number;
  /** The fuel type of the flow meter that reads this variable, if one does. */
  flowMeterFuelTypeId: string | null;
};

/** One daily rollup: the mean of a variable's samples of one UTC day. */
export type DailyMean = { dayMs: number; variableId: string; mean: number };

export type CiiDayInput = {
  /** YYYY-MM-DD (UTC). */
  date: string;
  /** null when the day has no speed logged. */
  distanceNm: number | null;
  fuelTonnes: Record<string, number>;
  /** null when no fuel is logged that day. */
  fuelTypeBasis: FuelTypeBasis | null;
  /** Logged fuel whose fuel type is unknown (no voyage, meter or tank names one), tonnes. */
  unassignedFuelTonnes: number;
};

/**
 * A day's distance and fuel from its daily means: mean × 24 h (speed over ground in kn gives nm,
 * fuel mass flow in kg/h gives kg). A day logged only in part is taken at its mean for the whole
 * day; negative means count as 0. Every fuel variable counts (main engine, auxiliaries, boilers);
 * one read by a flow meter takes that meter's fuel type, the others `mixAt(noon)`.
 */
export function loggedDays(
  means: readonly DailyMean[],
  variables: readonly CiiLoggedVariable[],
  mixAt: (atMs: number) => FuelMix | null,
): CiiDayInput[] {
  const byId = new Map(variables.map((variable) => [variable.id, variable]));
  const days = new Map<number, DailyMean[]>();
  for (const mean of means) {
    if (!byId.has(mean.variableId)) continue;
    const list = days.get(mean.dayMs) ?? [];
    list.push(mean);
    days.set(mean.dayMs, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([dayMs, dayMeans]) => {
      let distanceNm: number | null = null;
      const fuelTonnes: Record<string, number> = {};
      let unassignedFuelTonnes = 0;
      let basis: FuelTypeBasis | null = null;
      const mix = mixAt(dayMs + DAY_MS / 2);
      for (const mean of dayMeans) {
        const variable = byId.get(mean.variableId)!;
        const value = Math.max(0, mean.mean * variable.toBaseFactor) * 24;
        if (variable.kind === 'speed') {
          distanceNm = (distanceNm ?? 0) + value;
          continue;
        }
        const tonnes = value / 1000;
        if (variable.flowMeterFuelTypeId) {
          fuelTonnes[variable.flowMeterFuelTypeId] = (fuelTonnes[variable.flowMeterFuelTypeId] ?? 0) + tonnes;
          basis ??= 'flowMeter';
        } else if (mix) {
          for (const [fuelTypeId, share] of Object.entries(mix.shares))
            fuelTonnes[fuelTypeId] = (fuelTonnes[fuelTypeId] ?? 0) + tonnes * share;
          basis = mix.basis;
        } else unassignedFuelTonnes += tonnes;
      }
      return {
        date: new Date(dayMs).toISOString().slice(0, 10),
        distanceNm,
        fuelTonnes,
        fuelTypeBasis: basis,
        unassignedFuelTonnes,
      };
    });
}

/** What the daily CII reads of a noon report: its instant, distance over ground and fuel lines. */
export type CiiNoonReport = {
  atMs: number;
  distanceOverGroundNm: number;
  fuel: readonly { fuelTypeId: string; tonnes: number }[];
};

/**
 * The days of a vessel without logged speed and fuel, from its noon reports (issue 24 §2): a report
 * counts on the UTC date of its report time (a report at local noon falls on the same UTC date for
 * any zone within ±12 h), with its distance over ground and every fuel line, each of the fuel type
 * the report names. Two reports on one date (a change of the ship's zone) add up.
 */
export function noonReportDays(reports: readonly CiiNoonReport[]): CiiDayInput[] {
  const days = new Map<string, CiiDayInput>();
  for (const report of [...reports].sort((a, b) => a.atMs - b.atMs)) {
    const date = new Date(report.atMs).toISOString().slice(0, 10);
    const day = days.get(date) ?? {
      date,
      distanceNm: 0,
      fuelTonnes: {},
      fuelTypeBasis: null,
      unassignedFuelTonnes: 0,
    };
    day.distanceNm = (day.distanceNm ?? 0) + Math.max(0, report.distanceOverGroundNm);
    for (const line of report.fuel) {
      if (!(line.tonnes > 0)) continue;
      day.fuelTonnes[line.fuelTypeId] = (day.fuelTonnes[line.fuelTypeId] ?? 0) + line.tonnes;
      day.fuelTypeBasis = 'noonReport';
    }
    days.set(date, day);
  }
  return [...days.values()];
}

export type CiiDay = CiiDayInput & {
  /** null when part of the day's fuel has no known fuel type. */
  co2Tonnes: number | null;
  /** The day's CO2 over its distance; null without distance, CO2 or ship data. */
  attainedCii: number | null;
  /** The day's attained CII against the year's boundaries (an indication: the rating is annual). */
  rating: CiiRating | null;
  /**
   * The CII of the range so far: the CO2 and distance of its days up to this one (days whose CO2
   * is unknown add neither); null before any distance or without ship data.
   */
  cumulativeAttainedCii: number | null;
};

/** The daily CII series of a range of days against the year's requirement (null: no CII). */
export function dailyCiiSeries(
  days: readonly CiiDayInput[],
  requirement: CiiRequirement | null,
  customFuelFactors?: CustomFuelFactors,
): CiiDay[] {
  let co2Sum = 0;
  let distanceSum = 0;
  return days.map((day) => {
    const co2Tonnes =
      day.unassignedFuelTonnes > 0 ? null : co2TonnesFromFuel(day.fuelTonnes, customFuelFactors);
    if (co2Tonnes !== null) {
      co2Sum += co2Tonnes;
      distanceSum += day.distanceNm ?? 0;
    }
    const attainedCii =
      requirement && co2Tonnes !== null && day.distanceNm !== null && day.distanceNm > 0
        ? attainedCiiFrom(co2Tonnes, requirement.capacity, day.distanceNm)
        : null;
    return {
      ...day,
      co2Tonnes,
      attainedCii,
      rating: attainedCii === null || !requirement ? null : rateCii(attainedCii, requirement.boundaries),
      cumulativeAttainedCii:
        requirement && distanceSum > 0 ? attainedCiiFrom(co2Sum, requirement.capacity, distanceSum) : null,
    };
  });
}
