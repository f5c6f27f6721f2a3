// ISO 19030-2 wind resistance correction (research performance-methods.md §1.4 step 3, Wakeline issue
// 24 §5): the relative wind the anemometer logs is turned into the true wind (ship's frame), moved to
// the reference height of the transverse projected area with the 1/7 power law, turned back into the
// relative wind at that height, and the added resistance of the wind over the resistance of still air
// at the ship's own speed is taken off the measured power:
//   R_AA = ½·ρ_air·A_XV·(C_X(ψ_WR)·V_WR² − C_X(0)·V_G²),   P_corr = P_meas − R_AA·V_G/η_D.
// The area and its centre height follow the current draught: A = A_des + ΔT·B,
// z_ref = (A_des·(z_des + ΔT) + ½·B·ΔT²)/A, ΔT = T_des − T.
// Everything is in the ship's frame (angles off the bow), so the heading is not needed for the
// correction; it only turns the true wind angle into a compass direction (trueWindDirectionDeg).
// Decisions and the source of the coefficient table: docs/adr/0104-iso19030-wind-correction.md.

export const KN_TO_MS = 1852 / 3600;

/** Air density at 15 °C and 1013.25 hPa (kg/m³), the standard atmosphere ISO 19030-2 falls back to. */
export const AIR_DENSITY_KG_M3 = 1.225;

/** The propulsive efficiency when the vessel settings give none (a typical η_D of a merchant ship). */
export const DEFAULT_PROPULSIVE_EFFICIENCY = 0.7;

/** The power-law exponent of the wind profile over the sea (ISO 19030-2 Annex E). */
export const WIND_PROFILE_EXPONENT = 1 / 7;

const DEG = Math.PI / 180;

/** An angle in [0, 360). */
export function normaliseDeg(angle: number): number {
  const a = angle % 360;
  return a < 0 ? a + 360 : a === 360 ? 0 : a;
}

/** An angle off the bow folded onto [0, 180] (port and starboard alike). */
export function foldDeg(angle: number): number {
  const a = normaliseDeg(angle);
  return a > 180 ? 360 - a : a;
}

/**
 * The true wind in the ship's frame from the relative wind (speed m/s, angle it comes from off the
 * bow, degrees, clockwise = starboard) and the speed over ground (m/s, along the heading):
 * V_T = √(V_R² + V_G² − 2·V_R·V_G·cos ψ_R), and the angle it comes from off the bow by atan2
 * (every quadrant). A calm true wind has angle 0.
 */
export function trueWindFromRelative(
  relativeSpeedMs: number,
  relativeAngleDeg: number,
  sogMs: number,
): { speedMs: number; angleDeg: number } {
  const x = relativeSpeedMs * Math.cos(relativeAngleDeg * DEG) - sogMs;
  const y = relativeSpeedMs * Math.sin(relativeAngleDeg * DEG);
  const speedMs = Math.hypot(x, y);
  return { speedMs, angleDeg: speedMs === 0 ? 0 : normaliseDeg(Math.atan2(y, x) / DEG) };
}

/** The relative wind from the true wind (ship's frame) and the speed over ground: the inverse of the above. */
export function relativeWindFromTrue(
  trueSpeedMs: number,
  trueAngleDeg: number,
  sogMs: number,
): { speedMs: number; angleDeg: number } {
  const x = trueSpeedMs * Math.cos(trueAngleDeg * DEG) + sogMs;
  const y = trueSpeedMs * Math.sin(trueAngleDeg * DEG);
  const speedMs = Math.hypot(x, y);
  return { speedMs, angleDeg: speedMs === 0 ? 0 : normaliseDeg(Math.atan2(y, x) / DEG) };
}

/** The compass direction the true wind comes from, given the heading (degrees). */
export function trueWindDirectionDeg(trueAngleOffBowDeg: number, headingDeg: number): number {
  return normaliseDeg(headingDeg + trueAngleOffBowDeg);
}

/** The wind speed at another height by the 1/7 power law: V_ref = V·(z_ref / z_a)^(1/7). */
export function windAtHeight(speedMs: number, fromHeightM: number, toHeightM: number): number {
  if (!(fromHeightM > 0) || !(toHeightM > 0)) return Number.NaN;
  return speedMs * (toHeightM / fromHeightM) ** WIND_PROFILE_EXPONENT;
}

/**
 * The transverse projected area above water and its centre height at draught T, from the area
 * A_des and its centre height z_des at the design draught T_des and the breadth B:
 * A = A_des + ΔT·B, z_ref = (A_des·(z_des + ΔT) + ½·B·ΔT²)/A, ΔT = T_des − T (a lighter ship shows
 * a strip of hull ΔT high and B wide below the design area, and everything stands ΔT higher).
 */
export function areaAtDraught(
  areaDesM2: number,
  heightDesM: number,
  designDraughtM: number,
  breadthM: number,
  draughtM: number,
): { areaM2: number; heightM: number } {
  const dT = designDraughtM - draughtM;
  const areaM2 = areaDesM2 + dT * breadthM;
  if (!(areaM2 > 0)) return { areaM2: Number.NaN, heightM: Number.NaN };
  return { areaM2, heightM: (areaDesM2 * (heightDesM + dT) + 0.5 * breadthM * dT * dT) / areaM2 };
}

/** The broad ship types the default coefficient table has a curve for. */
export const WIND_SHIP_TYPES = [
  { id: 'tankerBulk', name: 'Tanker or bulk carrier' },
  { id: 'container', name: 'Container ship' },
  { id: 'generalCargo', name: 'General cargo ship' },
  { id: 'lngCarrier', name: 'LNG carrier' },
  { id: 'carCarrier', name: 'Car carrier' },
  { id: 'passengerFerry', name: 'Cruise ship or ferry' },
] as const;
export type WindShipType = (typeof WIND_SHIP_TYPES)[number]['id'];
export const WIND_SHIP_TYPE_IDS = WIND_SHIP_TYPES.map((t) => t.id) as [WindShipType, ...WindShipType[]];
/** The curve used when the vessel settings name no ship type. */
export const DEFAULT_WIND_SHIP_TYPE: WindShipType = 'tankerBulk';

/** The angles of the table: 0° (head wind) to 180° (following wind) in steps of 10°. */
export const WIND_TABLE_ANGLES_DEG = Array.from({ length: 19 }, (_, i) => i * 10);

/**
 * Default longitudinal wind resistance coefficients C_X(ψ) (positive = resistance) per ship type
 * at 0°, 10°, ..., 180° off the bow. Wakeline's own rounded readings of the shape of the published
 * curves the ITTC recommends for speed trials (ITTC 7.5-04-01-01.1, after Fujiwara et al. 2005 and
 * Blendermann 1994) for loaded ships with the usual superstructure: a default for a vessel without
 * its own model-test coefficients, not the coefficients of any particular ship (ADR 0104).
 */
export const DEFAULT_WIND_COEFFICIENTS: Readonly<Record<WindShipType, readonly number[]>> = {
  tankerBulk: [
    0.9, 0.88, 0.82, 0.7, 0.54, 0.36, 0.18, 0.02, -0.12, -0.25, -0.37, -0.48, -0.57, -0.64, -0.69, -0.72,
    -0.73, -0.73, -0.72,
  ],
  container: [
    0.6, 0.64, 0.62, 0.54, 0.42, 0.28, 0.14, 0.02, -0.08, -0.17, -0.26, -0.35, -0.44, -0.52, -0.58, -0.61,
    -0.62, -0.61, -0.6,
  ],
  generalCargo: [
    0.75, 0.77, 0.72, 0.62, 0.48, 0.32, 0.16, 0.02, -0.11, -0.22, -0.33, -0.43, -0.52, -0.59, -0.64, -0.67,
    -0.68, -0.68, -0.67,
  ],
  lngCarrier: [
    0.7, 0.72, 0.68, 0.58, 0.44, 0.29, 0.14, 0.0, -0.12, -0.23, -0.33, -0.42, -0.5, -0.56, -0.6, -0.62, -0.63,
    -0.63, -0.62,
  ],
  carCarrier: [
    0.55, 0.6, 0.6, 0.53, 0.42, 0.29, 0.15, 0.03, -0.08, -0.18, -0.28, -0.37, -0.45, -0.51, -0.55, -0.57,
    -0.58, -0.58, -0.57,
  ],
  passengerFerry: [
    0.65, 0.68, 0.65, 0.56, 0.43, 0.29, 0.15, 0.02, -0.1, -0.2, -0.3, -0.39, -0.47, -0.53, -0.57, -0.59, -0.6,
    -0.6, -0.59,
  ],
};

/** C_X at any angle: the table read linearly between its 10° steps, the same to port and starboard. */
export function windCoefficient(
  angleDeg: number,
  table: readonly number[] = DEFAULT_WIND_COEFFICIENTS[DEFAULT_WIND_SHIP_TYPE],
): number {
  if (!Number.isFinite(angleDeg)) return Number.NaN;
  const a = foldDeg(angleDeg);
  const step = 180 / (table.length - 1);
  const i = Math.min(Math.floor(a / step), table.length - 2);
  const f = (a - i * step) / step;
  return (table[i] as number) * (1 - f) + (table[i + 1] as number) * f;
}

/** R_AA = ½·ρ_air·A·(C_X(ψ_WR)·V_WR² − C_X(0)·V_G²), newtons; speeds in m/s. */
export function windResistanceN(
  relativeSpeedMs: number,
  relativeAngleDeg: number,
  sogMs: number,
  areaM2: number,
  table: readonly number[],
  airDensity: number = AIR_DENSITY_KG_M3,
): number {
  return (
    0.5 *
    airDensity *
    areaM2 *
    (windCoefficient(relativeAngleDeg, table) * relativeSpeedMs ** 2 - windCoefficient(0, table) * sogMs ** 2)
  );
}

/** P_corr = P_meas − R_AA·V_G/η_D (kW from kW, N and m/s). */
export function correctedPowerKw(
  measuredKw: number,
  resistanceN: number,
  sogMs: number,
  propulsiveEfficiency: number,
): number {
  if (!(propulsiveEfficiency > 0)) return Number.NaN;
  return measuredKw - (resistanceN * sogMs) / propulsiveEfficiency / 1000;
}

/** What the vessel settings say about its windage (the transverse area is the one that must be there). */
export type WindSettings = {
  /** Transverse projected area above water at the design draught, m². */
  transverseAreaM2: number;
  /** Height of that area's centre above the design waterline, m; null: half the area over the breadth. */
  areaHeightM: number | null;
  /** Anemometer height above the design waterline, m; null: at the area's centre (no height correction). */
  anemometerHeightM: number | null;
  /** Design draught the area was taken at, and breadth, m; either null: no draught adjustment. */
  designDraughtM: number | null;
  breadthM: number | null;
  shipType: WindShipType | null;
  /** η_D; null: DEFAULT_PROPULSIVE_EFFICIENCY. */
  propulsiveEfficiency: number | null;
};

export type WindCorrection = {
  /** True wind at the reference height, m/s (the reference-condition filter reads it). */
  trueWindAtReferenceMs: number;
  relativeWindAtReferenceMs: number;
  relativeAngleAtReferenceDeg: number;
  areaM2: number;
  referenceHeightM: number;
  resistanceN: number;
  correctedPowerKw: number;
};

/**
 * The whole correction of one sample or block: relative wind (m/s, degrees off the bow), speed over
 * ground (kn), mean draught (m; NaN: the design draught), measured delivered power (kW).
 */
export function windCorrection(
  settings: WindSettings,
  relativeSpeedMs: number,
  relativeAngleDeg: number,
  sogKn: number,
  draughtM: number,
  measuredKw: number,
): WindCorrection {
  const sogMs = sogKn * KN_TO_MS;
  const canAdjust =
    settings.designDraughtM !== null && settings.breadthM !== null && Number.isFinite(draughtM);
  const breadth = settings.breadthM ?? 0;
  const heightDes =
    settings.areaHeightM ?? (breadth > 0 ? settings.transverseAreaM2 / breadth / 2 : Number.NaN);
  const at = canAdjust
    ? areaAtDraught(settings.transverseAreaM2, heightDes, settings.designDraughtM!, breadth, draughtM)
    : { areaM2: settings.transverseAreaM2, heightM: heightDes };
  const dT = canAdjust ? settings.designDraughtM! - draughtM : 0;
  const anemometerM = settings.anemometerHeightM === null ? null : settings.anemometerHeightM + dT;
  const trueWind = trueWindFromRelative(relativeSpeedMs, relativeAngleDeg, sogMs);
  // Without an anemometer height (or without a reference height) the wind is taken as measured.
  const moved =
    anemometerM !== null && Number.isFinite(at.heightM)
      ? windAtHeight(trueWind.speedMs, anemometerM, at.heightM)
      : trueWind.speedMs;
  const relative = relativeWindFromTrue(moved, trueWind.angleDeg, sogMs);
  const table = DEFAULT_WIND_COEFFICIENTS[settings.shipType ?? DEFAULT_WIND_SHIP_TYPE];
  const resistanceN = windResistanceN(relative.speedMs, relative.angleDeg, sogMs, at.areaM2, table);
  return {
    trueWindAtReferenceMs: moved,
    relativeWindAtReferenceMs: relative.speedMs,
    relativeAngleAtReferenceDeg: relative.angleDeg,
    areaM2: at.areaM2,
    referenceHeightM: at.heightM,
    resistanceN,
    correctedPowerKw: correctedPowerKw(
      measuredKw,
      resistanceN,
      sogMs,
      settings.propulsiveEfficiency ?? DEFAULT_PROPULSIVE_EFFICIENCY,
    ),
  };
}
