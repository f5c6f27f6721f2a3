import { intervalMs, type DataInterval } from '../../domain/log-data/data-interval.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

/**
 * Reading a series back: raw samples, or buckets (Minute, Quarter, Hour, Day) with count, mean,
 * min and max. A bucket interval reads the coarsest rollup that serves it (Quarter → 15-minute,
 * Hour → hour, Day → day rollup) for the whole buckets inside the range and aggregates raw samples
 * only for the partial buckets at its edges, so long ranges never scan raw rows. Minute, and any
 * filtered read, aggregates raw samples with date_bin. Bucket times are bucket starts (UTC).
 */

export type SeriesInterval = Exclude<DataInterval, 'Auto'>;

/**
 * Keep values within [min, max] and within `outlierHalfWidth` of `outlierMean` when given; samples
 * at `keepTimes` (ISO, the acknowledged outliers of ADR 0074) pass the outlier test whatever their value.
 */
export type SeriesFilter = {
  min?: number | null;
  max?: number | null;
  outlierMean?: number;
  outlierHalfWidth?: number;
  keepTimes?: string[];
};

export type SeriesRequest = {
  vesselId: string;
  logVariableId: string;
  interval: SeriesInterval;
  /** Inclusive start and exclusive end, epoch ms. */
  fromMs: number;
  toMs: number;
  limit: number;
  filter?: SeriesFilter;
};

/**
 * `statistics: false`: the caller uses no bucket's min or max, so they are not read where that
 * saves bytes (the day blocks, ADR 0132): a row may then carry NaN for both.
 */
export type ReadOptions = { statistics?: boolean };

/** One value: a raw sample (count 1) or a bucket's mean with its count, min and max. */
export type SeriesRow = { t: number; n: number; mean: number; min: number; max: number };

const rollupTables: Partial<Record<SeriesInterval, string>> = {
  Quarter: 'sample_rollups_15m',
  Hour: 'sample_rollups_1h',
  Day: 'sample_rollups_1d',
};

const widths: Record<Exclude<SeriesInterval, 'Raw'>, string> = {
  Minute: '1 minute',
  Quarter: '15 minutes',
  Hour: '1 hour',
  Day: '1 day',
};

const iso = (ms: number) => new Date(ms).toISOString();

type Bound = { where: string; params: unknown[] };

/** WHERE conditions of the filter, numbered after `offset` parameters. */
function filterSql(filter: SeriesFilter | undefined, offset: number): Bound {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (n: number) => string, value: unknown) => {
    params.push(value);
    parts.push(condition(offset + params.length));
  };
  if (filter?.min !== undefined && filter.min !== null) add((n) => `value >= $${n}`, filter.min);
  if (filter?.max !== undefined && filter.max !== null) add((n) => `value <= $${n}`, filter.max);
  if (filter?.outlierMean !== undefined && filter.outlierHalfWidth !== undefined) {
    params.push(filter.outlierMean, filter.outlierHalfWidth);
    const within = `abs(value - $${offset + params.length - 1}) <= $${offset + params.length}`;
    if (filter.keepTimes && filter.keepTimes.length > 0) {
      params.push(filter.keepTimes);
      parts.push(`(${within} OR ts = ANY($${offset + params.length}::timestamptz[]))`);
    } else parts.push(within);
  }
  return { where: parts.map((part) => ` AND ${part}`).join(''), params };
}

type AggregateRow = { t: number; n: number; s: number; lo: number; hi: number };
const toRow = (row: AggregateRow): SeriesRow => ({
  t: Number(row.t),
  n: Number(row.n),
  mean: Number(row.s) / Number(row.n),
  min: Number(row.lo),
  max: Number(row.hi),
});

async function rawSamples(conn: SqlConnection, request: SeriesRequest, limit: number): Promise<SeriesRow[]> {
  const filter = filterSql(request.filter, 5);
  const rows = await conn.query<{ t: number; value: number }>(
    `SELECT round(extract(epoch FROM ts)::float8 * 1000) AS t, value FROM samples
     WHERE vessel_id = $1 AND log_variable_id = $2 AND ts >= $3 AND ts < $4${filter.where}
     ORDER BY ts LIMIT $5`,
    [
      request.vesselId,
      request.logVariableId,
      iso(request.fromMs),
      iso(request.toMs),
      limit,
      ...filter.params,
    ],
  );
  return rows.map((row) => {
    const value = Number(row.value);
    return { t: Number(row.t), n: 1, mean: value, min: value, max: value };
  });
}

async function binnedSamples(
  conn: SqlConnection,
  request: SeriesRequest,
  width: string,
  fromMs: number,
  toMs: number,
  limit: number,
): Promise<SeriesRow[]> {
  if (fromMs >= toMs || limit <= 0) return [];
  const filter = filterSql(request.filter, 6);
  const rows = await conn.query<AggregateRow>(
    `SELECT extract(epoch FROM date_bin($6::interval, ts, TIMESTAMPTZ '2000-01-01 00:00:00+00'))::float8 * 1000 AS t,
            count(*)::int AS n, sum(value) AS s, min(value) AS lo, max(value) AS hi
     FROM samples
     WHERE vessel_id = $1 AND log_variable_id = $2 AND ts >= $3 AND ts < $4${filter.where}
     GROUP BY 1 ORDER BY 1 LIMIT $5`,
    [request.vesselId, request.logVariableId, iso(fromMs), iso(toMs), limit, width, ...filter.params],
  );
  return rows.map(toRow);
}

async function rolledUp(
  conn: SqlConnection,
  request: SeriesRequest,
  table: string,
  fromMs: number,
  toMs: number,
  limit: number,
): Promise<SeriesRow[]> {
  if (fromMs >= toMs || limit <= 0) return [];
  const rows = await conn.query<AggregateRow>(
    `SELECT extract(epoch FROM bucket)::float8 * 1000 AS t, sample_count AS n, value_sum AS s,
            value_min AS lo, value_max AS hi
     FROM ${table}
     WHERE vessel_id = $1 AND log_variable_id = $2 AND bucket >= $3 AND bucket < $4
     ORDER BY bucket LIMIT $5`,
    [request.vesselId, request.logVariableId, iso(fromMs), iso(toMs), limit],
  );
  return rows.map(toRow);
}

const hasFilter = (filter: SeriesFilter | undefined) =>
  !!filter &&
  ((filter.min !== undefined && filter.min !== null) ||
    (filter.max !== undefined && filter.max !== null) ||
    filter.outlierHalfWidth !== undefined);

/** Up to `limit` rows of the series in time order. */
export async function readSeries(conn: SqlConnection, request: SeriesRequest): Promise<SeriesRow[]> {
  const { interval, fromMs, toMs, limit } = request;
  if (interval === 'Raw') return rawSamples(conn, request, limit);
  const width = widths[interval];
  const table = rollupTables[interval];
  if (!table || hasFilter(request.filter)) return binnedSamples(conn, request, width, fromMs, toMs, limit);

  // Whole buckets [alignedFrom, alignedTo) come from the rollup; partial edge buckets from samples.
  const bucket = intervalMs(interval);
  const alignedFrom = Math.ceil(fromMs / bucket) * bucket;
  const alignedTo = Math.floor(toMs / bucket) * bucket;
  if (alignedFrom >= alignedTo) return binnedSamples(conn, request, width, fromMs, toMs, limit);
  const head = await binnedSamples(conn, request, width, fromMs, alignedFrom, limit);
  const middle = await rolledUp(conn, request, table, alignedFrom, alignedTo, limit - head.length);
  const tail = await binnedSamples(
    conn,
    request,
    width,
    alignedTo,
    toMs,
    limit - head.length - middle.length,
  );
  return [...head, ...middle, ...tail];
}

/** N, mean and sample standard deviation of the raw values in range (for the outlier filter). */
export async function seriesStatistics(
  conn: SqlConnection,
  request: Pick<SeriesRequest, 'vesselId' | 'logVariableId' | 'fromMs' | 'toMs' | 'filter'>,
): Promise<{ n: number; mean: number; standardDeviation: number }> {
  const filter = filterSql(request.filter, 4);
  const [row] = await conn.query<{ n: number; mean: number | null; sd: number | null }>(
    `SELECT count(*)::int AS n, avg(value) AS mean, stddev_samp(value) AS sd FROM samples
     WHERE vessel_id = $1 AND log_variable_id = $2 AND ts >= $3 AND ts < $4${filter.where}`,
    [request.vesselId, request.logVariableId, iso(request.fromMs), iso(request.toMs), ...filter.params],
  );
  return { n: Number(row?.n ?? 0), mean: Number(row?.mean ?? 0), standardDeviation: Number(row?.sd ?? 0) };
}

/**
 * The rows of `select` (columns i, t, n, s, lo, hi; one window per i) as one row per window whose
 * column `v` is a comma-separated text of the values in time order, five fields a value (t, n, s,
 * lo, hi): the database's text of each number, as a row per value would carry it, but a handful
 * of fields per window instead of six per value. Parsing a row per value (PGlite's protocol reader
 * in JavaScript) was most of an uncached read's time (ADR 0115). One ordered aggregate of the five
 * fields rather than one per field: PostgreSQL sorts each ordered aggregate's input on its own, so
 * five aggregates sorted every window five times (ADR 0123).
 */
const columnsOf = (select: string) => `
    SELECT x.i, string_agg(concat_ws(',', x.t::text, x.n::text, x.s::text, x.lo::text, x.hi::text), ',' ORDER BY x.t) AS v
      FROM (${select}) x
     GROUP BY x.i`;

/** Raw samples (columns i, t, value): the times and the values; count 1, min = max = mean = value. */
const rawColumnsOf = (select: string) => `
    SELECT x.i, string_agg(x.t::text, ',' ORDER BY x.t) AS t, string_agg(x.value::text, ',' ORDER BY x.t) AS s
      FROM (${select}) x
     GROUP BY x.i`;

type ColumnsRow = { i: number } & ({ t: string; s: string; v?: never } | { v: string; t?: never });

/** Each window's rows back from its columns: the numbers a row per value would have given. */
function fromColumns(rows: ColumnsRow[], result: SeriesRow[][]): void {
  for (const row of rows) {
    if (row.v === undefined) {
      const t = row.t.split(',');
      result[Number(row.i)] = row.s.split(',').map((text, k) => {
        const value = Number(text);
        return { t: Number(t[k]), n: 1, mean: value, min: value, max: value };
      });
      continue;
    }
    const fields = row.v.split(',');
    const series: SeriesRow[] = new Array(fields.length / 5);
    for (let k = 0, f = 0; f < fields.length; k++, f += 5) {
      const count = Number(fields[f + 1]);
      series[k] = {
        t: Number(fields[f]),
        n: count,
        mean: Number(fields[f + 2]) / count,
        min: Number(fields[f + 3]),
        max: Number(fields[f + 4]),
      };
    }
    result[Number(row.i)] = series;
  }
}

/**
 * `readSeries` without a filter for many variables at one interval, in one statement: each
 * request's rows are those `readSeries` gives it (the rollup for whole buckets, raw samples binned
 * for the partial buckets at the edges, up to its `limit` in time order), read by lateral index
 * scans of its own variable, and returned as one row of columns per request (`columnsOf`).
 * Times are date_part('epoch', …) × 1000: a float8 straight away, the value `extract(epoch …)::float8`
 * gives (both the correctly rounded microseconds ÷ 10⁶) without extract's numeric, which made the
 * times' column cost about three times a value's column. Requests carrying a filter are refused
 * (they read per variable).
 */
export async function readSeriesOfMany(
  conn: SqlConnection,
  interval: SeriesInterval,
  requests: readonly Omit<SeriesRequest, 'interval'>[],
  options: ReadOptions = {},
): Promise<SeriesRow[][]> {
  if (requests.some((request) => hasFilter(request.filter)))
    throw new Error('readSeriesOfMany reads unfiltered series only');
  const result: SeriesRow[][] = requests.map(() => []);
  const asked = requests.map((request, i) => ({ ...request, i })).filter((request) => request.limit > 0);
  if (asked.length === 0) return result;
  // The span of all windows as constants, so the planner keeps only the partitions inside it.
  const span = [
    iso(Math.min(...asked.map((r) => r.fromMs))),
    iso(Math.max(...asked.map((r) => Math.max(r.fromMs, r.toMs)))),
  ];
  const common = [
    asked.map((r) => r.i),
    asked.map((r) => r.vesselId),
    asked.map((r) => r.logVariableId),
    asked.map((r) => iso(r.fromMs)),
    asked.map((r) => iso(r.toMs)),
    asked.map((r) => r.limit),
  ];
  if (interval === 'Raw') {
    const rows = await conn.query<ColumnsRow>(
      rawColumnsOf(`SELECT w.i, b.t, b.value
         FROM unnest($1::int[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::timestamptz[], $6::int[])
              AS w(i, vessel_id, log_variable_id, from_ts, to_ts, row_limit)
        CROSS JOIN LATERAL (
          SELECT round(date_part('epoch', ts) * 1000) AS t, value FROM samples
           WHERE vessel_id = w.vessel_id AND log_variable_id = w.log_variable_id
             AND ts >= w.from_ts AND ts < w.to_ts AND ts >= $7::timestamptz AND ts < $8::timestamptz
           ORDER BY ts LIMIT w.row_limit) b`),
      [...common, ...span],
    );
    fromColumns(rows, result);
    return result;
  }
  const width = widths[interval];
  const table = rollupTables[interval];
  if (!table) return binnedOfMany(conn, width, [...common, ...span], result);
  // Whole buckets [c, f) from the rollup; the raw samples before c and from max(c, f) on lie in
  // one bucket each (with no whole bucket inside, a window spans at most two), so each is one
  // aggregate without grouping or sorting: the rows `readSeries` bins by date_bin, in time order.
  const bucket = intervalMs(interval);
  const parts = asked.map(({ fromMs, toMs }) => {
    const c = Math.ceil(fromMs / bucket) * bucket;
    const f = Math.floor(toMs / bucket) * bucket;
    return {
      headTo: Math.min(c, toMs),
      middle: c < f ? { from: c, to: f } : { from: c, to: c },
      tailFrom: Math.max(c, f),
    };
  });
  // Quarter's whole buckets come from the day blocks (ADR 0124): the edges alone from the statement
  // below, which is skipped when no window has an edge (windows on quarter hours).
  const fromBlocks = interval === 'Quarter';
  const hasEdges = asked.some((r, k) => r.fromMs < parts[k]!.headTo || parts[k]!.tailFrom < r.toMs);
  const [first] = asked;
  // One vessel and one window for every variable (a BatchFind): its edges are the same two time
  // ranges for all of them. The blocks also bring the two edge buckets with their first and last
  // sample times (ADR 0129); only an edge that cuts through a bucket's samples reads them, one
  // plain aggregate per edge over the variables' index range (ADR 0124).
  const sharedWindow =
    fromBlocks &&
    hasEdges &&
    first !== undefined &&
    asked.every((r) => r.vesselId === first.vesselId && r.fromMs === first.fromMs && r.toMs === first.toMs);
  const edgeRanges = sharedWindow ? sharedEdgeRanges(first, parts[0]!) : [];
  const middles = fromBlocks
    ? readQuarterBlocks(
        conn,
        asked.map((r, k) => ({ ...r, middle: parts[k]!.middle })),
        edgeRanges.map((range) => range.bucket),
        options.statistics ?? true,
      )
    : null;
  if (sharedWindow) {
    const { edges } = await middles!;
    const toRead = edgeRanges.map((range) => ({ ...range, asked: [] as typeof asked }));
    for (const [k, request] of asked.entries()) {
      for (const range of toRead) {
        const edge = edgeOfBucket(range, edges.get(k)?.get(range.bucket));
        if (edge === 'read') range.asked.push(request);
        else if (edge) result[request.i]!.push(edge);
      }
    }
    await readSharedEdges(
      conn,
      width,
      toRead.filter((range) => range.asked.length > 0),
      result,
    );
    for (const request of asked) result[request.i]!.sort((a, b) => a.t - b.t);
  } else if (!fromBlocks || hasEdges) {
    // Each edge part gets the span of its own windows as constants: where no window has a head (or
    // a tail), e.g. windows on bucket bounds, the planner keeps no partition for it and that part
    // costs nothing; under the whole span an empty edge scan still walked a bucket's samples.
    const edgeSpan = (from: (k: number) => number, to: (k: number) => number) => {
      const lo = Math.min(...asked.map((_, k) => from(k)));
      const hi = Math.max(...asked.map((_, k) => Math.max(from(k), to(k))));
      return [iso(lo), iso(asked.some((_, k) => from(k) < to(k)) ? hi : lo)];
    };
    const headSpan = edgeSpan(
      (k) => asked[k]!.fromMs,
      (k) => parts[k]!.headTo,
    );
    const tailSpan = edgeSpan(
      (k) => parts[k]!.tailFrom,
      (k) => asked[k]!.toMs,
    );
    const rawPart = (from: string, to: string, spanFrom: string, spanTo: string) => `
          SELECT date_part('epoch', date_bin('${width}'::interval, ${from}, TIMESTAMPTZ '2000-01-01 00:00:00+00')) * 1000 AS t,
                 count(*)::int AS n, sum(value) AS s, min(value) AS lo, max(value) AS hi
            FROM samples
           WHERE vessel_id = w.vessel_id AND log_variable_id = w.log_variable_id AND ts >= ${from} AND ts < ${to}
             AND ts >= ${spanFrom}::timestamptz AND ts < ${spanTo}::timestamptz
          HAVING count(*) > 0`;
    const rows = await conn.query<ColumnsRow>(
      columnsOf(`SELECT w.i, b.t, b.n, b.s, b.lo, b.hi
       FROM unnest($1::int[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::timestamptz[], $6::int[],
                   $7::timestamptz[], $8::timestamptz[], $9::timestamptz[], $10::timestamptz[])
            AS w(i, vessel_id, log_variable_id, from_ts, to_ts, row_limit, head_to, middle_from, middle_to, tail_from)
      CROSS JOIN LATERAL (${rawPart('w.from_ts', 'w.head_to', '$11', '$12')}
        UNION ALL
        SELECT * FROM (
          SELECT date_part('epoch', bucket) * 1000 AS t, sample_count AS n, value_sum AS s,
                 value_min AS lo, value_max AS hi
            FROM ${table}
           WHERE vessel_id = w.vessel_id AND log_variable_id = w.log_variable_id
             AND bucket >= w.middle_from AND bucket < w.middle_to
           ORDER BY bucket LIMIT w.row_limit) middle
        UNION ALL${rawPart('w.tail_from', 'w.to_ts', '$13', '$14')}) b`),
      [
        ...common,
        parts.map((p) => iso(p.headTo)),
        // With the blocks, the middle is theirs: an empty range here.
        parts.map((p) => iso(p.middle.from)),
        parts.map((p) => iso(fromBlocks ? p.middle.from : p.middle.to)),
        parts.map((p) => iso(p.tailFrom)),
        ...headSpan,
        ...tailSpan,
      ],
    );
    fromColumns(rows, result);
  }
  if (middles) {
    const blocks = (await middles).series;
    for (const [k, request] of asked.entries()) {
      const middle = blocks[k]!;
      if (middle.length === 0) continue;
      const edges = result[request.i]!;
      // Edge rows before the middle are the head; the rest, the tail.
      const c = parts[k]!.middle.from;
      const head = edges.filter((row) => row.t < c);
      const tail = edges.filter((row) => row.t >= c);
      result[request.i] = head.length === 0 && tail.length === 0 ? middle : [...head, ...middle, ...tail];
    }
  }
  // The head, the rollup and the tail follow each other in time: cut at each request's limit.
  for (const request of asked) result[request.i] = result[request.i]!.slice(0, request.limit);
  return result;
}

type EdgeRange = { part: number; from: number; to: number; bucket: number };

/** The head [fromMs, headTo) and the tail [tailFrom, toMs) of one window, with their buckets' starts. */
function sharedEdgeRanges(
  window: { fromMs: number; toMs: number },
  edges: { headTo: number; tailFrom: number },
): EdgeRange[] {
  return [
    {
      part: 0,
      from: window.fromMs,
      to: edges.headTo,
      bucket: Math.floor(window.fromMs / quarterMs) * quarterMs,
    },
    { part: 1, from: edges.tailFrom, to: window.toMs, bucket: edges.tailFrom },
  ].filter((range) => range.from < range.to);
}

/**
 * The row of a partial bucket [range.from, range.to) from its whole bucket's rollup, when the
 * bucket's first and last sample times tell: all its samples inside the range (the rollup's row),
 * none (no row; also when the bucket has no samples at all), or some ('read': the samples must be
 * read, as when the times are unknown). Times in the blocks are whole milliseconds rounded down,
 * which decides these comparisons with whole-millisecond bounds exactly as the samples' times do.
 */
export function edgeOfBucket(range: EdgeRange, bucket: EdgeBucket | undefined): SeriesRow | null | 'read' {
  if (!bucket) return null;
  if (bucket.first < 0 || bucket.last < 0) return 'read';
  const first = range.bucket + bucket.first;
  const last = range.bucket + bucket.last;
  if (last < range.from || first >= range.to) return null;
  if (first >= range.from && last < range.to)
    return { t: range.bucket, n: bucket.n, mean: bucket.sum / bucket.n, min: bucket.min, max: bucket.max };
  return 'read';
}

/**
 * The partial buckets at the edges of one window that every request shares (same vessel, same
 * from and to), for the requests whose blocks could not tell them: the head [from, headTo) and the
 * tail [tailFrom, to), each one aggregate per variable over the samples' index, in one statement.
 * The rows `readSeries` bins by date_bin for those buckets, appended to `result`.
 */
async function readSharedEdges(
  conn: SqlConnection,
  width: string,
  ranges: readonly (EdgeRange & {
    asked: readonly { i: number; vesselId: string; logVariableId: string }[];
  })[],
  result: SeriesRow[][],
): Promise<void> {
  const [firstRange] = ranges;
  if (!firstRange) return;
  const params: unknown[] = [firstRange.asked[0]!.vesselId];
  const parts = ranges.map((range) => {
    params.push(
      range.asked.map((r) => r.logVariableId),
      iso(range.from),
      iso(range.to),
    );
    // This range's variables, from and to: $at - 1, $at, $at + 1.
    const at = params.length - 1;
    return `SELECT log_variable_id AS id, ${range.part} AS part,
                   date_part('epoch', date_bin('${width}'::interval, $${at}::timestamptz, TIMESTAMPTZ '2000-01-01 00:00:00+00')) * 1000 AS t,
                   count(*)::int AS n, sum(value) AS s, min(value) AS lo, max(value) AS hi
              FROM samples
             WHERE vessel_id = $1 AND log_variable_id = ANY($${at - 1}::uuid[]) AND ts >= $${at}::timestamptz AND ts < $${at + 1}::timestamptz
             GROUP BY log_variable_id`;
  });
  const rows = await conn.query<{
    id: string;
    part: number;
    t: number;
    n: number;
    s: number;
    lo: number;
    hi: number;
  }>(parts.join('\n UNION ALL\n'), params);
  for (const row of rows) {
    const range = ranges.find((candidate) => candidate.part === Number(row.part))!;
    const n = Number(row.n);
    for (const request of range.asked) {
      if (request.logVariableId.toLowerCase() !== row.id) continue;
      result[request.i]!.push({
        t: Number(row.t),
        n,
        mean: Number(row.s) / n,
        min: Number(row.lo),
        max: Number(row.hi),
      });
    }
  }
}

const quarterMs = 15 * 60_000;
const dayMs = 86_400_000;
/**
 * A day block's columns, one after the other, each holding its buckets in time order (migration
 * 0920): slot (int2), count (int4), sum, min, max (float8), the first and last sample's offset in
 * the bucket (int4 ms, -1 unknown). `at` is the bytes a bucket takes in the columns before it.
 */
const blockColumns = {
  slot: { at: 0, width: 2 },
  count: { at: 2, width: 4 },
  sum: { at: 6, width: 8 },
  min: { at: 14, width: 8 },
  max: { at: 22, width: 8 },
  first: { at: 30, width: 4 },
  last: { at: 34, width: 4 },
} as const;
type BlockColumn = keyof typeof blockColumns;
const blockBucketBytes = 38;
/** A whole day's block: every quarter hour has a bucket, and a bucket's place is its slot. */
const fullBlockBytes = 96 * blockBucketBytes;

/**
 * The columns a read needs: slot, count and sum always; min and max for statistics; the sample
 * times only where edge buckets are asked (ADR 0129).
 */
function neededColumns(statistics: boolean, edges: boolean): BlockColumn[] {
  return [
    'slot',
    'count',
    'sum',
    ...(statistics ? (['min', 'max'] as const) : []),
    ...(edges ? (['first', 'last'] as const) : []),
  ];
}

/**
 * SQL for the needed columns of a block `b`, cut to the buckets of [fromTs, toTs) where the block
 * is a whole day (its places are its slots; a day with missing buckets comes whole): about a
 * quarter of the bytes of the whole block for a day's means, the rest never leaves the database
 * (ADR 0132).
 */
function blockColumnsSql(columns: readonly BlockColumn[], fromTs: string, toTs: string) {
  const whole = `length(b) = ${fullBlockBytes}`;
  const place = (ts: string, round: string) =>
    `least(96, greatest(0, ${round}(date_part('epoch', ${ts} - day) / 900)))::int`;
  const parts = columns.map((name) => {
    const { at, width } = blockColumns[name];
    return `substring(b FROM ${at} * (length(b) / ${blockBucketBytes}) + x.lo * ${width} + 1 FOR (x.hi - x.lo) * ${width})`;
  });
  return {
    /** The block's text (base64). */
    text: `encode(${parts.join(' || ')}, 'base64')`,
    /** The places [lo, hi) it keeps, to join laterally to sample_blocks_15m. */
    places: `CROSS JOIN LATERAL (
       SELECT CASE WHEN ${whole} THEN ${place(fromTs, 'floor')} ELSE 0 END AS lo,
              CASE WHEN ${whole} THEN greatest(${place(fromTs, 'floor')}, ${place(toTs, 'ceil')})
                   ELSE length(b) / ${blockBucketBytes} END AS hi) x`,
  };
}

/**
 * A whole bucket's rollup as its block holds it; `first` and `last` are ms past its start, or -1;
 * `min` and `max` NaN when read without statistics (ADR 0132).
 */
export type EdgeBucket = { n: number; sum: number; min: number; max: number; first: number; last: number };

type BlockWindow = {
  k: number;
  vesselId: string;
  logVariableId: string;
  from: number;
  to: number;
  /** Buckets (their starts) kept aside whole in `edges` rather than cut to [from, to). */
  edgeBuckets: readonly number[];
};

type QuarterBlocks = { series: SeriesRow[][]; edges: Map<number, Map<number, EdgeBucket>> };

/**
 * The whole quarter buckets [middle.from, middle.to) of each window (up to its limit), from the day
 * blocks of sample_blocks_15m (migration 0900, ADR 0124): a row per variable and day, its buckets'
 * numbers bit for bit as the rollup holds them. Sent as base64 text (a bytea's hex text was parsed
 * a byte at a time by PGlite's reader) and read with a DataView: no work per value in the database.
 * A window with a limit reads the days its limit could fill if every bucket had samples, and reads
 * on (twice as far each time) while buckets were missing and the limit is not reached. The buckets
 * starting at `edgeBuckets` (a window's partial edge buckets, ADR 0129) come back whole in `edges`,
 * by window and bucket start, read in the first pass.
 */
async function readQuarterBlocks(
  conn: SqlConnection,
  windows: readonly {
    vesselId: string;
    logVariableId: string;
    limit: number;
    middle: { from: number; to: number };
  }[],
  edgeBuckets: readonly number[],
  statistics: boolean,
): Promise<QuarterBlocks> {
  const blocks: QuarterBlocks = { series: windows.map(() => []), edges: new Map() };
  const { series } = blocks;
  let pending = windows
    .map((w, k) => ({ k, vesselId: w.vesselId, logVariableId: w.logVariableId, ...w.middle, edgeBuckets }))
    .filter((w) => (w.from < w.to || edgeBuckets.length > 0) && windows[w.k]!.limit > 0);
  for (let pass = 0; pending.length > 0; pass++) {
    const reach = pending.map((w) => {
      const left = windows[w.k]!.limit - series[w.k]!.length;
      return Math.min(w.to, w.from + Math.max(left, 96) * quarterMs * 2 ** pass);
    });
    await readBlockDays(
      conn,
      pending.map((w, j) => ({ ...w, to: reach[j]! })),
      blocks,
      statistics,
    );
    pending = pending
      .map((w, j) => ({ ...w, from: reach[j]!, edgeBuckets: [] }))
      .filter((w) => w.from < w.to && series[w.k]!.length < windows[w.k]!.limit);
  }
  return blocks;
}

/**
 * Appends the buckets in [from, to) of each window's day blocks to `series[k]`, in time order, and
 * keeps its edge buckets whole in `edges`.
 */
async function readBlockDays(
  conn: SqlConnection,
  asked: readonly BlockWindow[],
  blocks: QuarterBlocks,
  statistics: boolean,
): Promise<void> {
  // The buckets to read: from the first bucket wanted (a middle's or an edge's) to the last.
  const span = (w: BlockWindow) => {
    let from = w.from < w.to ? w.from : Infinity;
    let to = w.from < w.to ? w.to : -Infinity;
    for (const bucket of w.edgeBuckets) {
      from = Math.min(from, bucket);
      to = Math.max(to, bucket + quarterMs);
    }
    return { fromDay: iso(Math.floor(from / dayMs) * dayMs), from: iso(from), to: iso(to) };
  };
  const columns = neededColumns(
    statistics,
    asked.some((w) => w.edgeBuckets.length > 0),
  );
  const [first] = asked;
  // One vessel and one span (a BatchFind): a plain index range over the variables; planned in
  // about a fifth less time than the lateral join the general case needs.
  const shared =
    first && asked.every((w) => w.vesselId === first.vesselId && w.from === first.from && w.to === first.to);
  let rows: { k: number; day: number; b: string }[];
  if (shared) {
    const { fromDay, from, to } = span(first);
    const block = blockColumnsSql(columns, '$5::timestamptz', '$4::timestamptz');
    // One row of one text for all the blocks ("id day block;…"): PGlite's reader copies every
    // field of every row into a buffer of its own, and twenty rows of three fields cost more than
    // one long field (ADR 0132).
    const [row] = await conn.query<{ blocks: string | null }>(
      `SELECT string_agg(log_variable_id::text || ' ' || (date_part('epoch', day) * 1000)::bigint || ' ' || ${block.text}, ';') AS blocks
         FROM sample_blocks_15m ${block.places}
        WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) AND day >= $3 AND day < $4`,
      [first.vesselId, asked.map((w) => w.logVariableId), fromDay, to, from],
      // The primary key's range whatever the values: kept parsed and planned (ADR 0130).
      { prepared: true },
    );
    rows = [];
    for (const part of row?.blocks ? row.blocks.split(';') : []) {
      const [id, day, b] = part.split(' ') as [string, string, string];
      for (const w of asked)
        if (w.logVariableId.toLowerCase() === id) rows.push({ k: w.k, day: Number(day), b });
    }
  } else {
    const block = blockColumnsSql(columns, 'w.from_ts', 'w.to_ts');
    const spans = asked.map(span);
    rows = await conn.query<{ k: number; day: number; b: string }>(
      `SELECT w.k, date_part('epoch', d.day) * 1000 AS day, d.b
         FROM unnest($1::int[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[])
              AS w(k, vessel_id, log_variable_id, from_day, from_ts, to_ts)
        CROSS JOIN LATERAL (
          SELECT day, ${block.text} AS b FROM sample_blocks_15m ${block.places}
           WHERE vessel_id = w.vessel_id AND log_variable_id = w.log_variable_id
             AND day >= w.from_day AND day < w.to_ts) d`,
      [
        asked.map((w) => w.k),
        asked.map((w) => w.vesselId),
        asked.map((w) => w.logVariableId),
        spans.map((w) => w.fromDay),
        spans.map((w) => w.from),
        spans.map((w) => w.to),
      ],
    );
  }
  rows.sort((a, b) => Number(a.k) - Number(b.k) || Number(a.day) - Number(b.day));
  const byWindow = new Map(asked.map((w) => [w.k, w]));
  const bucketBytes = columns.reduce((bytes, name) => bytes + blockColumns[name].width, 0);
  for (const row of rows) {
    const window = byWindow.get(Number(row.k))!;
    const bytes = Buffer.from(row.b, 'base64');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const count = bytes.byteLength / bucketBytes;
    // Where each column starts in the cut block: the columns asked, one after the other.
    const start = {} as Record<BlockColumn, number>;
    let offset = 0;
    for (const name of columns) {
      start[name] = offset;
      offset += blockColumns[name].width * count;
    }
    const day = Number(row.day);
    const out = blocks.series[window.k]!;
    const value = (name: 'min' | 'max', j: number) =>
      statistics ? view.getFloat64(start[name] + 8 * j) : Number.NaN;
    for (let j = 0; j < count; j++) {
      const t = day + view.getInt16(2 * j) * quarterMs;
      if (window.edgeBuckets.includes(t)) {
        const edges = blocks.edges.get(window.k) ?? new Map<number, EdgeBucket>();
        blocks.edges.set(window.k, edges);
        edges.set(t, {
          n: view.getInt32(start.count + 4 * j),
          sum: view.getFloat64(start.sum + 8 * j),
          min: value('min', j),
          max: value('max', j),
          first: view.getInt32(start.first + 4 * j),
          last: view.getInt32(start.last + 4 * j),
        });
        continue;
      }
      if (t < window.from || t >= window.to) continue;
      const n = view.getInt32(start.count + 4 * j);
      out.push({
        t,
        n,
        mean: view.getFloat64(start.sum + 8 * j) / n,
        min: value('min', j),
        max: value('max', j),
      });
    }
  }
}

/** Minute (no rollup): every window's raw samples binned, up to its limit. */
async function binnedOfMany(
  conn: SqlConnection,
  width: string,
  params: unknown[],
  result: SeriesRow[][],
): Promise<SeriesRow[][]> {
  const rows = await conn.query<ColumnsRow>(
    columnsOf(`SELECT w.i, b.t, b.n, b.s, b.lo, b.hi
       FROM unnest($1::int[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::timestamptz[], $6::int[])
            AS w(i, vessel_id, log_variable_id, from_ts, to_ts, row_limit)
      CROSS JOIN LATERAL (
        SELECT date_part('epoch', date_bin('${width}'::interval, ts, TIMESTAMPTZ '2000-01-01 00:00:00+00')) * 1000 AS t,
               count(*)::int AS n, sum(value) AS s, min(value) AS lo, max(value) AS hi
          FROM samples
         WHERE vessel_id = w.vessel_id AND log_variable_id = w.log_variable_id AND ts >= w.from_ts AND ts < w.to_ts
           AND ts >= $7::timestamptz AND ts < $8::timestamptz
         GROUP BY 1 ORDER BY 1 LIMIT w.row_limit) b`),
    params,
  );
  fromColumns(rows, result);
  return result;
}

/** The acknowledged outliers' times of one variable in a range (kept by the graphs' outlier filter). */
export async function acknowledgedTimes(
  conn: SqlConnection,
  logVariableId: string,
  fromMs: number,
  toMs: number,
): Promise<string[]> {
  const rows = await conn.query<{ ts: string | Date }>(
    `SELECT ts FROM data_outliers WHERE log_variable_id = $1 AND status = 'Acknowledged' AND ts >= $2 AND ts < $3`,
    [logVariableId, iso(fromMs), iso(toMs)],
  );
  return rows.map((row) => new Date(row.ts).toISOString());
}
