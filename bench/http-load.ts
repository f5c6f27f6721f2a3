/**
 * HTTP load benchmark (issue 16 §1, ADR 0064): the real server (`server/main.ts` as a child
 * process, as `npm start` runs it) with a fresh demo database in a temp dir (PGlite, or a new
 * database on TEST_DATABASE_URL's PostgreSQL) and one day of demo history (1-minute samples), loaded
 * by autocannon from this process at 50 connections: `GET /health` (the baseline), then as the
 * demo User (the access-group scope, the costliest) `GET /Vessels`, `GET /LogData/BatchFind` for a
 * day of 10 variables (hourly: 240 values), both again with a browser's Accept-Encoding (so
 * brotli-coded), and `POST /Sync/Ops` with 50 new soundings (each request its own opIds and ids). Reported: requests/s, p99 latency, errors and non-2xx answers,
 * and the requests/s of each case against /health. Targets: each authenticated GET at least 0.5 ×
 * the requests/s of /health with a p99 of at most 50 ms; no error or non-2xx answer in any case;
 * afterwards every op of every answered /Sync/Ops request is stored exactly once. First, with the
 * same settings, the floor of the machine (ADR 0076): a constant JSON from a bare node:http server
 * and from a bare Hono app (bench/http-floor-server.ts), reported, not judged.
 *
 * The uncached read path (issue 25 §1, ADR 0115), after the cached cases and judged against
 * `/health` measured at the same 20 connections in the same run: the server is stopped once, the
 * 10 variables get 68 days of 15-minute history before the demo day through the sample store (the
 * import's binary COPY with the rollups), and it starts again. (a) BatchFind of a day of 10
 * variables at Quarter (960 values), each request a window no request asked before, so no cache
 * answers (one window first checked against the bare SQL of its samples): ≥ 0.25 × /health, p99
 * ≤ 100 ms; the same again in the compact form the app asks for (form=Columns, ADR 0122), judged
 * alike. (b) GET /Vessels after a write (see vesselsAfterWrite): while a user writes 100/s a table
 * the list does not read, against /health under the same writes, judged ≥ 0.5 ×; and right after
 * each write that empties the list (a new list every read), reported against the same ratio. A
 * read right after a draft write is first checked to show it. BENCH_HTTP_ONLY (comma-separated:
 * floors, cached, uncached-batchfind, uncached-vessels, sync) runs some groups only.
 *
 * Runs inside `npm run bench` (bench/run.ts on PGlite; scripts/bench.mjs on PostgreSQL) and
 * standalone: `node --import tsx bench/http-load.ts` (TEST_DATABASE_URL for PostgreSQL).
 * BENCH_HTTP_SECONDS (default 5) sets the seconds per case, BENCH_HTTP_NODE_ARGS extra node
 * options for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/database.ts';
import { engineFromHandle, type SqlEngine } from '../server/db/sql-engine.ts';
import { ensureSamplePartitions } from '../server/log-data/partitions.repository.ts';
import { loadNewSamples } from '../server/log-data/sample-store.repository.ts';
import { createTestPostgresDatabase } from '../tests/support/test-server.ts';
import type { BenchResult } from './harness.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const connections = 50;
const minRatioToHealth = 0.5;
const maxP99Ms = 50;
const opsPerBatch = 50;
const dayMs = 86_400_000;
const quarterMs = 15 * 60_000;
/** The uncached cases (issue 25 §1): their connections, and their targets against /health at as many. */
export const uncachedConnections = 20;
export const uncachedBatchFindRatio = 0.25;
export const uncachedBatchFindP99Ms = 100;
export const vesselsAfterWriteRatio = 0.5;
/** The steady writes of a user while GET /Vessels is measured (a table the list does not read). */
const backgroundWritesPerSecond = 100;
export const uncachedHealthName = `GET /health (${uncachedConnections} connections)`;
/** Days of 15-minute history seeded before the demo day for the uncached BatchFind windows. */
const historyDays = 68;
/** The seeded days end this many days before the demo day (which holds its own samples). */
const historyGapDays = 2;

export type HttpLoadCase = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** requests/s of this case / requests/s of /health in the same run. */
  ratioToHealth: number;
  /** The /health it is compared with (at its connections) and the least ratio judged; absent: /health at 50, 0.5. */
  against?: { name: string; requestsPerSecond: number; minRatio: number };
  /** null: reported, not judged. */
  met: boolean | null;
};

export type HttpLoadReport = {
  engine: 'pglite' | 'postgres';
  measuredAt: string;
  node: string;
  cpus: number;
  cpuModel: string;
  connections: number;
  secondsPerCase: number;
  cases: HttpLoadCase[];
  /**
   * The floor of this machine, measured first in the same run with the same settings: a constant
   * JSON from a bare node:http server and from a bare Hono app (bench/http-floor-server.ts).
   */
  floors: HttpLoadCase[];
  /** The ops stored against the ops answered (every answered op stored exactly once). */
  syncCheck: string;
  /** The history seeded for the uncached BatchFind case, and how many windows it asked. */
  seededHistory: string;
  met: boolean;
};

type Server = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * A server script (`server/main.ts`, or the floor's) in a child process on a free port; resolves
 * once it serves. From then on its output (a log line per request) is drained and dropped: kept and
 * searched, it would cost this process, and so autocannon's timing, more with every request.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  script = 'server/main.ts',
  args: string[] = [],
): Promise<Server> {
  const nodeArgs =
    script === 'server/main.ts' ? (process.env.BENCH_HTTP_NODE_ARGS ?? '').split(' ').filter(Boolean) : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, script), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.off('exit', onExit);
        output = '';
        child.stdout!.resume();
        child.stderr!.resume();
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export async function call<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function signIn(baseUrl: string, username: string): Promise<string> {
  const answer = await call<{ token: string }>(baseUrl, 'POST', '/Authenticate', undefined, {
    username,
    password: 'wakeline-demo',
  });
  return answer.token;
}

export async function waitFor(
  label: string,
  check: () => Promise<boolean>,
  timeoutMs = 300_000,
): Promise<void> {
  const started = performance.now();
  // A request that fails while the server is busy importing counts as not yet.
  while (!(await check().catch(() => false))) {
    if (performance.now() - started > timeoutMs) throw new Error(`${label}: not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Vessel = { id: string; name: string; logDataMaxDate: string | null };
type LogVariable = { id: string; hasLogData: boolean; logDataMaxDate: string | null };

/** Waits until the demo fleet's day is imported; the user's first vessel and 10 of its variables. */
/** True when no job queue has a job waiting, retrying or running (GET /metrics, ADR 0067). */
export async function jobQueuesIdle(baseUrl: string, metricsToken: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { Authorization: `Bearer ${metricsToken}` },
  });
  if (!response.ok) return false;
  const depths = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('wakeline_job_queue_depth{'));
  return depths.length > 0 && depths.every((line) => line.endsWith(' 0'));
}

/**
 * Waits until the demo fleet's day is imported and the jobs that follow an import (alert rules,
 * long trends, outlier scans) have run: their writes would empty the read caches, and on PGlite
 * hold the one connection, in the middle of a case. The user's first vessel and 10 of its variables.
 */
async function demoDay(baseUrl: string, adminToken: string, userToken: string, metricsToken: string) {
  await waitFor('the demo fleet imported', async () => {
    const all = await call<Vessel[]>(baseUrl, 'GET', '/Vessels?IgnoreCompany=true', adminToken);
    const running = await call<unknown[]>(baseUrl, 'GET', '/RunningImports', adminToken);
    return all.length > 0 && all.every((vessel) => vessel.logDataMaxDate !== null) && running.length === 0;
  });
  await waitFor('the jobs after the import done', () => jobQueuesIdle(baseUrl, metricsToken));
  const vessel = (await call<Vessel[]>(baseUrl, 'GET', '/Vessels', userToken))[0]!;
  const variables = (
    await call<LogVariable[]>(baseUrl, 'GET', `/LogVariables/Find?vesselId=${vessel.id}`, userToken)
  ).filter((variable) => variable.hasLogData);
  if (variables.length < 10) throw new Error(`${vessel.name} has ${variables.length} variables with data`);
  const toMs = Date.parse(vessel.logDataMaxDate!);
  const fromMs = toMs - (toMs % dayMs);
  return { vessel, variableIds: variables.slice(0, 10).map((variable) => variable.id), fromMs };
}

export type DatabaseAt = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; connectionString: string };

/** Runs `work` on the server's database opened in this process (the server stopped: PGlite has one). */
export async function withDatabase<T>(at: DatabaseAt, work: (engine: SqlEngine) => Promise<T>): Promise<T> {
  const handle = await openDatabase(
    at.kind === 'pglite' ? { kind: 'pglite', dataDir: join(at.dataDir, 'pglite') } : at,
  );
  try {
    return await work(engineFromHandle({ db: handle.db as never, pglite: handle.pglite, pool: handle.pool }));
  } finally {
    await handle.close();
  }
}

/**
 * `historyDays` days of 15-minute samples for the 10 variables, ending `historyGapDays` before the
 * demo day (whose own 1-minute samples are left alone), stored as an import stores new samples
 * (the sample store's binary COPY with the 15-minute, hour and day rollups), one day per batch.
 * Values: a smooth curve per variable with a little noise, finite everywhere.
 */
async function seedHistory(engine: SqlEngine, vesselId: string, variableIds: string[], firstMs: number) {
  const toMs = firstMs + historyDays * dayMs;
  await ensureSamplePartitions(engine, firstMs, toMs);
  let stored = 0;
  for (let dayStart = firstMs; dayStart < toMs; dayStart += dayMs) {
    const timestampsMs = Float64Array.from({ length: dayMs / quarterMs }, (_, k) => dayStart + k * quarterMs);
    const columns = variableIds.map((logVariableId, v) => ({
      logVariableId,
      values: timestampsMs.map(
        (ms) => 100 * (v + 1) + 10 * Math.sin(ms / 3_600_000 + v) + ((ms / quarterMs) % 7),
      ),
    }));
    const result = await engine.transaction((tx) => loadNewSamples(tx, vesselId, { timestampsMs, columns }));
    stored += result.inserted;
  }
  // Vacuumed and analysed now, so that PostgreSQL's autovacuum does not do it in the middle of a case.
  await engine.exec('VACUUM ANALYZE samples, sample_rollups_15m, sample_rollups_1h, sample_rollups_1d');
  return stored;
}

export type BatchAnswer = {
  items: {
    logVariableId: string;
    granularity: string;
    values: { timestamp: string; value: number; count: number; min: number; max: number }[];
  }[];
  continuationFilter: string | null;
};

/** The answer BatchFind must give for a window at Quarter, from the samples by bare SQL. */
export async function expectedQuarters(
  engine: SqlEngine,
  variableIds: string[],
  fromMs: number,
  toMs: number,
) {
  const rows = await engine.query<{ id: string; t: number; n: number; mean: number; lo: number; hi: number }>(
    `SELECT log_variable_id AS id,
            extract(epoch FROM date_bin('15 minutes', ts, TIMESTAMPTZ '2000-01-01 00:00:00+00'))::float8 * 1000 AS t,
            count(*)::int AS n, avg(value) AS mean, min(value) AS lo, max(value) AS hi
       FROM samples
      WHERE log_variable_id = ANY($1::uuid[]) AND ts >= $2 AND ts < $3
      GROUP BY 1, 2 ORDER BY 2`,
    [variableIds, new Date(fromMs).toISOString(), new Date(toMs).toISOString()],
  );
  return variableIds.map((id) =>
    rows
      .filter((row) => row.id === id)
      .map((row) => ({
        t: Number(row.t),
        n: Number(row.n),
        mean: Number(row.mean),
        lo: Number(row.lo),
        hi: Number(row.hi),
      })),
  );
}

export type ColumnsAnswer = {
  time: { startMs: number; stepMs: number; count: number };
  items: { logVariableId: string; values: (number | null)[] }[];
  continuationFilter: string | null;
};

/**
 * Null when BatchFind's compact answer (form=Columns, ADR 0122) is the bare SQL's: every quarter of
 * the SQL at its place of the axis with its mean to the form's 7 digits, null elsewhere.
 */
export function compareColumns(
  answer: ColumnsAnswer,
  variableIds: string[],
  expected: Awaited<ReturnType<typeof expectedQuarters>>,
): string | null {
  if (answer.continuationFilter !== null) return 'the answer was cut';
  if (answer.items.length !== variableIds.length) return `${answer.items.length} series`;
  for (const [i, item] of answer.items.entries()) {
    if (item.logVariableId !== variableIds[i]) return `series ${i} is ${item.logVariableId}`;
    const want = new Map(expected[i]!.map((row) => [row.t, row.mean]));
    if (item.values.length !== answer.time.count) return `series ${i}: ${item.values.length} places`;
    for (const [k, value] of item.values.entries()) {
      const mean = want.get(answer.time.startMs + k * answer.time.stepMs);
      if (
        mean === undefined ? value !== null : value === null || Math.abs(value - mean) > 1e-6 * Math.abs(mean)
      )
        return `series ${i} place ${k}: ${value} against ${mean}`;
    }
    if (item.values.filter((value) => value !== null).length !== want.size)
      return `series ${i}: ${want.size} quarters in the SQL`;
  }
  return null;
}

/** Null when BatchFind's answer is the bare SQL's (means to 1e-9 relative), or what differs. */
export function compareQuarters(
  answer: BatchAnswer,
  variableIds: string[],
  expected: Awaited<ReturnType<typeof expectedQuarters>>,
): string | null {
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (answer.continuationFilter !== null) return 'the answer was cut';
  if (answer.items.length !== variableIds.length) return `${answer.items.length} series`;
  for (const [i, item] of answer.items.entries()) {
    const want = expected[i]!;
    if (item.logVariableId !== variableIds[i]) return `series ${i} is ${item.logVariableId}`;
    if (item.values.length !== want.length)
      return `series ${i}: ${item.values.length} values, SQL ${want.length}`;
    for (const [k, value] of item.values.entries()) {
      const row = want[k]!;
      if (
        Date.parse(value.timestamp) !== row.t ||
        value.count !== row.n ||
        !close(value.value, row.mean) ||
        value.min !== row.lo ||
        value.max !== row.hi
      )
        return `series ${i} value ${k}: ${JSON.stringify(value)} against ${JSON.stringify(row)}`;
    }
  }
  return null;
}

/**
 * "The first GET /Vessels after a write" (ADR 0127): a read cache keeps an answer until a write to a
 * table the answer read, so two kinds of write are measured. (1) The everyday case: a user writes
 * at a steady 100/s (POST /Announcement/ReadByUser from 2 connections, the cheapest write a user
 * makes; crews' sync, reports and announcements are alike: the list does not read their tables)
 * while `/health`, then GET /Vessels, are loaded at 20 connections: the reads against `/health`
 * under the same writes, judged ≥ 0.5 ×. (2) PUT /Vessels/{id}/Draft of a vessel in the list,
 * which empties it: each connection alternates the write and GET /Vessels, so every read makes a
 * new list from the database; the pairs per second (reads counted) against `/health`, reported,
 * with the reads' latency from the moment autocannon builds the read, right after the write's
 * answer, to the read's answer. The writes' own time is in the pairs: the 20 connections' updates
 * of the one vessel row wait on each other's locks on PostgreSQL, so no subtraction of a
 * writes-alone rate gives the reads' own rate. First checked, twice each: right after a Draft
 * write, GET /Vessels shows it; right after a ReadByUser, the list is the one before.
 */
export async function vesselsAfterWrite(
  api: string,
  auth: Record<string, string>,
  adminAuth: Record<string, string>,
  vesselId: string,
  seconds: number,
  healthRps: number,
): Promise<HttpLoadCase[]> {
  let draft = 0;
  const nextDraft = () => 5 + (draft++ % 1000) / 100;
  const put = (value: number) =>
    fetch(`${api}/Vessels/${vesselId}/Draft`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ draftMean: value }),
    });
  const listText = async () => (await fetch(`${api}/Vessels`, { headers: auth })).text();
  for (const value of [nextDraft(), nextDraft()]) {
    if (!(await put(value)).ok) throw new Error('PUT /Vessels/{id}/Draft refused');
    const list = JSON.parse(await listText()) as { id: string; draftMean: number | null }[];
    const shown = list.find((vessel) => vessel.id === vesselId)?.draftMean;
    if (shown !== value) throw new Error(`GET /Vessels after a write shows draft ${shown}, not ${value}`);
  }
  const created = await fetch(`${api}/Announcement`, {
    method: 'POST',
    headers: { ...adminAuth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Bench', announcementDetails: 'The read path after a write.' }),
  });
  if (!created.ok) throw new Error(`POST /Announcement: ${created.status}`);
  const { announcementId } = (await created.json()) as { announcementId: string };
  const readBody = JSON.stringify([{ UserEmail: 'user@example.com', AnnouncementId: announcementId }]);
  const markRead = () =>
    fetch(`${api}/Announcement/ReadByUser`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: readBody,
    });
  for (let i = 0; i < 2; i++) {
    const before = await listText();
    const marked = await markRead();
    if (!marked.ok) throw new Error(`POST /Announcement/ReadByUser: ${marked.status} ${await marked.text()}`);
    if ((await listText()) !== before) throw new Error('GET /Vessels changed after an announcement was read');
  }
  // (1) Reads while a user writes, at a steady rate, a table the list does not read.
  const background = autocannon({
    url: `${api}/health`,
    connections: 2,
    overallRate: backgroundWritesPerSecond,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/Announcement/ReadByUser',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: readBody,
      },
    ],
    duration: 2 * seconds + 3,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const healthDuringWrites = await autocannon({
    url: `${api}/health`,
    connections: uncachedConnections,
    duration: seconds,
  });
  const healthDuringRps = healthDuringWrites.requests.total / healthDuringWrites.duration;
  const readsDuringWrites = await autocannon({
    url: `${api}/Vessels`,
    headers: auth,
    connections: uncachedConnections,
    duration: seconds,
  });
  const writes = await background;
  const writesPerSecond = writes.requests.total / writes.duration;
  // (2) Reads each right after a write that empties the list.
  const listed = await writeReadPairs(
    api,
    auth,
    {
      method: 'PUT',
      path: `/api/v1/Vessels/${vesselId}/Draft`,
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ draftMean: nextDraft() }),
    },
    seconds,
    healthRps,
  );
  const clean = (r: autocannon.Result) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0;
  const during = `while a user writes ${Math.round(writesPerSecond)}/s a table the list does not read`;
  const healthDuringName = `GET /health (${uncachedConnections} connections) ${during}`;
  return [
    caseOf(healthDuringName, healthDuringWrites, healthRps, false),
    {
      ...caseOf(`GET /Vessels ${during}`, readsDuringWrites, healthDuringRps, false),
      against: {
        name: healthDuringName,
        requestsPerSecond: healthDuringRps,
        minRatio: vesselsAfterWriteRatio,
      },
      met:
        clean(readsDuringWrites) &&
        clean(writes) &&
        readsDuringWrites.requests.total / readsDuringWrites.duration / healthDuringRps >=
          vesselsAfterWriteRatio,
    },
    {
      name: 'GET /Vessels right after a write to the list: write, read pairs (each read a new list; reads counted)',
      ...listed.pairs,
      against: { name: uncachedHealthName, requestsPerSecond: healthRps, minRatio: vesselsAfterWriteRatio },
      // Reported against the same ratio, not judged (ADR 0127).
      met: clean(listed.result) ? null : false,
    },
  ];
}

/**
 * Each of 20 connections alternates `write` and GET /Vessels (after one second of the same to warm
 * up): the pairs per second, with the reads' latency (see vesselsAfterWrite).
 */
async function writeReadPairs(
  api: string,
  auth: Record<string, string>,
  write: autocannon.Request,
  seconds: number,
  healthRps: number,
) {
  let latencies: number[] = [];
  const requests: autocannon.Request[] = [
    write,
    {
      method: 'GET',
      path: '/api/v1/Vessels',
      headers: auth,
      setupRequest: (request, context) => {
        (context as { readStartedAt?: number }).readStartedAt = performance.now();
        return request;
      },
      onResponse: (_status, _body, context) => {
        latencies.push(performance.now() - (context as { readStartedAt: number }).readStartedAt);
      },
    },
  ];
  const options = { url: `${api}/health`, connections: uncachedConnections, requests };
  await autocannon({ ...options, duration: 1 });
  latencies = [];
  const result = await autocannon({ ...options, duration: seconds });
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const pairsPerSecond = sorted.length / result.duration;
  return {
    result,
    pairs: {
      requestsPerSecond: pairsPerSecond,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      requests: sorted.length,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      ratioToHealth: pairsPerSecond / healthRps,
    },
  };
}

/** One crew write of a POST /Sync/Ops batch: a new fuel tank sounding, with its own opId and id. */
export function soundingOp(
  vesselId: string,
  fuelTankId: string,
  timestampMs: number,
  fuelAmountInTon: number,
  deviceId = 'bench-http-load',
) {
  return {
    opId: randomUUID(),
    method: 'POST',
    path: '/FuelTankSoundings',
    ifMatch: null,
    deviceId,
    body: {
      id: randomUUID(),
      vesselId,
      fuelTankId,
      timestamp: new Date(timestampMs).toISOString(),
      fuelAmountInTon,
      fuelAmountInCubicMetres: null,
      fuelTemperatureInDegreesCelcius: 40,
    },
  };
}

/** `/health` at the uncached cases' 20 connections: the baseline they are judged against. */
export async function uncachedHealthCase(api: string, seconds: number): Promise<HttpLoadCase> {
  return caseOf(
    uncachedHealthName,
    await load(`${api}/health`, { connections: uncachedConnections }, seconds),
    null,
    false,
  );
}

export async function fuelTankOf(baseUrl: string, token: string, vesselId: string): Promise<string> {
  const tanks = await call<{ id: string; isDeactivated: boolean }[]>(
    baseUrl,
    'GET',
    `/FuelTanks/Find?vesselId=${vesselId}`,
    token,
  );
  const tank = tanks.find((candidate) => !candidate.isDeactivated);
  if (!tank) throw new Error('the demo vessel has no fuel tank');
  return tank.id;
}

export async function load(
  url: string,
  options: Omit<autocannon.Options, 'url'>,
  seconds: number,
): Promise<autocannon.Result> {
  // A second of warm-up (JIT, pools), not counted.
  await autocannon({ url, connections, duration: 1, ...options });
  return autocannon({ url, connections, duration: seconds, ...options });
}

/** A fixed number of requests (one batch per connection), however long they take. */
function loadAmount(url: string, options: Omit<autocannon.Options, 'url'>, amount: number) {
  return autocannon({ url, connections, amount, timeout: 600, ...options });
}

type Target = { ratio: number; p99Ms: number | null };

export function caseOf(
  name: string,
  result: autocannon.Result,
  healthRps: number | null,
  judged: boolean,
  target: Target = { ratio: minRatioToHealth, p99Ms: maxP99Ms },
) {
  const requestsPerSecond = result.requests.total / result.duration;
  const ratioToHealth = healthRps ? requestsPerSecond / healthRps : 1;
  const clean = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
  const met = judged
    ? clean && ratioToHealth >= target.ratio && (target.p99Ms === null || result.latency.p99 <= target.p99Ms)
    : healthRps === null
      ? null
      : clean;
  return {
    name,
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ratioToHealth,
    met: healthRps === null ? (clean ? null : false) : met,
  } satisfies HttpLoadCase;
}

/** The floor servers, one after the other, before the real server starts (reported, not judged). */
async function measureFloors(seconds: number): Promise<HttpLoadCase[]> {
  const floors: HttpLoadCase[] = [];
  for (const kind of ['node:http', 'hono']) {
    const server = await startServer({ ...process.env }, 'bench/http-floor-server.ts', [kind]);
    try {
      const result = await load(`${server.baseUrl}/api/v1/health`, {}, seconds);
      floors.push(caseOf(`floor: bare ${kind}, a constant JSON`, result, null, false));
    } finally {
      await server.stop();
    }
  }
  return floors;
}

export async function runHttpLoadBench(): Promise<HttpLoadReport> {
  const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
  const only = (process.env.BENCH_HTTP_ONLY ?? '').split(',').filter(Boolean);
  const runs = (group: string) => only.length === 0 || only.includes(group);
  const floors = runs('floors') ? await measureFloors(seconds) : [];
  const adminUrl = process.env.TEST_DATABASE_URL;
  const engine = adminUrl ? 'postgres' : 'pglite';
  const dataDir = await mkdtemp(join(tmpdir(), 'wakeline-http-load-'));
  const database = adminUrl ? await createTestPostgresDatabase(adminUrl) : null;
  const metricsToken = randomUUID();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    WAKELINE_DATA_DIR: dataDir,
    WAKELINE_DIST_DIR: join(dataDir, 'dist'),
    WAKELINE_DEMO: '1',
    WAKELINE_DEMO_FLEET_DAYS: '1',
    WAKELINE_METRICS_TOKEN: metricsToken,
    DATABASE_URL: database?.url ?? '',
  };
  delete env.TEST_DATABASE_URL;
  let server = await startServer(env);
  try {
    const first = await demoDay(
      server.baseUrl,
      await signIn(server.baseUrl, 'admin@example.com'),
      await signIn(server.baseUrl, 'user@example.com'),
      metricsToken,
    );
    const { vessel, variableIds, fromMs } = first;
    // The history of the uncached BatchFind windows, written with the server stopped (PGlite is
    // one process's), and the answer of the check window by bare SQL; then the server again.
    const historyFromMs = fromMs - (historyDays + historyGapDays) * dayMs;
    const checkFromMs = historyFromMs + 5 * dayMs + 7 * quarterMs;
    await server.stop();
    const at: DatabaseAt = database
      ? { kind: 'postgres', connectionString: database.url }
      : { kind: 'pglite', dataDir };
    const { seeded, expected } = await withDatabase(at, async (engine) => ({
      seeded: await seedHistory(engine, vessel.id, variableIds, historyFromMs),
      expected: await expectedQuarters(engine, variableIds, checkFromMs, checkFromMs + dayMs),
    }));
    server = await startServer(env);
    const { baseUrl } = server;
    await waitFor('the jobs after the restart done', () => jobQueuesIdle(baseUrl, metricsToken));
    const token = await signIn(baseUrl, 'user@example.com');
    const tankId = await fuelTankOf(baseUrl, token, vessel.id);
    const auth = { Authorization: `Bearer ${token}` };
    const api = `${baseUrl}/api/v1`;
    const batchFind = `${api}/LogData/BatchFind?logVariableIds=${variableIds.join(',')}&granularity=Hour&fromDate=${new Date(fromMs).toISOString()}&toDate=${new Date(fromMs + dayMs).toISOString()}`;
    // Soundings need no order between them: 50 ops per request, each with its own ids, at
    // minutes of 2001, long before the demo history (no voyage there).
    let minute = 0;
    const soundingsFrom = Date.UTC(2001, 0, 1);
    const syncBody = () =>
      JSON.stringify({
        ops: Array.from({ length: opsPerBatch }, () => {
          const timestampMs = soundingsFrom + (minute++ % (300 * 1440)) * 60_000;
          return soundingOp(vessel.id, tankId, timestampMs, 500 + (minute % 100));
        }),
      });
    const answered = new Set<string>();
    let refusedOps = 0;
    const countOps = (_status: number, body: string) => {
      try {
        const results = (JSON.parse(body) as { results: { status: number; body: { id?: string } }[] })
          .results;
        for (const result of results)
          if (result.status === 201 && result.body.id) answered.add(result.body.id);
        refusedOps += results.filter((result) => result.status !== 201).length;
      } catch {
        refusedOps += opsPerBatch;
      }
    };

    const health = caseOf('GET /health', await load(`${api}/health`, {}, seconds), null, false);
    const cases: HttpLoadCase[] = [health];
    const rps = health.requestsPerSecond;
    if (runs('cached')) {
      cases.push(caseOf('GET /Vessels', await load(`${api}/Vessels`, { headers: auth }, seconds), rps, true));
      cases.push(
        caseOf(
          'GET /LogData/BatchFind (a day, 10 variables, hourly)',
          await load(batchFind, { headers: auth }, seconds),
          rps,
          true,
        ),
      );
      // The same as a browser asks for them (ADR 0065: answers over 1 KiB come brotli-coded).
      const browser = { ...auth, 'Accept-Encoding': 'gzip, deflate, br, zstd' };
      cases.push(
        caseOf(
          'GET /Vessels, brotli-coded',
          await load(`${api}/Vessels`, { headers: browser }, seconds),
          rps,
          true,
        ),
      );
      cases.push(
        caseOf(
          'GET /LogData/BatchFind, brotli-coded',
          await load(batchFind, { headers: browser }, seconds),
          rps,
          true,
        ),
      );
    }
    // The uncached read path (issue 25 §1), at 20 connections against /health at as many.
    const uncachedHealth = await uncachedHealthCase(api, seconds);
    cases.push(uncachedHealth);
    const rps20 = uncachedHealth.requestsPerSecond;
    // Each request a window never asked before: a day starting on one of the seeded days at one of
    // its 96 quarter hours (and, past those 6,432, the variables in another order), so no cache
    // can answer. First one window checked against the bare SQL of its samples.
    const quarterUrl = (fromWindowMs: number, ids: string[]) =>
      `/api/v1/LogData/BatchFind?logVariableIds=${ids.join(',')}&granularity=Quarter&fromDate=${new Date(fromWindowMs).toISOString()}&toDate=${new Date(fromWindowMs + dayMs).toISOString()}`;
    const checked = await fetch(`${baseUrl}${quarterUrl(checkFromMs, variableIds)}`, { headers: auth });
    const mismatch = compareQuarters((await checked.json()) as BatchAnswer, variableIds, expected);
    if (mismatch) throw new Error(`uncached BatchFind against the bare SQL: ${mismatch}`);
    const windowDays = historyDays - 1;
    let windowIndex = 0;
    const nextWindowPath = () => {
      const i = windowIndex++;
      const day = i % windowDays;
      const quarter = Math.floor(i / windowDays) % 96;
      const rotation = Math.floor(i / (windowDays * 96)) % variableIds.length;
      const from = historyFromMs + day * dayMs + quarter * quarterMs;
      if (from === checkFromMs && rotation === 0) return nextWindowPath();
      return quarterUrl(from, [...variableIds.slice(rotation), ...variableIds.slice(0, rotation)]);
    };
    if (runs('uncached-batchfind'))
      cases.push({
        ...caseOf(
          'GET /LogData/BatchFind uncached (a new day per request, 10 variables, 15-minute: 960 values)',
          await load(
            `${api}/health`,
            {
              connections: uncachedConnections,
              headers: auth,
              requests: [
                { method: 'GET', setupRequest: (request) => ({ ...request, path: nextWindowPath() }) },
              ],
            },
            seconds,
          ),
          rps20,
          true,
          { ratio: uncachedBatchFindRatio, p99Ms: uncachedBatchFindP99Ms },
        ),
        against: { name: uncachedHealthName, requestsPerSecond: rps20, minRatio: uncachedBatchFindRatio },
      });
    // The same in the compact form the app asks for (issue 25 §2, ADR 0122), from windows no
    // request of either form asked before; one first checked against the bare SQL.
    const compact = (path: string) => `${path}&dateTimeFormat=UnixEpochMs&form=Columns`;
    const checkedColumns = await fetch(`${baseUrl}${compact(quarterUrl(checkFromMs, variableIds))}`, {
      headers: auth,
    });
    const columnsMismatch = compareColumns(
      (await checkedColumns.json()) as ColumnsAnswer,
      variableIds,
      expected,
    );
    if (columnsMismatch)
      throw new Error(`uncached compact BatchFind against the bare SQL: ${columnsMismatch}`);
    if (runs('uncached-batchfind'))
      cases.push({
        ...caseOf(
          'GET /LogData/BatchFind uncached, compact form (form=Columns, 960 values)',
          await load(
            `${api}/health`,
            {
              connections: uncachedConnections,
              headers: auth,
              requests: [
                {
                  method: 'GET',
                  setupRequest: (request) => ({ ...request, path: compact(nextWindowPath()) }),
                },
              ],
            },
            seconds,
          ),
          rps20,
          true,
          { ratio: uncachedBatchFindRatio, p99Ms: uncachedBatchFindP99Ms },
        ),
        against: { name: uncachedHealthName, requestsPerSecond: rps20, minRatio: uncachedBatchFindRatio },
      });
    if (windowIndex > windowDays * 96 * variableIds.length)
      throw new Error(`${windowIndex} BatchFind requests: more than the distinct windows`);
    if (runs('uncached-vessels'))
      cases.push(
        ...(await vesselsAfterWrite(
          api,
          auth,
          { Authorization: `Bearer ${await signIn(baseUrl, 'admin@example.com')}` },
          vessel.id,
          seconds,
          rps20,
        )),
      );

    // A batch of 50 writes takes far longer than a GET: each connection sends one batch (timed
    // from the first request to the last answer), rather than a few seconds in which none ends.
    if (runs('sync')) {
      const sync = await loadAmount(
        `${api}/Sync/Ops`,
        {
          method: 'POST',
          requests: [
            {
              method: 'POST',
              headers: { ...auth, 'Content-Type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: syncBody() }),
              onResponse: countOps,
            },
          ],
        },
        connections,
      );
      cases.push(
        caseOf(`POST /Sync/Ops (${opsPerBatch} new soundings, one per connection)`, sync, rps, false),
      );
    }

    // The bench's own soundings: those at its minutes of 2001 (the demo's own are of this year).
    const stored = (
      await call<{ id: string; timestamp: string }[]>(
        baseUrl,
        'GET',
        `/FuelTankSoundings/Find?fuelTankId=${tankId}`,
        token,
      )
    ).filter((sounding) => {
      const ms = Date.parse(sounding.timestamp);
      return ms >= soundingsFrom && ms < soundingsFrom + 300 * dayMs;
    });
    const storedIds = new Set(stored.map((sounding) => sounding.id));
    const unanswered = stored.filter((sounding) => !answered.has(sounding.id));
    const lost = [...answered].filter((id) => !storedIds.has(id));
    const syncCheck = `${answered.size} ops answered 201 (${refusedOps} refused), ${stored.length} soundings stored; ${lost.length} answered but not stored, ${unanswered.length} stored without an answer seen${unanswered.length ? ` (sent as autocannon stopped: ${unanswered.map((s) => s.timestamp).join(', ')})` : ''}`;
    const syncClean = refusedOps === 0 && lost.length === 0 && stored.length === storedIds.size;
    return {
      engine,
      measuredAt: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      connections,
      secondsPerCase: seconds,
      cases,
      floors,
      syncCheck,
      seededHistory: `${seeded} samples of 15 minutes (${historyDays} days × 10 variables) before the demo day; ${windowIndex} uncached BatchFind windows asked, one checked against the bare SQL first`,
      met: syncClean && cases.every((c) => c.met !== false),
    };
  } finally {
    await server.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatHttpLoad(report: HttpLoadReport): string {
  const lines = [
    `http load on ${report.engine} (${report.connections} connections, ${report.secondsPerCase} s per case)`,
    `${'case'.padEnd(54)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'non2xx'.padStart(7)} ${'× health'.padStart(9)}`,
  ];
  for (const c of [...report.floors, ...report.cases]) {
    const verdict = c.met === null ? '' : c.met ? ' ok' : ' MISSED';
    lines.push(
      `${c.name.padEnd(54)} ${c.requestsPerSecond.toFixed(0).padStart(8)} ${String(c.p50Ms).padStart(7)} ${String(c.p99Ms).padStart(7)} ${String(c.errors + c.timeouts).padStart(7)} ${String(c.non2xx).padStart(7)} ${c.ratioToHealth.toFixed(2).padStart(9)}${verdict}`,
    );
  }
  lines.push(`  sync check: ${report.syncCheck}`);
  lines.push(`  uncached history: ${report.seededHistory}`);
  lines.push(
    `  targets: each authenticated GET ≥ ${minRatioToHealth} × /health req/s and p99 ≤ ${maxP99Ms} ms; no error or non-2xx anywhere`,
  );
  lines.push(
    `  uncached targets (against /health at ${uncachedConnections} connections): BatchFind ≥ ${uncachedBatchFindRatio} × and p99 ≤ ${uncachedBatchFindP99Ms} ms; /Vessels after a write ≥ ${vesselsAfterWriteRatio} ×`,
  );
  return lines.join('\n');
}

/** The report as bench/run.ts lists its cases: baseline = the /health a case is judged against, ratio = its req/s ÷ the case's. */
export function httpLoadResults(report: HttpLoadReport): (BenchResult & { detail: string })[] {
  const health = report.cases[0]!;
  return report.cases.slice(1).map((c) => ({
    module: `http-${report.engine}`,
    name: c.name,
    baselineName: c.against?.name ?? 'GET /health',
    baselineMs: 1000 / (c.against?.requestsPerSecond ?? health.requestsPerSecond),
    candidateMs: 1000 / c.requestsPerSecond,
    ratio: (c.against?.requestsPerSecond ?? health.requestsPerSecond) / c.requestsPerSecond,
    target: c.met === null ? null : { maxRatio: 1 / (c.against?.minRatio ?? minRatioToHealth) },
    met: c.met,
    repetitions: 1,
    detail: `${c.requestsPerSecond.toFixed(0)} req/s, p99 ${c.p99Ms} ms, ${c.errors + c.timeouts} errors, ${c.non2xx} non-2xx`,
  }));
}

export function writeHttpLoadReport(report: HttpLoadReport): void {
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', `http-load-${report.engine}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await runHttpLoadBench();
  console.log(formatHttpLoad(report));
  writeHttpLoadReport(report);
  process.exit(report.met ? 0 : 1);
}
