// SQL of the data-quality module (ADR 0074): outages as gaps between a variable's stored samples
// (a window function over `samples`), outlier candidates per block (window aggregates), the
// outliers found and what was done about them, and the removal of a deleted outlier's sample from
// `samples` and the rollups.
import { chauvenetCriticalZ } from '../../domain/calc/outliers.ts';
import { importStatuses } from '../../domain/contracts/imports.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { rebuildRollupsAt } from '../log-data/public.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export type GapRow = { logVariableId: string; startMs: number; endMs: number; isOpen: boolean };

/**
 * The bare gap query: consecutive samples of each of the vessel's variables further apart than
 * `minimumGapMinutes`, in [fromMs, toMs). The bench measures outage detection against it.
 */
export const bareGapSql = `
  SELECT log_variable_id, prev_ms, ts_ms FROM (
    SELECT log_variable_id, extract(epoch FROM ts)::float8 * 1000 AS ts_ms,
           extract(epoch FROM lag(ts) OVER (PARTITION BY log_variable_id ORDER BY ts))::float8 * 1000 AS prev_ms
      FROM samples WHERE vessel_id = $1 AND ts >= $2 AND ts < $3
  ) g WHERE ts_ms - prev_ms > $4::float8 * 60000`;

/**
 * Outages of the vessel's variables in [fromMs, toMs): the gaps between samples inside the range
 * (one window-function pass over the rows), the gap from the last sample before the range to the
 * first inside it, and an open outage from the last sample to `toMs` when nothing came since. A
 * variable's time starts at its first sample ever (no outage before a variable existed).
 */
export async function findGaps(
  conn: SqlConnection,
  vesselId: string,
  fromMs: number,
  toMs: number,
  minimumGapMinutes: number,
): Promise<GapRow[]> {
  const rows = await conn.query<{ log_variable_id: string; prev_ms: number; ts_ms: number | null }>(
    `WITH gaps AS (${bareGapSql}),
     edges AS (
       SELECT lv.id AS log_variable_id,
              (SELECT extract(epoch FROM max(s.ts))::float8 * 1000 FROM samples s
                WHERE s.vessel_id = $1 AND s.log_variable_id = lv.id AND s.ts < $2) AS before_ms,
              (SELECT extract(epoch FROM min(s.ts))::float8 * 1000 FROM samples s
                WHERE s.vessel_id = $1 AND s.log_variable_id = lv.id AND s.ts >= $2 AND s.ts < $3) AS first_ms,
              (SELECT extract(epoch FROM max(s.ts))::float8 * 1000 FROM samples s
                WHERE s.vessel_id = $1 AND s.log_variable_id = lv.id AND s.ts >= $2 AND s.ts < $3) AS last_ms
         FROM log_variables lv
        WHERE lv.vessel_id = $1 AND lv.first_ts IS NOT NULL AND lv.first_ts < $3
     )
     SELECT log_variable_id, prev_ms, ts_ms FROM gaps
     UNION ALL
     SELECT log_variable_id, before_ms, first_ms FROM edges
      WHERE before_ms IS NOT NULL AND coalesce(first_ms, $5::float8) - before_ms > $4::float8 * 60000
     UNION ALL
     SELECT log_variable_id, last_ms, NULL FROM edges
      WHERE last_ms IS NOT NULL AND $5::float8 - last_ms > $4::float8 * 60000
     ORDER BY 1, 2`,
    [vesselId, iso(fromMs), iso(toMs), minimumGapMinutes, toMs],
  );
  return rows.map((row) => ({
    logVariableId: row.log_variable_id,
    startMs: Number(row.prev_ms),
    endMs: row.ts_ms === null ? toMs : Number(row.ts_ms),
    isOpen: row.ts_ms === null,
  }));
}

/**
 * The data time each of the vessels' imported packages reached (its last sample), the newest
 * `limit` per vessel, oldest first: the arrivals the vessel's usual cadence is measured from
 * (domain/data-quality/cadence.ts, ADR 0110).
 */
export async function packageArrivals(
  conn: SqlConnection,
  vesselIds: readonly string[],
  limit: number,
): Promise<Map<string, number[]>> {
  if (vesselIds.length === 0) return new Map();
  const rows = await conn.query<{ vessel_id: string; ms: number }>(
    `SELECT vessel_id, ms FROM (
       SELECT vessel_id, extract(epoch FROM data_to)::float8 * 1000 AS ms,
              row_number() OVER (PARTITION BY vessel_id ORDER BY data_to DESC) AS n
         FROM imports WHERE vessel_id = ANY($1::uuid[]) AND status = $2 AND data_to IS NOT NULL) a
      WHERE n <= $3 ORDER BY vessel_id, ms`,
    [[...vesselIds], importStatuses.Imported, limit],
  );
  const arrivals = new Map<string, number[]>();
  for (const row of rows) {
    const list = arrivals.get(row.vessel_id) ?? [];
    list.push(Number(row.ms));
    arrivals.set(row.vessel_id, list);
  }
  return arrivals;
}

export type VariableRow = {
  id: string;
  vesselId: string;
  name: string;
  unit: string;
  onboardSystem: string;
  firstMs: number | null;
  lastMs: number | null;
};

export async function listVariables(
  conn: SqlConnection,
  vesselIds: readonly string[],
): Promise<VariableRow[]> {
  if (vesselIds.length === 0) return [];
  const rows = await conn.query<{
    id: string;
    vessel_id: string;
    name: string;
    unit: string;
    onboard_system: string;
    first_ms: number | null;
    last_ms: number | null;
  }>(
    `SELECT id, vessel_id, name, unit, onboard_system,
            extract(epoch FROM first_ts)::float8 * 1000 AS first_ms, extract(epoch FROM last_ts)::float8 * 1000 AS last_ms
       FROM log_variables WHERE vessel_id = ANY($1::uuid[]) ORDER BY vessel_id, name, onboard_system, id`,
    [[...vesselIds]],
  );
  return rows.map((row) => ({
    id: row.id,
    vesselId: row.vessel_id,
    name: row.name,
    unit: row.unit,
    onboardSystem: row.onboard_system,
    firstMs: row.first_ms === null ? null : Number(row.first_ms),
    lastMs: row.last_ms === null ? null : Number(row.last_ms),
  }));
}

export async function getMinimumGapMinutes(conn: SqlConnection, companyId: string): Promise<number | null> {
  const [row] = await conn.query<{ minimum_gap_minutes: number }>(
    'SELECT minimum_gap_minutes FROM data_outage_configs WHERE company_id = $1',
    [companyId],
  );
  return row ? Number(row.minimum_gap_minutes) : null;
}

/** The company's threshold with its version; null while none is saved (version 0, ADR 0092). */
export async function findOutageConfig(
  conn: SqlConnection,
  companyId: string,
): Promise<{ minimumGapMinutes: number; version: number } | null> {
  const [row] = await conn.query<{ minimum_gap_minutes: number; version: number }>(
    'SELECT minimum_gap_minutes, version FROM data_outage_configs WHERE company_id = $1',
    [companyId],
  );
  return row ? { minimumGapMinutes: Number(row.minimum_gap_minutes), version: row.version } : null;
}

/**
 * Saves the threshold while it is still at version `basedOn`, in one statement (ADR 0092): 0 (none
 * saved yet) inserts version 1 only while there is no row, a later version updates only that
 * version. False when it was not so and nothing was written.
 */
export async function saveMinimumGapMinutes(
  conn: SqlConnection,
  companyId: string,
  minutes: number,
  basedOn: number,
): Promise<boolean> {
  const rows =
    basedOn === 0
      ? await conn.query(
          `INSERT INTO data_outage_configs (company_id, minimum_gap_minutes) VALUES ($1, $2)
           ON CONFLICT (company_id) DO NOTHING
           RETURNING company_id`,
          [companyId, minutes],
        )
      : await conn.query(
          `UPDATE data_outage_configs SET minimum_gap_minutes = $2, updated_at = now(), version = version + 1
            WHERE company_id = $1 AND version = $3
            RETURNING company_id`,
          [companyId, minutes, basedOn],
        );
  return rows.length > 0;
}

export type FeatureConfigRow = { logVariableId: string; enabled: boolean; blockHours: number };

export async function listFeatureConfigs(conn: SqlConnection, vesselId: string): Promise<FeatureConfigRow[]> {
  const rows = await conn.query<{ log_variable_id: string; enabled: boolean; block_hours: number }>(
    'SELECT log_variable_id, enabled, block_hours FROM outlier_feature_configs WHERE vessel_id = $1',
    [vesselId],
  );
  return rows.map((row) => ({
    logVariableId: row.log_variable_id,
    enabled: row.enabled,
    blockHours: Number(row.block_hours),
  }));
}

/** The version of the vessel's outlier configuration as a whole; 0 while none is saved (ADR 0092). */
export async function outlierConfigVersion(conn: SqlConnection, vesselId: string): Promise<number> {
  const [row] = await conn.query<{ version: number }>(
    'SELECT version FROM outlier_configs WHERE vessel_id = $1',
    [vesselId],
  );
  return row?.version ?? 0;
}

/**
 * Moves the vessel's outlier configuration on from version `basedOn`, in one statement (ADR 0092):
 * 0 (none saved yet) inserts version 1 only while there is none, a later version updates only that
 * version. Run first in the save's transaction: the row stays locked until it commits, so a
 * concurrent save on the same version waits and then finds it moved. False when it was not at
 * `basedOn` and nothing was written.
 */
export async function advanceOutlierConfig(
  conn: SqlConnection,
  vesselId: string,
  basedOn: number,
): Promise<boolean> {
  const rows =
    basedOn === 0
      ? await conn.query(
          `INSERT INTO outlier_configs (vessel_id) VALUES ($1)
           ON CONFLICT (vessel_id) DO NOTHING RETURNING vessel_id`,
          [vesselId],
        )
      : await conn.query(
          `UPDATE outlier_configs SET version = version + 1, updated_at = now()
            WHERE vessel_id = $1 AND version = $2 RETURNING vessel_id`,
          [vesselId, basedOn],
        );
  return rows.length > 0;
}

/**
 * Saves the features' configuration. The open outliers of the features now switched off go; the
 * vessel's last search is forgotten, so the next search (the job the caller asks for) covers all
 * its data with the new configuration.
 */
export async function saveFeatureConfigs(
  conn: SqlConnection,
  vesselId: string,
  features: FeatureConfigRow[],
) {
  for (const feature of features) {
    await conn.query(
      `INSERT INTO outlier_feature_configs (vessel_id, log_variable_id, enabled, block_hours) VALUES ($1, $2, $3, $4)
       ON CONFLICT (vessel_id, log_variable_id) DO UPDATE SET enabled = excluded.enabled,
         block_hours = excluded.block_hours, updated_at = now()`,
      [vesselId, feature.logVariableId, feature.enabled, feature.blockHours],
    );
  }
  await conn.query(
    `DELETE FROM data_outliers o USING outlier_feature_configs c
      WHERE o.vessel_id = $1 AND o.status = 'Open' AND c.vessel_id = o.vessel_id
        AND c.log_variable_id = o.log_variable_id AND NOT c.enabled`,
    [vesselId],
  );
  await conn.query('DELETE FROM outlier_scans WHERE vessel_id = $1', [vesselId]);
}

/** The database's clock (a search is stamped with its start, compared with imports' updated_at). */
export async function databaseNow(conn: SqlConnection): Promise<string> {
  const [row] = await conn.query<{ now: string | Date }>('SELECT now() AS now');
  return new Date(row!.now).toISOString();
}

export type OutlierScanRow = { scannedAt: string; dataToMs: number | null };

/** The vessel's last outlier search: when it started and up to which sample time it went. */
export async function findOutlierScan(
  conn: SqlConnection,
  vesselId: string,
): Promise<OutlierScanRow | undefined> {
  const [row] = await conn.query<{ scanned_at: string | Date; data_to_ms: number | null }>(
    `SELECT scanned_at, extract(epoch FROM data_to)::float8 * 1000 AS data_to_ms
       FROM outlier_scans WHERE vessel_id = $1`,
    [vesselId],
  );
  if (!row) return undefined;
  return {
    scannedAt: new Date(row.scanned_at).toISOString(),
    dataToMs: row.data_to_ms === null ? null : Number(row.data_to_ms),
  };
}

/**
 * The earliest data of the vessel's packages imported since `since` (a package may bring data older
 * than the last search reached); null when none.
 */
export async function importedSince(conn: SqlConnection, vesselId: string, since: string) {
  const [row] = await conn.query<{ from_ms: number | null }>(
    `SELECT extract(epoch FROM min(data_from))::float8 * 1000 AS from_ms FROM imports
      WHERE vessel_id = $1 AND status = $2 AND updated_at > $3`,
    [vesselId, importStatuses.Imported, since],
  );
  return row?.from_ms === null || row?.from_ms === undefined ? null : Number(row.from_ms);
}

/** Stamps the vessel's search: started at `scannedAt`, covering the samples up to `dataToMs`. */
export async function markScanned(
  conn: SqlConnection,
  vesselId: string,
  scannedAt: string,
  dataToMs: number | null,
) {
  await conn.query(
    `INSERT INTO outlier_scans (vessel_id, scanned_at, data_to) VALUES ($1, $2, $3)
     ON CONFLICT (vessel_id) DO UPDATE SET scanned_at = excluded.scanned_at, data_to = excluded.data_to`,
    [vesselId, scannedAt, dataToMs === null ? null : iso(dataToMs)],
  );
}

export type OutlierScanState = { vesselId: string; scannedAt: string | null; pending: boolean };

/**
 * Per vessel: when its outliers were last searched, and whether a search is due (data newer than
 * the last search reached, a package imported since it started, or never searched while it has data).
 */
const scanStateSql = `
  SELECT v.id AS vessel_id, s.scanned_at,
         (lv.last_ts IS NOT NULL AND (
            s.vessel_id IS NULL OR s.data_to IS NULL OR s.data_to < lv.last_ts
            OR EXISTS (SELECT 1 FROM imports i WHERE i.vessel_id = v.id AND i.status = $2
                         AND i.updated_at > s.scanned_at))) AS pending
    FROM unnest($1::uuid[]) AS v(id)
    LEFT JOIN outlier_scans s ON s.vessel_id = v.id
    LEFT JOIN LATERAL (SELECT max(last_ts) AS last_ts FROM log_variables WHERE vessel_id = v.id) lv ON true`;

export async function outlierScanStates(
  conn: SqlConnection,
  vesselIds: readonly string[],
): Promise<Map<string, OutlierScanState>> {
  if (vesselIds.length === 0) return new Map();
  const rows = await conn.query<{ vessel_id: string; scanned_at: string | Date | null; pending: boolean }>(
    scanStateSql,
    [[...vesselIds], importStatuses.Imported],
  );
  return new Map(
    rows.map((row) => [
      row.vessel_id,
      {
        vesselId: row.vessel_id,
        scannedAt: row.scanned_at === null ? null : new Date(row.scanned_at).toISOString(),
        pending: Boolean(row.pending),
      },
    ]),
  );
}

/** The vessels with the feature whose search is due (the catch-up asks a job for each). */
export async function vesselsDueForScan(conn: SqlConnection, feature: string): Promise<string[]> {
  const rows = await conn.query<{ vessel_id: string }>(
    `WITH due AS (${scanStateSql}) SELECT vessel_id FROM due WHERE pending`,
    [
      (
        await conn.query<{ id: string }>(
          `SELECT v.id FROM vessels v JOIN vessel_features vf ON vf.vessel_id = v.id
             JOIN features f ON f.id = vf.feature_id WHERE f.name = $1 AND v.deleted_at IS NULL`,
          [feature],
        )
      ).map((row) => row.id),
      importStatuses.Imported,
    ],
  );
  return rows.map((row) => row.vessel_id);
}

/** Critical z of Chauvenet's criterion for n = 0..size−1 (0 and 1 reject nothing), computed once. */
let criticalZTable: number[] = [];
function criticalZUpTo(size: number): number[] {
  for (let n = criticalZTable.length; n < size; n++)
    criticalZTable.push(n < 2 ? Number.MAX_VALUE : chauvenetCriticalZ(n) * (1 - 1e-6));
  return criticalZTable;
}
/** For tests: forget the table (it is rebuilt on demand). */
export const resetCriticalZTable = () => {
  criticalZTable = [];
};

/** Largest n the SQL screen looks up; a larger block uses this n's critical z, which is smaller. */
export const CRITICAL_Z_TABLE_SIZE = 24 * 7 * 60 + 1;

export type CandidateRow = {
  logVariableId: string;
  ms: number;
  value: number;
  n: number;
  mean: number;
  standardDeviation: number;
};

/**
 * Values of the features that lie beyond their block's critical distance, with the block's N, mean
 * and sample standard deviation; blocks are `blockHours` long from 2000-01-01 UTC, and each
 * feature's range starts at the start of its block holding `fromMs` (a block is judged whole). The
 * caller takes the criterion's own decision on each (the screen is a hair wide on purpose).
 */
export async function findOutlierCandidates(
  conn: SqlConnection,
  vesselId: string,
  features: { logVariableId: string; blockHours: number }[],
  fromMs: number,
  toMs: number,
): Promise<CandidateRow[]> {
  if (features.length === 0) return [];
  const table = criticalZUpTo(CRITICAL_Z_TABLE_SIZE);
  const rows = await conn.query<{
    log_variable_id: string;
    ms: number;
    value: number;
    n: number;
    mean: number;
    sd: number;
  }>(
    `WITH f AS (SELECT * FROM unnest($4::uuid[], $5::int[]) AS f(log_variable_id, block_hours)),
     b AS (
       SELECT s.log_variable_id, s.ts, s.value,
              count(*) OVER w AS n, avg(s.value) OVER w AS mean, stddev_samp(s.value) OVER w AS sd
         FROM samples s JOIN f ON f.log_variable_id = s.log_variable_id
        WHERE s.vessel_id = $1 AND s.ts < $3
          AND s.ts >= date_bin(make_interval(hours => f.block_hours), $2::timestamptz, TIMESTAMPTZ '2000-01-01 00:00:00+00')
       WINDOW w AS (PARTITION BY s.log_variable_id,
                    date_bin(make_interval(hours => f.block_hours), s.ts, TIMESTAMPTZ '2000-01-01 00:00:00+00'))
     )
     SELECT log_variable_id, extract(epoch FROM ts)::float8 * 1000 AS ms, value, n::int AS n, mean, sd
       FROM b WHERE n >= 2 AND sd > 0 AND abs(value - mean) >= ($6::float8[])[LEAST(n, $7) + 1] * sd
      ORDER BY ts`,
    [
      vesselId,
      iso(fromMs),
      iso(toMs),
      features.map((f) => f.logVariableId),
      features.map((f) => f.blockHours),
      table,
      CRITICAL_Z_TABLE_SIZE - 1,
    ],
  );
  return rows.map((row) => ({
    logVariableId: row.log_variable_id,
    ms: Number(row.ms),
    value: Number(row.value),
    n: Number(row.n),
    mean: Number(row.mean),
    standardDeviation: Number(row.sd),
  }));
}

/**
 * Stores a search's outliers of the features over [block of fromMs, toMs): the new ones are added
 * (an outlier already acknowledged or deleted keeps its status), and the open ones of that range
 * the search no longer finds (a block judged again with more data) go. Run it in a transaction.
 */
export async function replaceOutliers(
  tx: SqlConnection,
  vesselId: string,
  features: { logVariableId: string; blockHours: number }[],
  fromMs: number,
  toMs: number,
  rows: CandidateRow[],
) {
  if (features.length === 0) return;
  await tx.query(
    `DELETE FROM data_outliers o
       USING unnest($2::uuid[], $3::int[]) AS f(log_variable_id, block_hours)
      WHERE o.vessel_id = $1 AND o.status = 'Open' AND o.log_variable_id = f.log_variable_id
        AND o.ts >= date_bin(make_interval(hours => f.block_hours), $4::timestamptz, TIMESTAMPTZ '2000-01-01 00:00:00+00')
        AND o.ts < $5
        AND NOT EXISTS (SELECT 1 FROM unnest($6::uuid[], $7::float8[]) AS n(v, ms)
                         WHERE n.v = o.log_variable_id AND o.ts = to_timestamp(n.ms / 1000))`,
    [
      vesselId,
      features.map((f) => f.logVariableId),
      features.map((f) => f.blockHours),
      iso(fromMs),
      iso(toMs),
      rows.map((r) => r.logVariableId),
      rows.map((r) => r.ms),
    ],
  );
  await insertOutliers(tx, vesselId, rows);
}

async function insertOutliers(conn: SqlConnection, vesselId: string, rows: CandidateRow[]) {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await conn.query(
      `INSERT INTO data_outliers (vessel_id, log_variable_id, ts, value, block_mean, block_standard_deviation, block_count)
       SELECT $1, v, to_timestamp(ms / 1000), x, m, sd, n
         FROM unnest($2::uuid[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::int[]) AS t(v, ms, x, m, sd, n)
       ON CONFLICT (vessel_id, log_variable_id, ts) DO NOTHING`,
      [
        vesselId,
        chunk.map((r) => r.logVariableId),
        chunk.map((r) => r.ms),
        chunk.map((r) => r.value),
        chunk.map((r) => r.mean),
        chunk.map((r) => r.standardDeviation),
        chunk.map((r) => r.n),
      ],
    );
  }
}

export type OutlierRow = {
  id: string;
  vesselId: string;
  logVariableId: string;
  ms: number;
  value: number;
  blockMean: number;
  blockStandardDeviation: number;
  blockCount: number;
  status: 'Open' | 'Acknowledged' | 'Deleted';
};

type OutlierDbRow = {
  id: string;
  vessel_id: string;
  log_variable_id: string;
  ms: number;
  value: number;
  block_mean: number;
  block_standard_deviation: number;
  block_count: number;
  status: OutlierRow['status'];
};
const outlierColumns = `id, vessel_id, log_variable_id, extract(epoch FROM ts)::float8 * 1000 AS ms, value,
  block_mean, block_standard_deviation, block_count, status`;
const toOutlier = (row: OutlierDbRow): OutlierRow => ({
  id: row.id,
  vesselId: row.vessel_id,
  logVariableId: row.log_variable_id,
  ms: Number(row.ms),
  value: Number(row.value),
  blockMean: Number(row.block_mean),
  blockStandardDeviation: Number(row.block_standard_deviation),
  blockCount: Number(row.block_count),
  status: row.status,
});

export async function listOutliers(
  conn: SqlConnection,
  filter: {
    vesselIds: readonly string[];
    status?: string;
    logVariableId?: string;
    fromMs?: number;
    toMs?: number;
  },
): Promise<OutlierRow[]> {
  if (filter.vesselIds.length === 0) return [];
  const rows = await conn.query<OutlierDbRow>(
    `SELECT ${outlierColumns} FROM data_outliers
      WHERE vessel_id = ANY($1::uuid[]) AND ($2::text IS NULL OR status = $2)
        AND ($3::uuid IS NULL OR log_variable_id = $3)
        AND ($4::timestamptz IS NULL OR ts >= $4) AND ($5::timestamptz IS NULL OR ts < $5)
      ORDER BY ts DESC, log_variable_id LIMIT 5000`,
    [
      [...filter.vesselIds],
      filter.status ?? null,
      filter.logVariableId ?? null,
      filter.fromMs === undefined ? null : iso(filter.fromMs),
      filter.toMs === undefined ? null : iso(filter.toMs),
    ],
  );
  return rows.map(toOutlier);
}

export async function countOpenOutliers(conn: SqlConnection, vesselIds: readonly string[]) {
  if (vesselIds.length === 0) return new Map<string, number>();
  const rows = await conn.query<{ vessel_id: string; n: number }>(
    `SELECT vessel_id, count(*)::int AS n FROM data_outliers WHERE vessel_id = ANY($1::uuid[]) AND status = 'Open' GROUP BY 1`,
    [[...vesselIds]],
  );
  return new Map(rows.map((row) => [row.vessel_id, Number(row.n)]));
}

/** Acknowledges the vessel's open outliers among `ids`; returns how many. */
export async function acknowledgeOutliers(
  conn: SqlConnection,
  vesselId: string,
  ids: readonly string[],
  userId: string,
): Promise<number> {
  const rows = await conn.query<{ id: string }>(
    `UPDATE data_outliers SET status = 'Acknowledged', acted_at = now(), acted_by = $3
      WHERE vessel_id = $1 AND id = ANY($2::uuid[]) AND status = 'Open' RETURNING id`,
    [vesselId, [...ids], userId],
  );
  return rows.length;
}

/**
 * Deletes the samples of the vessel's open or acknowledged outliers among `ids` from `samples`,
 * rebuilds the 15-minute, hour and day rollup rows of the buckets they were in from the samples
 * left, and marks them Deleted. Run it in a transaction. Returns how many.
 */
export async function deleteOutlierSamples(
  tx: SqlConnection,
  vesselId: string,
  ids: readonly string[],
  userId: string,
): Promise<number> {
  const marked = await tx.query<{ log_variable_id: string; ts: string }>(
    `UPDATE data_outliers SET status = 'Deleted', acted_at = now(), acted_by = $3
      WHERE vessel_id = $1 AND id = ANY($2::uuid[]) AND status <> 'Deleted' RETURNING log_variable_id, ts`,
    [vesselId, [...ids], userId],
  );
  if (marked.length === 0) return 0;
  const variableIds = marked.map((row) => row.log_variable_id);
  const times = marked.map((row) => new Date(row.ts).toISOString());
  await tx.query(
    `DELETE FROM samples s USING unnest($2::uuid[], $3::timestamptz[]) AS d(v, ts)
      WHERE s.vessel_id = $1 AND s.log_variable_id = d.v AND s.ts = d.ts`,
    [vesselId, variableIds, times],
  );
  await rebuildRollupsAt(tx, vesselId, variableIds, times);
  return marked.length;
}
