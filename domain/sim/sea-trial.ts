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
