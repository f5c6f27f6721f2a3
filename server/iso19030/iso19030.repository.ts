// SQL of the ISO 19030 events (0610-create-iso19030-events.sql). Times go in and out as epoch
// milliseconds; the service presents them.
import { randomUUID } from 'node:crypto';
import type { Iso19030EventType } from '../../domain/performance/iso19030.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

export type Iso19030EventRow = {
  id: string;
  vesselId: string;
  eventType: Iso19030EventType;
  startMs: number;
  endMs: number | null;
  description: string;
  createdMs: number;
  updatedMs: number;
  version: number;
};

type Row = {
  id: string;
  vessel_id: string;
  event_type: Iso19030EventType;
  start_ms: number | string;
  end_ms: number | string | null;
  description: string;
  created_ms: number | string;
  updated_ms: number | string;
  version: number;
};

const columns = `id, vessel_id, event_type, (extract(epoch FROM start_at) * 1000)::float8 AS start_ms,
  (extract(epoch FROM end_at) * 1000)::float8 AS end_ms, description,
  (extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
  (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms, version`;

const fromRow = (row: Row): Iso19030EventRow => ({
  id: row.id,
  vesselId: row.vessel_id,
  eventType: row.event_type,
  startMs: Number(row.start_ms),
  endMs: row.end_ms === null ? null : Number(row.end_ms),
  description: row.description,
  createdMs: Number(row.created_ms),
  updatedMs: Number(row.updated_ms),
  version: row.version,
});

/** The events of the vessels, by vessel and start. */
export async function listIso19030Events(
  conn: SqlConnection,
  vesselIds: readonly string[],
): Promise<Iso19030EventRow[]> {
  if (vesselIds.length === 0) return [];
  const rows = await conn.query<Row>(
    `SELECT ${columns} FROM iso19030_events WHERE vessel_id = ANY($1::uuid[])
      ORDER BY vessel_id, start_at, id`,
    [[...vesselIds]],
  );
  return rows.map(fromRow);
}

export async function findIso19030Event(conn: SqlConnection, id: string): Promise<Iso19030EventRow | null> {
  const [row] = await conn.query<Row>(`SELECT ${columns} FROM iso19030_events WHERE id = $1`, [id]);
  return row ? fromRow(row) : null;
}

export type Iso19030EventValues = {
  eventType: Iso19030EventType;
  startMs: number;
  endMs: number | null;
  description: string;
};

export async function insertIso19030Event(
  conn: SqlConnection,
  event: Iso19030EventValues & { vesselId: string; createdBy: string | null; nowMs: number },
): Promise<string> {
  const id = randomUUID();
  await conn.query(
    `INSERT INTO iso19030_events (id, vessel_id, event_type, start_at, end_at, description, created_by,
                                  created_at, updated_at)
     VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), to_timestamp($5::float8 / 1000), $6,
             (SELECT id FROM users WHERE id = $7::uuid), to_timestamp($8::float8 / 1000), to_timestamp($8::float8 / 1000))`,
    [
      id,
      event.vesselId,
      event.eventType,
      event.startMs,
      event.endMs,
      event.description,
      event.createdBy,
      event.nowMs,
    ],
  );
  return id;
}

/** Writes the event while it is at version `basedOn` (one statement, ADR 0092); false when not. */
export async function updateIso19030Event(
  conn: SqlConnection,
  id: string,
  event: Iso19030EventValues & { nowMs: number },
  basedOn: number,
): Promise<boolean> {
  const updated = await conn.query(
    `UPDATE iso19030_events SET event_type = $2, start_at = to_timestamp($3::float8 / 1000),
            end_at = to_timestamp($4::float8 / 1000), description = $5, updated_at = to_timestamp($6::float8 / 1000),
            version = version + 1
      WHERE id = $1 AND version = $7 RETURNING id`,
    [id, event.eventType, event.startMs, event.endMs, event.description, event.nowMs, basedOn],
  );
  return updated.length > 0;
}

/** Deletes the event while it is at version `basedOn` (one statement); false when it was not. */
export async function deleteIso19030Event(
  conn: SqlConnection,
  id: string,
  basedOn: number,
): Promise<boolean> {
  const deleted = await conn.query(
    'DELETE FROM iso19030_events WHERE id = $1 AND version = $2 RETURNING id',
    [id, basedOn],
  );
  return deleted.length > 0;
}

/** Whether the vessel has any event (the demo seeds a vessel's events once). */
export async function hasIso19030Events(conn: SqlConnection, vesselId: string): Promise<boolean> {
  const rows = await conn.query<{ one: number }>(
    'SELECT 1 AS one FROM iso19030_events WHERE vessel_id = $1 LIMIT 1',
    [vesselId],
  );
  return rows.length > 0;
}
