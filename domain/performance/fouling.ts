// Hull and propeller fouling (001 §1-§3 'Fouling', issue 13 §1; ADR 0079), as pure functions of
// the speed long trend's daily values (domain/performance/long-trends.ts, ADR 0047):
// - speed loss = −(ISO 19030 speed performance value): positive when the vessel is slower than its
//   speed-power reference at the same power and draft (001 intro: 'a daily average of
//   high-frequency data');
// - statistics: the mean over the last days, change per year and the level at the last cleaning
//   from the trend periods split at the trend events (hull cleaning, dry dock, ...);
// - added fuel: at constant speed the fouled hull needs ((1 − b)/(1 − s))^−3 times the power the
//   benchmark hull needs (admiralty/propeller law, research performance-methods.md §5), so of the
//   fuel F burnt, F · (1 − ((1 − s)/(1 − b))^3) is added by the speed loss s above the benchmark b;
//   CO2 with the fuel's conversion factor (domain/emissions/fuels.ts), money with a fuel price;
// - propulsion efficiency: the share of the measured power that the reference hull needs for the
//   same speed, 100 · (1 − s)^3 percent;
// - the event impact: what a trend event (a hull cleaning) gave back;
// - sea surface temperature points and the operation profile from hourly logged values.
import { analyseLongTrend, MS_PER_DAY, type TrendPeriodResult } from '../calc/long-trend.ts';
import { predictRegression, type RegressionModel } from '../calc/regression.ts';
import { STANDARD_FUELS } from '../emissions/fuels.ts';
import { CLEANING_GAIN_DAYS, cleaningGain, speedLossFromDeviation } from './speed-loss.ts';

/** The speed-power exponent of the admiralty / propeller law (P ∝ V³). */
export const SPEED_POWER_EXPONENT = 3;

/** A vessel's fouling chart configuration when none is stored (ADR 0079). */
export const DEFAULT_FOULING_CONFIG = {
  /** The speed loss counted as clean: 0 is the sea trial (the PowerSpeed reference curve). */
  benchmarkSpeedLossPercent: 0,
  /** Observe from this speed loss above the benchmark (research performance-methods.md §4.3). */
  observeLimitPercent: 5,
  /** The maintenance trigger: Not ok from this speed loss above the benchmark (§1.5: 8 %). */
  maintenanceTriggerPercent: 8,
  /** The window of the 'recent' mean speed loss. */
  statisticsPeriodDays: 30,
  /** Sea water warmer than this makes the hull foul faster (§7.3); the map marks it. */
  warmWaterLimitC: 20,
} as const;
export type FoulingConfigValues = {
  benchmarkSpeedLossPercent: number;
  observeLimitPercent: number;
  maintenanceTriggerPercent: number;
  statisticsPeriodDays: number;
  warmWaterLimitC: number;
};

/** The CO2 factor used when the vessel has no consequence settings: heavy fuel oil. */
export const DEFAULT_CO2_FACTOR = STANDARD_FUELS.HFO.cfTonnesCo2PerTonne;

export type DailySpeedDeviation = { atMs: number; value: number };
export type SpeedLossPoint = { atMs: number; speedLossPercent: number };

/** Speed loss is the speed deviation with its sign turned: 5 % slower than the reference is +5. */
export function speedLossPercentOf(speedDeviationPercent: number): number {
  return speedLossFromDeviation(speedDeviationPercent);
}

/** The daily speed loss, ascending by time, of the speed long trend's daily values. */
export function speedLossHistory(daily: readonly DailySpeedDeviation[]): SpeedLossPoint[] {
  return daily
    .filter((d) => Number.isFinite(d.value) && Number.isFinite(d.atMs))
    .map((d) => ({ atMs: d.atMs, speedLossPercent: speedLossPercentOf(d.value) }))
    .sort((a, b) => a.atMs - b.atMs);
}

export type SpeedLossPeriod = {
  startMs: number;
  endMs: number;
  isCurrent: boolean;
  sampleCount: number;
  /** Speed loss on the trendline at the start and end of the period; null below two values. */
  trendlineStartPercent: number | null;
  trendlineEndPercent: number | null;
  /** Percentage points per year (365 × slope); null below 20 values over 30 days (benchmarking). */
  changePerYearPercent: number | null;
};

/**
 * The trend periods of the speed loss, split at the trend events with the long trend's own rules
 * (domain/calc/long-trend.ts): a trendline per period in speed-loss terms.
 */
export function speedLossPeriods(
  history: readonly SpeedLossPoint[],
  eventTimesMs: readonly number[],
): SpeedLossPeriod[] {
  const analysis = analyseLongTrend(
    history.map((p) => p.atMs),
    history.map((p) => p.speedLossPercent),
    eventTimesMs,
    { diagnosticKind: 'other' },
  );
  return analysis.periods.map((p: TrendPeriodResult) => ({
    startMs: Date.parse(p.start),
    endMs: Date.parse(p.end),
    isCurrent: p.isCurrent,
    sampleCount: p.sampleCount,
    trendlineStartPercent: p.trendline?.start.y ?? null,
    trendlineEndPercent: p.trendline?.end.y ?? null,
    changePerYearPercent: p.changePerYear,
  }));
}

/** The speed loss on a period's trendline at a time (linear between its start and end). */
export function trendlineAt(period: SpeedLossPeriod, atMs: number): number | null {
  if (period.trendlineStartPercent === null || period.trendlineEndPercent === null) return null;
  const span = period.endMs - period.startMs;
  if (!(span > 0)) return period.trendlineStartPercent;
  const f = (atMs - period.startMs) / span;
  return period.trendlineStartPercent + f * (period.trendlineEndPercent - period.trendlineStartPercent);
}

export type FoulingStatus = 'Ok' | 'Observe' | 'NotOk' | 'notAvailable';

/** Ok / Observe / Not ok of a speed loss against the benchmark and the two limits. */
export function foulingStatus(speedLossPercent: number | null, config: FoulingConfigValues): FoulingStatus {
  if (speedLossPercent === null || !Number.isFinite(speedLossPercent)) return 'notAvailable';
  const above = speedLossPercent - config.benchmarkSpeedLossPercent;
  if (above >= config.maintenanceTriggerPercent) return 'NotOk';
  if (above >= config.observeLimitPercent) return 'Observe';
  return 'Ok';
}

function meanOf(values: readonly number[]): number | null {
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

export type FoulingStatistics = {
  /** The time of the latest daily value; null without any. */
  latestAtMs: number | null;
  dailyValueCount: number;
  /** Mean speed loss of the daily values in the last `statisticsPeriodDays` up to the latest one. */
  meanSpeedLossPercent: number | null;
  /** The same over the last 90 days. */
  meanSpeedLoss90DaysPercent: number | null;
  /** The current trend period's trendline at its end (today's level). */
  currentSpeedLossPercent: number | null;
  /** Percentage points per year of the current period; null while it is benchmarking. */
  changePerYearPercent: number | null;
  /** The last trend event before the latest value (a hull cleaning, dry dock, ...). */
  lastCleaningAtMs: number | null;
  /** Speed loss just after the last trend event: the current period's trendline start. */
  speedLossAtLastCleaningPercent: number | null;
  /** Speed loss just before it: the previous period's trendline end. */
  speedLossBeforeLastCleaningPercent: number | null;
  /** Whole days from the last trend event to the latest value. */
  daysSinceLastCleaning: number | null;
  /** The current level above the benchmark (percentage points). */
  deviationFromBenchmarkPercent: number | null;
  /** Days until the current trendline reaches the maintenance trigger; 0 when past it. */
  daysToMaintenanceTrigger: number | null;
  status: FoulingStatus;
};

/**
 * The speed loss statistics of one vessel (GET /Fouling/Statistics): from its daily speed loss and
 * its trend events, judged with its fouling configuration.
 */
export function foulingStatistics(
  history: readonly SpeedLossPoint[],
  eventTimesMs: readonly number[],
  config: FoulingConfigValues,
): FoulingStatistics {
  const latest = history[history.length - 1];
  const empty: FoulingStatistics = {
    latestAtMs: null,
    dailyValueCount: 0,
    meanSpeedLossPercent: null,
    meanSpeedLoss90DaysPercent: null,
    currentSpeedLossPercent: null,
    changePerYearPercent: null,
    lastCleaningAtMs: null,
    speedLossAtLastCleaningPercent: null,
    speedLossBeforeLastCleaningPercent: null,
    daysSinceLastCleaning: null,
    deviationFromBenchmarkPercent: null,
    daysToMaintenanceTrigger: null,
    status: 'notAvailable',
  };
  if (!latest) return empty;
  const since = (days: number) =>
    meanOf(history.filter((p) => p.atMs > latest.atMs - days * MS_PER_DAY).map((p) => p.speedLossPercent));
  const periods = speedLossPeriods(history, eventTimesMs);
  const current = periods[periods.length - 1] ?? null;
  const previous = periods.length > 1 ? periods[periods.length - 2]! : null;
  const lastEventMs =
    [...eventTimesMs]
      .filter((ms) => Number.isFinite(ms) && ms <= latest.atMs)
      .sort((a, b) => a - b)
      .at(-1) ?? null;
  // A trend event is a cleaning of this series only where it opened the current period.
  const cleaningMs = current && lastEventMs !== null && current.startMs === lastEventMs ? lastEventMs : null;
  const currentLevel = current?.trendlineEndPercent ?? null;
  const changePerYear = current?.changePerYearPercent ?? null;
  const above = currentLevel === null ? null : currentLevel - config.benchmarkSpeedLossPercent;
  let daysToTrigger: number | null = null;
  if (above !== null) {
    if (above >= config.maintenanceTriggerPercent) daysToTrigger = 0;
    else if (changePerYear !== null && changePerYear > 0)
      daysToTrigger = Math.ceil(((config.maintenanceTriggerPercent - above) / changePerYear) * 365);
  }
  return {
    latestAtMs: latest.atMs,
    dailyValueCount: history.length,
    meanSpeedLossPercent: since(config.statisticsPeriodDays),
    meanSpeedLoss90DaysPercent: since(90),
    currentSpeedLossPercent: currentLevel,
    changePerYearPercent: changePerYear,
    lastCleaningAtMs: cleaningMs,
    speedLossAtLastCleaningPercent: cleaningMs === null ? null : (current?.trendlineStartPercent ?? null),
    speedLossBeforeLastCleaningPercent: cleaningMs === null ? null : (previous?.trendlineEndPercent ?? null),
    daysSinceLastCleaning: cleaningMs === null ? null : Math.floor((latest.atMs - cleaningMs) / MS_PER_DAY),
    deviationFromBenchmarkPercent: above,
    daysToMaintenanceTrigger: daysToTrigger,
    status: foulingStatus(currentLevel, config),
  };
}

/**
 * The fuel a speed loss adds at constant speed: of the fuel F burnt with speed loss s, the hull at
 * the benchmark b would have burnt F · ((1 − s)/(1 − b))^k; the rest is added by the fouling
 * (negative when the hull is better than the benchmark). Percent in, tonnes out.
 */
export function addedFuelTonnes(
  fuelTonnes: number,
  speedLossPercent: number,
  benchmarkSpeedLossPercent = 0,
  exponent = SPEED_POWER_EXPONENT,
): number {
  const s = speedLossPercent / 100;
  const b = benchmarkSpeedLossPercent / 100;
  if (!Number.isFinite(fuelTonnes) || !Number.isFinite(s) || s >= 1 || b >= 1) return Number.NaN;
  return fuelTonnes * (1 - ((1 - s) / (1 - b)) ** exponent);
}

/** Propulsion efficiency against the reference hull: 100 · (1 − s)^k percent (s = 5 % → 85.7 %). */
export function propulsionEfficiencyPercent(
  speedLossPercent: number,
  exponent = SPEED_POWER_EXPONENT,
): number {
  const s = speedLossPercent / 100;
  if (!Number.isFinite(s) || s >= 1) return Number.NaN;
  return 100 * (1 - s) ** exponent;
}

export type DayFuel = { dayMs: number; fuelTonnes: number };

export type AddedFuelDay = {
  dayMs: number;
  /** The day's speed loss: its daily value, else its trend period's trendline; null without either. */
  speedLossPercent: number | null;
  /** Whether the speed loss is the day's own value (false: read on the trendline). */
  measured: boolean;
  fuelTonnes: number;
  addedFuelTonnes: number | null;
  addedCo2Tonnes: number | null;
  addedCost: number | null;
};

export type AddedFuelSummary = {
  days: AddedFuelDay[];
  fuelTonnes: number;
  addedFuelTonnes: number;
  addedCo2Tonnes: number;
  /** Null without a fuel price. */
  addedCost: number | null;
  /** Days that burnt fuel but have no speed loss (no daily value and no trendline there). */
  daysWithoutSpeedLoss: number;
};

export type AddedFuelPricing = {
  co2Factor: number;
  fuelPricePerTonne: number | null;
  benchmarkSpeedLossPercent: number;
};

/**
 * Added fuel consumption over days (GET /Fouling/AddedFuelConsumption): each day's main-engine
 * fuel with the day's speed loss; a day without its own daily value (a day with too few steady
 * hours) reads the speed loss on its trend period's trendline, never across a trend event.
 */
export function addedFuelConsumption(
  fuelDays: readonly DayFuel[],
  history: readonly SpeedLossPoint[],
  periods: readonly SpeedLossPeriod[],
  pricing: AddedFuelPricing,
): AddedFuelSummary {
  const dailyByDay = new Map<number, number[]>();
  for (const p of history) {
    const day = Math.floor(p.atMs / MS_PER_DAY) * MS_PER_DAY;
    const list = dailyByDay.get(day) ?? [];
    list.push(p.speedLossPercent);
    dailyByDay.set(day, list);
  }
  const days: AddedFuelDay[] = [];
  let fuel = 0;
  let added = 0;
  let without = 0;
  for (const { dayMs, fuelTonnes } of [...fuelDays].sort((a, b) => a.dayMs - b.dayMs)) {
    if (!(fuelTonnes > 0)) continue;
    fuel += fuelTonnes;
    const own = meanOf(dailyByDay.get(dayMs) ?? []);
    let speedLoss = own;
    if (speedLoss === null) {
      const noon = dayMs + MS_PER_DAY / 2;
      const period = periods.find(
        (p) => noon >= p.startMs && (p.isCurrent ? noon <= p.endMs : noon < p.endMs),
      );
      speedLoss = period ? trendlineAt(period, noon) : null;
    }
    const addedFuel =
      speedLoss === null ? null : addedFuelTonnes(fuelTonnes, speedLoss, pricing.benchmarkSpeedLossPercent);
    if (addedFuel === null || !Number.isFinite(addedFuel)) without++;
    else added += addedFuel;
    const valid = addedFuel !== null && Number.isFinite(addedFuel) ? addedFuel : null;
    days.push({
      dayMs,
      speedLossPercent: speedLoss,
      measured: own !== null,
      fuelTonnes,
      addedFuelTonnes: valid,
      addedCo2Tonnes: valid === null ? null : valid * pricing.co2Factor,
      addedCost:
        valid === null || pricing.fuelPricePerTonne === null ? null : valid * pricing.fuelPricePerTonne,
    });
  }
  return {
    days,
    fuelTonnes: fuel,
    addedFuelTonnes: added,
    addedCo2Tonnes: added * pricing.co2Factor,
    addedCost: pricing.fuelPricePerTonne === null ? null : added * pricing.fuelPricePerTonne,
    daysWithoutSpeedLoss: without,
  };
}

export type EventImpact = {
  eventMs: number;
  /** The trendline level just before the event (end of the period it closed). */
  speedLossBeforePercent: number | null;
  /** The trendline level just after it (start of the period it opened). */
  speedLossAfterPercent: number | null;
  /** What the event gave back (its gain, `cleaningGain`): mean before − mean after, percentage points. */
  recoveredSpeedLossPercent: number | null;
  /** Mean daily speed loss in the `windowDays` before and after the event. */
  meanBeforePercent: number | null;
  meanAfterPercent: number | null;
  /** Mean main-engine fuel per day that burnt fuel in the window before the event. */
  fuelTonnesPerDay: number | null;
  /** Fuel per day the event saves at that consumption: the added fuel of 'before' against 'after'. */
  fuelSavedTonnesPerDay: number | null;
  co2SavedTonnesPerDay: number | null;
  costSavedPerDay: number | null;
};

/**
 * The impact of a trend event on the speed loss and what it saves per day (GET /Fouling/Impact).
 * The speed loss recovered is the event's gain as every page computes it (`cleaningGain`, ADR 0105):
 * the mean over the `windowDays` before the event minus the mean over the `windowDays` after it;
 * the fuel it saves is the added fuel of the one mean against the other. The trendline levels
 * either side are shown beside it.
 */
export function eventImpact(
  eventMs: number,
  history: readonly SpeedLossPoint[],
  periods: readonly SpeedLossPeriod[],
  fuelDays: readonly DayFuel[],
  pricing: Pick<AddedFuelPricing, 'co2Factor' | 'fuelPricePerTonne'>,
  windowDays = CLEANING_GAIN_DAYS,
): EventImpact {
  const before = periods.find((p) => p.endMs === eventMs && !p.isCurrent) ?? null;
  const after = periods.find((p) => p.startMs === eventMs) ?? null;
  const levelBefore = before?.trendlineEndPercent ?? null;
  const levelAfter = after?.trendlineStartPercent ?? null;
  const windowMs = windowDays * MS_PER_DAY;
  const gain = cleaningGain(history, { startMs: eventMs }, { days: windowDays });
  const meanBefore = gain.before.meanPercent;
  const meanAfter = gain.after.meanPercent;
  const fuelPerDay = meanOf(
    fuelDays
      .filter((d) => d.dayMs < eventMs && d.dayMs >= eventMs - windowMs && d.fuelTonnes > 0)
      .map((d) => d.fuelTonnes),
  );
  const saved =
    fuelPerDay !== null && meanBefore !== null && meanAfter !== null
      ? addedFuelTonnes(fuelPerDay, meanBefore, meanAfter)
      : null;
  const savedValid = saved !== null && Number.isFinite(saved) ? saved : null;
  return {
    eventMs,
    speedLossBeforePercent: levelBefore,
    speedLossAfterPercent: levelAfter,
    recoveredSpeedLossPercent: gain.gainPercent,
    meanBeforePercent: meanBefore,
    meanAfterPercent: meanAfter,
    fuelTonnesPerDay: fuelPerDay,
    fuelSavedTonnesPerDay: savedValid,
    co2SavedTonnesPerDay: savedValid === null ? null : savedValid * pricing.co2Factor,
    costSavedPerDay:
      savedValid === null || pricing.fuelPricePerTonne === null
        ? null
        : savedValid * pricing.fuelPricePerTonne,
  };
}

export type PropulsionCurvePoint = { powerKw: number; referenceSpeedKn: number; currentSpeedKn: number };

/**
 * The propulsion curve (GET /Fouling/PropulsionEfficiencyCurve): the reference speed at ~100
 * powers across the curve's range and the speed the hull makes now, with its current speed loss
 * at constant power: V_now = V_ref · (1 − s).
 */
export function propulsionCurve(
  model: RegressionModel,
  powerRangeKw: { min: number; max: number },
  speedLossPercent: number | null,
  samples = 100,
): PropulsionCurvePoint[] {
  const { min, max } = powerRangeKw;
  if (!(max > min) || !(min >= 0)) return [];
  const s = (speedLossPercent ?? 0) / 100;
  const points: PropulsionCurvePoint[] = [];
  for (let i = 0; i < samples; i++) {
    const powerKw = min + ((max - min) * i) / (samples - 1);
    const referenceSpeedKn = predictRegression(model, powerKw);
    if (!Number.isFinite(referenceSpeedKn)) continue;
    points.push({ powerKw, referenceSpeedKn, currentSpeedKn: referenceSpeedKn * (1 - s) });
  }
  return points;
}

/** One hourly reading of the channels the sea-temperature points and the profile need. */
export type HourReading = {
  hourMs: number;
  latitude: number | null;
  longitude: number | null;
  seaTemperatureC: number | null;
  speedKn: number | null;
};

export type SeaSurfaceTemperaturePoint = {
  dayMs: number;
  temperatureC: number;
  latitude: number;
  longitude: number;
  /** Mean speed over ground of the day's hours. */
  shipSpeedKn: number;
  /** Hours of the day with a temperature and a position. */
  timeSpentHours: number;
};

/**
 * Sea surface temperature points, one per day (GET /Fouling/SeaSurfaceTemperature): the mean
 * temperature, position and speed over the day's hours that have a temperature and both
 * coordinates (hours without both are dropped, 001 §3). Longitudes are averaged unwrapped around the
 * day's first one, so a day crossing the antimeridian stays on its side.
 */
export function seaSurfaceTemperaturePoints(hours: readonly HourReading[]): SeaSurfaceTemperaturePoint[] {
  type Sum = { t: number; lat: number; lon: number; speed: number; speedN: number; n: number; lon0: number };
  const days = new Map<number, Sum>();
  for (const h of hours) {
    if (h.seaTemperatureC === null || h.latitude === null || h.longitude === null) continue;
    if (![h.seaTemperatureC, h.latitude, h.longitude].every(Number.isFinite)) continue;
    const day = Math.floor(h.hourMs / MS_PER_DAY) * MS_PER_DAY;
    let sum = days.get(day);
    if (!sum) {
      sum = { t: 0, lat: 0, lon: 0, speed: 0, speedN: 0, n: 0, lon0: h.longitude };
      days.set(day, sum);
    }
    let lon = h.longitude;
    while (lon - sum.lon0 > 180) lon -= 360;
    while (lon - sum.lon0 < -180) lon += 360;
    sum.t += h.seaTemperatureC;
    sum.lat += h.latitude;
    sum.lon += lon;
    sum.n++;
    if (h.speedKn !== null && Number.isFinite(h.speedKn)) {
      sum.speed += h.speedKn;
      sum.speedN++;
    }
  }
  return [...days.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([dayMs, s]) => {
      let longitude = s.lon / s.n;
      while (longitude > 180) longitude -= 360;
      while (longitude < -180) longitude += 360;
      return {
        dayMs,
        temperatureC: s.t / s.n,
        latitude: s.lat / s.n,
        longitude,
        shipSpeedKn: s.speedN > 0 ? s.speed / s.speedN : 0,
        timeSpentHours: s.n,
      };
    });
}

/** The speed bands of the operation profile, knots (the last one open-ended). */
export const OPERATION_PROFILE_BANDS = [0, 3, 6, 9, 12, 15, 18] as const;
/** Below this speed over ground a vessel is idle (in port or at anchor): when hulls foul fastest. */
export const IDLE_SPEED_KN = 3;

export type OperationProfile = {
  bands: { fromKn: number; toKn: number | null; hours: number; sharePercent: number }[];
  totalHours: number;
  idleHours: number;
  /** Idle hours in water warmer than the warm-water limit. */
  idleWarmWaterHours: number;
  /** Hours with a temperature above the warm-water limit, under way or not. */
  warmWaterHours: number;
};

/**
 * The operation profile (GET /Fouling/OperationProfile): the hours spent in each speed band, and
 * the idle and warm-water hours that make a hull foul faster (research performance-methods.md §7.3).
 */
export function operationProfile(hours: readonly HourReading[], warmWaterLimitC: number): OperationProfile {
  const counts = OPERATION_PROFILE_BANDS.map(() => 0);
  let total = 0;
  let idle = 0;
  let idleWarm = 0;
  let warm = 0;
  for (const h of hours) {
    if (h.speedKn === null || !Number.isFinite(h.speedKn)) continue;
    const speed = Math.max(0, h.speedKn);
    let band = 0;
    while (band + 1 < OPERATION_PROFILE_BANDS.length && speed >= OPERATION_PROFILE_BANDS[band + 1]!) band++;
    counts[band]!++;
    total++;
    const isWarm = h.seaTemperatureC !== null && h.seaTemperatureC > warmWaterLimitC;
    if (isWarm) warm++;
    if (speed < IDLE_SPEED_KN) {
      idle++;
      if (isWarm) idleWarm++;
    }
  }
  return {
    bands: OPERATION_PROFILE_BANDS.map((fromKn, i) => ({
      fromKn,
      toKn: OPERATION_PROFILE_BANDS[i + 1] ?? null,
      hours: counts[i]!,
      sharePercent: total > 0 ? (100 * counts[i]!) / total : 0,
    })),
    totalHours: total,
    idleHours: idle,
    idleWarmWaterHours: idleWarm,
    warmWaterHours: warm,
  };
}
