// The voyage event rules of 002 §4-§5 (EMIS-034, EMIS-037, EMIS-120..141, EMIS-153..165), pure,
// shared by the screens (which offer only what is allowed) and the server (which decides).
// Departure creation, time edits and departure deletion live in departure-rules.ts; this module
// builds on them. Decisions on the open points: docs/adr/0025-voyage-event-rules.md.
import { normaliseCoordinates } from '../calc/track.ts';
import { parseTimeOfDay } from '../format/date-time.ts';
import {
  isVoyageInformationConfirmed,
  unsetDate,
  type VesselEvent,
  type VesselEventType,
  type Voyage,
} from '../contracts/emission-report-vessel-events.ts';
import { checkDepartureDeletion, departureMessages, type TimelineEvent } from './departure-rules.ts';

/** An event as the rules see it: the synced event, or the part of it they read. */
export type RuleEvent = TimelineEvent &
  Partial<Pick<VesselEvent, 'port' | 'distanceSailed' | 'name' | 'location'>>;

/** The spec's texts (messages.tsv MSG-0152, MSG-0153) and ours where it has none. */
export const voyageEventMessages = {
  enterPortInformation: 'Please enter port information',
  enterVoyageInformation: 'Please enter voyage information',
  beforeFirstDeparture: 'An event must come after the departure of its voyage.',
  afterEndOfVoyage: 'An event must come before the end of voyage.',
  endOfVoyageNotLast: 'The end of voyage must come after every other event of the voyage.',
  voyageInformationConfirmed: 'Events cannot be added or changed once the voyage information is confirmed.',
  arrivalExists: 'The voyage already has an arrival.',
  endOfVoyageExists: 'The voyage already has an end of voyage.',
  endWithoutStart: 'An end event needs its matching start event before it.',
  startAfterOpenStart: 'A start event cannot follow another start event that has not ended.',
  openStartFirst: 'The open start event must be ended first.',
  notADepartureType: 'Use New departure to create a departure.',
  alreadyConfirmed: 'The event is already confirmed.',
  notConfirmed: 'The event is not confirmed.',
  cargoMissing: 'Please enter the cargo carried for every cargo unit of the vessel.',
  voyageInformationIsConfirmed: 'The voyage information is confirmed. Unconfirm it first.',
  confirmed: departureMessages.confirmed,
  infoAlreadyConfirmed: 'The voyage information is already confirmed.',
  infoNotConfirmed: 'The voyage information is not confirmed.',
  unconfirmedEvents: 'Every event of the voyage must be confirmed.',
  arrivalMissing: 'The voyage needs an arrival.',
  endOfVoyageMissing: 'The voyage needs an end of voyage.',
  unpaired: 'Every start of bunkering, anchoring or drifting needs its end.',
  dataAlreadyConfirmed: 'The voyage data is already confirmed.',
  dataNotConfirmed: 'The voyage data is not confirmed.',
  dataIsConfirmed: 'The voyage data is confirmed. Unconfirm it first.',
  infoNotYetConfirmed: 'Confirm the voyage information first.',
  singleEvent: 'The voyage needs more than one event.',
  fuelConsumptionMissing: 'Fuel consumption is missing.',
  distanceMissing: 'Distance is missing.',
  submittedReport:
    'This voyage data fed a submitted report: only a SuperUser or an Administrator can unconfirm it.',
  timeFormat: 'Enter the time as hh:mm (00:00 to 23:59).',
  degreesRange: (max: number) => `Degrees must be a whole number from 0 to ${max}.`,
  minutesRange: 'Minutes must be from 0 to 59.9999.',
  coordinateRequired: 'Please enter a coordinate.',
} as const;

// --- Types, labels and pairs (EMIS-034, EMIS-161) -----------------------------------------------

export const eventTypeLabels: Record<VesselEventType, string> = {
  Departure: 'Departure',
  Arrival: 'Arrival',
  EndOfVoyage: 'End of voyage',
  StartBunkering: 'Bunkering',
  EndBunkering: 'Bunkering end',
  StartAnchoring: 'Anchoring',
  EndAnchoring: 'Anchoring end',
  StartDrifting: 'Drifting',
  EndDrifting: 'Drifting end',
};

/** The add buttons of the event list, in the spec's order (EMIS-034). */
export const addableEventTypes = [
  'Arrival',
  'EndOfVoyage',
  'StartBunkering',
  'EndBunkering',
  'StartAnchoring',
  'EndAnchoring',
  'StartDrifting',
  'EndDrifting',
] as const satisfies readonly VesselEventType[];

const endOfStart: Partial<Record<VesselEventType, VesselEventType>> = {
  StartBunkering: 'EndBunkering',
  StartAnchoring: 'EndAnchoring',
  StartDrifting: 'EndDrifting',
};
const startOfEnd: Partial<Record<VesselEventType, VesselEventType>> = {
  EndBunkering: 'StartBunkering',
  EndAnchoring: 'StartAnchoring',
  EndDrifting: 'StartDrifting',
};

export const isStartEvent = (type: VesselEventType) => type in endOfStart;
export const isEndEvent = (type: VesselEventType) => type in startOfEnd;
export const matchingEnd = (type: VesselEventType) => endOfStart[type] ?? null;

/** Event types whose event info has cargo carried (002 §2 Event info). */
export const cargoEventTypes: readonly VesselEventType[] = [
  'Arrival',
  'StartAnchoring',
  'StartDrifting',
  'StartBunkering',
];

// --- The voyage of an event and its bounds ------------------------------------------------------

const timeOf = (event: { timestamp: string }) => Date.parse(event.timestamp);

export function sortByTime<T extends { timestamp: string }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => timeOf(a) - timeOf(b));
}

function lastIndexWhere<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index--) if (test(items[index] as T)) return index;
  return -1;
}

/** The events of the voyage started by the last departure at or before `timestamp` (up to the next). */
export function voyageAt<T extends RuleEvent>(events: readonly T[], timestamp: string): T[] {
  const sorted = sortByTime(events);
  const at = Date.parse(timestamp);
  const start = lastIndexWhere(sorted, (event) => event.type === 'Departure' && timeOf(event) <= at);
  if (start === -1) return [];
  const next = sorted.findIndex((event, index) => index > start && event.type === 'Departure');
  return sorted.slice(start, next === -1 ? undefined : next);
}

/** The voyage an event belongs to: its departure up to the next departure ([] before any). */
export function voyageOfEvent<T extends RuleEvent>(events: readonly T[], event: T): T[] {
  return voyageAt(events, event.timestamp);
}

/** The voyage started by a departure; [] when the id is not a departure. */
export function voyageOfDeparture<T extends RuleEvent>(events: readonly T[], departureId: string): T[] {
  const departure = events.find((event) => event.id === departureId && event.type === 'Departure');
  return departure ? voyageAt(events, departure.timestamp) : [];
}

/** Start = the departure's time; end = the end-of-voyage time, or null while there is none. */
export function voyageBounds(voyage: readonly RuleEvent[]): { start: string; end: string | null } | null {
  const departure = voyage[0];
  if (departure?.type !== 'Departure') return null;
  const end = voyage.find((event) => event.type === 'EndOfVoyage');
  return { start: departure.timestamp, end: end?.timestamp ?? null };
}

export const isVoyageDataConfirmed = (voyage: Voyage | null) =>
  voyage !== null && voyage.dataConfirmedAt !== unsetDate;

// --- Pairing ------------------------------------------------------------------------------------

type PairingProblem = 'endWithoutStart' | 'startAfterOpenStart';

/** Walks a voyage in time order: the first pairing problem, and the start left open at the end. */
function walkPairs(voyage: readonly RuleEvent[]): { problem: PairingProblem | null; open: RuleEvent | null } {
  let open: RuleEvent | null = null;
  for (const event of sortByTime(voyage)) {
    if (isStartEvent(event.type)) {
      if (open) return { problem: 'startAfterOpenStart', open };
      open = event;
    } else if (isEndEvent(event.type)) {
      if (open?.type !== startOfEnd[event.type]) return { problem: 'endWithoutStart', open };
      open = null;
    }
  }
  return { problem: null, open };
}

/** The start of bunkering, anchoring or drifting that has no end yet, if any. */
export function openStartOf(voyage: readonly RuleEvent[]): RuleEvent | null {
  return walkPairs(voyage).open;
}

// --- Add buttons (EMIS-120..123) ----------------------------------------------------------------

/** The add buttons offered for a voyage (its events, departure first), in the spec's order. */
export function offeredEventTypes(voyage: readonly RuleEvent[]): VesselEventType[] {
  const departure = voyage[0];
  if (departure?.type !== 'Departure' || isVoyageInformationConfirmed(departure.voyage)) return [];
  const open = openStartOf(voyage);
  if (open) return [matchingEnd(open.type)!];
  const has = (type: VesselEventType) => voyage.some((event) => event.type === type);
  return addableEventTypes.filter((type) => {
    if (isEndEvent(type)) return false;
    if (type === 'Arrival' || type === 'EndOfVoyage') return !has(type);
    return true;
  });
}

// --- Creation (EMIS-155..158) -------------------------------------------------------------------

/**
 * EMIS-123, EMIS-155..158: a voyage event (not a departure) at `timestamp`. Null when allowed,
 * otherwise the message to show.
 */
export function checkNewVoyageEvent(
  events: readonly RuleEvent[],
  type: VesselEventType,
  timestamp: string,
): string | null {
  if (type === 'Departure') return voyageEventMessages.notADepartureType;
  const at = Date.parse(timestamp);
  if (events.some((event) => timeOf(event) === at)) return departureMessages.sameTime;
  const voyage = voyageAt(events, timestamp);
  const departure = voyage[0];
  if (!departure) return voyageEventMessages.beforeFirstDeparture;
  if (isVoyageInformationConfirmed(departure.voyage)) return voyageEventMessages.voyageInformationConfirmed;
  const endOfVoyage = voyage.find((event) => event.type === 'EndOfVoyage');
  if (type === 'EndOfVoyage') {
    if (endOfVoyage) return voyageEventMessages.endOfVoyageExists;
    if (voyage.some((event) => timeOf(event) > at)) return voyageEventMessages.endOfVoyageNotLast;
  } else if (endOfVoyage && at > timeOf(endOfVoyage)) {
    return voyageEventMessages.afterEndOfVoyage;
  }
  if (type === 'Arrival' && voyage.some((event) => event.type === 'Arrival')) {
    return voyageEventMessages.arrivalExists;
  }
  const open = openStartOf(voyage);
  if (open && type !== matchingEnd(open.type)) {
    return isStartEvent(type) ? voyageEventMessages.startAfterOpenStart : voyageEventMessages.openStartFirst;
  }
  const candidate: RuleEvent = { id: '', timestamp, type, isConfirmed: false, voyage: null };
  const { problem } = walkPairs([...voyage, candidate]);
  return problem ? voyageEventMessages[problem] : null;
}

// --- Time input (EMIS-153, EMIS-242) ------------------------------------------------------------

/** A UTC day ('YYYY-MM-DD' or any ISO instant of that day) and an hh:mm time as an ISO instant. */
export function combineDateAndTime(day: string, time: string): string | null {
  const minutes = parseTimeOfDay(time);
  const midnight = Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`);
  if (minutes === null || Number.isNaN(midnight)) return null;
  return new Date(midnight + minutes * 60_000).toISOString();
}

// --- Complete information, confirm, unconfirm, delete (EMIS-124..128, EMIS-133, EMIS-160, EMIS-162)

const hasPort = (event: RuleEvent) => Boolean(event.port?.name?.trim() || event.port?.loCode?.trim());

/** What an event still lacks before it can be confirmed: the messages of 002 §5, in order. */
export function missingEventInformation(
  event: RuleEvent,
  cargo: { vesselCargoUnitIds: readonly string[]; eventCargoUnitIds: readonly string[] },
): string[] {
  const missing: string[] = [];
  if (event.type === 'Departure' && !event.voyage?.name?.trim()) {
    missing.push(voyageEventMessages.enterVoyageInformation);
  }
  if ((event.type === 'Departure' || event.type === 'Arrival') && !hasPort(event)) {
    missing.push(voyageEventMessages.enterPortInformation);
  }
  if (
    cargoEventTypes.includes(event.type) &&
    cargo.vesselCargoUnitIds.some((unitId) => !cargo.eventCargoUnitIds.includes(unitId))
  ) {
    missing.push(voyageEventMessages.cargoMissing);
  }
  return missing;
}

/** EMIS-124: the reasons an event cannot be confirmed ([] = it can). */
export function checkConfirmEvent(
  event: RuleEvent,
  cargo: { vesselCargoUnitIds: readonly string[]; eventCargoUnitIds: readonly string[] },
): string[] {
  if (event.isConfirmed) return [voyageEventMessages.alreadyConfirmed];
  return missingEventInformation(event, cargo);
}

/** EMIS-125: the reasons a confirmed event cannot be unconfirmed ([] = it can). */
export function checkUnconfirmEvent(events: readonly RuleEvent[], event: RuleEvent): string[] {
  if (!event.isConfirmed) return [voyageEventMessages.notConfirmed];
  const departure = voyageOfEvent(events, event)[0];
  const confirmed =
    isVoyageInformationConfirmed(event.voyage) ||
    (departure !== undefined && isVoyageInformationConfirmed(departure.voyage));
  return confirmed ? [voyageEventMessages.voyageInformationIsConfirmed] : [];
}

/** EMIS-126..128: departures by their neighbours (departure-rules.ts), other events when unconfirmed. */
export function checkEventDeletion(events: readonly RuleEvent[], event: RuleEvent): string | null {
  if (event.type === 'Departure') return checkDepartureDeletion(events, event);
  return event.isConfirmed ? voyageEventMessages.confirmed : null;
}

/** EMIS-133: cargo of an event is edited only while the event is not confirmed. */
export function checkCargoEdit(event: RuleEvent): string | null {
  return event.isConfirmed ? voyageEventMessages.confirmed : null;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const voyageInfo = (voyage: Voyage | null) =>
  voyage && { name: voyage.name, type: voyage.type, isNonCommercial: voyage.isNonCommercial };

/**
 * EMIS-133 for an update that keeps the event confirmed: its time, name, port, location and voyage
 * information stay as they are. The distance is entered after confirmation and stays editable
 * until the voyage data is confirmed (EMIS-132).
 */
export function checkConfirmedEventEdit(
  current: RuleEvent,
  next: RuleEvent,
  voyageDataConfirmed: boolean,
): string | null {
  const frozen =
    Date.parse(current.timestamp) !== Date.parse(next.timestamp) ||
    (current.name ?? null) !== (next.name ?? null) ||
    !sameJson(current.port, next.port) ||
    !sameJson(current.location, next.location) ||
    !sameJson(voyageInfo(current.voyage), voyageInfo(next.voyage));
  if (frozen) return voyageEventMessages.confirmed;
  if (voyageDataConfirmed && !sameJson(current.distanceSailed, next.distanceSailed)) {
    return voyageEventMessages.dataIsConfirmed;
  }
  return null;
}

// --- Port defaults (EMIS-140, EMIS-141) ---------------------------------------------------------

/** An Arrival without a port takes the next Departure's; a Departure without one the previous Arrival's. */
export function defaultPort<T extends RuleEvent>(events: readonly T[], event: T): T['port'] | null {
  if (event.port) return event.port;
  const sorted = sortByTime(events.filter((other) => other.id !== event.id));
  const at = timeOf(event);
  if (event.type === 'Arrival') {
    return sorted.find((other) => other.type === 'Departure' && timeOf(other) > at)?.port ?? null;
  }
  if (event.type === 'Departure') {
    const previous = lastIndexWhere(sorted, (other) => other.type === 'Arrival' && timeOf(other) < at);
    return sorted[previous]?.port ?? null;
  }
  return null;
}

// --- Missing data (EMIS-037, EMIS-130/131) ------------------------------------------------------

/**
 * The distance of an event in nm (the leg since the event before it): the manual GPS correction
 * when entered, else the logged, else the estimated distance by GPS (ADR 0027); null when none is
 * known. The event list shows it and the CII adds it up (ADR 0063).
 */
export function eventDistanceNm(event: Pick<RuleEvent, 'distanceSailed'>): number | null {
  const distance = event.distanceSailed;
  if (!distance) return null;
  const candidates = [
    distance.manualDistanceByGPS,
    distance.loggedDistanceByGPS,
    distance.estimatedDistanceByGPS,
  ];
  return (
    candidates.find((value): value is number => typeof value === 'number' && Number.isFinite(value)) ?? null
  );
}

const hasDistance = (event: RuleEvent) => eventDistanceNm(event) !== null;

/**
 * EMIS-037 with the EMIS-131 ruling: what a non-departure event lacks, fuel consumption (an entry
 * from any active flow meter or fuel tank) and distance; [] for a departure.
 */
export function missingEventData(event: RuleEvent, hasFuelConsumption: boolean): string[] {
  if (event.type === 'Departure') return [];
  const missing: string[] = [];
  if (!hasFuelConsumption) missing.push(voyageEventMessages.fuelConsumptionMissing);
  if (!hasDistance(event)) missing.push(voyageEventMessages.distanceMissing);
  return missing;
}

/** The row warning of EMIS-037: the missing data in one line, or null. */
export function eventRowWarning(event: RuleEvent, hasFuelConsumption: boolean): string | null {
  const missing = missingEventData(event, hasFuelConsumption);
  return missing.length ? missing.join(' ') : null;
}

// --- Voyage information and voyage data (EMIS-129..131) -----------------------------------------

/** A reason a voyage step is refused; eventId points at the event it concerns, if one. */
export type VoyageRefusal = { message: string; eventId: string | null };

const refusal = (message: string, eventId: string | null = null): VoyageRefusal => ({ message, eventId });

/** EMIS-129: why the voyage information cannot be confirmed ([] = it can). Voyage: departure first. */
export function checkConfirmVoyageInformation(voyage: readonly RuleEvent[]): VoyageRefusal[] {
  const departure = voyage[0];
  if (departure?.type !== 'Departure') return [refusal(departureMessages.voyageOnlyOnDeparture)];
  if (isVoyageInformationConfirmed(departure.voyage))
    return [refusal(voyageEventMessages.infoAlreadyConfirmed)];
  const reasons: VoyageRefusal[] = [];
  for (const event of voyage) {
    if (!event.isConfirmed) reasons.push(refusal(voyageEventMessages.unconfirmedEvents, event.id));
  }
  if (!voyage.some((event) => event.type === 'Arrival'))
    reasons.push(refusal(voyageEventMessages.arrivalMissing));
  if (!voyage.some((event) => event.type === 'EndOfVoyage')) {
    reasons.push(refusal(voyageEventMessages.endOfVoyageMissing));
  }
  if (!departure.voyage?.name?.trim()) {
    reasons.push(refusal(voyageEventMessages.enterVoyageInformation, departure.id));
  }
  if (!hasPort(departure)) reasons.push(refusal(voyageEventMessages.enterPortInformation, departure.id));
  const pairs = walkPairs(voyage);
  if (pairs.problem || pairs.open)
    reasons.push(refusal(voyageEventMessages.unpaired, pairs.open?.id ?? null));
  return reasons;
}

/** Unconfirming the voyage information: it is confirmed and the voyage data is not. */
export function checkUnconfirmVoyageInformation(departure: RuleEvent): VoyageRefusal[] {
  if (departure.type !== 'Departure') return [refusal(departureMessages.voyageOnlyOnDeparture)];
  if (!isVoyageInformationConfirmed(departure.voyage)) return [refusal(voyageEventMessages.infoNotConfirmed)];
  if (isVoyageDataConfirmed(departure.voyage)) return [refusal(voyageEventMessages.dataIsConfirmed)];
  return [];
}

/**
 * EMIS-130 with the EMIS-131 ruling: information confirmed, more than one event, and every
 * non-departure event has a fuel consumption entry (any active source) and a distance.
 * `eventIdsWithFuelConsumption`: events with a live entry of an active flow meter or fuel tank.
 */
export function checkConfirmVoyageData(
  voyage: readonly RuleEvent[],
  eventIdsWithFuelConsumption: ReadonlySet<string>,
): VoyageRefusal[] {
  const departure = voyage[0];
  if (departure?.type !== 'Departure') return [refusal(departureMessages.voyageOnlyOnDeparture)];
  if (isVoyageDataConfirmed(departure.voyage)) return [refusal(voyageEventMessages.dataAlreadyConfirmed)];
  if (!isVoyageInformationConfirmed(departure.voyage))
    return [refusal(voyageEventMessages.infoNotYetConfirmed)];
  if (voyage.length < 2) return [refusal(voyageEventMessages.singleEvent)];
  return voyage.flatMap((event) =>
    missingEventData(event, eventIdsWithFuelConsumption.has(event.id)).map((message) =>
      refusal(message, event.id),
    ),
  );
}

/**
 * Unconfirming the voyage data (DECISIONS: data that fed a submitted report needs a SuperUser or
 * an Administrator). `fedSubmittedReport` is false until report submission exists (ADR 0025).
 */
export function checkUnconfirmVoyageData(
  departure: RuleEvent,
  options: { fedSubmittedReport: boolean; role: string },
): VoyageRefusal[] {
  if (departure.type !== 'Departure') return [refusal(departureMessages.voyageOnlyOnDeparture)];
  if (!isVoyageDataConfirmed(departure.voyage)) return [refusal(voyageEventMessages.dataNotConfirmed)];
  if (options.fedSubmittedReport && options.role !== 'SuperUser' && options.role !== 'Administrator') {
    return [refusal(voyageEventMessages.submittedReport)];
  }
  return [];
}

// --- Location (EMIS-163..165) -------------------------------------------------------------------

export type Hemisphere = 'N' | 'S' | 'E' | 'W';
export type CoordinateParts = { degrees: number; minutes: number; hemisphere: Hemisphere };
export type LocationParts = { latitude: CoordinateParts; longitude: CoordinateParts };

const maxDegrees = { latitude: 89, longitude: 179 } as const;
const roundMinutes = (minutes: number) => Math.round(minutes * 10_000) / 10_000;

/** EMIS-163: whole degrees 0-89 (latitude) or 0-179 (longitude), minutes 0-59.9999; null when valid. */
export function checkCoordinateParts(axis: 'latitude' | 'longitude', parts: CoordinateParts): string | null {
  const { degrees, minutes } = parts;
  if (!Number.isInteger(degrees) || degrees < 0 || degrees > maxDegrees[axis]) {
    return voyageEventMessages.degreesRange(maxDegrees[axis]);
  }
  if (!Number.isFinite(minutes) || minutes < 0 || roundMinutes(minutes) > 59.9999) {
    return voyageEventMessages.minutesRange;
  }
  return null;
}

/** EMIS-163..165: degrees and minutes (rounded to 4 decimals), S and W negative, out of range as 0. */
export function locationFromParts(parts: LocationParts): { latitude: number; longitude: number } {
  const decimal = ({ degrees, minutes, hemisphere }: CoordinateParts) =>
    (hemisphere === 'S' || hemisphere === 'W' ? -1 : 1) * (degrees + roundMinutes(minutes) / 60);
  const { lat, lon } = normaliseCoordinates(decimal(parts.latitude), decimal(parts.longitude));
  return { latitude: lat, longitude: lon };
}

/** The editor's parts of a stored location: whole degrees, minutes to 4 decimals, hemisphere. */
export function locationToParts(location: { latitude: number; longitude: number }): LocationParts {
  const { lat, lon } = normaliseCoordinates(location.latitude, location.longitude);
  const parts = (value: number, positive: Hemisphere, negative: Hemisphere): CoordinateParts => {
    const absolute = Math.abs(value);
    let degrees = Math.floor(absolute);
    let minutes = roundMinutes((absolute - degrees) * 60);
    if (minutes >= 60) {
      degrees += 1;
      minutes = 0;
    }
    return { degrees, minutes, hemisphere: value < 0 ? negative : positive };
  };
  return { latitude: parts(lat, 'N', 'S'), longitude: parts(lon, 'E', 'W') };
}
