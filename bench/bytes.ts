/**
 * Bytes a tablet downloads (issue 16 §2, ADR 0065), as served by the real server (server/main.ts
 * in its own process, demo mode) against the same bytes without compression ("today's": the files
 * and answers as they were sent before, Accept-Encoding: identity). Body bytes; the requests' own
 * headers are the same either way.
 *
 * (a) First install: every entry of the service worker's precache manifest (index.html among
 *     them) plus sw.js itself, requested with Chromium's Accept-Encoding.
 * (b) App update: the client is built twice into temporary folders, the second time with one
 *     line added to one page module (the About page, by a build plugin: no source file is
 *     touched). The update is what the new service worker downloads: sw.js and the precache
 *     entries whose url or revision changed. Checked: every entry kept has the same bytes in both
 *     builds, and every downloaded entry differs from the old build's file of that name.
 * (c) One day of sync of one vessel, on one day of demo history (WAKELINE_DEMO_FLEET_DAYS=1):
 *     sign-in, the reference lists the app refreshes at start, the vessel's change feed from
 *     cursor 0 and then one pull a minute (the sync runner's idle poll: the empty pull is measured
 *     once and counted 1,439 times), and the log-data reads of the vessel's pages: its variables,
 *     their last values, the day of its variables at the graph's Auto interval (BatchFind, at most 10),
 *     and its positions for the day. The graph's day of log data is also measured in the spec's
 *     object form (what the app read before issue 25 §2) and in the compact form it reads now,
 *     with the bytes per value of each (target of the compact form: ≤ 16 B/value raw).
 *
 *     The day of sync is also totalled with that BatchFind in the object form ("before").
 * (d) Opening a vessel's graph page for a year: the answers the graph page asks for when a year is
 *     chosen (BatchFind of its 10 variables at the interval it picks for a year: Auto, which is Day,
 *     every continuationFilter followed), in the spec's object form (before issue 25 §2) and in the
 *     compact form it reads now, raw and as served (brotli), with bytes per value. The year is
 *     seeded through the sample store (a day of hourly samples per transaction, as an import stores
 *     them) on the in-process test server (the same app and compression; the process server above
 *     holds a day only).
 *
 * Targets: (a) served ≤ 0.4 × raw; (b) only changed entries downloaded (the check above).
 * Runs inside `npm run bench` (scripts/bench.mjs) and standalone: `node --import tsx bench/bytes.ts`.
 * Writes bench/results/bytes.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { randomUUID } from 'node:crypto';
import type { Vessel } from '../domain/contracts/vessels.ts';
import { ensureSamplePartitions } from '../server/log-data/partitions.repository.ts';
import { loadNewSamples } from '../server/log-data/sample-store.repository.ts';
import { startPipelineTestServer } from '../tests/support/import-support.ts';
import { rawRequest } from '../tests/support/raw-http.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
/** What Chromium sends. */
const browserEncoding = 'gzip, deflate, br, zstd';
const firstInstallMaxRatio = 0.4;
/** The module the second build changes. */
const changedModule = 'src/features/about/components/about-content.tsx';

type PrecacheEntry = { url: string; revision: string | null };
type Measured = { requests: number; rawBytes: number; servedBytes: number };

/** One line added to one module, as a one-line fix would. */
function changeOneModule(): Plugin {
  return {
    name: 'wakeline-bench:change-one-module',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(changedModule)) return null;
      return `${code}\n(globalThis as Record<string, unknown>).wakelineBenchRevision = 2;\n`;
    },
  };
}

async function buildClient(outDir: string, changed: boolean): Promise<number> {
  const started = performance.now();
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
    plugins: changed ? [changeOneModule()] : [],
  });
  return (performance.now() - started) / 1000;
}

/** The precache manifest injected into sw.js. */
function precacheManifest(distDir: string): PrecacheEntry[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/\{"revision":(null|"[^"]*"),"url":"([^"]+)"\}/g)].map((m) => ({
    revision: m[1] === 'null' ? null : JSON.parse(m[1]!),
    url: m[2]!,
  }));
  if (entries.length === 0) throw new Error('no precache manifest found in sw.js');
  return entries;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** server/main.ts in its own process on `distDir`, with one day of demo fleet history. */
async function startServer(distDir: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wakeline-bench-bytes-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      WAKELINE_DATA_DIR: dataDir,
      WAKELINE_DIST_DIR: distDir,
      WAKELINE_DEMO: '1',
      WAKELINE_DEMO_FLEET_DAYS: '1',
      TZ: 'UTC',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Raw and served bytes of GETs to `paths` (raw: Accept-Encoding identity). */
async function measure(origin: string, paths: readonly string[], headers: Record<string, string> = {}) {
  const total: Measured = { requests: 0, rawBytes: 0, servedBytes: 0 };
  for (const path of paths) {
    const raw = await rawRequest(origin + path, { headers: { ...headers, 'Accept-Encoding': 'identity' } });
    const served = await rawRequest(origin + path, {
      headers: { ...headers, 'Accept-Encoding': browserEncoding },
    });
    if (raw.status !== 200 || served.status !== 200)
      throw new Error(`GET ${path} answered ${raw.status}/${served.status}: ${raw.body.toString('utf8')}`);
    total.requests += 1;
    total.rawBytes += raw.body.length;
    total.servedBytes += served.body.length;
  }
  return total;
}

const add = (a: Measured, b: Measured, times = 1): Measured => ({
  requests: a.requests + b.requests * times,
  rawBytes: a.rawBytes + b.rawBytes * times,
  servedBytes: a.servedBytes + b.servedBytes * times,
});
const none: Measured = { requests: 0, rawBytes: 0, servedBytes: 0 };

/** The update's check: kept entries are byte-identical, downloaded ones differ from the old file. */
function checkUpdate(oldDir: string, newDir: string, oldEntries: PrecacheEntry[], changed: PrecacheEntry[]) {
  const oldKeys = new Set(oldEntries.map((e) => `${e.url}@${e.revision}`));
  const oldByName = new Map(oldEntries.map((e) => [e.url.replace(/-[\w-]{8}(\.\w+)$/, '$1'), e.url]));
  const kept = precacheManifest(newDir).filter((e) => oldKeys.has(`${e.url}@${e.revision}`));
  for (const entry of kept) {
    if (!readFileSync(join(oldDir, entry.url)).equals(readFileSync(join(newDir, entry.url))))
      throw new Error(`${entry.url} kept its url and revision but its bytes changed`);
  }
  let onlyRenamedImports = 0;
  for (const entry of changed) {
    const oldUrl = oldByName.get(entry.url.replace(/-[\w-]{8}(\.\w+)$/, '$1'));
    if (!oldUrl) continue;
    const before = readFileSync(join(oldDir, oldUrl), 'utf8');
    const after = readFileSync(join(newDir, entry.url), 'utf8');
    if (before === after) throw new Error(`${entry.url} is downloaded again with the same bytes`);
    // Changed only because it names a renamed chunk (hashes stripped, the same text).
    const unhashed = (text: string) => text.replace(/-[\w-]{8}\.(js|css)/g, '.$1');
    if (unhashed(before) === unhashed(after)) onlyRenamedImports += 1;
  }
  return { kept: kept.length, onlyRenamedImports };
}

export type BytesBenchResult = {
  firstInstall: Measured & { ratio: number; met: boolean };
  update: Measured & {
    entries: number;
    precacheEntries: number;
    onlyRenamedImports: number;
    shareOfInstall: number;
    met: boolean;
  };
  syncDay: Measured & { ratio: number; lines: Record<string, Measured> };
  /** The day of sync with the graph's BatchFind in the object form (before issue 25 §2). */
  syncDayBefore: Measured;
  /** The graph's day of log data (BatchFind of at most 10 variables) in both forms. */
  graphDay: GraphDay;
  /** (d) The graph page's answers for a year (BatchFind of 10 variables at Auto = Day) in both forms. */
  graphYear: GraphDay & { granularity: string };
  buildSeconds: number[];
  detail: string;
};

export async function runBytesBench(): Promise<BytesBenchResult> {
  const work = mkdtempSync(join(tmpdir(), 'wakeline-bench-builds-'));
  const oldDir = join(work, 'before');
  const newDir = join(work, 'after');
  try {
    const buildSeconds = [await buildClient(oldDir, false), await buildClient(newDir, true)];
    const oldEntries = precacheManifest(oldDir);
    const newEntries = precacheManifest(newDir);
    const server = await startServer(newDir);
    try {
      // (a) First install: the precache and the service worker itself.
      const installPaths = ['/sw.js', ...newEntries.map((e) => `/${e.url}`)];
      const install = await measure(server.origin, installPaths);
      // (b) Update: sw.js and the entries whose url or revision changed.
      const oldKeys = new Set(oldEntries.map((e) => `${e.url}@${e.revision}`));
      const changed = newEntries.filter((e) => !oldKeys.has(`${e.url}@${e.revision}`));
      const check = checkUpdate(oldDir, newDir, oldEntries, changed);
      const update = await measure(server.origin, ['/sw.js', ...changed.map((e) => `/${e.url}`)]);
      // (c) One day of sync of one vessel.
      const syncDay = await measureSyncDay(server.origin);
      // (d) The graph page for a year.
      const graphYear = await measureGraphYear();

      const installRatio = install.servedBytes / install.rawBytes;
      const result: BytesBenchResult = {
        firstInstall: { ...install, ratio: installRatio, met: installRatio <= firstInstallMaxRatio },
        update: {
          ...update,
          entries: changed.length,
          precacheEntries: newEntries.length,
          onlyRenamedImports: check.onlyRenamedImports,
          shareOfInstall: update.servedBytes / install.servedBytes,
          met: true,
        },
        syncDay: {
          ...syncDay.total,
          ratio: syncDay.total.servedBytes / syncDay.total.rawBytes,
          lines: syncDay.lines,
        },
        syncDayBefore: syncDay.before,
        graphDay: syncDay.graphDay,
        graphYear,
        buildSeconds,
        detail: '',
      };
      result.detail = describe(result);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

type GraphDay = { values: number; objects: Measured; columns: Measured };

async function measureSyncDay(
  origin: string,
): Promise<{ total: Measured; before: Measured; lines: Record<string, Measured>; graphDay: GraphDay }> {
  const signIn = async (username: string) => {
    const response = await fetch(`${origin}/api/v1/Authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'wakeline-demo' }),
    });
    if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  };
  const admin = { Authorization: `Bearer ${await signIn('admin@example.com')}` };
  const adminGet = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${origin}/api/v1${path}`, { headers: admin });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  // The demo fleet's day of history is imported in the background: wait for every vessel.
  const vessels = await adminGet<{ id: string }[]>('/Vessels');
  const deadline = Date.now() + 600_000;
  while ((await adminGet<unknown[]>('/SuccessfulImports/GetAll/31')).length < vessels.length) {
    if ((await adminGet<unknown[]>('/FailedImports')).length > 0) throw new Error('a demo import failed');
    if (Date.now() > deadline) throw new Error('the demo fleet was not imported within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }

  const token = await signIn('user@example.com');
  const crew = { Authorization: `Bearer ${token}` };
  const crewGet = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${origin}/api/v1${path}`, { headers: crew });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const [vessel] = await crewGet<{ id: string; name: string }[]>('/Vessels');
  if (!vessel) throw new Error('the demo user sees no vessel');
  const variables = await crewGet<{ id: string }[]>(
    `/LogVariables/Find?vesselId=${vessel.id}&hasLogData=true`,
  );
  if (variables.length === 0) throw new Error(`${vessel.name} has no log data`);
  const last = await crewGet<{ timestamp: string }[]>(
    `/LogData/LastReceived?logVariableIds=${variables.map((v) => v.id).join(',')}`,
  );
  const toMs = Math.max(...last.map((value) => Date.parse(value.timestamp))) + 1;
  const day = `fromDate=${new Date(toMs - 86_400_000).toISOString()}&toDate=${new Date(toMs).toISOString()}`;

  // The change feed from cursor 0 to its end, page by page, as the sync engine reads it.
  const feedPaths: string[] = [];
  let cursor = '0';
  for (;;) {
    const path = `/api/v1/Sync/Changes?vesselId=${vessel.id}&cursor=${cursor}`;
    feedPaths.push(path);
    const page = await crewGet<{ nextCursor: string; hasMore: boolean }>(path.slice('/api/v1'.length));
    cursor = page.nextCursor;
    if (!page.hasMore) break;
  }
  const ids = variables
    .slice(0, 10)
    .map((v) => v.id)
    .join(',');
  const lines: Record<string, Measured> = {
    'sign-in and reference lists': add(
      await measure(origin, ['/api/v1/FuelTypes', '/api/v1/CargoUnits', '/api/v1/Ports'], crew),
      await measurePost(origin, '/api/v1/Authenticate', {
        username: 'user@example.com',
        password: 'wakeline-demo',
      }),
    ),
    'change feed from cursor 0': await measure(origin, feedPaths, crew),
    'change feed, 1,439 empty pulls': add(
      none,
      await measure(origin, [`/api/v1/Sync/Changes?vesselId=${vessel.id}&cursor=${cursor}`], crew),
      1439,
    ),
    'log data reads': await measure(
      origin,
      [
        `/api/v1/LogVariables/Find?vesselId=${vessel.id}&hasLogData=true`,
        `/api/v1/LogData/LastReceived?logVariableIds=${variables.map((v) => v.id).join(',')}`,
        `/api/v1/LogData/BatchFind?logVariableIds=${ids}&granularity=Auto&${day}&dateTimeFormat=UnixEpochMs&form=Columns`,
        `/api/v1/VesselLocations/Find?vesselId=${vessel.id}&${day}`,
      ],
      crew,
    ),
  };
  const total = Object.values(lines).reduce((sum, line) => add(sum, line), none);
  // The graph's day of log data in the spec's object form (what the app read before issue 25 §2)
  // and in the compact form it reads now, with the values each answer carries.
  const batch = `/api/v1/LogData/BatchFind?logVariableIds=${ids}&granularity=Auto&${day}&dateTimeFormat=UnixEpochMs`;
  const objects = await crewGet<{ items: { values: unknown[] }[] }>(batch.slice('/api/v1'.length));
  const values = objects.items.reduce((n, item) => n + item.values.length, 0);
  const graphDay = {
    values,
    objects: await measure(origin, [batch], crew),
    columns: await measure(origin, [`${batch}&form=Columns`], crew),
  };
  // The same day of sync with the graph's answer in the object form, as the app read it before.
  const before = add(add(total, graphDay.columns, -1), graphDay.objects);
  return { total, before, lines, graphDay };
}

const dayMs = 86_400_000;
const hourMs = 3_600_000;
/** A year of the graph page: its 10 variables (the graph's most), hourly samples. */
const yearDays = 365;
const yearVariables = 10;

/**
 * (d) The graph page's answers when a year is chosen, in both forms: BatchFind of its variables at
 * Auto (Day for a year), every page followed. The year is seeded through the sample store on the
 * in-process test server (the same app, compression included).
 */
async function measureGraphYear(): Promise<GraphDay & { granularity: string }> {
  const server = await startPipelineTestServer({ checkResponses: false });
  try {
    const { engine } = server.pipeline.context;
    const vessel = (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0];
    if (!vessel) throw new Error('the test user sees no vessel');
    const toMs = Date.UTC(2026, 0, 1);
    const fromMs = toMs - yearDays * dayMs;
    // Sensors of a ship's graph: speed, rpm, power, fuel, temperatures, draughts, wind (magnitudes
    // as logged, so the digits of the values are those of real ones).
    const levels = [12.5, 84, 8_500, 1.45, 18, 11.2, 10.8, 7.5, 270, 1_013];
    const ids = levels.map(() => randomUUID());
    for (const [v, id] of ids.entries()) {
      await engine.query(
        `INSERT INTO log_variables (id, vessel_id, source_id, name, unit, onboard_system, sample_window_ms, first_ts, last_ts)
         VALUES ($1, $2, $3, $4, '', 'Bench', $5, $6, $7)`,
        [
          id,
          vessel.id,
          `BytesBench${v}`,
          `Bytes bench ${v}`,
          hourMs,
          new Date(fromMs).toISOString(),
          new Date(toMs).toISOString(),
        ],
      );
    }
    await ensureSamplePartitions(engine, fromMs, toMs);
    for (let dayStart = fromMs; dayStart < toMs; dayStart += dayMs) {
      const timestampsMs = Float64Array.from({ length: 24 }, (_, k) => dayStart + k * hourMs);
      const columns = ids.map((logVariableId, v) => ({
        logVariableId,
        values: timestampsMs.map(
          (ms) => levels[v]! * (1 + 0.1 * Math.sin(ms / dayMs / 9 + v) + 0.01 * Math.sin(ms / hourMs)),
        ),
      }));
      await engine.transaction((tx) => loadNewSamples(tx, vessel.id, { timestampsMs, columns }));
    }

    const crew = { Authorization: `Bearer ${await server.tokenFor('user')}` };
    const batch =
      `/api/v1/LogData/BatchFind?logVariableIds=${ids.join(',')}&granularity=Auto` +
      `&fromDate=${new Date(fromMs).toISOString()}&toDate=${new Date(toMs).toISOString()}&dateTimeFormat=UnixEpochMs`;
    type Page = {
      form?: 'Columns';
      items: { granularity: string; values: unknown[] }[];
      continuationFilter: string | null;
    };
    // Every page of an answer, as the page follows them.
    const pages = async (path: string) => {
      const paths: string[] = [];
      let values = 0;
      let granularity = '';
      let continuation: string | null = null;
      do {
        const url = continuation ? `${path}&continuationFilter=${encodeURIComponent(continuation)}` : path;
        paths.push(url);
        const response = await fetch(server.baseUrl + url, { headers: crew });
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
        const page = (await response.json()) as Page;
        for (const item of page.items)
          values += page.form ? item.values.filter((value) => value !== null).length : item.values.length;
        granularity = page.items[0]?.granularity ?? granularity;
        continuation = page.continuationFilter;
      } while (continuation);
      return { paths, values, granularity };
    };
    const objects = await pages(batch);
    const columns = await pages(`${batch}&form=Columns`);
    if (columns.values !== objects.values)
      throw new Error(`the forms carry ${objects.values} and ${columns.values} values`);
    if (objects.values < yearDays * yearVariables * 0.99)
      throw new Error(`a year of ${yearVariables} variables gave ${objects.values} values`);
    return {
      granularity: objects.granularity,
      values: objects.values,
      objects: await measure(server.baseUrl, objects.paths, crew),
      columns: await measure(server.baseUrl, columns.paths, crew),
    };
  } finally {
    await server.stop();
  }
}

async function measurePost(origin: string, path: string, body: unknown): Promise<Measured> {
  const send = (encoding: string) =>
    rawRequest(origin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': encoding },
      body: JSON.stringify(body),
    });
  const raw = await send('identity');
  const served = await send(browserEncoding);
  if (raw.status !== 200 || served.status !== 200)
    throw new Error(`POST ${path}: ${raw.status}/${served.status}`);
  return { requests: 1, rawBytes: raw.body.length, servedBytes: served.body.length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const line = (name: string, m: Measured) =>
  `${name.padEnd(34)} ${String(m.requests).padStart(6)} ${kb(m.rawBytes).padStart(12)} ${kb(m.servedBytes).padStart(12)} ${(m.servedBytes / m.rawBytes).toFixed(3).padStart(7)}`;

const perValue = (m: Measured, values: number) =>
  `${values} values: ${(m.rawBytes / values).toFixed(1)} B/value raw, ${(m.servedBytes / values).toFixed(1)} served`;

function describe(r: BytesBenchResult): string {
  return [
    `${'bytes a tablet downloads'.padEnd(34)} ${'reqs'.padStart(6)} ${'raw'.padStart(12)} ${'served'.padStart(12)} ${'ratio'.padStart(7)}`,
    `${line('(a) first install', r.firstInstall)}  target ≤ ${firstInstallMaxRatio} ${r.firstInstall.met ? 'ok' : 'MISSED'}`,
    `${line('(b) app update (one module)', r.update)}  ${r.update.entries} of ${r.update.precacheEntries} precache entries + sw.js; ${(100 * r.update.shareOfInstall).toFixed(1)} % of a served install; ${r.update.onlyRenamedImports} changed only by a renamed import; only changed entries: ok`,
    ...Object.entries(r.syncDay.lines).map(([name, m]) => line(`(c) ${name}`, m)),
    line('(c) one day of sync, one vessel', r.syncDay),
    line('(c) the same, graph as objects', r.syncDayBefore),
    `${line('graph day, object form (before)', r.graphDay.objects)}  ${perValue(r.graphDay.objects, r.graphDay.values)}`,
    `${line('graph day, compact form (now)', r.graphDay.columns)}  ${perValue(r.graphDay.columns, r.graphDay.values)}`,
    `${line(`(d) graph year (${r.graphYear.granularity}), objects`, r.graphYear.objects)}  ${perValue(r.graphYear.objects, r.graphYear.values)}`,
    `${line(`(d) graph year (${r.graphYear.granularity}), compact`, r.graphYear.columns)}  ${perValue(r.graphYear.columns, r.graphYear.values)}`,
    `builds: ${r.buildSeconds.map((s) => `${s.toFixed(1)} s`).join(', ')}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runBytesBench();
  console.log(result.detail);
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'bytes.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, ...result }, null, 2)}\n`,
  );
  if (!result.firstInstall.met || !result.update.met) process.exitCode = 1;
}
