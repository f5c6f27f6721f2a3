import { importStatuses } from '../../domain/contracts/imports.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { rebuildRollupsAt } from '../log-data/public.ts';

/** Undoing an import (issue 24 §1, ADR 0101): the SQL of the undo. */

const quarterMs = 15 * 60_000;

export type UndoTarget = {
  importPath: string;
  vesselId: string | null;
  status: number;
  undoneAt: Date | null;
  dataFrom: Date | null;
  dataTo: Date | null;
};

export async function findUndoTarget(conn: SqlConnection, importPath: string): Promise<UndoTarget | null> {
  const [row] = await conn.query<{
    import_path: string;
    vessel_id: string | null;
    status: number;
    undone_at: Date | null;
    data_from: Date | null;
    data_to: Date | null;
  }>(
    'SELECT import_path, vessel_id, status, undone_at, data_from, data_to FROM imports WHERE import_path = $1',
    [importPath],
  );
  if (!row) return null;
  const date = (value: Date | null) => (value ? new Date(value) : null);
  return {
    importPath: row.import_path,
    vesselId: row.vessel_id,
    status: Number(row.status),
    undoneAt: date(row.undone_at),
    dataFrom: date(row.data_from),
    dataTo: date(row.data_to),
  };
}

/** The other imports of the vessel that still stand and whose period meets [from, to). */
export async function overlappingImports(
  conn: SqlConnection,
  vesselId: string,
  importPath: string,
  from: Date,
  to: Date,
): Promise<string[]> {
  const rows = await conn.query<{ import_path: string }>(
    `SELECT import_path FROM imports
      WHERE vessel_id = $1 AND import_path <> $2 AND status = $3 AND undone_at IS NULL
        AND (data_from IS NULL OR data_from < $5) AND (data_to IS NULL OR data_to > $4)
      ORDER BY received_at`,
    [vesselId, importPath, importStatuses.Imported, from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => row.import_path);
}

/** The vessel's variable ids by the package's variable ids (source ids). */
export async function variableIdsBySource(
  conn: SqlConnection,
  vesselId: string,
  sourceIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await conn.query<{ id: string; source_id: string }>(
    'SELECT id, source_id FROM log_variables WHERE vessel_id = $1 AND source_id = ANY($2::text[])',
    [vesselId, [...sourceIds]],
  );
  return new Map(rows.map((row) => [row.source_id, row.id]));
}

/**
 * Removes the vessel's stored samples at the given (variable, time), rebuilds the rollup buckets they were in and the variables' first and last sample times.
 * Run it in a transaction. Returns how many samples were removed.
 */
export async function removeUndoneSamples(
  tx: SqlConnection,
  vesselId: string,
  samples: { variableIds: string[]; times: string[] },
): Promise<number> {
  if (samples.variableIds.length === 0) return 0;
  let first = samples.times[0]!;
  let last = first;
  for (const time of samples.times) {
    if (time < first) first = time;
    if (time > last) last = time;
  }
  const removed = await tx.query<{ v: string; ts: string }>(
    `DELETE FROM samples s USING unnest($2::uuid[], $3::timestamptz[]) AS d(v, ts)
      WHERE s.vessel_id = $1 AND s.log_variable_id = d.v AND s.ts = d.ts AND s.ts >= $4 AND s.ts <= $5
      RETURNING s.log_variable_id AS v, s.ts`,
    // The batch's time range lets the planner take only the monthly partitions it touches.
    [vesselId, samples.variableIds, samples.times, first, last],
  );
  if (removed.length === 0) return 0;
  // One time per variable and 15-minute bucket names the same 15-minute, hour and day buckets as
  // every removed sample does (the buckets nest), with a fraction of the pairs.
  const buckets = new Map<string, { v: string; ms: number }>();
  for (const row of removed) {
    const ms = Math.floor(new Date(row.ts).getTime() / quarterMs) * quarterMs;
    buckets.set(`${row.v}@${ms}`, { v: row.v, ms });
  }
  const ids = [...buckets.values()].map((bucket) => bucket.v);
  await rebuildRollupsAt(
    tx,
    vesselId,
    ids,
    [...buckets.values()].map((bucket) => new Date(bucket.ms).toISOString()),
  );
  await tx.query(
    `UPDATE log_variables lv SET
       first_ts = (SELECT min(ts) FROM samples s WHERE s.vessel_id = $1 AND s.log_variable_id = lv.id),
       last_ts = (SELECT max(ts) FROM samples s WHERE s.vessel_id = $1 AND s.log_variable_id = lv.id)
     WHERE lv.vessel_id = $1 AND lv.id = ANY($2::uuid[])`,
    [vesselId, [...new Set(ids)]],
  );
  return removed.length;
}

/** Marks an Imported record undone (its undo done); false when it is not Imported or was undone before. */
export async function markUndone(
  conn: SqlConnection,
  importPath: string,
  undoneBy: string | null,
  samplesRemoved: number,
): Promise<boolean> {
  const rows = await conn.query(
    `UPDATE imports SET undone_at = now(), undone_by = $3, samples_removed = $4, undo_state = NULL,
            undo_error = NULL, updated_at = now()
      WHERE import_path = $1 AND status = $2 AND undone_at IS NULL RETURNING import_path`,
    [importPath, importStatuses.Imported, undoneBy, samplesRemoved],
  );
  return rows.length > 0;
}

/** Where an undo of an import stands (ADR 0120): the record's undo_state, NULL when none is under way. */
export type UndoStateName = 'Waiting' | 'Running' | 'Failed';

/**
 * Claims the undo of an import for one request (ADR 0120): one conditional UPDATE, so that of any
 * number of requests at any number of processes on the database exactly one finds the record with
 * no undo under way (none asked for, or the last one Failed) and marks it Waiting; on PostgreSQL a
 * second UPDATE waits for the first one's row lock, then sees its Waiting and changes nothing.
 * True for the request that claimed it.
 */
export async function claimUndo(
  conn: SqlConnection,
  importPath: string,
  askedBy: string | null,
): Promise<boolean> {
  const rows = await conn.query(
    `UPDATE imports SET undo_state = 'Waiting', undo_error = NULL, undo_asked_by = $3, updated_at = now()
      WHERE import_path = $1 AND status = $2 AND undone_at IS NULL
        AND (undo_state IS NULL OR undo_state = 'Failed')
      RETURNING import_path`,
    [importPath, importStatuses.Imported, askedBy],
  );
  return rows.length > 0;
}

/** Gives a claim back when its job could not be queued (the send failed): no undo is under way. */
export async function releaseUndo(conn: SqlConnection, importPath: string): Promise<void> {
  await conn.query(
    `UPDATE imports SET undo_state = NULL, updated_at = now()
      WHERE import_path = $1 AND undo_state = 'Waiting'`,
    [importPath],
  );
}

/** The undo's job has started (a record undone meanwhile keeps no state). */
export async function markUndoRunning(conn: SqlConnection, importPath: string): Promise<void> {
  await conn.query(
    `UPDATE imports SET undo_state = 'Running', undo_error = NULL, updated_at = now()
      WHERE import_path = $1 AND undone_at IS NULL`,
    [importPath],
  );
}

/** The undo's job ended with nothing to do (the import was undone meanwhile): no state. */
export async function clearUndoState(conn: SqlConnection, importPath: string): Promise<void> {
  await conn.query(
    `UPDATE imports SET undo_state = NULL, undo_error = NULL, updated_at = now()
      WHERE import_path = $1 AND undo_state IS NOT NULL`,
    [importPath],
  );
}

/** The undo's job stopped: the record keeps Failed and the reason until an undo is asked for again. */
export async function markUndoFailed(conn: SqlConnection, importPath: string, reason: string): Promise<void> {
  await conn.query(
    `UPDATE imports SET undo_state = 'Failed', undo_error = $2, updated_at = now()
      WHERE import_path = $1 AND undone_at IS NULL`,
    [importPath, reason],
  );
}

/** The imports whose undo is Waiting or Running by their record (at a start of the job runner). */
export async function undosUnderWay(
  conn: SqlConnection,
): Promise<{ importPath: string; undoneBy: string | null }[]> {
  const rows = await conn.query<{ import_path: string; undo_asked_by: string | null }>(
    `SELECT import_path, undo_asked_by FROM imports
      WHERE undo_state IN ('Waiting', 'Running') AND undone_at IS NULL ORDER BY import_path`,
  );
  return rows.map((row) => ({ importPath: row.import_path, undoneBy: row.undo_asked_by }));
}

/**
 * The state of the last undo job of each of these imports on the job queue (pg-boss keeps its jobs
 * in pgboss.job, the singleton key being the import path; ADR 0114), with a failed job's words.
 */
export async function lastUndoJobs(
  conn: SqlConnection,
  queue: string,
  importPaths: readonly string[],
): Promise<{ path: string; state: string; error: string | null }[]> {
  return conn.query<{ path: string; state: string; error: string | null }>(
    `SELECT DISTINCT ON (singleton_key) singleton_key AS path, state::text AS state,
            output->>'message' AS error
       FROM pgboss.job WHERE name = $1 AND singleton_key = ANY($2::text[])
      ORDER BY singleton_key, created_on DESC`,
    [queue, [...importPaths]],
  );
}

/** The undo jobs the job queue has as running (at a start: interrupted ones). */
export async function activeUndoJobs<Data>(
  conn: SqlConnection,
  queue: string,
): Promise<{ id: string; data: Data }[]> {
  return conn.query<{ id: string; data: Data }>(
    `SELECT id, data FROM pgboss.job WHERE name = $1 AND state = 'active'`,
    [queue],
  );
}
