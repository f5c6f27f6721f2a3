// Steady-state filtering of 15-minute blocks (research performance-methods.md §1.4, ISO 19030-2's
// default chain adapted to the stored rollups: each channel's mean, minimum, maximum and count per
// 15 minutes). A block is kept only when the ship is under way at a steady speed, power and shaft
// speed, in light wind, in water above 2 °C and at a draft the reference can be corrected to.
// Limits and why: docs/adr/0047-long-trend-computation.md.
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

/** What a kept block contributes: the deviations it allows (NaN where the reference is missing). */
export type BlockDeviations = { speed: number; rpm: number; sfoc: number };

export type VesselReferences = {
  speedPower: SpeedPowerReference | null;
  propeller: PropellerReference | null;
  sfoc: SfocReference | null;
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

/** Keeps or rejects a block; `previous` is the block just before it (15 minutes earlier) if any. */
export function classifyBlock(
  block: Block,
  previous: Block | null,
  references: VesselReferences,
  limits: SteadyStateLimits = DEFAULT_STEADY_STATE_LIMITS,
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
  const before = previous && block.startMs - previous.startMs === BLOCK_MS ? previous.channels : null;
  if (!before?.stw || !before.power) return 'accelerating';
  if (
    Math.abs(stw.mean - before.stw.mean) > limits.maxStwStepKn ||
    Math.abs(power.mean - before.power.mean) > limits.maxPowerStepShare * power.mean
  )
    return 'accelerating';
  if (relWindSpeed && relWindAngle) {
    const trueWind = trueWindSpeedMs(relWindSpeed.mean, relativeWindAngle(relWindAngle), sog.mean);
    if (trueWind > limits.maxTrueWindMs) return 'wind';
  }
  if (seaTemperature && seaTemperature.mean < limits.minSeaTemperatureC) return 'coldWater';
  const draftM = draftFore && draftAft ? (draftFore.mean + draftAft.mean) / 2 : Number.NaN;
  const referenceDraftM = references.speedPower?.referenceDraftM ?? null;
  if (referenceDraftM !== null) {
    if (!Number.isFinite(draftM)) return 'missingChannel';
    const share = draftM / referenceDraftM;
    if (share < limits.minDraftShare || share > limits.maxDraftShare) return 'draft';
  }
  const speed = references.speedPower
    ? speedDeviationPercent(stw.mean, expectedSpeedKn(references.speedPower, power.mean, draftM))
    : Number.NaN;
  const rpmDeviation = references.propeller
    ? rpmDeviationPercent(references.propeller, power.mean, rpm.mean)
    : Number.NaN;
  if (Math.abs(speed) > limits.maxAbsSpeedDeviation || Math.abs(rpmDeviation) > limits.maxAbsRpmDeviation)
    return 'implausible';
  // A fuel meter fault tells nothing about speed or shaft speed: only the SFOC value is dropped.
  const sfoc =
    references.sfoc && meFuel ? sfocDeviationPercent(references.sfoc, power.mean, meFuel.mean) : Number.NaN;
  return {
    speed,
    rpm: rpmDeviation,
    sfoc: Math.abs(sfoc) <= limits.maxAbsSfocDeviation ? sfoc : Number.NaN,
  };
}
