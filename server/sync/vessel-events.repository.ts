// SQL for emission_report_vessel_events (0100-create-sync.sql); rows leave as VesselEvent contracts.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { VesselEvent, VesselEventWrite } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { Database } from '../db/schema.ts';
import type { EmissionReportVesselEventsTable } from './sync-tables.ts';
import './sync-tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<EmissionReportVesselEventsTable>;

const table = 'emission_report_vessel_events';

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

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

export type VesselEventRecord = VesselEvent & { changeSeq: number };

function toRecord(row: Row): VesselEventRecord {
  return { ...presentVesselEvent(row), changeSeq: Number(row.change_seq) };
}

/** Any row with this id, deleted or not (ids are client-generated and never reused). */
export async function findVesselEventById(db: Db, id: string): Promise<VesselEventRecord | undefined> {
  const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function listVesselEvents(db: Db, vesselId: string): Promise<VesselEventRecord[]> {
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where('vessel_id', '=', vesselId)
    .where('is_deleted', '=', false)
    .orderBy('timestamp')
    .execute();
  return rows.map(toRecord);
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function insertVesselEvent(
  db: Db,
  event: VesselEventWrite,
  meta: { userId: string; deviceId: string | null; changeSeq: number; now: Date },
): Promise<VesselEventRecord> {
  const row = await db
    .insertInto(table)
    .values({
      id: event.id,
      vessel_id: event.vesselId,
      timestamp: new Date(event.timestamp).toISOString(),
      type: event.type,
      name: event.name ?? null,
      source: event.source,
      voyage: json(event.voyage),
      port: json(event.port),
      location: json(event.location),
      distance_sailed: json(event.distanceSailed),
      change_seq: meta.changeSeq,
      created_by: meta.userId,
      updated_by: meta.userId,
      updated_by_device: meta.deviceId,
      created_at: meta.now,
      updated_at: meta.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Replaces the writable fields when the row is still at `expectedVersion`; undefined otherwise. */
export async function updateVesselEvent(
  db: Db,
  event: VesselEventWrite,
  expectedVersion: number,
  meta: { userId: string; deviceId: string | null; changeSeq: number; now: Date },
): Promise<VesselEventRecord | undefined> {
  const row = await db
    .updateTable(table)
    .set((eb) => ({
      timestamp: new Date(event.timestamp).toISOString(),
      name: event.name ?? null,
      voyage: json(event.voyage),
      port: json(event.port),
      location: json(event.location),
      distance_sailed: json(event.distanceSailed),
      version: eb('version', '+', 1),
      change_seq: meta.changeSeq,
      updated_by: meta.userId,
      updated_by_device: meta.deviceId,
      updated_at: meta.now,
    }))
    .where('id', '=', event.id)
    .where('version', '=', expectedVersion)
    .where('is_deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Soft delete: the row stays as a tombstone with a new version, so the deletion syncs. */
export async function softDeleteVesselEvent(
  db: Db,
  id: string,
  expectedVersion: number,
  meta: { userId: string; deviceId: string | null; changeSeq: number; now: Date },
): Promise<VesselEventRecord | undefined> {
  const row = await db
    .updateTable(table)
    .set((eb) => ({
      is_deleted: true,
      version: eb('version', '+', 1),
      change_seq: meta.changeSeq,
      updated_by: meta.userId,
      updated_by_device: meta.deviceId,
      updated_at: meta.now,
    }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .where('is_deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The change feed of one vessel: rows changed after `cursor`, deleted ones included. */
export async function listVesselEventChanges(
  db: Db,
  vesselId: string,
  cursor: number,
  limit: number,
): Promise<VesselEventRecord[]> {
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where('vessel_id', '=', vesselId)
    .where('change_seq', '>', cursor)
    .orderBy('change_seq')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}
