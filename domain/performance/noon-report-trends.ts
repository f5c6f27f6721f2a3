// Long trends from noon reports (issue 24 §2, ADR 0107): a vessel that reports once a day and logs
// no sensor data gets its speed, shaft-speed and SFOC trends from its noon reports. Each report is
// one daily value, read against the same references as a 15-minute block (deviations.ts), after
// ISO 19030's filters adapted to daily values (docs/calculations.md §6.3):
// - hours at sea: at least `minHoursSteamed` hours steamed since the previous report;
// - wind: at most `maxWindForceBeaufort` (Beaufort 4, about ISO 19030's 7.9 m/s true wind);
// - steady speed: the daily speed within `maxSpeedStepShare` of the previous report's (no
//   acceleration or slow steaming begun during the day);
// - drafts: both drafts present when the speed-power curve was made at a known draft, and the mean
//   within the range the draft correction is valid for (as for blocks);
// - under way and plausible: the limits of steady-state.ts (power share of MCR, speed, deviation).
// Speed through water is the distance through water / hours steamed; where the report has no
// distance through water, the distance over ground / hours steamed (the report says which).
import type { BlockRejection, SteadyStateLimits, VesselReferences } from './steady-state.ts';
import { DEFAULT_STEADY_STATE_LIMITS } from './steady-state.ts';
import {
  expectedSpeedKn,
  rpmDeviationPercent,
  sfocDeviationPercent,
  speedDeviationPercent,
} from './deviations.ts';
import type { ComputedDiagnostic, DailyValue } from './long-trends.ts';
import { messages } from '../messages.ts';

/** Where a long trend's daily values came from: logged sensor data or the crew's noon reports. */
export const TREND_SOURCES = ['sensor', 'noonReports'] as const;
export type TrendSource = (typeof TREND_SOURCES)[number];

/** What a noon report gives the trends (a report as stored, in its units). */
export type NoonReportInput = {
  /** The report's instant (UTC, ms). */
  atMs: number;
  hoursSteamed: number;
  distanceOverGroundNm: number;
  distanceThroughWaterNm: number | null;
  mainEnginePowerKw: number | null;
  shaftSpeedRpm: number | null;
  /** The main engine's fuel since the previous report (t), null when the report splits none to it. */
  mainEngineFuelTonnes: number | null;
  draftForwardM: number | null;
  draftAftM: number | null;
  windForceBeaufort: number | null;
};

export type NoonReportLimits = {
  /** A day counts only with this many hours steamed (ISO 19030's 'at sea', daily). */
  minHoursSteamed: number;
  /** Beaufort force at most this (4: up to 7.9 m/s, ISO 19030-2's reference condition). */
  maxWindForceBeaufort: number;
  /** The day's speed within this share of the previous report's speed (steady speed). */
  maxSpeedStepShare: number;
  /** A report without wind force is kept (true) or refused as wind unknown (false). */
  keepUnknownWind: boolean;
};

export const DEFAULT_NOON_REPORT_LIMITS: Readonly<NoonReportLimits> = {
  minHoursSteamed: 20,
  maxWindForceBeaufort: 4,
  maxSpeedStepShare: 0.1,
  keepUnknownWind: true,
};

/** Why a noon report gives no daily value (the block reasons, plus too few hours at sea). */
export type NoonReportRejection = BlockRejection | 'shortDay';

/** The daily speed of a report and which distance it came from. */
export function noonReportSpeed(
  report: Pick<NoonReportInput, 'hoursSteamed' | 'distanceOverGroundNm' | 'distanceThroughWaterNm'>,
): { speedKn: number; basis: 'throughWater' | 'overGround' } | null {
  if (!(report.hoursSteamed > 0)) return null;
  if (report.distanceThroughWaterNm !== null && report.distanceThroughWaterNm > 0)
    return { speedKn: report.distanceThroughWaterNm / report.hoursSteamed, basis: 'throughWater' };
  if (report.distanceOverGroundNm > 0)
    return { speedKn: report.distanceOverGroundNm / report.hoursSteamed, basis: 'overGround' };
  return null;
}

export type NoonReportDeviations = {
  speed: number;
  rpm: number;
  sfoc: number;
  speedBasis: 'throughWater' | 'overGround';
};

/**
 * Keeps or refuses one report; `previous` is the vessel's report before it (any, kept or not), for
 * the steady-speed test. The first report of a series has no previous one and is refused as
 * 'accelerating' (its speed cannot be judged steady), as the first block of a series is.
 */
export function classifyNoonReport(
  report: NoonReportInput,
  previous: NoonReportInput | null,
  references: VesselReferences,
  limits: NoonReportLimits = DEFAULT_NOON_REPORT_LIMITS,
  blockLimits: SteadyStateLimits = DEFAULT_STEADY_STATE_LIMITS,
): NoonReportDeviations | NoonReportRejection {
  const speed = noonReportSpeed(report);
  const power = report.mainEnginePowerKw;
  if (!speed || power === null || report.shaftSpeedRpm === null) return 'missingChannel';
  if (report.hoursSteamed < limits.minHoursSteamed) return 'shortDay';
  const mcrKw = references.propeller?.mcrKw ?? null;
  if (mcrKw !== null && power < blockLimits.minPowerShareOfMcr * mcrKw) return 'notUnderWay';
  if (speed.speedKn < blockLimits.minStwKn || !(report.shaftSpeedRpm > 0) || !(power > 0))
    return 'notUnderWay';
  const before = previous ? noonReportSpeed(previous) : null;
  if (!before || Math.abs(speed.speedKn - before.speedKn) > limits.maxSpeedStepShare * speed.speedKn)
    return 'accelerating';
  if (
    report.windForceBeaufort === null
      ? !limits.keepUnknownWind
      : report.windForceBeaufort > limits.maxWindForceBeaufort
  )
    return 'wind';
  const draftM =
    report.draftForwardM !== null && report.draftAftM !== null
      ? (report.draftForwardM + report.draftAftM) / 2
      : Number.NaN;
  const referenceDraftM = references.speedPower?.referenceDraftM ?? null;
  if (referenceDraftM !== null) {
    if (!Number.isFinite(draftM)) return 'missingChannel';
    const share = draftM / referenceDraftM;
    if (share < blockLimits.minDraftShare || share > blockLimits.maxDraftShare) return 'draft';
  }
  const speedDeviation = references.speedPower
    ? speedDeviationPercent(speed.speedKn, expectedSpeedKn(references.speedPower, power, draftM))
    : Number.NaN;
  if (Math.abs(speedDeviation) > blockLimits.maxAbsSpeedDeviation) return 'implausible';
  const rpm = references.propeller
    ? rpmDeviationPercent(references.propeller, power, report.shaftSpeedRpm)
    : Number.NaN;
  const fuelKgPerH =
    report.mainEngineFuelTonnes !== null
      ? (1000 * report.mainEngineFuelTonnes) / report.hoursSteamed
      : Number.NaN;
  const sfoc =
    references.sfoc && fuelKgPerH > 0 ? sfocDeviationPercent(references.sfoc, power, fuelKgPerH) : Number.NaN;
  return {
    speed: speedDeviation,
    rpm: Math.abs(rpm) > blockLimits.maxAbsRpmDeviation ? Number.NaN : rpm,
    sfoc: Math.abs(sfoc) > blockLimits.maxAbsSfocDeviation ? Number.NaN : sfoc,
    speedBasis: speed.basis,
  };
}

export type NoonReportSeries = {
  values: Record<ComputedDiagnostic, DailyValue[]>;
  /** How many reports were kept and why the others were not. */
  reports: Record<NoonReportRejection | 'kept', number>;
  /** The most frequent reason reports were refused, null when none was. */
  firstRefusal: NoonReportRejection | null;
  /** Kept reports whose speed is over ground (no distance through water reported). */
  overGroundCount: number;
};

/**
 * One daily value per kept report, at the report's time (`blockCount` 1: one report), for each
 * diagnostic type its references allow. Reports are sorted by time first; two reports of one day
 * are two values (a vessel reports once a day; a second report that day is a short day and refused).
 */
export function noonReportDailyValues(
  reports: readonly NoonReportInput[],
  references: VesselReferences,
  limits: NoonReportLimits = DEFAULT_NOON_REPORT_LIMITS,
): NoonReportSeries {
  const sorted = [...reports].sort((a, b) => a.atMs - b.atMs);
  const values: NoonReportSeries['values'] = { speed: [], rpm: [], sfoc: [] };
  const counts: NoonReportSeries['reports'] = {
    kept: 0,
    shortDay: 0,
    missingChannel: 0,
    notUnderWay: 0,
    unsteady: 0,
    accelerating: 0,
    wind: 0,
    coldWater: 0,
    draft: 0,
    implausible: 0,
  };
  let overGroundCount = 0;
  sorted.forEach((report, i) => {
    const result = classifyNoonReport(report, i > 0 ? (sorted[i - 1] ?? null) : null, references, limits);
    if (typeof result === 'string') {
      counts[result]++;
      return;
    }
    counts.kept++;
    if (result.speedBasis === 'overGround') overGroundCount++;
    for (const key of ['speed', 'rpm', 'sfoc'] as const)
      if (Number.isFinite(result[key]))
        values[key].push({ atMs: report.atMs, value: result[key], blockCount: 1 });
  });
  let firstRefusal: NoonReportRejection | null = null;
  for (const [reason, n] of Object.entries(counts) as [NoonReportRejection | 'kept', number][])
    if (reason !== 'kept' && n > 0 && (firstRefusal === null || n > counts[firstRefusal]))
      firstRefusal = reason;
  return { values, reports: counts, firstRefusal, overGroundCount };
}

/**
 * Which data a vessel's long trends come from: its sensor data whenever it has any for the trends
 * (sensor data wins, it is finer and filtered per 15 minutes), otherwise its noon reports when it
 * has some, otherwise sensor (nothing to compute; the trends say so as before).
 */
export function chooseTrendSource(hasSensorData: boolean, noonReportCount: number): TrendSource {
  return !hasSensorData && noonReportCount > 0 ? 'noonReports' : 'sensor';
}

/** The words for a report's refusal reason (domain/messages.ts). */
const NOON_REFUSAL_REASONS: Record<NoonReportRejection, string> = {
  shortDay: messages.noonReportsRefusedShortDay,
  missingChannel: messages.noonReportsRefusedMissing,
  notUnderWay: messages.noonReportsRefusedNotUnderWay,
  unsteady: messages.noonReportsRefusedAccelerating,
  accelerating: messages.noonReportsRefusedAccelerating,
  wind: messages.noonReportsRefusedWind,
  coldWater: messages.blocksRefusedColdWater,
  draft: messages.noonReportsRefusedDraft,
  implausible: messages.noonReportsRefusedImplausible,
};

export function noonReportRefusalReason(rejection: NoonReportRejection): string {
  return NOON_REFUSAL_REASONS[rejection];
}
