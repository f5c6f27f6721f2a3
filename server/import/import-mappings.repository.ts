// The mappings saved for files a fleet imports in its own shape, one per vessel and source name:
// logger exports (0775, ADR 0097) and noon-report spreadsheets (0830, ADR 0106). Both tables have
// the same columns and the same unique (vessel_id, lower(source_name)); one store serves either.
import { randomUUID } from 'node:crypto';
import type { SqlConnection } from '../db/sql-engine.ts';

export type ImportMappingRow = {
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

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = 'id, vessel_id, source_name, mapping, created_at, updated_at, last_used_at';

const toRow = (raw: Raw): ImportMappingRow => ({
  id: raw.id,
  vesselId: raw.vessel_id,
  sourceName: raw.source_name,
  mapping: typeof raw.mapping === 'string' ? (JSON.parse(raw.mapping) as unknown) : raw.mapping,
  createdAt: new Date(raw.created_at),
  updatedAt: new Date(raw.updated_at),
  lastUsedAt: raw.last_used_at === null ? null : new Date(raw.last_used_at),
});

/** The store of one kind of mapping (the table name is one of the two, never input). */
export function importMappingStore(table: 'logger_mappings' | 'noon_report_mappings') {
  return {
    async list(conn: SqlConnection, vesselId: string): Promise<ImportMappingRow[]> {
      const rows = await conn.query<Raw>(
        `SELECT ${columns} FROM ${table} WHERE vessel_id = $1 ORDER BY lower(source_name), id`,
        [vesselId],
      );
      return rows.map(toRow);
    },

    /** The vessel's mapping of that id; null for none, and for an id that is no UUID at all. */
    async find(conn: SqlConnection, vesselId: string, id: string): Promise<ImportMappingRow | null> {
      if (!uuid.test(id)) return null;
      const [row] = await conn.query<Raw>(
        `SELECT ${columns} FROM ${table} WHERE vessel_id = $1 AND id = $2`,
        [vesselId, id],
      );
      return row ? toRow(row) : null;
    },

    /** A new mapping; null when the vessel has one of that source name already. */
    async insert(
      conn: SqlConnection,
      vesselId: string,
      sourceName: string,
      mapping: unknown,
    ): Promise<ImportMappingRow | null> {
      const [row] = await conn.query<Raw>(
        `INSERT INTO ${table} (id, vessel_id, source_name, mapping) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (vessel_id, lower(source_name)) DO NOTHING RETURNING ${columns}`,
        [randomUUID(), vesselId, sourceName, JSON.stringify(mapping)],
      );
      return row ? toRow(row) : null;
    },

    /** Saves the mapping of a source: a new one, or the source's saved one replaced (its id kept). */
    async save(
      conn: SqlConnection,
      vesselId: string,
      sourceName: string,
      mapping: unknown,
    ): Promise<ImportMappingRow> {
      const [row] = await conn.query<Raw>(
        `INSERT INTO ${table} (id, vessel_id, source_name, mapping) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (vessel_id, lower(source_name))
         DO UPDATE SET source_name = EXCLUDED.source_name, mapping = EXCLUDED.mapping, updated_at = now()
         RETURNING ${columns}`,
        [randomUUID(), vesselId, sourceName, JSON.stringify(mapping)],
      );
      return toRow(row!);
    },

    /** 'missing' when there is no such mapping, 'taken' when another has the source name. */
    async update(
      conn: SqlConnection,
      vesselId: string,
      id: string,
      sourceName: string,
      mapping: unknown,
    ): Promise<ImportMappingRow | 'missing' | 'taken'> {
      const [other] = await conn.query<{ id: string }>(
        `SELECT id FROM ${table} WHERE vessel_id = $1 AND lower(source_name) = lower($2) AND id <> $3`,
        [vesselId, sourceName, id],
      );
      if (other) return 'taken';
      const [row] = await conn.query<Raw>(
        `UPDATE ${table} SET source_name = $3, mapping = $4::jsonb, updated_at = now()
         WHERE vessel_id = $1 AND id = $2 RETURNING ${columns}`,
        [vesselId, id, sourceName, JSON.stringify(mapping)],
      );
      return row ? toRow(row) : 'missing';
    },

    async remove(conn: SqlConnection, vesselId: string, id: string): Promise<boolean> {
      const rows = await conn.query<{ id: string }>(
        `DELETE FROM ${table} WHERE vessel_id = $1 AND id = $2 RETURNING id`,
        [vesselId, id],
      );
      return rows.length > 0;
    },

    async markUsed(conn: SqlConnection, id: string, at: Date): Promise<void> {
      await conn.query(`UPDATE ${table} SET last_used_at = $2 WHERE id = $1`, [id, at]);
    },
  };
}
