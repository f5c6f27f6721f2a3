// Where the ship is in its voyages, as the crew's start page says it (issue 26 §3, ADR 0117): read
// from the vessel's events kept on the device, so it answers offline too.
import type { DeviceVesselEvent } from '../../offline/vessel-events.ts';

export type CrewVoyageState =
  | { kind: 'no-voyage' }
  /** Departed and not arrived: the voyage in progress and its latest event. */
  | { kind: 'at-sea'; departure: DeviceVesselEvent; latest: DeviceVesselEvent }
  /** Arrived: the arrival, and the departure of the voyage it ended when the device has it. */
  | { kind: 'in-port'; arrival: DeviceVesselEvent; departure: DeviceVesselEvent | null };

/** `events`: the vessel's events, oldest first (as `useDeviceVesselEvents` gives them). */
export function crewVoyageState(events: readonly DeviceVesselEvent[]): CrewVoyageState {
  let departure: DeviceVesselEvent | null = null;
  let arrival: DeviceVesselEvent | null = null;
  for (const event of events) {
    if (event.type === 'Departure') {
      departure = event;
      arrival = null;
    } else if (event.type === 'Arrival') {
      arrival = event;
    }
  }
  if (arrival) return { kind: 'in-port', arrival, departure };
  if (!departure) return { kind: 'no-voyage' };
  const since = events.filter((event) => event.timestamp >= departure.timestamp);
  return { kind: 'at-sea', departure, latest: since.at(-1) ?? departure };
}

/** The first month of the emission report's window that shows an event ('YYYY-MM', UTC). */
export const reportMonthOf = (event: Pick<DeviceVesselEvent, 'timestamp'>): string =>
  event.timestamp.slice(0, 7);
