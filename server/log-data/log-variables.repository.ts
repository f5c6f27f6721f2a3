import { randomUUID } from 'node:crypto';
import type { PackageVariable } from '../../domain/import-package/format.ts';
import { validRangeFor } from '../../domain/log-data/valid-ranges.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

/** Log variables per vessel (000 §3, 001 §3), as the vessel's packages define them. */

export type LogVariableRow = {
  id: string;
  vesselId: string;
  sourceId: string;
  name: string;
  unit: string;
  onboardSystem: string;
  sampleWindowMs: number;
  displayPrecision: number;
  description: string;
  validMin: number | null;
  validMax: number | null;
  firstTs: Date | null;
  lastTs: Date | null;
};

type DbRow = {
  id: string;
  vessel_id: string;
  source_id: string;
  name: string;
  unit: string;
  onboard_system: string;
  sample_window_ms: number;
  display_precision: number;
  description: string;
  valid_min: number | null;
  valid_max: number | null;
  first_ts: Date | null;
  last_ts: Date | null;
};

const columns = `id, vessel_id, source_id, name, unit, onboard_system, sample_window_ms, display_precision,
  description, valid_min, valid_max, first_ts, last_ts`;

const fromDb = (row: DbRow): LogVariableRow => ({
  id: row.id,
  vesselId: row.vessel_id,
  sourceId: row.source_id,
  name: row.name,
  unit: row.unit,
  onboardSystem: row.onboard_system,
  sampleWindowMs: Number(row.sample_window_ms),
  displayPrecision: Number(row.display_precision),
  description: row.description,
  validMin: row.valid_min === null ? null : Number(row.valid_min),
  validMax: row.valid_max === null ? null : Number(row.valid_max),
  firstTs: row.first_ts ? new Date(row.first_ts) : null,
  lastTs: row.last_ts ? new Date(row.last_ts) : null,
});

/**
 * Creates the vessel's variables the package defines and updates the descriptive fields of those
 * it knows (a later package may rename a variable); the plausible range is set once, at creation.
 * Answers the variable id of each package column id.
 */
export async function upsertPackageVariables(
  conn: SqlConnection,
  vesselId: string,
  variables: PackageVariable[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const variable of variables) {
    const range = validRangeFor(variable.unit, variable.name);
    const [row] = await conn.query<{ id: string }>(
      `INSERT INTO log_variables (id, vessel_id, source_id, name, unit, onboard_system, sample_window_ms,
         display_precision, description, valid_min, valid_max)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (vessel_id, source_id) DO UPDATE SET name = excluded.name, unit = excluded.unit,
         onboard_system = excluded.onboard_system, sample_window_ms = excluded.sample_window_ms,
         display_precision = excluded.display_precision, description = excluded.description,
         updated_at = now(),
         version = log_variables.version + CASE WHEN (log_variables.name, log_variables.unit,
           log_variables.onboard_system, log_variables.sample_window_ms, log_variables.display_precision,
           log_variables.description) IS DISTINCT FROM (excluded.name, excluded.unit, excluded.onboard_system,
           excluded.sample_window_ms, excluded.display_precision, excluded.description) THEN 1 ELSE 0 END
       RETURNING id`,
      [
        randomUUID(),
        vesselId,
        variable.id,
        variable.name,
        variable.unit,
        variable.system,
        variable.sampleWindowSeconds * 1000,
        variable.precision,
        variable.description,
        range.min,
        range.max,
      ],
    );
    ids.set(variable.id, row!.id);
  }
  return ids;
}

export async function listVesselVariables(
  conn: SqlConnection,
  vesselIds: string[],
): Promise<LogVariableRow[]> {
  if (vesselIds.length === 0) return [];
  const rows = await conn.query<DbRow>(
    `SELECT ${columns} FROM log_variables WHERE vessel_id = ANY($1::uuid[]) ORDER BY vessel_id, lower(name), onboard_system`,
    [vesselIds],
  );
  return rows.map(fromDb);
}

export async function findVariables(conn: SqlConnection, ids: string[]): Promise<LogVariableRow[]> {
  if (ids.length === 0) return [];
  const rows = await conn.query<DbRow>(`SELECT ${columns} FROM log_variables WHERE id = ANY($1::uuid[])`, [
    ids,
  ]);
  return rows.map(fromDb);
}

/**
 * `findVariables`, each with whether its vessel is among the ids `vesselsInScope` selects (a
 * compiled query, its parameters numbered from $1): the lookup and the access check of LogData in
 * one statement.
 */
export async function findVariablesInScope(
  conn: SqlConnection,
  ids: string[],
  vesselsInScope: { sql: string; parameters: readonly unknown[] },
): Promise<(LogVariableRow & { inScope: boolean })[]> {
  if (ids.length === 0) return [];
  const rows = await conn.query<DbRow & { in_scope: boolean }>(
    `SELECT ${columns}, vessel_id IN (${vesselsInScope.sql}) AS in_scope
       FROM log_variables WHERE id = ANY($${vesselsInScope.parameters.length + 1}::uuid[])`,
    [...vesselsInScope.parameters, ids],
  );
  return rows.map((row) => ({ ...fromDb(row), inScope: row.in_scope === true }));
}
