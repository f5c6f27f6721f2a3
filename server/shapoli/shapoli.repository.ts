// SQL of the Shapoli module (0620-create-shapoli.sql, ADR 0081): the vessel's limits, the 15-minute
// rollup buckets of its shaft power above the release level, the samples of the candidate windows,
// and the limiter events logged on board.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PowerBucket, PowerSample, TimeWindow } from '../../domain/shapoli/breaches.ts';
import type { Database } from '../db/schema.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

export type ShapoliLimitRow = {
  id: string;
  vesselId: string;
  limitKw: number;
  logVariableId: string | null;
  changedAtMs: number;
  changedByName: string;
  /** The number of the vessel's newest limit: the settings' version (ADR 0092). */
  settingsVersion: number;
};

type LimitRow = {
  id: string;
  vessel_id: string;
  limit_kw: number;
  log_variable_id: string | null;
  changed_ms: number | string;
  changed_by_name: string;
  settings_version: number;
};

const toLimit = (row: LimitRow): ShapoliLimitRow => ({
  id: row.id,
  vesselId: row.vessel_id,
  limitKw: Number(row.limit_kw),
  logVariableId: row.log_variable_id,
  changedAtMs: Number(row.changed_ms),
  changedByName: row.changed_by_name,
  settingsVersion: Number(row.settings_version),
});

const limitColumns = `id, vessel_id, limit_kw, log_variable_id,
  (extract(epoch FROM changed_at) * 1000)::float8 AS changed_ms, changed_by_name,
  (SELECT max(version) FROM shapoli_limits AS v WHERE v.vessel_id = shapoli_limits.vessel_id) AS settings_version`;

/** The limit in force: the newest row. */
/** The name recorded with a limit its user set (their e-mail when they have no name). */
export async function userName(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name || null;
}

export async function currentLimit(conn: SqlConnection, vesselId: string): Promise<ShapoliLimitRow | null> {
  const [row] = await conn.query<LimitRow>(
    `SELECT ${limitColumns} FROM shapoli_limits WHERE vessel_id = $1 ORDER BY changed_at DESC, id LIMIT 1`,
    [vesselId],
  );
  return row ? toLimit(row) : null;
}

/** Every limit set in [fromMs, toMs), oldest first. */
export async function limitsSetBetween(
  conn: SqlConnection,
  vesselId: string,
  fromMs: number,
  toMs: number,
): Promise<ShapoliLimitRow[]> {
  const rows = await conn.query<LimitRow>(
    `SELECT ${limitColumns} FROM shapoli_limits
      WHERE vessel_id = $1 AND changed_at >= to_timestamp($2::float8 / 1000) AND changed_at < to_timestamp($3::float8 / 1000)
      ORDER BY changed_at, id`,
    [vesselId, fromMs, toMs],
  );
  return rows.map(toLimit);
}

/**
 * Adds the vessel's next limit, numbered after its newest (ADR 0092). With `basedOn` only while
 * the newest is that number (0: none yet), in the same statement; two saves on one number meet in
 * the unique index and the second writes nothing. Null (the demo) appends. False when not written.
 */
export async function insertShapoliLimit(
  db: Kysely<Database>,
  limit: {
    vesselId: string;
    limitKw: number;
    logVariableId: string | null;
    changedAt: Date;
    changedBy: string | null;
    changedByName: string;
  },
  basedOn: number | null,
): Promise<boolean> {
  const inserted = await sql<{ id: string }>`
    INSERT INTO shapoli_limits (id, vessel_id, limit_kw, log_variable_id, changed_at, changed_by, changed_by_name, version)
    SELECT ${randomUUID()}, ${limit.vesselId}, ${limit.limitKw}, ${limit.logVariableId}, ${limit.changedAt.toISOString()},
           ${limit.changedBy}, ${limit.changedByName}, n.latest + 1
      FROM (SELECT coalesce(max(version), 0) AS latest FROM shapoli_limits WHERE vessel_id = ${limit.vesselId}) AS n
     WHERE ${basedOn}::int IS NULL OR n.latest = ${basedOn}::int
    ON CONFLICT (vessel_id, version) DO NOTHING
    RETURNING id`.execute(db);
  return inserted.rows.length > 0;
}

export type VesselFacts = { name: string; imoNumber: number; mcrKw: number | null };

export async function vesselFacts(conn: SqlConnection, vesselId: string): Promise<VesselFacts | null> {
  const [row] = await conn.query<{ name: string; imo_number: number; max_continuous_rating: number | null }>(
    'SELECT name, imo_number, max_continuous_rating FROM vessels WHERE id = $1',
    [vesselId],
  );
  if (!row) return null;
  const mcr = row.max_continuous_rating === null ? null : Number(row.max_continuous_rating);
  return { name: row.name, imoNumber: Number(row.imo_number), mcrKw: mcr && mcr > 0 ? mcr : null };
}

/** The time of the variable's last sample (epoch ms), null without data. */
export async function lastSampleMs(
  conn: SqlConnection,
  vesselId: string,
  logVariableId: string,
): Promise<number | null> {
  const [row] = await conn.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM last_ts) * 1000)::float8 AS ms FROM log_variables WHERE vessel_id = $1 AND id = $2`,
    [vesselId, logVariableId],
  );
  return row?.ms == null ? null : Number(row.ms);
}

/**
 * The 15-minute buckets in [fromMs, toMs) whose highest sample lies above `aboveKw` (the release
 * level): few rows, read from the rollup (its index on vessel, variable and bucket).
 */
export async function bucketsAbove(
  conn: SqlConnection,
  vesselId: string,
  logVariableId: string,
  aboveKw: number,
  fromMs: number,
  toMs: number,
): Promise<PowerBucket[]> {
  const [row] = await conn.query<{ rows: string | null }>(
    `SELECT string_agg(concat_ws(',', (extract(epoch FROM bucket) * 1000)::bigint, value_max), ';' ORDER BY bucket) AS rows
       FROM sample_rollups_15m
      WHERE vessel_id = $1 AND log_variable_id = $2 AND sample_count > 0 AND value_max > $3
        AND bucket >= to_timestamp($4::float8 / 1000) AND bucket < to_timestamp($5::float8 / 1000)`,
    [vesselId, logVariableId, aboveKw, fromMs, toMs],
  );
  if (!row?.rows) return [];
  return row.rows.split(';').map((line) => {
    const [startMs, maxKw] = line.split(',').map(Number) as [number, number];
    return { startMs, maxKw };
  });
}

/**
 * The samples inside the windows (disjoint, in time order), in time order: one index range scan per
 * window, pruned to its month's partition at run time. `OFFSET 0` keeps the LATERAL subquery from
 * being pulled up into a join, which the planner ran as every sample of the variable materialised
 * and filtered against each window (1.2 s for a year on PGlite; ADR 0081).
 */
export async function samplesIn(
  conn: SqlConnection,
  vesselId: string,
  logVariableId: string,
  windows: readonly TimeWindow[],
): Promise<PowerSample[]> {
  if (windows.length === 0) return [];
  const [row] = await conn.query<{ rows: string | null }>(
    `SELECT string_agg(concat_ws(',', round(extract(epoch FROM s.ts)::float8 * 1000)::bigint, s.value), ';' ORDER BY s.ts) AS rows
       FROM unnest($3::float8[], $4::float8[]) AS w(from_ms, to_ms)
      CROSS JOIN LATERAL (
        SELECT ts, value FROM samples
         WHERE vessel_id = $1 AND log_variable_id = $2
           AND ts >= to_timestamp(w.from_ms / 1000) AND ts < to_timestamp(w.to_ms / 1000)
        OFFSET 0
      ) AS s`,
    [vesselId, logVariableId, windows.map((w) => w.fromMs), windows.map((w) => w.toMs)],
  );
  if (!row?.rows) return [];
  return row.rows.split(';').map((line) => {
    const [atMs, powerKw] = line.split(',').map(Number) as [number, number];
    return { atMs, powerKw };
  });
}

/** The limiter events logged on board (imported with the packages) in [fromMs, toMs). */
export async function limiterEvents(
  conn: SqlConnection,
  vesselId: string,
  fromMs: number,
  toMs: number,
): Promise<{ atMs: number; type: 'PowerReserveUnlocked' | 'PowerReserveRestored' }[]> {
  const rows = await conn.query<{ ms: number; type: 'PowerReserveUnlocked' | 'PowerReserveRestored' }>(
    `SELECT (extract(epoch FROM ts) * 1000)::float8 AS ms, type FROM vessel_log_events
      WHERE vessel_id = $1 AND type IN ('PowerReserveUnlocked', 'PowerReserveRestored')
        AND ts >= to_timestamp($2::float8 / 1000) AND ts < to_timestamp($3::float8 / 1000)
      ORDER BY ts, type`,
    [vesselId, fromMs, toMs],
  );
  return rows.map((row) => ({ atMs: Number(row.ms), type: row.type }));
}
