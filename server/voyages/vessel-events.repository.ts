// emission_report_vessel_events (0100-create-sync.sql) as a synced table; rows leave as VesselEvent
// contracts with their live cargo details (EMIS-100).
import { sql } from 'kysely';
import type { VesselEvent, VesselEventWrite } from '../../domain/contracts/emission-report-vessel-events.ts';
import { cargoDetailsTable } from './cargo-details.repository.ts';
import { defineSyncedTable, type Db, type SyncedInsert, type SyncedRow } from '../db/synced-table.ts';

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
