// Saved logger import mappings (0775, ADR 0097): one per vessel and source name.
import { randomUUID } from 'node:crypto';
import type { SqlConnection } from '../db/sql-engine.ts';

export type LoggerMappingRow = {
  id: string;
  vesselId: string;
  sourceName: string;
  mapping: unknown;
  createdAt: Date;
  updatedAt: Date;
  lastUsedAt: Date | null;
};

type Raw = {
  id: string;
  vessel_id: string;
  source_name: string;
  mapping: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  last_used_at: Date | string | null;
};

const columns = 'id, vessel_id, source_name, mapping, created_at, updated_at, last_used_at';

const toRow = (raw: Raw): LoggerMappingRow => ({
  id: raw.id,
  vesselId: raw.vessel_id,
  sourceName: raw.source_name,
  mapping: typeof raw.mapping === 'string' ? (JSON.parse(raw.mapping) as unknown) : raw.mapping,
  createdAt: new Date(raw.created_at),
  updatedAt: new Date(raw.updated_at),
  lastUsedAt: raw.last_used_at === null ? null : new Date(raw.last_used_at),
});

export async function listLoggerMappings(conn: SqlConnection, vesselId: string): Promise<LoggerMappingRow[]> {
  const rows = await conn.query<Raw>(
    `SELECT ${columns} FROM logger_mappings WHERE vessel_id = $1 ORDER BY lower(source_name), id`,
    [vesselId],
  );
  return rows.map(toRow);
}

export async function findLoggerMapping(
  conn: SqlConnection,
  vesselId: string,
  id: string,
): Promise<LoggerMappingRow | null> {
  const [row] = await conn.query<Raw>(
    `SELECT ${columns} FROM logger_mappings WHERE vessel_id = $1 AND id = $2`,
    [vesselId, id],
  );
  return row ? toRow(row) : null;
}

/** Null when the vessel has a mapping of that source name already. */
export async function insertLoggerMapping(
  conn: SqlConnection,
  vesselId: string,
  sourceName: string,
  mapping: unknown,
): Promise<LoggerMappingRow | null> {
  const [row] = await conn.query<Raw>(
    `INSERT INTO logger_mappings (id, vessel_id, source_name, mapping) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (vessel_id, lower(source_name)) DO NOTHING RETURNING ${columns}`,
    [randomUUID(), vesselId, sourceName, JSON.stringify(mapping)],
  );
  return row ? toRow(row) : null;
}

/** 'missing' when there is no such mapping, 'taken' when another has the source name. */
export async function updateLoggerMapping(
  conn: SqlConnection,
  vesselId: string,
  id: string,
  sourceName: string,
  mapping: unknown,
): Promise<LoggerMappingRow | 'missing' | 'taken'> {
  const [other] = await conn.query<{ id: string }>(
    `SELECT id FROM logger_mappings WHERE vessel_id = $1 AND lower(source_name) = lower($2) AND id <> $3`,
    [vesselId, sourceName, id],
  );
  if (other) return 'taken';
  const [row] = await conn.query<Raw>(
    `UPDATE logger_mappings SET source_name = $3, mapping = $4::jsonb, updated_at = now()
     WHERE vessel_id = $1 AND id = $2 RETURNING ${columns}`,
    [vesselId, id, sourceName, JSON.stringify(mapping)],
  );
  return row ? toRow(row) : 'missing';
}

export async function deleteLoggerMapping(
  conn: SqlConnection,
  vesselId: string,
  id: string,
): Promise<boolean> {
  const rows = await conn.query<{ id: string }>(
    `DELETE FROM logger_mappings WHERE vessel_id = $1 AND id = $2 RETURNING id`,
    [vesselId, id],
  );
  return rows.length > 0;
}

export async function markLoggerMappingUsed(conn: SqlConnection, id: string, at: Date): Promise<void> {
  await conn.query(`UPDATE logger_mappings SET last_used_at = $2 WHERE id = $1`, [id, at]);
}
