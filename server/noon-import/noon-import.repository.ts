// Saved noon report import mappings (0830, ADR 0106), one per vessel and source name, and the reads
// an import needs: the vessel's fuel types and its reports by id.
import { randomUUID } from 'node:crypto';
import type { SqlConnection } from '../db/sql-engine.ts';

export type NoonMappingRow = {
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

const toRow = (raw: Raw): NoonMappingRow => ({
  id: raw.id,
  vesselId: raw.vessel_id,
  sourceName: raw.source_name,
  mapping: typeof raw.mapping === 'string' ? (JSON.parse(raw.mapping) as unknown) : raw.mapping,
  createdAt: new Date(raw.created_at),
  updatedAt: new Date(raw.updated_at),
  lastUsedAt: raw.last_used_at === null ? null : new Date(raw.last_used_at),
});

export async function listNoonMappings(conn: SqlConnection, vesselId: string): Promise<NoonMappingRow[]> {
  const rows = await conn.query<Raw>(
    `SELECT ${columns} FROM noon_report_mappings WHERE vessel_id = $1 ORDER BY lower(source_name), id`,
    [vesselId],
  );
  return rows.map(toRow);
}

export async function findNoonMapping(
  conn: SqlConnection,
  vesselId: string,
  id: string,
): Promise<NoonMappingRow | null> {
  const [row] = await conn.query<Raw>(
    `SELECT ${columns} FROM noon_report_mappings WHERE vessel_id = $1 AND id = $2`,
    [vesselId, id],
  );
  return row ? toRow(row) : null;
}

/** Saves the mapping of a source: a new one, or the source's saved one replaced (its id kept). */
export async function saveNoonMapping(
  conn: SqlConnection,
  vesselId: string,
  sourceName: string,
  mapping: unknown,
): Promise<NoonMappingRow> {
  const [row] = await conn.query<Raw>(
    `INSERT INTO noon_report_mappings (id, vessel_id, source_name, mapping) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (vessel_id, lower(source_name))
     DO UPDATE SET source_name = EXCLUDED.source_name, mapping = EXCLUDED.mapping, updated_at = now()
     RETURNING ${columns}`,
    [randomUUID(), vesselId, sourceName, JSON.stringify(mapping)],
  );
  return toRow(row!);
}

export async function markNoonMappingUsed(conn: SqlConnection, id: string, at: Date): Promise<void> {
  await conn.query(`UPDATE noon_report_mappings SET last_used_at = $2 WHERE id = $1`, [id, at]);
}

/** The fuel types a vessel's reports may name: the global ones and its company's, active ones. */
export async function vesselFuelTypes(
  conn: SqlConnection,
  vesselId: string,
): Promise<{ id: string; shortName: string; name: string }[]> {
  return conn.query<{ id: string; shortName: string; name: string }>(
    `SELECT f.id, f.short_name AS "shortName", f.name FROM fuel_types f
     WHERE NOT f.is_deactivated
       AND (f.company_id IS NULL OR f.company_id = (SELECT company_id FROM vessels WHERE id = $1))
     ORDER BY f.short_name, f.id`,
    [vesselId],
  );
}
