// Steady-state filtering of 15-minute blocks (research performance-methods.md §1.4, ISO 19030-2's
// default chain adapted to the stored rollups: each channel's mean, minimum, maximum and count per
// 15 minutes). A block is kept only when the ship is under way at a steady speed, power and shaft
// speed, in light wind, in water above 2 °C and at a draft the reference can be corrected to.
// Limits and why: docs/adr/0047-long-trend-computation.md.
import { medianStepMs } from '../log-data/sample-window.ts';
import {
  expectedSpeedKn,
  rpmDeviationPercent,
  sfocDeviationPercent,
  speedDeviationPercent,
  trueWindSpeedMs,
  type PropellerReference,
  type SfocReference,
  type SpeedPowerReference,
} from './deviations.ts';
import { windCorrection, type WindSettings } from './wind-correction.ts';

/** One channel over one block: mean, extremes and sample count (a rollup row). */
export type ChannelStats = { mean: number; min: number; max: number; count: number };

export const BLOCK_CHANNELS = [
  'stw',
  'sog',
  'power',
  'rpm',
  'draftFore',
  'draftAft',
  'relWindSpeed',
  'relWindAngle',
  'seaTemperature',
  'meFuel',
] as const;
export type BlockChannel = (typeof BLOCK_CHANNELS)[number];

/** A 15-minute block: its start and the channels that reported in it. */
export type Block = { startMs: number; channels: Partial<Record<BlockChannel, ChannelStats>> };

export const BLOCK_MS = 15 * 60_000;

/** The sample windows loggers export means at: 15, 20, 30, 60 minutes and daily means. */
export const SAMPLE_WINDOWS_MS = [15, 20, 30, 60, 24 * 60].map((m) => m * 60_000);

/**
 * The data's own sample window, detected from the block start times: the median gap between
 * consecutive blocks, snapped to the nearest known window (15 minutes when there are too few blocks).
 * A block of 30-minute or hourly means is one rollup block every 30 or 60 minutes; the steady-state
 * test then compares it with the block one window before it instead of 15 minutes before.
 */
export function detectSampleWindowMs(startTimesMs: readonly number[]): number {
  const median = medianStepMs(startTimesMs);
  if (median === null) return BLOCK_MS;
  let best = BLOCK_MS;
  for (const w of SAMPLE_WINDOWS_MS)
    if (Math.abs(Math.log(median / w)) < Math.abs(Math.log(median / best))) best = w;
  return best;
}

export type SteadyStateLimits = {
  /** Shaft power at least this share of MCR (under way, propeller loaded). */
  minPowerShareOfMcr: number;
  /** Speed through water at least this (kn). */
  minStwKn: number;
  /** Largest spread (max − min) inside a block: STW and SOG (kn), rpm, power (share of its mean). */
  maxStwSpreadKn: number;
  maxSogSpreadKn: number;
  maxRpmSpread: number;
  maxPowerSpreadShare: number;
  /** Largest change from the block before (acceleration): STW (kn) and power (share). */
  maxStwStepKn: number;
  maxPowerStepShare: number;
  /** ISO 19030-2 reference conditions: true wind at most 7.9 m/s, water at least 2 °C. */
  maxTrueWindMs: number;
  minSeaTemperatureC: number;
  /** Mean draft within this share of the reference curve's draft (the correction's range). */
  minDraftShare: number;
  maxDraftShare: number;
  /** Deviations outside these bounds are sensor faults, not performance (001 §1 help ranges). */
  maxAbsSpeedDeviation: number;
  maxAbsRpmDeviation: number;
  /** An SFOC deviation beyond this is a fuel meter fault: that block gives no SFOC value. */
  maxAbsSfocDeviation: number;
};

export const DEFAULT_STEADY_STATE_LIMITS: Readonly<SteadyStateLimits> = {
  minPowerShareOfMcr: 0.25,
  minStwKn: 3,
  maxStwSpreadKn: 1.0,
  maxSogSpreadKn: 1.0,
  maxRpmSpread: 6,
  maxPowerSpreadShare: 0.1,
  maxStwStepKn: 0.5,
  maxPowerStepShare: 0.1,
  maxTrueWindMs: 7.9,
  minSeaTemperatureC: 2,
  minDraftShare: 0.5,
  maxDraftShare: 1.1,
  maxAbsSpeedDeviation: 50,
  maxAbsRpmDeviation: 25,
  maxAbsSfocDeviation: 50,
};

export type BlockRejection =
  | 'missingChannel'
  | 'notUnderWay'
  | 'unsteady'
  | 'accelerating'
  | 'wind'
  | 'coldWater'
  | 'draft'
  | 'implausible';

/**
 * What a kept block contributes: the deviations it allows (NaN where the reference is missing or a
 * plausibility rule dropped that one value). `dropped` names the values a plausibility rule dropped.
 */
export type BlockDeviations = {
  speed: number;
  rpm: number;
  sfoc: number;
  dropped?: readonly ('rpm' | 'sfoc')[];
};

export type VesselReferences = {
  speedPower: SpeedPowerReference | null;
  propeller: PropellerReference | null;
  sfoc: SfocReference | null;
  /**
   * ISO 19030-2's wind correction (wind-correction.ts): with it, a block needs the relative wind
   * (else 'missingChannel'), the wind filter reads the true wind at the area's reference height, and
   * when `correctPower` the speed deviation is read at the wind-corrected power. Without it the
   * blocks are read as before (the stored long trends).
   */
  wind?: { settings: WindSettings; correctPower: boolean } | null;
};

const spread = (c: ChannelStats) => c.max - c.min;

/**
 * The mean relative wind angle of a block. A rollup averages angles arithmetically, which is wrong
 * when the samples straddle the bow (359° and 1° average to 180°): such a block is read as wind
 * from ahead, the direction it came from.
 */
function relativeWindAngle(c: ChannelStats): number {
  return c.max - c.min > 180 ? 0 : c.mean;
}

/**
 * Keeps or rejects a block; `previous` is the block just before it (one sample window earlier, 15
 * minutes by default) if any.
 */
export function classifyBlock(
  block: Block,
  previous: Block | null,
  references: VesselReferences,
  limits: SteadyStateLimits = DEFAULT_STEADY_STATE_LIMITS,
  sampleWindowMs: number = BLOCK_MS,
): BlockDeviations | BlockRejection {
  const { stw, sog, power, rpm, draftFore, draftAft, relWindSpeed, relWindAngle, seaTemperature, meFuel } =
    block.channels;
  if (!stw || !sog || !power || !rpm) return 'missingChannel';
  const mcrKw = references.propeller?.mcrKw ?? null;
  if (mcrKw !== null && power.mean < limits.minPowerShareOfMcr * mcrKw) return 'notUnderWay';
  if (stw.mean < limits.minStwKn || !(rpm.mean > 0) || !(power.mean > 0)) return 'notUnderWay';
  if (
    spread(stw) > limits.maxStwSpreadKn ||
    spread(sog) > limits.maxSogSpreadKn ||
    spread(rpm) > limits.maxRpmSpread ||
    spread(power) > limits.maxPowerSpreadShare * power.mean
  )
    return 'unsteady';
  const before = previous && block.startMs - previous.startMs === sampleWindowMs ? previous.channels : null;
  if (!before?.stw || !before.power) return 'accelerating';
  if (
    Math.abs(stw.mean - before.stw.mean) > limits.maxStwStepKn ||
    Math.abs(power.mean - before.power.mean) > limits.maxPowerStepShare * power.mean
  )
    return 'accelerating';
  const draftM = draftFore && draftAft ? (draftFore.mean + draftAft.mean) / 2 : Number.NaN;
  let speedPowerKw = power.mean;
  if (references.wind) {
    if (!relWindSpeed || !relWindAngle) return 'missingChannel';
    const corrected = windCorrection(
      references.wind.settings,
      relWindSpeed.mean,
      relativeWindAngle(relWindAngle),
      sog.mean,
      draftM,
      power.mean,
    );
    if (corrected.trueWindAtReferenceMs > limits.maxTrueWindMs) return 'wind';
    if (references.wind.correctPower) speedPowerKw = corrected.correctedPowerKw;
  } else if (relWindSpeed && relWindAngle) {
    const trueWind = trueWindSpeedMs(relWindSpeed.mean, relativeWindAngle(relWindAngle), sog.mean);
    if (trueWind > limits.maxTrueWindMs) return 'wind';
  }
  if (seaTemperature && seaTemperature.mean < limits.minSeaTemperatureC) return 'coldWater';
  const referenceDraftM = references.speedPower?.referenceDraftM ?? null;
  if (referenceDraftM !== null) {
    if (!Number.isFinite(draftM)) return 'missingChannel';
    const share = draftM / referenceDraftM;
    if (share < limits.minDraftShare || share > limits.maxDraftShare) return 'draft';
  }
  const speed = references.speedPower
    ? speedDeviationPercent(stw.mean, expectedSpeedKn(references.speedPower, speedPowerKw, draftM))
    : Number.NaN;
  const rpmDeviation = references.propeller
    ? rpmDeviationPercent(references.propeller, power.mean, rpm.mean)
    : Number.NaN;
  // A speed far from the speed-power reference says the block itself is not fit (log fault, the
  // reference of another ship): nothing of it is used.
  if (Math.abs(speed) > limits.maxAbsSpeedDeviation) return 'implausible';
  // A shaft speed far from the propeller law (or a wrong shaft speed at MCR) tells nothing about
  // the speed through water: only the shaft-speed value is dropped. Likewise a fuel meter fault
  // drops only the SFOC value.
  const dropped: ('rpm' | 'sfoc')[] = [];
  const rpmKept = Math.abs(rpmDeviation) > limits.maxAbsRpmDeviation ? Number.NaN : rpmDeviation;
  if (Number.isFinite(rpmDeviation) && !Number.isFinite(rpmKept)) dropped.push('rpm');
  const sfoc =
    references.sfoc && meFuel ? sfocDeviationPercent(references.sfoc, power.mean, meFuel.mean) : Number.NaN;
  const sfocKept = Math.abs(sfoc) <= limits.maxAbsSfocDeviation ? sfoc : Number.NaN;
  if (Number.isFinite(sfoc) && !Number.isFinite(sfocKept)) dropped.push('sfoc');
  return dropped.length > 0
    ? { speed, rpm: rpmKept, sfoc: sfocKept, dropped }
    : { speed, rpm: rpmKept, sfoc: sfocKept };
}
