// SQL of the long trends (0300-create-performance.sql) and the inputs of their recalculation: the
// vessel's variables found by taxon, their 15-minute rollups, the trend events, the references.
import { randomUUID } from 'node:crypto';
import { CHANNEL_TAXA } from '../../domain/performance/long-trends.ts';
import type { TrendSource } from '../../domain/performance/noon-report-trends.ts';
import {
  ISO19030_TREND_EVENT_TYPES,
  ONBOARD_TREND_EVENT_TYPES,
  trendEventScope,
  type TrendEventMark,
} from '../../domain/performance/trend-events.ts';
import { BLOCK_CHANNELS, type Block, type BlockChannel } from '../../domain/performance/steady-state.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

/** How a variable's onboard system or description names the main engine (PostgreSQL regex). */
const MAIN_ENGINE_PATTERN = '(main engine|\\mM/?E\\M)';

/**
 * The variable of each channel: the vessel's variable whose name carries the channel's taxon, the
 * one with the latest data where several do. A vessel logs fuel mass flow per consumer under one
 * name (main engine, auxiliary engines, boilers): the main engine's fuel is the fuel mass flow
 * variable whose onboard system or description names the main engine (ADR 0051).
 */
export async function findChannelVariables(
  conn: SqlConnection,
  vesselId: string,
): Promise<Partial<Record<BlockChannel, string>>> {
  const rows = await conn.query<{ id: string; taxon: string }>(
    `SELECT DISTINCT ON (t.taxon) lv.id, t.taxon
       FROM log_variables lv
       JOIN taxonomy_log_variables tlv ON lower(tlv.name) = lower(lv.name)
       CROSS JOIN LATERAL unnest(tlv.taxa) AS t(taxon)
      WHERE lv.vessel_id = $1 AND t.taxon = ANY($2::text[])
        AND (t.taxon <> $3 OR lv.onboard_system ~* $4 OR lv.description ~* $4)
      ORDER BY t.taxon, lv.last_ts DESC NULLS LAST, lv.id`,
    [vesselId, Object.values(CHANNEL_TAXA), CHANNEL_TAXA.meFuel, MAIN_ENGINE_PATTERN],
  );
  const channelOf = new Map(Object.entries(CHANNEL_TAXA).map(([channel, taxon]) => [taxon, channel]));
  const found: Partial<Record<BlockChannel, string>> = {};
  for (const row of rows) {
    const channel = channelOf.get(row.taxon) as BlockChannel | undefined;
    if (channel) found[channel] = row.id;
  }
  return found;
}

const DAY_MS = 86_400_000;

/**
 * Every 15-minute block of the vessel with the channels' rollups, in time order. Read in windows of
 * `windowDays`, each as one text row (`string_agg`): PGlite spends about 20 µs on every row it
 * returns, so a vessel-year of 315,000 rollup rows took 7 s as rows and takes 0.7 s as text; between
 * windows the connection and the event loop are free for the API (PGlite has one connection).
 */
export async function readBlocks(
  conn: SqlConnection,
  vesselId: string,
  variables: Partial<Record<BlockChannel, string>>,
  windowDays = 30,
): Promise<Block[]> {
  const channels = BLOCK_CHANNELS.filter((channel) => variables[channel]);
  const ids = channels.map((channel) => variables[channel] as string);
  if (ids.length === 0) return [];
  const [range] = await conn.query<{ first_ms: number | null; last_ms: number | null }>(
    `SELECT (extract(epoch FROM min(bucket)) * 1000)::float8 AS first_ms,
            (extract(epoch FROM max(bucket)) * 1000)::float8 AS last_ms
       FROM sample_rollups_15m WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[])`,
    [vesselId, ids],
  );
  if (range?.first_ms == null || range.last_ms == null) return [];
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (let fromMs = range.first_ms; fromMs <= range.last_ms; fromMs += windowDays * DAY_MS) {
    const [row] = await conn.query<{ rows: string | null }>(
      `SELECT string_agg(concat_ws(',', array_position($2::uuid[], log_variable_id),
                (extract(epoch FROM bucket) * 1000)::bigint, sample_count, value_sum, value_min, value_max),
              ';' ORDER BY bucket) AS rows
         FROM sample_rollups_15m
        WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) AND sample_count > 0
          AND bucket >= to_timestamp($3::float8 / 1000) AND bucket < to_timestamp($4::float8 / 1000)`,
      [vesselId, ids, fromMs, fromMs + windowDays * DAY_MS],
    );
    for (const line of row?.rows ? row.rows.split(';') : []) {
      const [position, bucketMs, count, sum, min, max] = line.split(',').map(Number) as number[];
      const startMs = bucketMs as number;
      if (!current || current.startMs !== startMs) {
        current = { startMs, channels: {} };
        blocks.push(current);
      }
      const channel = channels[(position as number) - 1];
      if (channel)
        current.channels[channel] = {
          mean: (sum as number) / (count as number),
          min: min as number,
          max: max as number,
          count: count as number,
        };
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return blocks;
}

/**
 * Whether the vessel has any 15-minute rollup of these variables (the sensor data the trends read):
 * a vessel with none takes its trends from its noon reports (ADR 0107).
 */
export async function hasRollups(conn: SqlConnection, vesselId: string, variableIds: readonly string[]) {
  if (variableIds.length === 0) return false;
  const rows = await conn.query<{ one: number }>(
    `SELECT 1 AS one FROM sample_rollups_15m
      WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) AND sample_count > 0 LIMIT 1`,
    [vesselId, [...variableIds]],
  );
  return rows.length > 0;
}

/** The times of the vessel's trend events: logged onboard (the imported event log) and added in the office. */
export async function listTrendEvents(conn: SqlConnection, vesselId: string): Promise<TrendEventMark[]> {
  const [marks] = (await listTrendEventsOfVessels(conn, [vesselId])).values();
  return marks ?? [];
}

/**
 * The trend events of each of these vessels, ascending, in one statement (the Fouling Overview's
 * call about several vessels, ADR 0084), keyed by the stored vessel id: a vessel without trend
 * events has no entry. Three homes record them (issue 24 §5): the packages' event log, the
 * Diagnostics page's trend events and the ISO 19030 page's maintenance (at its end: the work is
 * done then). The one home of this query; `listTrendEvents` asks it for one vessel, and
 * `trendEventTimes` (domain) says which of them split which trend.
 */
export async function listTrendEventsOfVessels(
  conn: SqlConnection,
  vesselIds: readonly string[],
): Promise<Map<string, TrendEventMark[]>> {
  const found = new Map<string, TrendEventMark[]>();
  if (vesselIds.length === 0) return found;
  const rows = await conn.query<{ vessel_id: string; ms: string | number; type: string | null }>(
    `SELECT vessel_id, (extract(epoch FROM ts) * 1000)::bigint AS ms, type FROM vessel_log_events
      WHERE vessel_id = ANY($1::uuid[]) AND type = ANY($2::text[])
     UNION
     SELECT vessel_id, (extract(epoch FROM ts) * 1000)::bigint, trend_event_type FROM performance_events
      WHERE vessel_id = ANY($1::uuid[]) AND event_type = 'TrendEvent'
     UNION
     SELECT vessel_id, (extract(epoch FROM coalesce(end_at, start_at)) * 1000)::bigint, event_type
       FROM iso19030_events
      WHERE vessel_id = ANY($1::uuid[]) AND event_type = ANY($3::text[])
     ORDER BY 1, 2`,
    [[...new Set(vesselIds)], [...ONBOARD_TREND_EVENT_TYPES], [...ISO19030_TREND_EVENT_TYPES]],
  );
  for (const row of rows) {
    const marks = found.get(row.vessel_id) ?? [];
    marks.push({ atMs: Number(row.ms), scope: trendEventScope(row.type) });
    found.set(row.vessel_id, marks);
  }
  return found;
}

export type LongTrendRow = {
  id: string;
  vesselId: string;
  diagnosticType: string;
  description: string;
  descriptionLong: string;
  useInVesselStatus: boolean;
  useManualBenchmarkLevel: boolean;
  manualBenchmarkLevel: number | null;
  performanceStatus: string;
  computedAt: Date | null;
  blocksKept: number;
  blocksTotal: number;
  /** ADR 0098: the sample window used, the first refusal reason and the plausibility finding. */
  sampleWindowMinutes: number | null;
  refusalReason: string | null;
  plausibilityReason: string | null;
  /** How many daily values the last computation stored. */
  dailyValueCount: number;
  /** Where the last computation's daily values came from, and the vessel's noon reports then (ADR 0107). */
  source: TrendSource;
  noonReportCount: number;
  /** The version of the user's settings (PUT /LongTrends, If-Match, ADR 0092); a recalculation leaves it. */
  version: number;
};

const longTrendColumns = `id, vessel_id AS "vesselId", diagnostic_type AS "diagnosticType", description,
  description_long AS "descriptionLong", use_in_vessel_status AS "useInVesselStatus",
  use_manual_benchmark_level AS "useManualBenchmarkLevel", manual_benchmark_level AS "manualBenchmarkLevel",
  performance_status AS "performanceStatus", computed_at AS "computedAt", blocks_kept AS "blocksKept",
  blocks_total AS "blocksTotal", sample_window_minutes AS "sampleWindowMinutes",
  refusal_reason AS "refusalReason", plausibility_reason AS "plausibilityReason", version,
  source, noon_report_count AS "noonReportCount",
  (SELECT count(*)::int FROM long_trend_values v WHERE v.long_trend_id = long_trends.id) AS "dailyValueCount"`;

export async function listLongTrends(
  conn: SqlConnection,
  vesselIds: readonly string[],
): Promise<LongTrendRow[]> {
  if (vesselIds.length === 0) return [];
  return conn.query<LongTrendRow>(
    `SELECT ${longTrendColumns} FROM long_trends WHERE vessel_id = ANY($1::uuid[]) ORDER BY vessel_id, diagnostic_type`,
    [[...vesselIds]],
  );
}

export async function findLongTrends(conn: SqlConnection, ids: readonly string[]): Promise<LongTrendRow[]> {
  return conn.query<LongTrendRow>(`SELECT ${longTrendColumns} FROM long_trends WHERE id = ANY($1::uuid[])`, [
    [...ids],
  ]);
}

/** Creates the vessel's long trend of a type once; later recalculations keep the user's settings. */
export async function ensureLongTrend(
  conn: SqlConnection,
  vesselId: string,
  trend: { diagnosticType: string; description: string; descriptionLong: string },
): Promise<LongTrendRow> {
  await conn.query(
    `INSERT INTO long_trends (id, vessel_id, diagnostic_type, description, description_long)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (vessel_id, diagnostic_type)
     DO UPDATE SET description = EXCLUDED.description, description_long = EXCLUDED.description_long`,
    [randomUUID(), vesselId, trend.diagnosticType, trend.description, trend.descriptionLong],
  );
  const [row] = await conn.query<LongTrendRow>(
    `SELECT ${longTrendColumns} FROM long_trends WHERE vessel_id = $1 AND diagnostic_type = $2`,
    [vesselId, trend.diagnosticType],
  );
  return row as LongTrendRow;
}

export type DailyValueRow = { atMs: number; value: number; blockCount: number };

/** Replaces the trend's daily values and records the status and block counts of this recalculation. */
export async function storeLongTrendResult(
  conn: SqlConnection,
  longTrendId: string,
  result: {
    values: readonly DailyValueRow[];
    status: string;
    blocksKept: number;
    blocksTotal: number;
    now: Date;
    sampleWindowMinutes?: number | null;
    refusalReason?: string | null;
    plausibilityReason?: string | null;
    /** ADR 0107: sensor data unless said; the vessel's live noon reports. */
    source?: TrendSource;
    noonReportCount?: number;
  },
): Promise<void> {
  await conn.query('DELETE FROM long_trend_values WHERE long_trend_id = $1', [longTrendId]);
  const chunk = 2_000;
  for (let i = 0; i < result.values.length; i += chunk) {
    const part = result.values.slice(i, i + chunk);
    await conn.query(
      `INSERT INTO long_trend_values (long_trend_id, ts, value, block_count)
       SELECT $1, to_timestamp(t / 1000.0), v, n
         FROM unnest($2::float8[], $3::float8[], $4::int[]) AS u(t, v, n)`,
      [longTrendId, part.map((d) => d.atMs), part.map((d) => d.value), part.map((d) => d.blockCount)],
    );
  }
  await conn.query(
    `UPDATE long_trends SET performance_status = $2, computed_at = $3, blocks_kept = $4, blocks_total = $5,
            sample_window_minutes = $6, refusal_reason = $7, plausibility_reason = $8,
            source = $9, noon_report_count = $10
      WHERE id = $1`,
    [
      longTrendId,
      result.status,
      result.now,
      result.blocksKept,
      result.blocksTotal,
      result.sampleWindowMinutes ?? null,
      result.refusalReason ?? null,
      result.plausibilityReason ?? null,
      result.source ?? 'sensor',
      result.noonReportCount ?? 0,
    ],
  );
}

export async function listDailyValues(conn: SqlConnection, longTrendId: string): Promise<DailyValueRow[]> {
  const rows = await conn.query<{ ms: string | number; value: number; block_count: number }>(
    `SELECT (extract(epoch FROM ts) * 1000)::float8 AS ms, value, block_count
       FROM long_trend_values WHERE long_trend_id = $1 ORDER BY ts`,
    [longTrendId],
  );
  return rows.map((row) => ({ atMs: Number(row.ms), value: row.value, blockCount: row.block_count }));
}

export type DailySeries = {
  longTrendId: string;
  computedAt: Date | null;
  /** Where the values came from (ADR 0107). */
  source: TrendSource;
  values: DailyValueRow[];
};

/**
 * The daily values of a vessel's long trend of one diagnostic type ('speed': the ISO 19030 speed
 * deviation per day, ADR 0047), as the long-trend job stored them; null before the trend exists.
 * The reader the Fouling module (speed loss = −speed deviation, ADR 0079) and ISO 19030 share.
 */
export async function findDailySeries(
  conn: SqlConnection,
  vesselId: string,
  diagnosticType: string,
): Promise<DailySeries | null> {
  const [series] = (await findDailySeriesOfVessels(conn, [vesselId], diagnosticType)).values();
  return series ?? null;
}

/**
 * The daily series of these vessels' long trends of one diagnostic type, in one statement (the
 * Fouling Overview's call about several vessels, ADR 0084), keyed by the stored vessel id: a vessel
 * without that trend has no entry; a trend without values has an empty series. The one home of this read; `findDailySeries`
 * asks it for one vessel.
 */
export async function findDailySeriesOfVessels(
  conn: SqlConnection,
  vesselIds: readonly string[],
  diagnosticType: string,
): Promise<Map<string, DailySeries>> {
  const found = new Map<string, DailySeries>();
  if (vesselIds.length === 0) return found;
  const rows = await conn.query<{
    vessel_id: string;
    id: string;
    computed_at: Date | null;
    source: TrendSource;
    ms: string | number | null;
    value: number | null;
    block_count: number | null;
  }>(
    `SELECT lt.vessel_id, lt.id, lt.computed_at, lt.source, (extract(epoch FROM v.ts) * 1000)::float8 AS ms,
            v.value, v.block_count
       FROM long_trends lt LEFT JOIN long_trend_values v ON v.long_trend_id = lt.id
      WHERE lt.vessel_id = ANY($1::uuid[]) AND lt.diagnostic_type = $2
      ORDER BY lt.vessel_id, v.ts`,
    [[...new Set(vesselIds)], diagnosticType],
  );
  for (const row of rows) {
    let series = found.get(row.vessel_id);
    if (!series) {
      series = { longTrendId: row.id, computedAt: row.computed_at, source: row.source, values: [] };
      found.set(row.vessel_id, series);
    }
    if (row.ms !== null)
      series.values.push({
        atMs: Number(row.ms),
        value: row.value as number,
        blockCount: row.block_count as number,
      });
  }
  return found;
}

/**
 * Writes the user's settings while the trend is still at version `basedOn` (check and write in one
 * statement, ADR 0092); false when it was not and nothing was written.
 */
export async function updateLongTrendSettings(
  conn: SqlConnection,
  id: string,
  settings: {
    useInVesselStatus: boolean;
    useManualBenchmarkLevel: boolean;
    manualBenchmarkLevel: number | null;
    performanceStatus: string;
  },
  basedOn: number,
): Promise<boolean> {
  const rows = await conn.query(
    `UPDATE long_trends SET use_in_vessel_status = $2, use_manual_benchmark_level = $3,
            manual_benchmark_level = $4, performance_status = $5, version = version + 1
      WHERE id = $1 AND version = $6
      RETURNING id`,
    [
      id,
      settings.useInVesselStatus,
      settings.useManualBenchmarkLevel,
      settings.manualBenchmarkLevel,
      settings.performanceStatus,
      basedOn,
    ],
  );
  return rows.length > 0;
}
