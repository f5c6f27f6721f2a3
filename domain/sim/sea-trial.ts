import { calmSpeedKn, sfocAtLoad, type ShipParticulars } from './ship-model.ts';

/**
 * The speed-power points a sea trial at the design draft would have measured on the clean hull
 * (shaft power 30 % to 100 % MCR in steps of 10 %): the demo vessels' PowerSpeed reference curves.
 */
export function seaTrialPoints(ship: ShipParticulars): { x: number; y: number }[] {
  return [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map((share) => {
    const powerKw = Math.round(share * ship.mcrKw);
    return { x: powerKw, y: Math.round(calmSpeedKn(ship, powerKw, ship.designDraftM) * 100) / 100 };
  });
}

/**
 * The SFOC points the engine's shop test would have measured (engine power 25 % to 100 % MCR): the
 * demo vessels' SFOC reference curves, the reference of the SFOC long trend.
 */
export function shopTestSfocPoints(ship: ShipParticulars): { x: number; y: number }[] {
  return [0.25, 0.5, 0.75, 0.85, 1].map((share) => {
    const powerKw = Math.round(share * ship.mcrKw);
    return { x: powerKw, y: Math.round(sfocAtLoad(ship.sfocBaseGPerKwh, powerKw / ship.mcrKw) * 10) / 10 };
  });
}

/** The margin a time charter's 'about' consumption allows over the calm-water, clean-hull figure. */
const CHARTER_MARGIN = 1.05;

/**
 * The warranted consumption of the time charter a demo vessel is on (ADR 0056): the main engine's
 * fuel in t/day at each whole knot its sea trial covers (30 % to 100 % MCR), at the design draft in
 * calm water on a clean hull, with the 5 % margin: the demo vessels' TimeCharter curves.
 */
export function timeCharterPoints(ship: ShipParticulars): { x: number; y: number }[] {
  const draftM = ship.designDraftM;
  const lowest = Math.ceil(calmSpeedKn(ship, 0.3 * ship.mcrKw, draftM));
  const highest = Math.floor(calmSpeedKn(ship, ship.mcrKw, draftM));
  const points: { x: number; y: number }[] = [];
  for (let speedKn = lowest; speedKn <= highest; speedKn++) {
    // calmSpeedKn inverted: power ∝ speed^exponent through the design point (75 % MCR).
    const powerKw =
      0.75 * ship.mcrKw * (speedKn / calmSpeedKn(ship, 0.75 * ship.mcrKw, draftM)) ** ship.speedPowerExponent;
    const tonnesPerDay = (powerKw * sfocAtLoad(ship.sfocBaseGPerKwh, powerKw / ship.mcrKw) * 24) / 1e6;
    points.push({ x: speedKn, y: Math.round(tonnesPerDay * CHARTER_MARGIN * 10) / 10 });
  }
  return points;
}
