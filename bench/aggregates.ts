/**
 * Aggregates against DuckDB (issue 25 §3, ADR 0123): "a year at hourly resolution of 10 variables
 * through BatchFind at ≤ 1.0 × the time of DuckDB's `time_bucket` over the same raw rows". One
 * vessel-year of 10 variables at 1 minute (BENCH_AGG_STEP_MINUTES; 5,256,000 raw rows) stored
 * through the sample store as an import stores new samples (binary COPY with the 15-minute, hour
 * and day rollups, a day per transaction), and the same rows appended to an in-memory DuckDB
 * (`@duckdb/node-api`, a bench-only dependency) before any timing.
 * Baseline: DuckDB's `time_bucket(INTERVAL 1 hour, ts)` mean, count, min and max of the 10
 * variables over the raw rows, its answer materialised (runAndReadAll; its thread count reported).
 * Candidate: GET /LogData/BatchFind of the year at granularity=Hour for the 10 variables over
 * HTTP against the server, as the app asks it: in the compact form (dateTimeFormat=UnixEpochMs&
 * form=Columns, ADR 0122), parsed, following continuationFilters until complete. Hour allows at
 * most 90 days a request (PERF-128), so the year is asked as 5 windows of 73 days, one after the
 * other. The object form (ISO times, a value object each) is timed too and reported, not judged.
 * Checked before timing: BatchFind's hourly means equal DuckDB's (relative 1e-6) in both forms.
 * Target: compact ratio ≤ 1.0.
 *
 * Runs inside `npm run bench` (bench/run.ts, a server case; PostgreSQL when TEST_DATABASE_URL is
 * set) and standalone: `node --import tsx bench/aggregates.ts`. BENCH_REPETITIONS (default 5).
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  DOUBLE,
  DuckDBDataChunk,
  DuckDBInstance,
  DuckDBTimestampValue,
  INTEGER,
  TIMESTAMP,
} from '@duckdb/node-api';
import type { Vessel } from '../domain/contracts/vessels.ts';
import { ensureSamplePartitions } from '../server/log-data/partitions.repository.ts';
import { loadNewSamples } from '../server/log-data/sample-store.repository.ts';
import { startPipelineTestServer } from '../tests/support/import-support.ts';
import { compareAlternating, median, type BenchResult } from './harness.ts';

export const aggregatesBenchCase = {
  module: 'aggregates',
  name: 'a year hourly of 10 variables',
} as const;
export type AggregatesBenchResult = BenchResult & { detail: string };

const dayMs = 86_400_000;
const hourMs = 3_600_000;
const maxRatio = 1.0;
const variableCount = 10;
/** Hour allows 90 days a request (PERF-128): the year in 5 windows of 73 days. */
const windowDays = 73;

/** The value of variable `v` at `ms`: a smooth curve with a little saw-tooth, finite everywhere. */
const valueAt = (v: number, ms: number, stepMs: number) =>
  100 * (v + 1) + 10 * Math.sin(ms / hourMs / 5 + v) + (Math.round(ms / stepMs) % 7);

type Hourly = { t: number; mean: number; n: number; lo: number; hi: number };

type ColumnsAnswer = {
  time: { startMs: number; stepMs: number; count: number };
  items: { logVariableId: string; values: (number | null)[] }[];
  continuationFilter: string | null;
};
type ObjectAnswer = {
  items: {
    logVariableId: string;
    values: { timestamp: string; value: number; count: number; min: number; max: number }[];
  }[];
  continuationFilter: string | null;
};

export async function runAggregatesBench(): Promise<AggregatesBenchResult> {
  const repetitions = Number(process.env.BENCH_REPETITIONS ?? 5);
  const stepMinutes = Number(process.env.BENCH_AGG_STEP_MINUTES ?? 1);
  const stepMs = stepMinutes * 60_000;
  const server = await startPipelineTestServer({ checkResponses: false });
  const duck = await DuckDBInstance.create(':memory:');
  const duckdb = await duck.connect();
  try {
    const { engine } = server.pipeline.context;
    const vessel = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
      (v) => v.imoNumber === 9476123,
    )!;
    const fromMs = Date.UTC(2025, 0, 1);
    const days = 365;
    const toMs = fromMs + days * dayMs;
    const ids = Array.from({ length: variableCount }, () => randomUUID());

    // Setup (not timed): the variables, the rows through the sample store, the same rows in DuckDB.
    const setupStart = performance.now();
    for (const [v, id] of ids.entries()) {
      await engine.query(
        `INSERT INTO log_variables (id, vessel_id, source_id, name, unit, onboard_system, sample_window_ms, first_ts, last_ts)
         VALUES ($1, $2, $3, $4, 'kW', 'Bench', $5, $6, $7)`,
        [
          id,
          vessel.id,
          `AggBench${v}`,
          `Aggregate bench ${v}`,
          stepMs,
          new Date(fromMs).toISOString(),
          new Date(toMs).toISOString(),
        ],
      );
    }
    await ensureSamplePartitions(engine, fromMs, toMs);
    await duckdb.run('CREATE TABLE raw (v INTEGER, ts TIMESTAMP, value DOUBLE)');
    const appender = await duckdb.createAppender('raw');
    const perDay = dayMs / stepMs;
    let stored = 0;
    for (let dayStart = fromMs; dayStart < toMs; dayStart += dayMs) {
      const timestampsMs = Float64Array.from({ length: perDay }, (_, k) => dayStart + k * stepMs);
      const columns = ids.map((logVariableId, v) => ({
        logVariableId,
        values: timestampsMs.map((ms) => valueAt(v, ms, stepMs)),
      }));
      const result = await engine.transaction((tx) =>
        loadNewSamples(tx, vessel.id, { timestampsMs, columns }),
      );
      stored += result.inserted;
      for (const [v, column] of columns.entries()) {
        for (let start = 0; start < perDay; start += 2048) {
          const end = Math.min(perDay, start + 2048);
          const chunk = DuckDBDataChunk.create([INTEGER, TIMESTAMP, DOUBLE], end - start);
          const times: DuckDBTimestampValue[] = [];
          const values: number[] = [];
          for (let k = start; k < end; k++) {
            times.push(new DuckDBTimestampValue(BigInt(timestampsMs[k]!) * 1000n));
            values.push(column.values[k]!);
          }
          chunk.setColumns([new Array<number>(end - start).fill(v), times, values]);
          appender.appendDataChunk(chunk);
        }
      }
    }
    appender.closeSync();
    // The raw rows as the samples table holds them: vessel, variable (uuid), time, value.
    await duckdb.run(
      `CREATE TABLE samples AS SELECT '${vessel.id}'::UUID AS vessel_id,
              (['${ids.join("','")}'])[v + 1]::UUID AS log_variable_id, ts, value
         FROM raw ORDER BY log_variable_id, ts`,
    );
    await duckdb.run('DROP TABLE raw');
    await engine.exec('VACUUM ANALYZE samples, sample_rollups_15m, sample_rollups_1h, sample_rollups_1d');
    const setupSeconds = (performance.now() - setupStart) / 1000;
    const duckRows = Number(
      (await duckdb.runAndReadAll('SELECT count(*) FROM samples')).getColumnsJS()[0]![0],
    );
    if (duckRows !== stored) throw new Error(`check failed: ${duckRows} rows in DuckDB, ${stored} stored`);
    const threads = String(
      (await duckdb.runAndReadAll("SELECT current_setting('threads')")).getColumnsJS()[0]![0],
    );
    const duckVersion = String((await duckdb.runAndReadAll('SELECT version()')).getColumnsJS()[0]![0]);

    // Baseline: DuckDB's hourly aggregates of the raw rows, the answer materialised (not turned
    // into JavaScript values, which would cost DuckDB more than its query on this machine).
    const duckSql = `SELECT log_variable_id, time_bucket(INTERVAL 1 hour, ts) AS t, avg(value) AS mean,
            count(*) AS n, min(value) AS lo, max(value) AS hi
       FROM samples
      WHERE vessel_id = '${vessel.id}' AND log_variable_id IN ('${ids.join("','")}')
        AND ts >= TIMESTAMP '${new Date(fromMs).toISOString().slice(0, 19).replace('T', ' ')}'
        AND ts < TIMESTAMP '${new Date(toMs).toISOString().slice(0, 19).replace('T', ' ')}'
      GROUP BY ALL ORDER BY log_variable_id, t`;
    const baseline = () => duckdb.runAndReadAll(duckSql);
    const duckHourly = async (): Promise<Map<string, Hourly[]>> => {
      const reader = await duckdb.runAndReadAll(duckSql);
      const [id, t, mean, n, lo, hi] = reader.getColumnsJS() as unknown[][];
      const byId = new Map<string, Hourly[]>(ids.map((x) => [x, []]));
      for (let k = 0; k < id!.length; k++) {
        byId.get(String(id![k]))!.push({
          t: (t![k] as Date).getTime(),
          mean: Number(mean![k]),
          n: Number(n![k]),
          lo: Number(lo![k]),
          hi: Number(hi![k]),
        });
      }
      return byId;
    };

    // Candidate: the year through BatchFind over HTTP, window by window, continuations followed.
    const token = await server.tokenFor('admin');
    const windows: [number, number][] = [];
    for (let start = fromMs; start < toMs; start += windowDays * dayMs)
      windows.push([start, Math.min(toMs, start + windowDays * dayMs)]);
    const read = async <T extends { continuationFilter: string | null }>(compact: boolean): Promise<T[]> => {
      const answers: T[] = [];
      for (const [from, to] of windows) {
        let continuation: string | null = null;
        do {
          const url: string = `${server.baseUrl}/api/v1/LogData/BatchFind?logVariableIds=${ids.join(',')}&granularity=Hour&fromDate=${new Date(from).toISOString()}&toDate=${new Date(to).toISOString()}${compact ? '&dateTimeFormat=UnixEpochMs&form=Columns' : ''}${continuation ? `&continuationFilter=${continuation}` : ''}`;
          const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
          if (response.status !== 200)
            throw new Error(`BatchFind answered ${response.status}: ${await response.text()}`);
          const answer = (await response.json()) as T;
          answers.push(answer);
          continuation = answer.continuationFilter;
        } while (continuation);
      }
      return answers;
    };

    // The check: both forms' hourly means are DuckDB's (relative 1e-6), every hour present.
    const expected = await duckHourly();
    const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.abs(b);
    const hoursPerVariable = days * 24;
    const columnsAnswers = await read<ColumnsAnswer>(true);
    const objectAnswers = await read<ObjectAnswer>(false);
    for (const [v, id] of ids.entries()) {
      const want = expected.get(id)!;
      if (want.length !== hoursPerVariable) throw new Error(`check failed: DuckDB gave ${want.length} hours`);
      const fromColumns = new Map<number, number>();
      for (const answer of columnsAnswers) {
        const item = answer.items.find((x) => x.logVariableId === id);
        if (!item) throw new Error(`check failed: variable ${v} missing from a compact answer`);
        item.values.forEach((value, k) => {
          if (value !== null) fromColumns.set(answer.time.startMs + k * answer.time.stepMs, value);
        });
      }
      const fromObjects = objectAnswers.flatMap(
        (answer) => answer.items.find((x) => x.logVariableId === id)?.values ?? [],
      );
      if (fromColumns.size !== want.length || fromObjects.length !== want.length)
        throw new Error(
          `check failed: variable ${v}: ${fromColumns.size} compact and ${fromObjects.length} object hours, DuckDB ${want.length}`,
        );
      for (const [k, row] of want.entries()) {
        const compact = fromColumns.get(row.t);
        const object = fromObjects[k]!;
        if (compact === undefined || !close(compact, row.mean))
          throw new Error(
            `check failed: variable ${v} hour ${k}: compact ${compact} against DuckDB ${row.mean}`,
          );
        if (
          Date.parse(object.timestamp) !== row.t ||
          !close(object.value, row.mean) ||
          object.count !== row.n ||
          object.min !== row.lo ||
          object.max !== row.hi
        )
          throw new Error(
            `check failed: variable ${v} hour ${k}: ${JSON.stringify(object)} against DuckDB ${JSON.stringify(row)}`,
          );
      }
    }
    const requests = columnsAnswers.length;
    const objectRequests = objectAnswers.length;

    const result = await compareAlternating({
      module: aggregatesBenchCase.module,
      name: aggregatesBenchCase.name,
      baselineName: 'DuckDB',
      repetitions,
      maxRatio,
      baseline,
      candidate: () => read(true),
    });
    // The object form, reported: alternated with DuckDB the same way, not judged.
    const objectRuns: number[] = [];
    for (let run = 0; run < repetitions + 1; run++) {
      const start = performance.now();
      await read(false);
      objectRuns.push(performance.now() - start);
    }
    const objectMs = median(objectRuns.slice(1));
    return {
      ...result,
      detail: `${engine.kind}; ${stored} raw rows of ${variableCount} variables at ${stepMinutes} min through the sample store and in DuckDB ${duckVersion} in memory (threads ${threads}) (setup ${setupSeconds.toFixed(0)} s); ${hoursPerVariable * variableCount} hourly values, equal to DuckDB's means (1e-6) in both forms; compact form ${requests} requests of ≤ ${windowDays} days; object form ${objectMs.toFixed(1)} ms (${(objectMs / result.baselineMs).toFixed(2)} × DuckDB, ${objectRequests} requests)`,
    };
  } finally {
    duckdb.closeSync();
    duck.closeSync();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runAggregatesBench();
  console.log(
    `${result.module}: ${result.name}  DuckDB ${result.baselineMs.toFixed(1)} ms  BatchFind ${result.candidateMs.toFixed(1)} ms  ratio ${result.ratio.toFixed(3)}  target ≤ ${maxRatio} ${result.met ? 'ok' : 'MISSED'}\n  ${result.detail}`,
  );
  if (!result.met) process.exitCode = 1;
}
