import type { SqlConnection } from './sql-engine.ts';

/**
 * Loading samples: one batch is COPied into a temporary staging table, then moved into `samples`
 * with ON CONFLICT DO NOTHING, so a sample already stored is never stored twice; the same
 * statement adds exactly the newly stored samples to the 15-minute, hour and day rollups and
 * widens the variables' first/last sample times. Run it inside a transaction: the batch is then
 * stored completely or not at all.
 */

export type SampleColumn = { logVariableId: string; values: Float64Array };
export type SampleBatch = { timestampsMs: Float64Array; columns: SampleColumn[] };

export type LoadResult = {
  staged: number;
  inserted: number;
  quarterRows: number;
  hourRows: number;
  dayRows: number;
};

const linesPerChunk = 50_000;

/** CSV chunks `log_variable_id,ts_ms,value` for the finite values of the batch. */
export function stagingCsv(batch: SampleBatch): { chunks: string[]; rows: number } {
  const chunks: string[] = [];
  let lines: string[] = [];
  let rows = 0;
  const times = batch.timestampsMs;
  for (const column of batch.columns) {
    const prefix = `${column.logVariableId},`;
    const values = column.values;
    for (let r = 0; r < times.length; r++) {
      const value = values[r]!;
      if (!Number.isFinite(value)) continue;
      lines.push(`${prefix}${times[r]},${value}\n`);
      rows++;
      if (lines.length === linesPerChunk) {
        chunks.push(lines.join(''));
        lines = [];
      }
    }
  }
  if (lines.length > 0) chunks.push(lines.join(''));
  return { chunks, rows };
}

const rollupSql = (table: string, width: string) => `
  INSERT INTO ${table} AS r (vessel_id, log_variable_id, bucket, sample_count, value_sum, value_min, value_max)
  SELECT $1::uuid, log_variable_id, date_bin('${width}', ts, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
         count(*), sum(value), min(value), max(value)
  FROM ins GROUP BY 2, 3
  ON CONFLICT (vessel_id, log_variable_id, bucket) DO UPDATE SET
    sample_count = r.sample_count + excluded.sample_count,
    value_sum = r.value_sum + excluded.value_sum,
    value_min = LEAST(r.value_min, excluded.value_min),
    value_max = GREATEST(r.value_max, excluded.value_max)
  RETURNING 1`;

const moveSql = `
WITH ins AS (
  INSERT INTO samples (vessel_id, log_variable_id, ts, value)
  SELECT $1::uuid, log_variable_id, TIMESTAMPTZ 'epoch' + ts_ms * INTERVAL '1 millisecond', value
  FROM staging_samples
  ON CONFLICT DO NOTHING
  RETURNING log_variable_id, ts, value
),
q AS (${rollupSql('sample_rollups_15m', '15 minutes')}),
h AS (${rollupSql('sample_rollups_1h', '1 hour')}),
d AS (${rollupSql('sample_rollups_1d', '1 day')}),
v AS (
  UPDATE log_variables lv
  SET first_ts = LEAST(lv.first_ts, s.first_ts), last_ts = GREATEST(lv.last_ts, s.last_ts)
  FROM (SELECT log_variable_id, min(ts) AS first_ts, max(ts) AS last_ts FROM ins GROUP BY 1) s
  WHERE lv.id = s.log_variable_id AND lv.vessel_id = $1::uuid
  RETURNING 1
)
SELECT (SELECT count(*) FROM ins)::int AS inserted,
       (SELECT count(*) FROM q)::int AS quarter_rows,
       (SELECT count(*) FROM h)::int AS hour_rows,
       (SELECT count(*) FROM d)::int AS day_rows,
       (SELECT count(*) FROM v)::int AS variables`;

/** Stores a batch of one vessel's samples (partitions for its months must exist). */
export async function loadSamples(
  tx: SqlConnection,
  vesselId: string,
  batch: SampleBatch,
): Promise<LoadResult> {
  const { chunks, rows } = stagingCsv(batch);
  if (rows === 0) return { staged: 0, inserted: 0, quarterRows: 0, hourRows: 0, dayRows: 0 };
  await tx.query(
    'CREATE TEMP TABLE IF NOT EXISTS staging_samples (log_variable_id uuid NOT NULL, ts_ms bigint NOT NULL, value double precision NOT NULL) ON COMMIT DELETE ROWS',
  );
  await tx.copyCsv('staging_samples', ['log_variable_id', 'ts_ms', 'value'], chunks);
  const [result] = await tx.query<{
    inserted: number;
    quarter_rows: number;
    hour_rows: number;
    day_rows: number;
  }>(moveSql, [vesselId]);
  await tx.query('TRUNCATE staging_samples');
  return {
    staged: rows,
    inserted: Number(result?.inserted ?? 0),
    quarterRows: Number(result?.quarter_rows ?? 0),
    hourRows: Number(result?.hour_rows ?? 0),
    dayRows: Number(result?.day_rows ?? 0),
  };
}

type Aggregate = { n: number; sum: number; min: number; max: number };
const rollupWidths = [
  ['sample_rollups_15m', 15 * 60_000],
  ['sample_rollups_1h', 3_600_000],
  ['sample_rollups_1d', 86_400_000],
] as const;

/** Whether an error is PostgreSQL's unique_violation (23505), on pg and on PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The fast path for samples that are new: COPY straight into `samples`, whose primary key still
 * refuses any sample stored before (the statement then fails with unique_violation and the caller
 * rolls back and uses loadSamples), rollups added from the batch's own aggregates. Same result as
 * loadSamples when no sample of the batch was stored before.
 */
export async function loadNewSamples(
  tx: SqlConnection,
  vesselId: string,
  batch: SampleBatch,
): Promise<LoadResult> {
  const times = batch.timestampsMs;
  const timeTexts = Array.from(times, (ms) => new Date(ms).toISOString());
  const chunks: string[] = [];
  let lines: string[] = [];
  let rows = 0;
  const rollups = rollupWidths.map(() => new Map<string, Aggregate>());
  const spans: { id: string; first: number; last: number }[] = [];
  for (const column of batch.columns) {
    const prefix = `${vesselId},${column.logVariableId},`;
    const values = column.values;
    let first = Infinity;
    let last = -Infinity;
    for (let r = 0; r < times.length; r++) {
      const value = values[r]!;
      if (!Number.isFinite(value)) continue;
      const ms = times[r]!;
      lines.push(`${prefix}${timeTexts[r]},${value}\n`);
      rows++;
      if (lines.length === linesPerChunk) {
        chunks.push(lines.join(''));
        lines = [];
      }
      if (ms < first) first = ms;
      if (ms > last) last = ms;
      rollupWidths.forEach(([, width], w) => {
        const key = `${column.logVariableId},${Math.floor(ms / width) * width}`;
        const entry = rollups[w]!.get(key);
        if (entry) {
          entry.n++;
          entry.sum += value;
          if (value < entry.min) entry.min = value;
          if (value > entry.max) entry.max = value;
        } else rollups[w]!.set(key, { n: 1, sum: value, min: value, max: value });
      });
    }
    if (first <= last) spans.push({ id: column.logVariableId, first, last });
  }
  if (lines.length > 0) chunks.push(lines.join(''));
  if (rows === 0) return { staged: 0, inserted: 0, quarterRows: 0, hourRows: 0, dayRows: 0 };
  await tx.copyCsv('samples', ['vessel_id', 'log_variable_id', 'ts', 'value'], chunks);

  await tx.query(
    `CREATE TEMP TABLE IF NOT EXISTS staging_rollups (width smallint NOT NULL, log_variable_id uuid NOT NULL,
       bucket_ms bigint NOT NULL, n integer NOT NULL, s double precision NOT NULL, lo double precision NOT NULL,
       hi double precision NOT NULL) ON COMMIT DELETE ROWS`,
  );
  const rollupLines: string[] = [];
  rollups.forEach((map, w) => {
    for (const [key, entry] of map)
      rollupLines.push(`${w},${key},${entry.n},${entry.sum},${entry.min},${entry.max}\n`);
  });
  await tx.copyCsv(
    'staging_rollups',
    ['width', 'log_variable_id', 'bucket_ms', 'n', 's', 'lo', 'hi'],
    [rollupLines.join('')],
  );
  for (const [w, [table]] of rollupWidths.entries()) {
    await tx.query(
      `INSERT INTO ${table} AS r (vessel_id, log_variable_id, bucket, sample_count, value_sum, value_min, value_max)
       SELECT $1::uuid, log_variable_id, TIMESTAMPTZ 'epoch' + bucket_ms * INTERVAL '1 millisecond', n, s, lo, hi
       FROM staging_rollups WHERE width = $2
       ON CONFLICT (vessel_id, log_variable_id, bucket) DO UPDATE SET
         sample_count = r.sample_count + excluded.sample_count,
         value_sum = r.value_sum + excluded.value_sum,
         value_min = LEAST(r.value_min, excluded.value_min),
         value_max = GREATEST(r.value_max, excluded.value_max)`,
      [vesselId, w],
    );
  }
  await tx.query('TRUNCATE staging_rollups');
  for (const span of spans) {
    await tx.query(
      `UPDATE log_variables SET first_ts = LEAST(first_ts, $3::timestamptz), last_ts = GREATEST(last_ts, $4::timestamptz)
       WHERE id = $1 AND vessel_id = $2`,
      [span.id, vesselId, new Date(span.first).toISOString(), new Date(span.last).toISOString()],
    );
  }
  return {
    staged: rows,
    inserted: rows,
    quarterRows: rollups[0]!.size,
    hourRows: rollups[1]!.size,
    dayRows: rollups[2]!.size,
  };
}
