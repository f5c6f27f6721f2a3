// emission_report_vessel_events (0100-create-sync.sql) as a synced table; rows leave as VesselEvent
// contracts with their live cargo details (EMIS-100).
import { sql } from 'kysely';
import type { VesselEvent, VesselEventWrite } from '../../domain/contracts/emission-report-vessel-events.ts';
import { cargoDetailsTable } from './cargo-details.repository.ts';
import {
  asJsonb,
  defineSyncedTable,
  type Db,
  type SyncedInsert,
  type SyncedRow,
} from '../db/synced-table.ts';
import { batchWrites, currentBatch, plannedWrites } from '../db/batch-transaction.ts';

type Row = SyncedRow<'emission_report_vessel_events'>;

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export function presentVesselEvent(row: Row): VesselEvent {
  return {
    id: row.id,
    vesselId: row.vessel_id,
    timestamp: new Date(row.timestamp).toISOString(),
    type: row.type as VesselEvent['type'],
    name: row.name,
    source: row.source as VesselEvent['source'],
    isConfirmed: row.is_confirmed,
    voyage: (parseJson(row.voyage) as VesselEvent['voyage']) ?? null,
    port: (parseJson(row.port) as VesselEvent['port']) ?? null,
    location: (parseJson(row.location) as VesselEvent['location']) ?? null,
    distanceSailed: (parseJson(row.distance_sailed) as VesselEvent['distanceSailed']) ?? null,
    cargos: [],
    version: row.version,
    isDeleted: row.is_deleted,
  };
}

export const vesselEventsTable = defineSyncedTable({
  table: 'emission_report_vessel_events',
  present: presentVesselEvent,
  /** The row of a new event held back in a batch: the columns with the table's defaults. */
  batchInsertRow: (inserted) =>
    ({
      is_confirmed: false,
      version: 1,
      is_deleted: false,
      ...inserted,
      timestamp: new Date(inserted.timestamp as string),
      voyage: asJsonb((inserted.voyage as string | null | undefined) ?? null),
      port: asJsonb((inserted.port as string | null | undefined) ?? null),
      location: asJsonb((inserted.location as string | null | undefined) ?? null),
      distance_sailed: asJsonb((inserted.distance_sailed as string | null | undefined) ?? null),
    }) as unknown as Row,
  onBatchWrite: (row, counted) => keepRuleWindows(presentVesselEvent(row), counted),
  findInBatch: (db, id) => findKept(db, id),
  orderBy: 'timestamp',
  /** `cargos` is read from the live cargo details of the events (one query per batch). */
  enrichReadsChildrenOnly: true,
  keepEnriched: (updated, before) => ({ ...updated, cargos: before.cargos }),
  async enrich(db, events) {
    const details = await cargoDetailsTable.list(db, { vessel_event_id: events.map((event) => event.id) });
    return events.map((event) => ({
      ...event,
      cargos: details
        .filter((detail) => detail.vesselEventId === event.id)
        .map(({ cargoUnitId, cargoCarried }) => ({ cargoUnitId, cargoCarried })),
    }));
  },
});

/** The columns of a new event. */
export function vesselEventInsert(event: VesselEventWrite): SyncedInsert<'emission_report_vessel_events'> {
  return {
    id: event.id,
    vessel_id: event.vesselId,
    type: event.type,
    source: event.source,
    ...vesselEventPatch(event),
  };
}

/** The columns a PUT replaces (type, source and vessel never change). */
export function vesselEventPatch(event: VesselEventWrite) {
  return {
    timestamp: new Date(event.timestamp).toISOString(),
    name: event.name ?? null,
    voyage: json(event.voyage),
    port: json(event.port),
    location: json(event.location),
    distance_sailed: json(event.distanceSailed),
  };
}

/**
 * The live events of a vessel that the voyage rules need for a change between `from` and `to`
 * (both times of the change: the event's old and new time, or the one time of a new event): from
 * the last departure before `from` up to and including the first departure after `to`, plus the
 * last arrival before `from` (a departure's default port, EMIS-141). Every rule of
 * domain/voyage reads only the voyage around a time, the neighbours of a time and that arrival,
 * so the answer is the same as over the vessel's whole history, which a write no longer reads:
 * the cost of a write stays flat as the history grows. The rules read no cargo: `cargos` is [].
 */
export async function listRuleEvents(
  db: Db,
  vesselId: string,
  from: string,
  to: string,
): Promise<VesselEvent[]> {
  const fromMs = exactMs(from);
  const toMs = exactMs(to);
  if (!currentBatch() || fromMs === null || toMs === null) return readRuleEvents(db, vesselId, from, to);
  const kept = keptWindows()!
    .get(vesselId)
    ?.find((span) => span.from <= fromMs && toMs <= span.to);
  if (kept) return ruleWindowOf(kept.events, fromMs, toMs);
  const wide = plannedSpan(vesselId, fromMs, toMs);
  const events = await readRuleEvents(db, vesselId, isoOf(wide.from), isoOf(wide.to));
  // Read after every write before it (held-back rows included): kept from here on.
  const windows = keptWindows()!;
  windows.set(vesselId, [...(windows.get(vesselId) ?? []), { ...wide, events }]);
  return ruleWindowOf(events, fromMs, toMs);
}

// Inside a batch (POST /Sync/Ops, ADR 0121) the rule windows are read once and kept: a span of a
// vessel's time holds every live event that `readRuleEvents` gives for [from, to], so the window
// of any [a, b] inside it is cut from it in memory, exactly as the query cuts it from the table.
// The span is widened to the batch's planned writes of the vessel (their times), so the creates
// and edits of a batch read it once. The batch's own writes of events keep the spans up to date
// (`keepRuleWindows`); any other statement that may write the table drops them (`batchWrites`).

type Span = {
  from: number;
  to: number;
  events: VesselEvent[];
  /** Its events that have live cargo details, while that table is written no more (`findKept`). */
  cargo?: { writes: number; eventIds: Set<string> };
};
type KeptWindows = { writes: number; byVessel: Map<string, Span[]> };
const keptWindowsSlot = Symbol('wakeline.rule-windows');
const eventsTableName = 'emission_report_vessel_events';

/** The spans kept in the current batch, emptied when the table may have changed since. */
function keptWindows(): Map<string, Span[]> | null {
  const batch = currentBatch();
  const writes = batchWrites(eventsTableName);
  if (!batch || writes === null) return null;
  let kept = batch.data.get(keptWindowsSlot) as KeptWindows | undefined;
  if (!kept || kept.writes !== writes) {
    kept = { writes, byVessel: new Map() };
    batch.data.set(keptWindowsSlot, kept);
  }
  return kept.byVessel;
}

/**
 * A time the database and the process read alike, in ms: ISO 8601 with its zone and at most
 * millisecond precision (a finer one is compared by the database only).
 */
function exactMs(time: string): number | null {
  const match = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.(\d+))?(?:Z|[+-]\d\d:\d\d)$/.exec(time);
  if (!match || /[1-9]/.test(match[1]?.slice(3) ?? '')) return null;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? null : ms;
}

const isoOf = (ms: number) => new Date(ms).toISOString();
/** The events' times in ms, parsed once per event object (spans are searched for every write). */
const parsedTimes = new WeakMap<VesselEvent, number>();
function timeOf(event: VesselEvent): number {
  let time = parsedTimes.get(event);
  if (time === undefined) {
    time = Date.parse(event.timestamp);
    parsedTimes.set(event, time);
  }
  return time;
}

/** The planned writes' times of a vessel, by method (the batch's creates, its edits). */
function plannedTimes(vesselId: string): number[][] {
  const byMethod = new Map<string, number[]>();
  for (const { method, body } of plannedWrites()) {
    const { vesselId: vessel, timestamp } = (body ?? {}) as { vesselId?: unknown; timestamp?: unknown };
    const ms = vessel === vesselId && typeof timestamp === 'string' ? exactMs(timestamp) : null;
    if (ms === null) continue;
    byMethod.set(method, [...(byMethod.get(method) ?? []), ms]);
  }
  return [...byMethod.values()];
}

/** [from, to], widened to the times of the planned writes of its kind when it lies among them. */
function plannedSpan(vesselId: string, from: number, to: number): { from: number; to: number } {
  for (const times of plannedTimes(vesselId)) {
    const first = Math.min(...times);
    const last = Math.max(...times);
    if ((from >= first && from <= last) || (to >= first && to <= last))
      return { from: Math.min(first, from), to: Math.max(last, to) };
  }
  return { from, to };
}

/** The departures that bound the window of [from, to] in `events` (sorted by time). */
function boundsOf(events: readonly VesselEvent[], from: number, to: number) {
  let lower = -Infinity;
  let upper = Infinity;
  for (const event of events) {
    if (event.type !== 'Departure') continue;
    const time = timeOf(event);
    if (time < from && time > lower) lower = time;
    if (time > to && time < upper) upper = time;
  }
  return { lower, upper };
}

/** What `readRuleEvents` gives for [from, to], cut from a span's events that hold it. */
function ruleWindowOf(events: readonly VesselEvent[], from: number, to: number): VesselEvent[] {
  const { lower, upper } = boundsOf(events, from, to);
  const window = events.filter((event) => timeOf(event) >= lower && timeOf(event) <= upper);
  let arrival: VesselEvent | undefined;
  for (const event of events)
    if (event.type === 'Arrival' && timeOf(event) < from && (!arrival || timeOf(event) >= timeOf(arrival)))
      arrival = event;
  return arrival && timeOf(arrival) < lower ? [arrival, ...window] : window;
}

/**
 * A write of the batch to one event (`event` as it is now, deleted or not): each kept span of its
 * vessel takes it, or is dropped when it may no longer hold every event its windows need (one of
 * its departures or arrivals moved or deleted: the bounds or the arrival may be outside it now).
 * An event the span does not hold was outside its bounds (it holds all between them), so where it
 * was changes none of its windows.
 */
function keepRuleWindows(event: VesselEvent, counted: boolean): void {
  const batch = currentBatch();
  const kept = batch?.data.get(keptWindowsSlot) as KeptWindows | undefined;
  const writes = batchWrites(eventsTableName);
  if (!kept || writes === null) return;
  // Written by a statement (counted): the spans follow if it was the only write since they were
  // read; a row held back was written by no statement.
  if (kept.writes !== writes && !(counted && kept.writes === writes - 1)) {
    kept.byVessel.clear();
    kept.writes = writes;
    return;
  }
  kept.writes = writes;
  const spans = kept.byVessel.get(event.vesselId);
  if (!spans) return;
  const pivotal = (e: VesselEvent) => e.type === 'Departure' || e.type === 'Arrival';
  const follows = (span: Span): boolean => {
    const at = span.events.findIndex((e) => e.id === event.id);
    const before = span.events[at];
    if (before && !event.isDeleted && before.timestamp === event.timestamp && before.type === event.type) {
      span.events[at] = event;
      return true;
    }
    if (before) {
      if (pivotal(before)) return false;
      span.events.splice(at, 1);
    }
    if (event.isDeleted) return true;
    // Outside its bounds an event changes no window of the span, but for an arrival before them,
    // which may be the last one before a window (the latest such arrival is taken).
    const { lower, upper } = boundsOf(span.events, span.from, span.to);
    const time = timeOf(event);
    if ((time < lower && event.type !== 'Arrival') || time > upper) return true;
    const after = span.events.findIndex((e) => timeOf(e) > time);
    span.events.splice(after < 0 ? span.events.length : after, 0, event);
    return true;
  };
  kept.byVessel.set(event.vesselId, spans.filter(follows));
}

const cargoTableName = 'vessel_event_cargo_details';

/**
 * A live event of a kept span with its cargo (`findById` inside a batch): the span has its row as
 * the table has it; its cargo is read once for all the span's events (which of them have any), and
 * an event with cargo details is read from the table (undefined here).
 */
async function findKept(db: Db, id: string): Promise<VesselEvent | undefined> {
  for (const spans of keptWindows()?.values() ?? [])
    for (const span of spans) {
      const event = span.events.find((kept) => kept.id === id);
      if (!event) continue;
      const writes = batchWrites(cargoTableName) ?? -1;
      if (span.cargo?.writes !== writes) {
        const { rows } = await sql<{ id: string }>`
          SELECT DISTINCT vessel_event_id::text AS id FROM ${sql.table(cargoTableName)}
          WHERE vessel_event_id = ANY(${span.events.map((kept) => kept.id)}::uuid[]) AND NOT is_deleted`.execute(
          db,
        );
        span.cargo = { writes, eventIds: new Set(rows.map((row) => row.id)) };
      }
      return span.cargo.eventIds.has(id) ? undefined : { ...event, cargos: [] };
    }
  return undefined;
}

/** The rule events of [from, to] from the table, never kept (see `listRuleEvents`). */
export async function readRuleEvents(
  db: Db,
  vesselId: string,
  from: string,
  to: string,
): Promise<VesselEvent[]> {
  const events = sql.table('emission_report_vessel_events');
  const live = sql`vessel_id = ${vesselId} AND is_deleted = false`;
  // The times as one-row subqueries: still the bounds of the index scans, but not constants the
  // planner compares with the column's statistics. A constant past the histogram's end (a new
  // event before or after every other, the usual case) makes it read the index for the real end,
  // through every row a running batch has just inserted: about 9 ms of planning per query
  // inside a batch of 50, 0.5 ms without (ADR 0121).
  const fromAt = sql`(SELECT ${from}::timestamptz)`;
  const toAt = sql`(SELECT ${to}::timestamptz)`;
  // Two index range scans (vessel_id, timestamp): the window between its bounds, and the arrival
  // when it lies before the window (inside it, the first part has it already). An OR of the two
  // would scan every event of the vessel. The bounds are scalar subqueries, so they are the index
  // scan's range; joined to the bounds as a table they were only a filter over every event of the
  // vessel (ADR 0121).
  const { rows } = await sql<Row>`
    WITH bounds AS (
      SELECT
        COALESCE(
          (SELECT max("timestamp") FROM ${events}
            WHERE ${live} AND type = 'Departure' AND "timestamp" < ${fromAt}),
          '-infinity'::timestamptz) AS lower,
        COALESCE(
          (SELECT min("timestamp") FROM ${events}
            WHERE ${live} AND type = 'Departure' AND "timestamp" > ${toAt}),
          'infinity'::timestamptz) AS upper)
    SELECT e.* FROM ${events} e
    WHERE e.vessel_id = ${vesselId} AND e.is_deleted = false
      AND e."timestamp" >= (SELECT lower FROM bounds) AND e."timestamp" <= (SELECT upper FROM bounds)
    UNION ALL
    SELECT arrival.* FROM (
      SELECT * FROM ${events}
      WHERE ${live} AND type = 'Arrival' AND "timestamp" < ${fromAt}
      ORDER BY "timestamp" DESC LIMIT 1) AS arrival
    WHERE arrival."timestamp" < (SELECT lower FROM bounds)
    ORDER BY "timestamp"`.execute(db);
  return rows.map(presentVesselEvent);
}

/**
 * Where an event sits (its vessel and time, deleted or not) without reading the event and its
 * cargo: what access and the fuel rules' window need first.
 */
export async function eventAnchorOf(
  db: Db,
  id: string,
): Promise<{ vesselId: string; timestamp: string; isDeleted: boolean } | undefined> {
  // Inside a batch, a live event of a kept span is where the span has it (ADR 0121).
  for (const spans of keptWindows()?.values() ?? [])
    for (const span of spans) {
      const event = span.events.find((kept) => kept.id === id);
      if (event) return { vesselId: event.vesselId, timestamp: event.timestamp, isDeleted: false };
    }
  const row = await db
    .selectFrom('emission_report_vessel_events')
    .select(['vessel_id', 'timestamp', 'is_deleted'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      vesselId: row.vessel_id,
      timestamp: new Date(row.timestamp).toISOString(),
      isDeleted: row.is_deleted,
    }
  );
}
