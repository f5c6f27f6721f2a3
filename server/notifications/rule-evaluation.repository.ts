// The SQL of the rule evaluation (ADR 0083, 0110): the rules due over a range, the points where a
// value rule's condition changes (plausible, non-outlier samples only), the gaps of the 'no data'
// rules, and the incidents and watermarks the evaluation writes in its transaction.
import type { ConditionType } from '../../domain/notifications/alert-rules.ts';
import type { ConditionPoint } from '../../domain/notifications/episodes.ts';
import { criticalZTable, DEFAULT_BLOCK_HOURS } from '../../domain/data-quality/data-quality.ts';
import { loggingHistoryTableName } from '../../domain/contracts/imports.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

const ms = (value: Date | string) => new Date(value).getTime();

export type RuleRow = {
  id: string;
  log_variable_id: string;
  name: string;
  condition_type: ConditionType;
  lower_limit: number | null;
  upper_limit: number | null;
  no_data_minutes: number | null;
  min_duration_minutes: number;
  severity: string;
  start_ts: Date | string;
  variable_name: string;
  unit: string;
};

/**
 * Where a rule's evaluation starts: after its watermark (never before the range), or earlier at a
 * run past the condition still waiting for the rule's minimum duration (ADR 0110). `$3`: the range's start.
 */
const startOf = (r: string, from: string) =>
  `LEAST(COALESCE(${r}.pending_from, 'infinity'::timestamptz), GREATEST(${from}::timestamptz, COALESCE(${r}.evaluated_to, ${from}::timestamptz)))`;

/** Chauvenet's critical z per block size, as Data Quality's outlier search uses (one table, one home). */
const Z_TABLE_SIZE = 24 * 7 * 60 + 1;

/** The rollup width the evaluation reads first (sample_rollups_15m, server/log-data/sample-store.repository.ts). */
const bucketWidth = "interval '15 minutes'";

/**
 * The points where each value rule's condition changes within its range, plus the first sample of
 * the range. The 15-minute rollups say which buckets can hold a sample past the condition (their
 * minimum or maximum is past it): only those, the bucket with data after each of them and the
 * range's first bucket are read sample by sample; every other bucket is within the limits
 * throughout, so no change of state can hide in it. One query for all value rules of the vessel.
 */
export async function valuePoints(
  tx: SqlConnection,
  vesselId: string,
  ruleIds: string[],
  toIso: string,
  fromIso: string,
): Promise<Map<string, ConditionPoint[]>> {
  // Only values that pass the plausibility limits (domain/log-data/valid-ranges.ts `isPlausible`,
  // on the variable's valid_min/valid_max) and Data Quality's outlier rule (Chauvenet's criterion
  // over the sample's block, the variable's block length and switch, `isBlockOutlier`; an outlier
  // a user acknowledged as real counts) are judged; the others are left out, as if not logged.
  // Each run past the condition gives its first and its last sample (the minimum duration).
  const rows = await tx.query<{ rule_id: string; ts: Date | string; value: number; breach: boolean }>(
    `WITH r AS (
       SELECT nr.id, nr.log_variable_id, nr.condition_type, nr.lower_limit, nr.upper_limit,
              ${startOf('nr', '$3')} AS start_ts,
              lv.valid_min, lv.valid_max,
              COALESCE(oc.enabled, true) AS outliers_on, COALESCE(oc.block_hours, $7::int) AS block_hours
         FROM notification_rules nr JOIN log_variables lv ON lv.id = nr.log_variable_id
         LEFT JOIN outlier_feature_configs oc ON oc.vessel_id = nr.vessel_id AND oc.log_variable_id = nr.log_variable_id
        WHERE nr.vessel_id = $1 AND nr.id = ANY($2::uuid[])
     ), buckets AS (
       SELECT r.id AS rule_id, q.bucket,
              CASE r.condition_type
                WHEN 'Above' THEN q.value_max > r.upper_limit
                WHEN 'Below' THEN q.value_min < r.lower_limit
                ELSE q.value_min < r.lower_limit OR q.value_max > r.upper_limit
              END AS hot
         FROM r JOIN sample_rollups_15m q
           ON q.vessel_id = $1 AND q.log_variable_id = r.log_variable_id
          AND q.bucket >= date_bin(${bucketWidth}, r.start_ts, TIMESTAMPTZ '2000-01-01 00:00:00+00')
          AND q.bucket < $4::timestamptz
     ), chosen AS (
       SELECT rule_id, bucket FROM (
         SELECT rule_id, bucket, hot,
                lag(hot) OVER (PARTITION BY rule_id ORDER BY bucket) AS hot_before,
                row_number() OVER (PARTITION BY rule_id ORDER BY bucket) AS n
           FROM buckets) b
        WHERE hot OR hot_before OR n = 1
     ), blocks AS (
       SELECT DISTINCT r.id AS rule_id, r.log_variable_id, r.block_hours,
              date_bin(make_interval(hours => r.block_hours), c.bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS block
         FROM chosen c JOIN r ON r.id = c.rule_id WHERE r.outliers_on
     ), stats AS (
       SELECT b.rule_id, b.block, count(*)::int AS n, avg(s.value) AS mean, stddev_samp(s.value) AS sd
         FROM blocks b JOIN samples s
           ON s.vessel_id = $1 AND s.log_variable_id = b.log_variable_id
          AND s.ts >= b.block AND s.ts < b.block + make_interval(hours => b.block_hours)
        GROUP BY b.rule_id, b.block
     ), flagged AS (
       SELECT r.id AS rule_id, s.ts, s.value,
              CASE r.condition_type
                WHEN 'Above' THEN s.value > r.upper_limit
                WHEN 'Below' THEN s.value < r.lower_limit
                ELSE s.value < r.lower_limit OR s.value > r.upper_limit
              END AS breach
         FROM chosen c JOIN r ON r.id = c.rule_id JOIN samples s
           ON s.vessel_id = $1 AND s.log_variable_id = r.log_variable_id
          AND s.ts >= GREATEST(c.bucket, r.start_ts) AND s.ts < LEAST(c.bucket + ${bucketWidth}, $4::timestamptz)
         LEFT JOIN stats st ON st.rule_id = r.id
          AND st.block = date_bin(make_interval(hours => r.block_hours), s.ts, TIMESTAMPTZ '2000-01-01 00:00:00+00')
        WHERE (r.valid_min IS NULL OR s.value >= r.valid_min) AND (r.valid_max IS NULL OR s.value <= r.valid_max)
          AND NOT COALESCE(st.n >= 2 AND st.sd > 0
                AND abs(s.value - st.mean) > ($5::float8[])[LEAST(st.n, $6) + 1] * st.sd
                AND NOT EXISTS (SELECT 1 FROM data_outliers o
                                 WHERE o.vessel_id = $1 AND o.log_variable_id = r.log_variable_id
                                   AND o.ts = s.ts AND o.status = 'Acknowledged'), false)
     ), marked AS (
       SELECT rule_id, ts, value, breach,
              lag(breach) OVER w AS before, lead(breach) OVER w AS after
         FROM flagged
       WINDOW w AS (PARTITION BY rule_id ORDER BY ts)
     )
     SELECT rule_id, ts, value, breach FROM marked
      WHERE before IS DISTINCT FROM breach OR (breach AND after IS DISTINCT FROM breach)`,
    [vesselId, ruleIds, fromIso, toIso, criticalZTable(Z_TABLE_SIZE), Z_TABLE_SIZE - 1, DEFAULT_BLOCK_HOURS],
  );
  const points = new Map<string, ConditionPoint[]>();
  for (const row of rows) {
    const list = points.get(row.rule_id) ?? [];
    list.push({ atMs: ms(row.ts), breach: row.breach, value: row.value });
    points.set(row.rule_id, list);
  }
  return points;
}

/** The 'no data' rules' gaps, first and last samples in range, and the sample before it: one query. */
export async function noDataFacts(
  tx: SqlConnection,
  vesselId: string,
  ruleIds: string[],
  toIso: string,
  fromIso: string,
): Promise<
  Map<
    string,
    {
      priorMs: number | null;
      firstMs: number | null;
      lastMs: number | null;
      gaps: { fromMs: number; toMs: number }[];
    }
  >
> {
  const rows = await tx.query<{
    rule_id: string;
    kind: 'gap' | 'span' | 'prior';
    from_ts: Date | string | null;
    to_ts: Date | string | null;
  }>(
    `WITH r AS (
       SELECT nr.id, nr.log_variable_id, nr.no_data_minutes, ${startOf('nr', '$3')} AS start_ts
         FROM notification_rules nr WHERE nr.vessel_id = $1 AND nr.id = ANY($2::uuid[])
     ), s AS (
       SELECT r.id AS rule_id, r.no_data_minutes, s.ts,
              lag(s.ts) OVER (PARTITION BY r.id ORDER BY s.ts) AS prev
         FROM r JOIN samples s
           ON s.vessel_id = $1 AND s.log_variable_id = r.log_variable_id
          AND s.ts >= r.start_ts AND s.ts < $4::timestamptz
     )
     SELECT rule_id, 'gap' AS kind, prev AS from_ts, ts AS to_ts FROM s
      WHERE prev IS NOT NULL AND ts - prev > make_interval(mins => no_data_minutes)
     UNION ALL
     SELECT r.id, 'span', min(s.ts), max(s.ts) FROM r LEFT JOIN s ON s.rule_id = r.id GROUP BY r.id
     UNION ALL
     SELECT r.id, 'prior',
            (SELECT max(p.ts) FROM samples p
              WHERE p.vessel_id = $1 AND p.log_variable_id = r.log_variable_id AND p.ts < r.start_ts),
            NULL
       FROM r`,
    [vesselId, ruleIds, fromIso, toIso],
  );
  const facts = new Map<
    string,
    {
      priorMs: number | null;
      firstMs: number | null;
      lastMs: number | null;
      gaps: { fromMs: number; toMs: number }[];
    }
  >();
  const factsOf = (id: string) => {
    let found = facts.get(id);
    if (!found) {
      found = { priorMs: null, firstMs: null, lastMs: null, gaps: [] };
      facts.set(id, found);
    }
    return found;
  };
  for (const row of rows) {
    const entry = factsOf(row.rule_id);
    if (row.kind === 'gap' && row.from_ts && row.to_ts)
      entry.gaps.push({ fromMs: ms(row.from_ts), toMs: ms(row.to_ts) });
    else if (row.kind === 'span') {
      entry.firstMs = row.from_ts ? ms(row.from_ts) : null;
      entry.lastMs = row.to_ts ? ms(row.to_ts) : null;
    } else if (row.kind === 'prior') entry.priorMs = row.from_ts ? ms(row.from_ts) : null;
  }
  // The gap between the sample before the range and the first one in it.
  for (const entry of facts.values())
    if (entry.priorMs !== null && entry.firstMs !== null)
      entry.gaps.push({ fromMs: entry.priorMs, toMs: entry.firstMs });
  return facts;
}

/**
 * Evaluates every rule of the vessel over [from, to) (data time) after the samples before each
 * rule's watermark: opens and clears incidents and moves the watermarks, in one transaction.
 */

export async function vesselNameOf(
  tx: SqlConnection,
  vesselId: string,
): Promise<{ name: string } | undefined> {
  const [vessel] = await tx.query<{ name: string }>('SELECT name FROM vessels WHERE id = $1', [vesselId]);
  return vessel;
}

/** The rules with something new to evaluate, locked against a concurrent evaluation. */
export async function lockDueRules(
  tx: SqlConnection,
  vesselId: string,
  fromIso: string,
  toIso: string,
): Promise<RuleRow[]> {
  return tx.query<RuleRow>(
    `SELECT r.id, r.log_variable_id, r.name, r.condition_type, r.lower_limit, r.upper_limit, r.no_data_minutes,
            r.min_duration_minutes, r.severity, ${startOf('r', '$2')} AS start_ts,
            lv.name AS variable_name, lv.unit
       FROM notification_rules r JOIN log_variables lv ON lv.id = r.log_variable_id
      WHERE r.vessel_id = $1
        AND ${startOf('r', '$2')} < $3::timestamptz
      ORDER BY r.id
      FOR UPDATE OF r`,
    [vesselId, fromIso, toIso],
  );
}

/** The vessel's incidents not cleared yet, by rule. */
export async function activeIncidents(
  tx: SqlConnection,
  vesselId: string,
): Promise<{ rule_id: string; id: string }[]> {
  return tx.query<{ rule_id: string; id: string }>(
    'SELECT rule_id, id FROM incidents WHERE vessel_id = $1 AND cleared_at IS NULL',
    [vesselId],
  );
}

export async function clearIncidents(tx: SqlConnection, clears: { id: string; at: string }[]): Promise<void> {
  await tx.query(
    `UPDATE incidents SET cleared_at = c.at
       FROM unnest($1::uuid[], $2::timestamptz[]) AS c(id, at) WHERE incidents.id = c.id`,
    [clears.map((clear) => clear.id), clears.map((clear) => clear.at)],
  );
}

/** The incidents opened, each with the severity and the condition its rule had when it opened. */
export async function insertIncidents(
  tx: SqlConnection,
  vesselId: string,
  now: Date,
  opened: {
    id: string;
    ruleId: string;
    openedAt: Date;
    clearedAt: Date | null;
    value: number | null;
    rule: RuleRow;
  }[],
): Promise<void> {
  await tx.query(
    `INSERT INTO incidents (id, rule_id, vessel_id, severity, opened_at, cleared_at, trigger_value, created_at,
       log_variable_id, condition_type, lower_limit, upper_limit, no_data_minutes)
     SELECT i.id, i.rule_id, $1, i.severity, i.opened_at, i.cleared_at, i.trigger_value, $2,
            i.log_variable_id, i.condition_type, i.lower_limit, i.upper_limit, i.no_data_minutes
       FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::float8[],
                   $9::uuid[], $10::text[], $11::float8[], $12::float8[], $13::int[])
         AS i(id, rule_id, severity, opened_at, cleared_at, trigger_value,
              log_variable_id, condition_type, lower_limit, upper_limit, no_data_minutes)`,
    [
      vesselId,
      now.toISOString(),
      opened.map((incident) => incident.id),
      opened.map((incident) => incident.ruleId),
      opened.map((incident) => incident.rule.severity),
      opened.map((incident) => incident.openedAt.toISOString()),
      opened.map((incident) => incident.clearedAt?.toISOString() ?? null),
      opened.map((incident) => incident.value),
      opened.map((incident) => incident.rule.log_variable_id),
      opened.map((incident) => incident.rule.condition_type),
      opened.map((incident) => incident.rule.lower_limit),
      opened.map((incident) => incident.rule.upper_limit),
      opened.map((incident) => incident.rule.no_data_minutes),
    ],
  );
}

/** Moves each rule's watermark to `toIso` and keeps where a run waiting for its minimum duration began. */
export async function markRulesEvaluated(
  tx: SqlConnection,
  vesselId: string,
  toIso: string,
  rules: { id: string; pendingFrom: string | null }[],
): Promise<void> {
  await tx.query(
    `UPDATE notification_rules nr
        SET evaluated_to = GREATEST(COALESCE(nr.evaluated_to, $3::timestamptz), $3::timestamptz),
            pending_from = p.pending_from
       FROM unnest($2::uuid[], $4::timestamptz[]) AS p(id, pending_from)
      WHERE nr.id = p.id AND nr.vessel_id = $1`,
    [vesselId, rules.map((rule) => rule.id), toIso, rules.map((rule) => rule.pendingFrom)],
  );
}

/** The rule's recipients who still exist, by e-mail. */
export async function recipientsOf(conn: SqlConnection, ruleId: string): Promise<{ email: string }[]> {
  return conn.query<{ email: string }>(
    `SELECT u.email FROM notification_rule_recipients n JOIN users u ON u.id = n.user_id
      WHERE n.rule_id = $1 AND u.deleted_at IS NULL ORDER BY u.email`,
    [ruleId],
  );
}

/** The import's range and whether it added samples (the statistics of server/import/). */
export async function importedRange(
  engine: SqlConnection,
  importPath: string,
): Promise<{ vesselId: string; from: Date; to: Date } | null> {
  const [row] = await engine.query<{
    vessel_id: string | null;
    data_from: Date | string | null;
    data_to: Date | string | null;
    added: number | null;
  }>(
    `SELECT vessel_id, data_from, data_to,
            (SELECT sum((entry ->> 'rowCount')::bigint) FROM jsonb_array_elements(statistics) entry
              WHERE entry ->> 'tableName' = $2)::float8 AS added
       FROM imports WHERE import_path = $1`,
    [importPath, loggingHistoryTableName],
  );
  if (!row?.vessel_id || !row.data_from || !row.data_to || !row.added) return null;
  return { vesselId: row.vessel_id, from: new Date(row.data_from), to: new Date(row.data_to) };
}
