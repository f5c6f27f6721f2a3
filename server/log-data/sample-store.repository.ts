import type { SqlConnection } from '../db/sql-engine.ts';

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

/**
 * The rollup tables by bucket width. The 15-minute rollup also keeps its buckets' first and last
 * sample time (migration 0920, ADR 0129).
 */
type RollupWidth = { table: string; widthMs: number; sampleTimes: boolean };
const rollupWidths: readonly RollupWidth[] = [
  { table: 'sample_rollups_15m', widthMs: 15 * 60_000, sampleTimes: true },
  { table: 'sample_rollups_1h', widthMs: 3_600_000, sampleTimes: false },
  { table: 'sample_rollups_1d', widthMs: 86_400_000, sampleTimes: false },
];
const widthText = (rollup: RollupWidth) => `${rollup.widthMs / 60_000} minutes`;

/** The columns a writer of `rollup` fills, in this order. */
const rollupColumns = (rollup: RollupWidth) =>
  `vessel_id, log_variable_id, bucket, sample_count, value_sum, value_min, value_max${rollup.sampleTimes ? ', first_ts, last_ts' : ''}`;

/**
 * Adding new samples' aggregates to a stored bucket. A row whose sample times are unknown (NULL:
 * stored before they were kept) stays unknown.
 */
const rollupMerge = (rollup: RollupWidth) => `
  ON CONFLICT (vessel_id, log_variable_id, bucket) DO UPDATE SET
    sample_count = r.sample_count + excluded.sample_count,
    value_sum = r.value_sum + excluded.value_sum,
    value_min = LEAST(r.value_min, excluded.value_min),
    value_max = GREATEST(r.value_max, excluded.value_max)${
      rollup.sampleTimes
        ? `,
    first_ts = CASE WHEN r.first_ts IS NULL THEN NULL ELSE LEAST(r.first_ts, excluded.first_ts) END,
    last_ts = CASE WHEN r.last_ts IS NULL THEN NULL ELSE GREATEST(r.last_ts, excluded.last_ts) END`
        : ''
    }`;

const rollupSql = (rollup: RollupWidth) => `
  INSERT INTO ${rollup.table} AS r (${rollupColumns(rollup)})
  SELECT $1::uuid, log_variable_id, date_bin('${widthText(rollup)}', ts, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
         count(*), sum(value), min(value), max(value)${rollup.sampleTimes ? ', min(ts), max(ts)' : ''}
  FROM ins GROUP BY 2, 3${rollupMerge(rollup)}
  RETURNING 1`;

const moveSql = `
WITH ins AS (
  INSERT INTO samples (vessel_id, log_variable_id, ts, value)
  SELECT $1::uuid, log_variable_id, TIMESTAMPTZ 'epoch' + ts_ms * INTERVAL '1 millisecond', value
  FROM staging_samples
  ON CONFLICT DO NOTHING
  RETURNING log_variable_id, ts, value
),
q AS (${rollupSql(rollupWidths[0]!)}),
h AS (${rollupSql(rollupWidths[1]!)}),
d AS (${rollupSql(rollupWidths[2]!)}),
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

/**
 * A correction (issue 27 §4): deletes the vessel's stored samples at the batch's (variable, time)
 * pairs and rebuilds the rollup buckets they were in from the samples left, so that `loadSamples`
 * after it, in the same transaction, stores the corrected values and adds them to the rollups.
 * Returns how many stored samples were removed (the replaced ones).
 */
export async function removeSamplesToReplace(
  tx: SqlConnection,
  vesselId: string,
  batch: SampleBatch,
): Promise<number> {
  const variableIds: string[] = [];
  const times: string[] = [];
  for (const column of batch.columns) {
    for (let r = 0; r < batch.timestampsMs.length; r++) {
      if (!Number.isFinite(column.values[r]!)) continue;
      variableIds.push(column.logVariableId);
      times.push(new Date(batch.timestampsMs[r]!).toISOString());
    }
  }
  if (variableIds.length === 0) return 0;
  const removed = await tx.query<{ v: string; ts: string }>(
    `DELETE FROM samples s USING unnest($2::uuid[], $3::timestamptz[]) AS d(v, ts)
      WHERE s.vessel_id = $1 AND s.log_variable_id = d.v AND s.ts = d.ts
      RETURNING s.log_variable_id AS v, s.ts`,
    [vesselId, variableIds, times],
  );
  if (removed.length === 0) return 0;
  const removedIds = removed.map((row) => row.v);
  const removedTimes = removed.map((row) => new Date(row.ts).toISOString());
  await rebuildRollupsAt(tx, vesselId, removedIds, removedTimes);
  return removed.length;
}

type Aggregate = {
  id: string;
  bucketMs: number;
  n: number;
  sum: number;
  min: number;
  max: number;
  firstMs: number;
  lastMs: number;
};

/**
 * Rebuilds the 15-minute, hour and day rollup rows of the buckets that hold the given samples
 * (variable and time pairs) from the samples now stored: after samples were removed or replaced.
 * Run it in the transaction that changed them.
 */
export async function rebuildRollupsAt(
  tx: SqlConnection,
  vesselId: string,
  variableIds: readonly string[],
  times: readonly string[],
): Promise<void> {
  for (const rollup of rollupWidths) {
    const { table } = rollup;
    const width = widthText(rollup);
    const buckets = `SELECT DISTINCT d.v, date_bin('${width}', d.ts, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket
                       FROM unnest($2::uuid[], $3::timestamptz[]) AS d(v, ts)`;
    await tx.query(
      `DELETE FROM ${table} r USING (${buckets}) b
        WHERE r.vessel_id = $1 AND r.log_variable_id = b.v AND r.bucket = b.bucket`,
      [vesselId, [...variableIds], [...times]],
    );
    await tx.query(
      `INSERT INTO ${table} (${rollupColumns(rollup)})
       SELECT $1, b.v, b.bucket, count(*), sum(s.value), min(s.value), max(s.value)${rollup.sampleTimes ? ', min(s.ts), max(s.ts)' : ''}
         FROM (${buckets}) b
         JOIN samples s ON s.vessel_id = $1 AND s.log_variable_id = b.v
          AND s.ts >= b.bucket AND s.ts < b.bucket + INTERVAL '${width}'
        GROUP BY b.v, b.bucket`,
      [vesselId, [...variableIds], [...times]],
    );
  }
}

const copySignature = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00];
const postgresEpochMs = Date.UTC(2000, 0, 1);
/** Bytes of one (uuid, uuid, timestamptz, float8) tuple in the binary COPY format. */
const tupleBytes = 2 + 4 + 16 + 4 + 16 + 4 + 8 + 4 + 8;
const tuplesPerChunk = 50_000;

function uuidBytes(uuid: string): Uint8Array {
  const hex = uuid.replaceAll('-', '');
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new Error(`Not a UUID: ${uuid}`);
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

/**
 * The batch as PostgreSQL binary COPY chunks of `samples` rows (vessel_id, log_variable_id, ts,
 * value): values written as they are (no text round trip), times as microseconds since 2000.
 */
export function binarySampleChunks(
  vesselId: string,
  batch: SampleBatch,
): { chunks: Uint8Array[]; rows: number } {
  const vessel = uuidBytes(vesselId);
  const times = batch.timestampsMs;
  const chunks: Uint8Array[] = [];
  let buffer = new Uint8Array(19 + tuplesPerChunk * tupleBytes + 2);
  let view = new DataView(buffer.buffer);
  let offset = 0;
  let inChunk = 0;
  let rows = 0;
  buffer.set(copySignature, 0);
  view.setInt32(11, 0);
  view.setInt32(15, 0);
  offset = 19;
  const flush = (last: boolean) => {
    if (last) {
      view.setInt16(offset, -1);
      offset += 2;
    }
    chunks.push(buffer.subarray(0, offset));
    buffer = new Uint8Array(tuplesPerChunk * tupleBytes + 2);
    view = new DataView(buffer.buffer);
    offset = 0;
    inChunk = 0;
  };
  for (const column of batch.columns) {
    const variable = uuidBytes(column.logVariableId);
    const values = column.values;
    for (let r = 0; r < times.length; r++) {
      const value = values[r]!;
      if (!Number.isFinite(value)) continue;
      const micros = (times[r]! - postgresEpochMs) * 1000;
      const high = Math.floor(micros / 4_294_967_296);
      view.setInt16(offset, 4);
      view.setInt32(offset + 2, 16);
      buffer.set(vessel, offset + 6);
      view.setInt32(offset + 22, 16);
      buffer.set(variable, offset + 26);
      view.setInt32(offset + 42, 8);
      view.setInt32(offset + 46, high);
      view.setUint32(offset + 50, micros - high * 4_294_967_296);
      view.setInt32(offset + 54, 8);
      view.setFloat64(offset + 58, value);
      offset += tupleBytes;
      rows++;
      if (++inChunk === tuplesPerChunk) flush(false);
    }
  }
  flush(true);
  return { chunks, rows };
}

/** Count, sum, min, max and first and last time per bucket of each width; rows of a column ascend in time. */
function batchRollups(batch: SampleBatch): Aggregate[][] {
  const times = batch.timestampsMs;
  return rollupWidths.map(({ widthMs: width }) => {
    const buckets: Aggregate[] = [];
    for (const column of batch.columns) {
      const values = column.values;
      let current: Aggregate | null = null;
      for (let r = 0; r < times.length; r++) {
        const value = values[r]!;
        if (!Number.isFinite(value)) continue;
        const bucketMs = Math.floor(times[r]! / width) * width;
        if (current && current.bucketMs === bucketMs) {
          current.n++;
          current.sum += value;
          if (value < current.min) current.min = value;
          if (value > current.max) current.max = value;
          current.lastMs = times[r]!;
        } else {
          current = {
            id: column.logVariableId,
            bucketMs,
            n: 1,
            sum: value,
            min: value,
            max: value,
            firstMs: times[r]!,
            lastMs: times[r]!,
          };
          buckets.push(current);
        }
      }
    }
    return buckets;
  });
}

/**
 * The fast path for samples that are new: binary COPY straight into `samples`, whose primary key
 * still refuses any sample stored before (the statement then fails with unique_violation and the
 * caller rolls back and uses loadSamples), rollups added from the batch's own aggregates. Same
 * result as loadSamples when no sample of the batch was stored before. Rows of a column must
 * ascend in time (package days are read in order).
 */
export async function loadNewSamples(
  tx: SqlConnection,
  vesselId: string,
  batch: SampleBatch,
): Promise<LoadResult> {
  const { chunks, rows } = binarySampleChunks(vesselId, batch);
  if (rows === 0) return { staged: 0, inserted: 0, quarterRows: 0, hourRows: 0, dayRows: 0 };
  await tx.copyBinary('samples', ['vessel_id', 'log_variable_id', 'ts', 'value'], chunks);

  const rollups = batchRollups(batch);
  await tx.query(
    `CREATE TEMP TABLE IF NOT EXISTS staging_rollups (width smallint NOT NULL, log_variable_id uuid NOT NULL,
       bucket_ms bigint NOT NULL, n integer NOT NULL, s double precision NOT NULL, lo double precision NOT NULL,
       hi double precision NOT NULL, first_ms double precision NOT NULL, last_ms double precision NOT NULL) ON COMMIT DELETE ROWS`,
  );
  const rollupLines: string[] = [];
  rollups.forEach((buckets, w) => {
    for (const b of buckets)
      rollupLines.push(
        `${w},${b.id},${b.bucketMs},${b.n},${b.sum},${b.min},${b.max},${b.firstMs},${b.lastMs}\n`,
      );
  });
  await tx.copyCsv(
    'staging_rollups',
    ['width', 'log_variable_id', 'bucket_ms', 'n', 's', 'lo', 'hi', 'first_ms', 'last_ms'],
    [rollupLines.join('')],
  );
  const ms = (column: string) => `TIMESTAMPTZ 'epoch' + ${column} * INTERVAL '1 millisecond'`;
  for (const [w, rollup] of rollupWidths.entries()) {
    await tx.query(
      `INSERT INTO ${rollup.table} AS r (${rollupColumns(rollup)})
       SELECT $1::uuid, log_variable_id, ${ms('bucket_ms')}, sum(n), sum(s), min(lo), max(hi)${rollup.sampleTimes ? `, ${ms('min(first_ms)')}, ${ms('max(last_ms)')}` : ''}
       FROM staging_rollups WHERE width = $2 GROUP BY 2, 3${rollupMerge(rollup)}`,
      [vesselId, w],
    );
  }
  await tx.query('TRUNCATE staging_rollups');
  for (const column of batch.columns) {
    let first = Infinity;
    let last = -Infinity;
    column.values.forEach((value, r) => {
      if (!Number.isFinite(value)) return;
      const ms = batch.timestampsMs[r]!;
      if (ms < first) first = ms;
      if (ms > last) last = ms;
    });
    if (first > last) continue;
    await tx.query(
      `UPDATE log_variables SET first_ts = LEAST(first_ts, $3::timestamptz), last_ts = GREATEST(last_ts, $4::timestamptz)
       WHERE id = $1 AND vessel_id = $2`,
      [column.logVariableId, vesselId, new Date(first).toISOString(), new Date(last).toISOString()],
    );
  }
  const distinct = (w: number) => new Set(rollups[w]!.map((b) => `${b.id},${b.bucketMs}`)).size;
  return {
    staged: rows,
    inserted: rows,
    quarterRows: distinct(0),
    hourRows: distinct(1),
    dayRows: distinct(2),
  };
}
