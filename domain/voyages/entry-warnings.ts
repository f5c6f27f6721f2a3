// Warnings (not refusals) on the crew's voyage event forms (issue 26 §3, ADR 0109): the entry is
// saved either way; the form asks the crew to check it.
import { distanceNm } from '../geo/great-circle.ts';
import { fillMessage, messages } from '../messages.ts';

/**
 * An arrival's position more than this from its port's position is worth a second look. 50 nm:
 * an arrival is reported at the pilot station or the berth, and the approaches of the demo ports
 * and of the large ports in the UN/LOCODE list lie well within 30 nm of the port's position, while
 * a wrong port (a neighbour with a similar name) or a slip in the position is usually 100 nm or
 * more away. Issue 26's example is an arrival 80 nm from its port.
 */
export const arrivalFarFromPortNm = 50;

/**
 * A sounding's ROB may read up to this much higher than the previous one without a bunkering
 * before it is called a rise: 0.5 t covers the rounding and the reading of a sounding tape (the
 * mass, unlike the volume, does not grow with the temperature).
 */
export const robRiseToleranceTonnes = 0.5;

export type Position = { latitude: number; longitude: number };

/** The arrival's warning, when both positions are known and they are more than 50 nm apart. */
export function arrivalFarFromPortWarning(
  arrival: Position | null | undefined,
  port: { name: string; latitude: number | null; longitude: number | null } | null | undefined,
): string | null {
  if (!arrival || !port || port.latitude === null || port.longitude === null) return null;
  const distance = distanceNm(
    { lat: arrival.latitude, lon: arrival.longitude },
    { lat: port.latitude, lon: port.longitude },
  );
  if (distance <= arrivalFarFromPortNm) return null;
  return fillMessage(messages.arrivalFarFromPort, {
    distance: String(Math.round(distance)),
    port: port.name,
    limit: String(arrivalFarFromPortNm),
  });
}

export type RobReading = { timestamp: string; fuelAmountInTon: number | null };
export type TankOperation = { timestamp: string; fuelAdjustmentInTon: number };

export type RobRise = { from: RobReading; to: RobReading };

/**
 * The rises of one tank's ROB without a bunkering: consecutive soundings (by time, those with a
 * mass) where the later reads more than 0.5 t higher and no bunkering (a positive operation) lies
 * after the earlier and at or before the later.
 */
export function robRisesWithoutBunkering(
  readings: readonly RobReading[],
  operations: readonly TankOperation[],
): RobRise[] {
  const withMass = readings
    .filter((reading) => reading.fuelAmountInTon !== null)
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const rises: RobRise[] = [];
  for (let i = 1; i < withMass.length; i++) {
    const from = withMass[i - 1]!;
    const to = withMass[i]!;
    if ((to.fuelAmountInTon ?? 0) - (from.fuelAmountInTon ?? 0) <= robRiseToleranceTonnes) continue;
    const bunkered = operations.some(
      (operation) =>
        operation.fuelAdjustmentInTon > 0 &&
        operation.timestamp > from.timestamp &&
        operation.timestamp <= to.timestamp,
    );
    if (!bunkered) rises.push({ from, to });
  }
  return rises;
}

/** The warning texts of a tank's rises. */
export function robRiseWarnings(
  tankName: string,
  readings: readonly RobReading[],
  operations: readonly TankOperation[],
): string[] {
  return robRisesWithoutBunkering(readings, operations).map(({ from, to }) =>
    fillMessage(messages.robRoseWithoutBunkering, {
      tank: tankName,
      previous: String(from.fuelAmountInTon),
      current: String(to.fuelAmountInTon),
    }),
  );
}

/**
 * The default time of a new voyage event (issue 26 §3): now, to the minute; when the voyage's last
 * event is later than now (events entered ahead of the clock), that event's time.
 */
export function defaultNewEventTimestamp(lastEventTimestamp: string, now: Date): string {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  return minute > lastEventTimestamp ? minute : lastEventTimestamp;
}
