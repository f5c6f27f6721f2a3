// The voyage-data template's rules (002 §5; EMIS-010, EMIS-030, EMIS-195, EMIS-224; ADR 0077),
// pure: what a cell of a completed template means, and what a whole file would change. Every row is
// checked with the rules the voyage screens and their endpoints use (event-rules.ts,
// departure-rules.ts, fuel-rules.ts, the cargo rule of cargo-details.ts), against the vessel's
// events and the rows before it in time; the file is written only when no row has an error.
import { cargoCarriedFromInput } from '../contracts/cargo-details.ts';
import type { FieldError } from '../contracts/common.ts';
import {
  emptyDistanceSailed,
  newVoyage,
  voyageTypes,
  type Port,
  type VesselEvent,
  type VesselEventType,
  type Voyage,
} from '../contracts/emission-report-vessel-events.ts';
import type { TemplateUploadCounts, TemplateUploadResult } from '../contracts/voyage-template.ts';
import { parseTimeOfDay } from '../format/date-time.ts';
import { checkNewDeparture, departureMessages } from './departure-rules.ts';
import {
  cargoEventTypes,
  checkCargoEdit,
  checkConfirmedEventEdit,
  checkCoordinateParts,
  checkNewVoyageEvent,
  defaultPort,
  eventTypeLabels,
  isVoyageDataConfirmed,
  locationFromParts,
  sortByTime,
  voyageOfEvent,
  type Hemisphere,
} from './event-rules.ts';
import {
  checkConsumptionSpan,
  checkConsumptionValue,
  checkFuelDataEditable,
  consumptionLimits,
} from './fuel-rules.ts';
import { fuelRuleMessages } from './fuel-messages.ts';

/** Our texts for what only a template row can get wrong (the spec gives none). */
export const templateRowMessages = {
  eventRequired: 'The event is missing.',
  eventUnknown: (text: string) =>
    `Unknown event '${text}': use one of ${Object.values(eventTypeLabels).join(', ')}.`,
  timestampRequired: 'The date and time are missing.',
  timestampInvalid: 'Write the date and time (UTC) as YYYY-MM-DD hh:mm or DD. MMM, YYYY hh:mm.',
  voyageNameTooLong: 'The voyage name is longer than 200 characters.',
  voyageType: 'Voyage type is Laden or Ballast.',
  yesNo: 'Non-commercial is Yes or No.',
  coordinate: (axis: 'latitude' | 'longitude') =>
    axis === 'latitude'
      ? 'Write the latitude as degrees, minutes and N or S, e.g. 59 54.1234 N.'
      : 'Write the longitude as degrees, minutes and E or W, e.g. 10 45.5 E.',
  coordinatePair: 'Enter both the latitude and the longitude, or neither.',
  distance: 'The distance sailed must be a number of at least 0.',
  portUnknown: (code: string) => `No port has the UN/LOCODE '${code}'.`,
  portOnlyOn: 'A port is entered on departures and arrivals only.',
  cargoOnlyOn: 'Cargo is entered on arrivals and at the start of anchoring, drifting and bunkering only.',
  fuelNotOnDeparture:
    'Fuel consumption is entered on the events after the departure (the leg up to the event).',
} as const;

// --- Cells ----------------------------------------------------------------------------------------

/** A cell's meaning, or the message of what is wrong with it. */
export type CellValue<T> = { value: T } | { problem: string };

const eventTypeByText = new Map<string, VesselEventType>(
  (Object.entries(eventTypeLabels) as [VesselEventType, string][]).flatMap(([type, label]) => [
    [label.toLowerCase(), type],
    [type.toLowerCase(), type],
  ]),
);

/** An event by its label in the screens ('Bunkering end') or its type ('EndBunkering'), any case. */
export function parseTemplateEventType(text: string): CellValue<VesselEventType> {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: templateRowMessages.eventRequired };
  const type = eventTypeByText.get(trimmed.toLowerCase().replace(/\s+/g, ' '));
  return type ? { value: type } : { problem: templateRowMessages.eventUnknown(trimmed) };
}

const monthIndex = new Map(
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map((m, i) => [m, i]),
);
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|\+00:?00)?$/i;
const displayPattern = /^(\d{1,2})\.\s*([A-Za-z]{3}),?\s*(\d{4})\s+(\d{1,2}:\d{2})$/;

/**
 * A UTC date and time as an ISO instant to the minute (an Excel date cell arrives as an ISO text
 * that may be a few milliseconds off the minute it shows): 'YYYY-MM-DD hh:mm' (or ISO 8601), or the
 * screens' 'DD. MMM, YYYY hh:mm'. hh:mm follows the screens' time rule (EMIS-153).
 */
export function parseTemplateTimestamp(text: string): CellValue<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: templateRowMessages.timestampRequired };
  let day: { year: number; month: number; date: number } | null = null;
  let time = '';
  let seconds = 0;
  const iso = isoPattern.exec(trimmed);
  const shown = iso ? null : displayPattern.exec(trimmed);
  if (iso) {
    day = { year: Number(iso[1]), month: Number(iso[2]) - 1, date: Number(iso[3]) };
    time = iso[4]!;
    seconds = Number(iso[5] ?? 0) + Number(`0.${iso[6] ?? '0'}`);
  } else if (shown) {
    const month = monthIndex.get(shown[2]!.toLowerCase());
    if (month !== undefined) day = { year: Number(shown[3]), month, date: Number(shown[1]) };
    time = shown[4]!.padStart(5, '0');
  }
  const minutes = parseTimeOfDay(time);
  if (!day || minutes === null) return { problem: templateRowMessages.timestampInvalid };
  const midnight = Date.UTC(day.year, day.month, day.date);
  const check = new Date(midnight);
  if (check.getUTCMonth() !== day.month || check.getUTCDate() !== day.date)
    return { problem: templateRowMessages.timestampInvalid };
  const at = midnight + minutes * 60_000 + Math.round(seconds / 60) * 60_000;
  return { value: new Date(at).toISOString() };
}

const coordinatePattern = /^(\d+)(?:[°\s]+(\d+(?:[.,]\d+)?)['′]?)?\s*([NSEW])$/i;

/**
 * A coordinate as the location editor takes it (EMIS-163..165): whole degrees, minutes and the
 * hemisphere ('59 54.1234 N', '10° 45.5' E'); the editor's checks decide, S and W are negative.
 * Empty: null.
 */
export function parseTemplateCoordinate(
  axis: 'latitude' | 'longitude',
  text: string,
): CellValue<{ degrees: number; minutes: number; hemisphere: Hemisphere } | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const match = coordinatePattern.exec(trimmed);
  const hemisphere = match?.[3]?.toUpperCase() as Hemisphere | undefined;
  const allowed = axis === 'latitude' ? ['N', 'S'] : ['E', 'W'];
  if (!match || !hemisphere || !allowed.includes(hemisphere))
    return { problem: templateRowMessages.coordinate(axis) };
  const parts = {
    degrees: Number(match[1]),
    minutes: Number((match[2] ?? '0').replace(',', '.')),
    hemisphere,
  };
  const problem = checkCoordinateParts(axis, parts);
  return problem ? { problem } : { value: parts };
}

/** The event's location from its two coordinate cells (both or neither). */
export function parseTemplateLocation(
  latitudeText: string,
  longitudeText: string,
): CellValue<{ latitude: number; longitude: number } | null> {
  const latitude = parseTemplateCoordinate('latitude', latitudeText);
  if ('problem' in latitude) return latitude;
  const longitude = parseTemplateCoordinate('longitude', longitudeText);
  if ('problem' in longitude) return longitude;
  if (latitude.value === null && longitude.value === null) return { value: null };
  if (latitude.value === null || longitude.value === null)
    return { problem: templateRowMessages.coordinatePair };
  return { value: locationFromParts({ latitude: latitude.value, longitude: longitude.value }) };
}

const numberOf = (text: string) => Number(text.trim().replace(',', '.'));

/** Distance sailed in nm: a number of at least 0; empty: null. */
export function parseTemplateDistance(text: string): CellValue<number | null> {
  if (text.trim() === '') return { value: null };
  const value = numberOf(text);
  return Number.isFinite(value) && value >= 0 ? { value } : { problem: templateRowMessages.distance };
}

/** A fuel consumption in MT as the screens' input takes it (EMIS-172); empty: null. */
export function parseTemplateTonnes(text: string): CellValue<number | null> {
  if (text.trim() === '') return { value: null };
  const value = numberOf(text);
  const problem = checkConsumptionValue(Number.isNaN(value) ? text : value);
  return problem ? { problem } : { value };
}

/** Cargo carried as the event's cargo editor takes it (EMIS-166/167: a non-number is 0); empty: null. */
export function parseTemplateCargo(text: string): CellValue<number | null> {
  return { value: cargoCarriedFromInput(text) };
}

export function parseTemplateVoyageType(text: string): CellValue<Voyage['type']> {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { value: null };
  const type = voyageTypes.find((candidate) => candidate.toLowerCase() === trimmed);
  return type ? { value: type } : { problem: templateRowMessages.voyageType };
}

export function parseTemplateYesNo(text: string): CellValue<boolean | null> {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { value: null };
  if (['yes', 'y', 'true', '1'].includes(trimmed)) return { value: true };
  if (['no', 'n', 'false', '0'].includes(trimmed)) return { value: false };
  return { problem: templateRowMessages.yesNo };
}

// --- Rows and the plan ------------------------------------------------------------------------------

/** A cell reference ('C7') for each field of a row that names one. */
export type TemplateRowCells = {
  event: string;
  timestamp: string;
  port: string;
  voyage: string;
  location: string;
  distance: string;
};

export type FuelKind = 'flowMeter' | 'fuelTank';

/** One row of the sheet, its cells read (the empty ones null: 'not given', never 'clear it'). */
export type TemplateRow = {
  row: number;
  cells: TemplateRowCells;
  type: VesselEventType;
  timestamp: string;
  port: Port | null;
  voyage: { name: string | null; type: Voyage['type']; isNonCommercial: boolean | null };
  location: { latitude: number; longitude: number } | null;
  distanceNm: number | null;
  cargo: { cargoUnitId: string; cargoCarried: number; cell: string }[];
  fuel: { kind: FuelKind; equipmentId: string; fuelTypeId: string; tonnes: number; cell: string }[];
};

/** What the vessel has around the file's times. */
export type TemplateState = {
  /** The live events the voyage rules need for the file's times (vessel-events.repository.ts). */
  events: VesselEvent[];
  /** The live cargo details of those events. */
  cargo: { id: string; vesselEventId: string; cargoUnitId: string; cargoCarried: number; version: number }[];
  /** The live consumption entries of the file's flow meters and fuel tanks. */
  fuel: {
    kind: FuelKind;
    id: string;
    equipmentId: string;
    vesselEventId: string;
    startAt: string;
    endAt: string;
    fuelConsumptionInTon: number;
    /** Fuel tank entries have no source: they are entered by hand. */
    isManual: boolean;
    version: number;
  }[];
};

export type PlannedFuel = {
  kind: FuelKind;
  id: string;
  equipmentId: string;
  vesselEventId: string;
  departureId: string;
  startAt: string;
  endAt: string;
  fuelTypeId: string;
  tonnes: number;
};

export type TemplatePlan = {
  newEvents: VesselEvent[];
  eventUpdates: { id: string; version: number; event: VesselEvent }[];
  newCargo: { id: string; vesselEventId: string; cargoUnitId: string; cargoCarried: number }[];
  cargoUpdates: { id: string; version: number; cargoCarried: number }[];
  newFuel: PlannedFuel[];
  fuelUpdates: { kind: FuelKind; id: string; version: number; tonnes: number }[];
  result: TemplateUploadResult;
};

const zero = (): TemplateUploadCounts => ({ added: 0, changed: 0, unchanged: 0 });
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** The event with the row's given fields (the voyage's confirmations are never the file's). */
function withRowFields(event: VesselEvent, row: TemplateRow): VesselEvent {
  const voyage =
    event.type === 'Departure'
      ? {
          ...(event.voyage ?? newVoyage()),
          ...(row.voyage.name === null ? {} : { name: row.voyage.name }),
          ...(row.voyage.type === null ? {} : { type: row.voyage.type }),
          ...(row.voyage.isNonCommercial === null ? {} : { isNonCommercial: row.voyage.isNonCommercial }),
        }
      : event.voyage;
  return {
    ...event,
    voyage,
    port: row.port ?? event.port,
    location: row.location ?? event.location,
    distanceSailed:
      row.distanceNm === null
        ? event.distanceSailed
        : { ...(event.distanceSailed ?? emptyDistanceSailed), manualDistanceByGPS: row.distanceNm },
  };
}

const hasVoyageFields = (row: TemplateRow) =>
  row.voyage.name !== null || row.voyage.type !== null || row.voyage.isNonCommercial !== null;

/**
 * What the rows change on the vessel, or every error of the file. Rows are taken in time order:
 * a row whose event exists (same time and type) changes what its cells give, under the rules of
 * an edit; any other row creates its event under the rules of a new event, with the earlier rows
 * in place. Empty cells change nothing, so the same file twice changes nothing the second time.
 */
export function planTemplateUpload(
  rows: readonly TemplateRow[],
  state: TemplateState,
  options: { vesselId: string; newId: () => string },
): { errors: FieldError[]; plan: TemplatePlan } {
  const errors: FieldError[] = [];
  const plan: TemplatePlan = {
    newEvents: [],
    eventUpdates: [],
    newCargo: [],
    cargoUpdates: [],
    newFuel: [],
    fuelUpdates: [],
    result: { rows: rows.length, events: zero(), cargo: zero(), fuelConsumptions: zero(), voyages: [] },
  };
  const { result } = plan;
  let timeline: VesselEvent[] = [...state.events];
  const touched = new Set<string>();
  const planned = new Map<string, VesselEvent>();
  const ordered = [...rows].sort(
    (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || a.row - b.row,
  );

  for (const row of ordered) {
    const fail = (cell: string, message: string) =>
      errors.push({ path: cell, message: `Row ${row.row}: ${message}` });
    const before = errors.length;
    if (row.type !== 'Departure' && hasVoyageFields(row))
      fail(row.cells.voyage, departureMessages.voyageOnlyOnDeparture);
    if (row.port && row.type !== 'Departure' && row.type !== 'Arrival')
      fail(row.cells.port, templateRowMessages.portOnlyOn);
    if (row.cargo.length > 0 && !cargoEventTypes.includes(row.type))
      fail(row.cargo[0]!.cell, templateRowMessages.cargoOnlyOn);
    if (row.fuel.length > 0 && row.type === 'Departure')
      fail(row.fuel[0]!.cell, templateRowMessages.fuelNotOnDeparture);

    const at = Date.parse(row.timestamp);
    const existing = timeline.find((event) => Date.parse(event.timestamp) === at);
    let event: VesselEvent;
    if (existing && existing.type === row.type && !touched.has(existing.id)) {
      // An event the vessel has: the row's cells as an edit of it.
      const next = withRowFields(existing, row);
      const changed = !sameJson({ ...existing, cargos: [] }, { ...next, cargos: [] });
      if (changed && existing.isConfirmed) {
        const departure = voyageOfEvent(timeline, existing)[0];
        const problem = checkConfirmedEventEdit(
          existing,
          next,
          isVoyageDataConfirmed(departure?.voyage ?? null),
        );
        if (problem) fail(row.cells.timestamp, problem);
      }
      event = next;
      if (errors.length === before) {
        if (changed) {
          plan.eventUpdates.push({ id: existing.id, version: existing.version, event: next });
          result.events.changed++;
        } else result.events.unchanged++;
      }
    } else {
      const problem = touched.has(existing?.id ?? '')
        ? departureMessages.sameTime
        : row.type === 'Departure'
          ? checkNewDeparture(timeline, row.timestamp)
          : checkNewVoyageEvent(timeline, row.type, row.timestamp);
      if (problem) {
        fail(row.cells.timestamp, problem);
        continue;
      }
      event = withRowFields(
        {
          id: options.newId(),
          vesselId: options.vesselId,
          timestamp: row.timestamp,
          type: row.type,
          name: null,
          source: 'Office',
          isConfirmed: false,
          voyage: row.type === 'Departure' ? newVoyage() : null,
          port: null,
          location: null,
          distanceSailed: null,
          cargos: [],
          version: 0,
          isDeleted: false,
        },
        row,
      );
      planned.set(event.id, event);
      result.events.added++;
    }
    touched.add(event.id);
    timeline = sortByTime([...timeline.filter((other) => other.id !== event.id), event]);

    for (const item of row.cargo) {
      const stored = state.cargo.find(
        (detail) => detail.vesselEventId === event.id && detail.cargoUnitId === item.cargoUnitId,
      );
      if (stored && stored.cargoCarried === item.cargoCarried) {
        result.cargo.unchanged++;
        continue;
      }
      const problem = checkCargoEdit(event);
      if (problem) {
        fail(item.cell, problem);
        continue;
      }
      if (stored) {
        plan.cargoUpdates.push({ id: stored.id, version: stored.version, cargoCarried: item.cargoCarried });
        result.cargo.changed++;
      } else {
        plan.newCargo.push({
          id: options.newId(),
          vesselEventId: event.id,
          cargoUnitId: item.cargoUnitId,
          cargoCarried: item.cargoCarried,
        });
        result.cargo.added++;
      }
    }

    if (row.type === 'Departure') continue;
    const voyage = voyageOfEvent(timeline, event);
    const departure = voyage[0];
    const previous = voyage[voyage.findIndex((other) => other.id === event.id) - 1];
    for (const item of row.fuel) {
      if (!departure || !previous) {
        fail(item.cell, templateRowMessages.fuelNotOnDeparture);
        continue;
      }
      const span = { startAt: previous.timestamp, endAt: event.timestamp };
      const sameEquipment = (entry: { kind: FuelKind; equipmentId: string }) =>
        entry.kind === item.kind && entry.equipmentId === item.equipmentId;
      const stored = state.fuel.find(
        (entry) =>
          sameEquipment(entry) &&
          entry.isManual &&
          entry.vesselEventId === event.id &&
          Date.parse(entry.startAt) === Date.parse(span.startAt) &&
          Date.parse(entry.endAt) === Date.parse(span.endAt),
      );
      if (stored?.fuelConsumptionInTon === item.tonnes) {
        result.fuelConsumptions.unchanged++;
        continue;
      }
      const locked = checkFuelDataEditable(departure.voyage);
      if (locked) {
        fail(item.cell, locked);
        continue;
      }
      if (stored) {
        plan.fuelUpdates.push({
          kind: item.kind,
          id: stored.id,
          version: stored.version,
          tonnes: item.tonnes,
        });
        result.fuelConsumptions.changed++;
        continue;
      }
      const limits = consumptionLimits(voyage);
      const others = [...state.fuel.filter(sameEquipment), ...plan.newFuel.filter(sameEquipment)];
      const problem = limits ? checkConsumptionSpan(span, limits, others) : fuelRuleMessages.outsideVoyage;
      if (problem) {
        fail(item.cell, problem);
        continue;
      }
      plan.newFuel.push({
        kind: item.kind,
        id: options.newId(),
        equipmentId: item.equipmentId,
        vesselEventId: event.id,
        departureId: departure.id,
        ...span,
        fuelTypeId: item.fuelTypeId,
        tonnes: item.tonnes,
      });
      result.fuelConsumptions.added++;
    }
  }

  // EMIS-140/141 on the new events, once every row is in place (an arrival takes the port of the
  // departure after it, which may be a later row).
  for (const event of planned.values()) {
    const port = defaultPort(timeline, event);
    const withPort = { ...event, port };
    plan.newEvents.push(withPort);
    timeline = timeline.map((other) => (other.id === event.id ? withPort : other));
  }
  // The new consumptions' departures and the voyages touched, from the final timeline.
  const departures = new Set<string>();
  for (const id of touched) {
    const event = timeline.find((other) => other.id === id);
    const departure = event ? voyageOfEvent(timeline, event)[0] : undefined;
    if (departure) departures.add(departure.id);
  }
  result.voyages = sortByTime(timeline.filter((event) => departures.has(event.id))).map((departure) => ({
    departureId: departure.id,
    departedAt: departure.timestamp,
    name: departure.voyage?.name ?? null,
  }));
  errors.sort((a, b) => rowNumber(a) - rowNumber(b) || a.path.localeCompare(b.path));
  return { errors, plan };
}

const rowNumber = (error: FieldError) => Number(/\d+$/.exec(error.path)?.[0] ?? 0);
