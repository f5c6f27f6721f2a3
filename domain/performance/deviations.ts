// The performance deviations that the long trends follow (001 §1, research performance-methods.md
// §1.2 and §4.1), as percentages of the vessel's own reference:
// - speed deviation: ISO 19030's performance value 100·(V_meas − V_exp)/V_exp, negative = slower
//   than the reference at the same power and draft (a speed loss of the same size);
// - rpm deviation: 100·(n_meas − n_ref(P))/n_ref(P) against the propeller law through the MCR point,
//   negative = heavy running;
// - SFOC deviation: 100·(SFOC_meas − SFOC_ref(P))/SFOC_ref(P), the main engine's fuel mass flow per
//   shaft power against its shop-test SFOC curve at the same power, positive = more fuel.
// Decisions: docs/adr/0047-long-trend-computation.md.
import { predictRegression, type RegressionModel } from '../calc/regression.ts';

/**
 * The vessel's speed-power reference: a fit of speed through water (kn) on shaft power (kW) from
 * its sea trial or model test (a PowerSpeed reference curve), at the draft the curve was made at.
 */
export type SpeedPowerReference = { model: RegressionModel; referenceDraftM: number | null };

/** The engine's SFOC reference: a fit of SFOC (g/kWh) on engine power (kW), its shop test (an SFOC curve). */
export type SfocReference = { model: RegressionModel };

/** The propeller-law reference: shaft speed at MCR (the vessel's `speedMaxContinuousRating`). */
export type PropellerReference = { mcrKw: number; rpmAtMcr: number };

/** Displacement scales as draft^0.66 near the design draft (Fourth IMO GHG Study, admiralty form). */
export const DRAFT_EXPONENT = 0.66;

/**
 * The speed the reference promises at this power and draft: the power the hull needs scales with
 * displacement^(2/3), so at another draft the curve is read at P / (T / T_ref)^0.66.
 */
export function expectedSpeedKn(reference: SpeedPowerReference, powerKw: number, draftM: number): number {
  if (!(powerKw > 0)) return Number.NaN;
  const draftFactor =
    reference.referenceDraftM && draftM > 0 ? (draftM / reference.referenceDraftM) ** DRAFT_EXPONENT : 1;
  return predictRegression(reference.model, powerKw / draftFactor);
}

/** ISO 19030 performance value in percent: negative when the vessel is slower than expected. */
export function speedDeviationPercent(measuredKn: number, expectedKn: number): number {
  if (!(expectedKn > 0) || !Number.isFinite(measuredKn)) return Number.NaN;
  return (100 * (measuredKn - expectedKn)) / expectedKn;
}

/** Shaft speed the propeller law (P = c·n³) gives at this power. */
export function propellerLawRpm(reference: PropellerReference, powerKw: number): number {
  if (!(powerKw > 0) || !(reference.mcrKw > 0)) return Number.NaN;
  return reference.rpmAtMcr * Math.cbrt(powerKw / reference.mcrKw);
}

/** rpm deviation in percent: negative when the propeller turns slower than the law at that power. */
export function rpmDeviationPercent(reference: PropellerReference, powerKw: number, rpm: number): number {
  const expected = propellerLawRpm(reference, powerKw);
  if (!(expected > 0) || !Number.isFinite(rpm)) return Number.NaN;
  return (100 * (rpm - expected)) / expected;
}

/**
 * SFOC deviation in percent: the measured specific consumption (fuel kg/h per shaft kW, in g/kWh)
 * against the reference at that power; positive when the engine burns more than its shop test.
 */
export function sfocDeviationPercent(reference: SfocReference, powerKw: number, fuelKgPerH: number): number {
  if (!(powerKw > 0) || !(fuelKgPerH > 0)) return Number.NaN;
  const expected = predictRegression(reference.model, powerKw);
  if (!(expected > 0)) return Number.NaN;
  const measured = (1000 * fuelKgPerH) / powerKw;
  return (100 * (measured - expected)) / expected;
}

const KN_TO_MS = 0.514444;

/**
 * True wind speed (m/s) from the relative wind (m/s, angle off the bow in degrees) and the speed over
 * ground (kn): V_T = √(V_R² + V_G² − 2·V_R·V_G·cos ψ_R) (ISO 19030-2 Annex E).
 */
export function trueWindSpeedMs(relativeSpeedMs: number, relativeAngleDeg: number, sogKn: number): number {
  const vg = sogKn * KN_TO_MS;
  const psi = (relativeAngleDeg * Math.PI) / 180;
  return Math.sqrt(Math.max(0, relativeSpeedMs ** 2 + vg ** 2 - 2 * relativeSpeedMs * vg * Math.cos(psi)));
}
