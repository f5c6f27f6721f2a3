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
import { createTestPostgresDatabase } from '../tests/support/test-server.ts';
import type { BenchResult } from './harness.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const connections = 50;
const minRatioToHealth = 0.5;
const maxP99Ms = 50;
const opsPerBatch = 50;
const dayMs = 86_400_000;

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
  met: boolean;
};

type Server = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * A server script (`server/main.ts`, or the floor's) in a child process on a free port; resolves
 * once it serves. From then on its output (a log line per request) is drained and dropped: kept and
 * searched, it would cost this process, and so autocannon's timing, more with every request.
 */
async function startServer(
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

async function call<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
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

async function signIn(baseUrl: string, username: string): Promise<string> {
  const answer = await call<{ token: string }>(baseUrl, 'POST', '/Authenticate', undefined, {
    username,
    password: 'wakeline-demo',
  });
  return answer.token;
}

async function waitFor(label: string, check: () => Promise<boolean>, timeoutMs = 300_000): Promise<void> {
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
async function jobQueuesIdle(baseUrl: string, metricsToken: string): Promise<boolean> {
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

async function fuelTankOf(baseUrl: string, token: string, vesselId: string): Promise<string> {
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

async function load(
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

function caseOf(name: string, result: autocannon.Result, healthRps: number | null, judged: boolean) {
  const requestsPerSecond = result.requests.total / result.duration;
  const ratioToHealth = healthRps ? requestsPerSecond / healthRps : 1;
  const clean = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
  const met = judged
    ? clean && ratioToHealth >= minRatioToHealth && result.latency.p99 <= maxP99Ms
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
  const floors = await measureFloors(seconds);
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
  const server = await startServer(env);
  try {
    const { baseUrl } = server;
    const adminToken = await signIn(baseUrl, 'admin@example.com');
    const token = await signIn(baseUrl, 'user@example.com');
    const { vessel, variableIds, fromMs } = await demoDay(baseUrl, adminToken, token, metricsToken);
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
          const id = randomUUID();
          return {
            opId: randomUUID(),
            method: 'POST',
            path: '/FuelTankSoundings',
            ifMatch: null,
            deviceId: 'bench-http-load',
            body: {
              id,
              vesselId: vessel.id,
              fuelTankId: tankId,
              timestamp: new Date(soundingsFrom + (minute++ % (300 * 1440)) * 60_000).toISOString(),
              fuelAmountInTon: 500 + (minute % 100),
              fuelAmountInCubicMetres: null,
              fuelTemperatureInDegreesCelcius: 40,
            },
          };
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
    // A batch of 50 writes takes far longer than a GET: each connection sends one batch (timed
    // from the first request to the last answer), rather than a few seconds in which none ends.
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
    cases.push(caseOf(`POST /Sync/Ops (${opsPerBatch} new soundings, one per connection)`, sync, rps, false));

    const stored = await call<{ id: string; timestamp: string }[]>(
      baseUrl,
      'GET',
      `/FuelTankSoundings/Find?fuelTankId=${tankId}`,
      token,
    );
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
  lines.push(
    `  targets: each authenticated GET ≥ ${minRatioToHealth} × /health req/s and p99 ≤ ${maxP99Ms} ms; no error or non-2xx anywhere`,
  );
  return lines.join('\n');
}

/** The report as bench/run.ts lists its cases: baseline = /health, ratio = health req/s ÷ case req/s. */
export function httpLoadResults(report: HttpLoadReport): (BenchResult & { detail: string })[] {
  const health = report.cases[0]!;
  return report.cases.slice(1).map((c) => ({
    module: `http-${report.engine}`,
    name: c.name,
    baselineName: 'GET /health',
    baselineMs: 1000 / health.requestsPerSecond,
    candidateMs: 1000 / c.requestsPerSecond,
    ratio: health.requestsPerSecond / c.requestsPerSecond,
    target: c.met === null ? null : { maxRatio: 1 / minRatioToHealth },
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
