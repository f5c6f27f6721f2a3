// The departure rules of 002 §4-§5 that the server enforces and the client checks before saving
// (the client's checks help, the server's decide). Texts are our own: the spec gives none.
import {
  isVoyageInformationConfirmed,
  type VesselEventType,
  type Voyage,
} from '../contracts/emission-report-vessel-events.ts';

export type TimelineEvent = {
  id: string;
  timestamp: string;
  type: VesselEventType;
  isConfirmed: boolean;
  voyage: Voyage | null;
};

export const departureMessages = {
  sameTime: 'Another event already has this date and time.',
  afterOpenDeparture: 'A new departure cannot directly follow a departure whose voyage is not confirmed.',
  confirmed: 'A confirmed event cannot be changed.',
  outsideNeighbours: 'The time must be after the previous event and before the next event.',
  notDeletable:
    'A departure can only be deleted when the events next to it are departures or there are none.',
  voyageOnlyOnDeparture: 'Only a departure has voyage information.',
} as const;

function byTime(a: TimelineEvent, b: TimelineEvent): number {
  return Date.parse(a.timestamp) - Date.parse(b.timestamp);
}

function neighbours(events: readonly TimelineEvent[], timestamp: string, excludeId?: string) {
  const at = Date.parse(timestamp);
  const others = events.filter((event) => event.id !== excludeId).sort(byTime);
  const previous = others.filter((event) => Date.parse(event.timestamp) < at).at(-1);
  const next = others.find((event) => Date.parse(event.timestamp) > at);
  const sameTime = others.some((event) => Date.parse(event.timestamp) === at);
  return { previous, next, sameTime };
}

/** EMIS-154: not at the time of another event, not directly after an unconfirmed departure. */
export function checkNewDeparture(events: readonly TimelineEvent[], timestamp: string): string | null {
  const { previous, sameTime } = neighbours(events, timestamp);
  if (sameTime) return departureMessages.sameTime;
  if (previous?.type === 'Departure' && !isVoyageInformationConfirmed(previous.voyage)) {
    return departureMessages.afterOpenDeparture;
  }
  return null;
}

/** EMIS-133, EMIS-159: only an unconfirmed event moves, strictly between its neighbours. */
export function checkEventTimeChange(
  events: readonly TimelineEvent[],
  current: TimelineEvent,
  newTimestamp: string,
): string | null {
  if (Date.parse(current.timestamp) === Date.parse(newTimestamp)) return null;
  if (current.isConfirmed) return departureMessages.confirmed;
  const before = neighbours(events, current.timestamp, current.id);
  const at = Date.parse(newTimestamp);
  if (before.previous && at <= Date.parse(before.previous.timestamp))
    return departureMessages.outsideNeighbours;
  if (before.next && at >= Date.parse(before.next.timestamp)) return departureMessages.outsideNeighbours;
  return null;
}

/** EMIS-126, EMIS-127 (ruling EMIS-128): unconfirmed, and its neighbours are departures or absent. */
export function checkDepartureDeletion(
  events: readonly TimelineEvent[],
  departure: TimelineEvent,
): string | null {
  if (departure.isConfirmed) return departureMessages.confirmed;
  const { previous, next } = neighbours(events, departure.timestamp, departure.id);
  const isDepartureOrAbsent = (event: TimelineEvent | undefined) =>
    event === undefined || event.type === 'Departure';
  if (!isDepartureOrAbsent(previous) || !isDepartureOrAbsent(next)) return departureMessages.notDeletable;
  return null;
}
