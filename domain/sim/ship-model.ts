/**
 * Steady-state propulsion physics for the simulator (research: performance-methods.md §7).
 * Calm-water power from the admiralty law with a draft term (Fourth IMO GHG Study form),
 * hull fouling as a speed loss at constant power, involuntary speed loss in weather (Kwon),
 * the propeller law with heavy running, and the GHG4 SFOC-at-load curve.
 */
export type ShipParticulars = {
  /** Maximum continuous rating of the main engine. */
  mcrKw: number;
  /** Shaft speed at MCR. */
  rpmAtMcr: number;
  /** Calm-water speed through water at 75 % MCR and design draft, clean hull. */
  designSpeedKn: number;
  designDraftM: number;
  /** Speed-power exponent, about 3 for full forms up to 4.5 for fine fast hulls. */
  speedPowerExponent: number;
  /** SFOC at its curve base (g/kWh), before the load factor. */
  sfocBaseGPerKwh: number;
  /** Displacement volume at design draft, for the weather formula (m³). */
  displacementM3: number;
  isContainerShip: boolean;
};

const DESIGN_LOAD = 0.75;

/** SFOC(L) = base · (0.455 L² − 0.710 L + 1.280), Fourth IMO GHG Study 2020, Annex B eq. 10. */
export function sfocAtLoad(sfocBaseGPerKwh: number, loadFraction: number): number {
  return sfocBaseGPerKwh * (0.455 * loadFraction ** 2 - 0.71 * loadFraction + 1.28);
}

/** Calm-water, clean-hull speed through water reached with the given brake power at the given draft. */
export function calmSpeedKn(ship: ShipParticulars, powerKw: number, draftM: number): number {
  const designPowerKw = DESIGN_LOAD * ship.mcrKw;
  const draftFactor = (draftM / ship.designDraftM) ** 0.66;
  return ship.designSpeedKn * (powerKw / (designPowerKw * draftFactor)) ** (1 / ship.speedPowerExponent);
}

/** Kwon's involuntary speed loss (fraction) for a Beaufort number and the wind's angle off the bow. */
export function weatherSpeedLoss(
  ship: ShipParticulars,
  beaufort: number,
  windOffBowDeg: number,
  froudeNumber: number,
  laden: boolean,
): number {
  const bn = Math.max(0, beaufort);
  const nabla = ship.displacementM3 ** (2 / 3);
  const form = ship.isContainerShip
    ? 0.7 * bn + bn ** 6.5 / (22 * nabla)
    : (laden ? 0.5 : 0.7) * bn + bn ** 6.5 / (2.7 * nabla);
  const angle = Math.abs(((windOffBowDeg + 540) % 360) - 180);
  const direction =
    angle <= 30
      ? 2.0
      : angle <= 60
        ? 1.7 - 0.03 * (bn - 4) ** 2
        : angle <= 150
          ? 0.9 - 0.06 * (bn - 6) ** 2
          : 0.4 - 0.03 * (bn - 8) ** 2;
  const fn = froudeNumber;
  const speedFactor = laden ? 2.6 - 13.1 * fn - 15.1 * fn ** 2 : 3.0 - 16.3 * fn - 21.6 * fn ** 2;
  const lossPercent = (Math.max(0, direction) / 2) * Math.max(0.2, speedFactor) * form;
  return Math.min(0.5, Math.max(0, lossPercent / 100));
}

/** Shaft speed from the propeller law; heavy running (fraction) lowers rpm at the same power. */
export function shaftRpm(ship: ShipParticulars, powerKw: number, heavyRunning: number): number {
  return ship.rpmAtMcr * Math.cbrt(Math.max(0, powerKw) / ship.mcrKw) * (1 - heavyRunning);
}
