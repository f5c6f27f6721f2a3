// The charter party table (001 §2 'Curve table', PERF-064, ADR 0056): the vessel's sea passages
// found in its logged speed over ground, each with the main engine's actual fuel, and the fuel the
// charter curve allows at the passage's mean speed (warranted t/day × steaming hours / 24).
import type { RegressionKind } from '../calc/regression.ts';
import { predictRegression } from '../calc/regression.ts';
import type { FeatureName } from '../features.ts';
import { readCurve } from './reference-curve.ts';

/** The vessel feature that switches the charter party page on (003 §6, PERF-072). */
export const CHARTER_PARTY_FEATURE = 'CharterParty' satisfies FeatureName;

/** The curve modes of the charter party page: the contract's curve and the operator's own. */
export const CHARTER_CURVE_MODES = ['TimeCharter', 'SpotMarket'] as const;
export type CharterCurveMode = (typeof CHARTER_CURVE_MODES)[number];

/** A block counts as steaming from this speed over ground: below it the vessel lies or manoeuvres. */
export const STEAMING_MIN_SPEED_KN = 3;
/** A pause in steaming of at most this long (slow-down, a missing hour of data) keeps one passage. */
export const PASSAGE_MAX_GAP_MS = 3_600_000;
/** Passages shorter than this (shifting berth, anchorage moves) are not charter legs. */
export const PASSAGE_MIN_STEAMING_HOURS = 4;

/** One logged block (15 minutes in the rollups): its mean speed over ground and main-engine fuel flow. */
export type LoggedBlock = { startMs: number; speedKn: number; fuelMassFlowKgPerH: number };

export type SeaPassage = {
  fromMs: number;
  toMs: number;
  steamingHours: number;
  distanceNm: number;
  fuelMassTonnes: number;
};

export type CharterCurve = {
  curveFit: RegressionKind;
  regressionOrder: number;
  points: readonly { x: number; y: number }[];
};

export type CharterPartyRow = SeaPassage & {
  meanSpeedKn: number;
  /** Null where the curve has no value at the passage's mean speed (outside its points, no fit). */
  allowedFuelMassTonnes: number | null;
  differenceTonnes: number | null;
};

export type CharterPartySummary = {
  fromMs: number | null;
  toMs: number | null;
  steamingHours: number;
  distanceNm: number;
  fuelMassTonnes: number;
  /** Sums over the rows that have an allowed value only (null when none has). */
  allowedFuelMassTonnes: number | null;
  differenceTonnes: number | null;
  rowsWithAllowed: number;
};

export type CharterPartyTable = { rows: CharterPartyRow[]; summary: CharterPartySummary };

/**
 * The sea passages of time-ordered blocks: runs of blocks at or above STEAMING_MIN_SPEED_KN whose
 * steaming blocks lie at most PASSAGE_MAX_GAP_MS apart, of at least PASSAGE_MIN_STEAMING_HOURS. A
 * passage's hours, distance and fuel are those of its steaming blocks.
 */
export function findSeaPassages(blocks: readonly LoggedBlock[], blockMs = 900_000): SeaPassage[] {
  const blockHours = blockMs / 3_600_000;
  const passages: SeaPassage[] = [];
  let current: SeaPassage | null = null;
  const close = () => {
    if (current && current.steamingHours >= PASSAGE_MIN_STEAMING_HOURS) passages.push(current);
    current = null;
  };
  for (const block of blocks) {
    if (!(block.speedKn >= STEAMING_MIN_SPEED_KN) || !Number.isFinite(block.fuelMassFlowKgPerH)) continue;
    if (current && block.startMs - (current as SeaPassage).toMs > PASSAGE_MAX_GAP_MS) close();
    const passage: SeaPassage = current ?? {
      fromMs: block.startMs,
      toMs: block.startMs,
      steamingHours: 0,
      distanceNm: 0,
      fuelMassTonnes: 0,
    };
    passage.toMs = block.startMs + blockMs;
    passage.steamingHours += blockHours;
    passage.distanceNm += block.speedKn * blockHours;
    passage.fuelMassTonnes += (block.fuelMassFlowKgPerH * blockHours) / 1000;
    current = passage;
  }
  close();
  return passages;
}

/**
 * The curve's warranted consumption (t/day) at `speedKn`, read on its fit; null outside the speeds
 * of its points (a contract warrants nothing there) or when the points give no fit.
 */
export function warrantedConsumptionAt(curve: CharterCurve, speedKn: number): number | null {
  return warrantedConsumptions(curve, [speedKn])[0] ?? null;
}

function warrantedConsumptions(curve: CharterCurve, speedsKn: readonly number[]): (number | null)[] {
  const fit = curve.points.length > 0 ? readCurve(curve).fit : null;
  const xs = curve.points.map((p) => p.x);
  const lowest = Math.min(...xs);
  const highest = Math.max(...xs);
  return speedsKn.map((speed) => {
    if (!fit || !(speed >= lowest && speed <= highest)) return null;
    const value = predictRegression(fit, speed);
    return Number.isFinite(value) ? value : null;
  });
}

/** The table's rows (allowed = curve(mean speed) × steaming hours / 24) and its summary row. */
export function charterPartyTable(
  passages: readonly SeaPassage[],
  curve: CharterCurve | null,
): CharterPartyTable {
  const speeds = passages.map((p) => (p.steamingHours > 0 ? p.distanceNm / p.steamingHours : 0));
  const perDay = curve ? warrantedConsumptions(curve, speeds) : speeds.map(() => null);
  const rows = passages.map((passage, i): CharterPartyRow => {
    const tonnesPerDay = perDay[i] ?? null;
    const allowed = tonnesPerDay === null ? null : (tonnesPerDay * passage.steamingHours) / 24;
    return {
      ...passage,
      meanSpeedKn: speeds[i] as number,
      allowedFuelMassTonnes: allowed,
      differenceTonnes: allowed === null ? null : passage.fuelMassTonnes - allowed,
    };
  });
  const withAllowed = rows.filter((row) => row.allowedFuelMassTonnes !== null);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    rows,
    summary: {
      fromMs: rows[0]?.fromMs ?? null,
      toMs: rows.at(-1)?.toMs ?? null,
      steamingHours: sum(rows.map((r) => r.steamingHours)),
      distanceNm: sum(rows.map((r) => r.distanceNm)),
      fuelMassTonnes: sum(rows.map((r) => r.fuelMassTonnes)),
      allowedFuelMassTonnes: withAllowed.length
        ? sum(withAllowed.map((r) => r.allowedFuelMassTonnes!))
        : null,
      differenceTonnes: withAllowed.length ? sum(withAllowed.map((r) => r.differenceTonnes!)) : null,
      rowsWithAllowed: withAllowed.length,
    },
  };
}

export const TIME_CHARTER_POINTS_FIXED =
  'A time charter curve keeps the speeds of its contract: correct their consumption, but do not add or remove points.';

/**
 * PERF-064: a time charter curve's points are the contract's speeds. Their consumption values may be
 * corrected, but no speed added or removed; the operator's SpotMarket curve takes any change.
 */
export function timeCharterPointsError(
  before: readonly { x: number }[],
  after: readonly { x: number }[],
): string | null {
  const speeds = (points: readonly { x: number }[]) =>
    points
      .map((p) => p.x)
      .sort((a, b) => a - b)
      .join(',');
  return speeds(before) === speeds(after) ? null : TIME_CHARTER_POINTS_FIXED;
}
