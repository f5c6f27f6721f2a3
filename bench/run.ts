/**
 * `npm run bench [filter]`: runs every registered bench module (or the cases whose module or name
 * contains `filter`), prints candidate/baseline ratios measured in the same run and writes
 * bench/results/latest.json. Exits 1 when a case misses its target. To add a benchmark, export a
 * BenchModule from a `*.bench.ts` file and list it in MODULES. Cases that need a server run after
 * them, one at a time (the offline flush of bench/offline-flush.ts, the CII by day of bench/cii.ts,
 * a year hourly through BatchFind against DuckDB of bench/aggregates.ts, the graph page over a year in
 * Chromium of bench/graph-year.ts,
 * the HTTP load of bench/http-load.ts on PGlite, the dashboard of bench/dashboards.ts; scripts/bench.mjs
 * runs the HTTP load on PostgreSQL too).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { downsampleBench } from './downsample.bench.ts';
import { describeTarget, runCase, type BenchModule, type BenchResult } from './harness.ts';
import { mapTrackBench } from './map-track.bench.ts';
import { outliersBench } from './outliers.bench.ts';
import { regressionBench } from './regression.bench.ts';

const MODULES: BenchModule[] = [regressionBench, outliersBench, downsampleBench, mapTrackBench];

const filter = process.argv[2]?.toLowerCase();
const results: BenchResult[] = [];
const failedChecks: string[] = [];
const started = performance.now();

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(3) : ms.toFixed(1));
console.log(
  `${'case'.padEnd(34)} ${'baseline'.padEnd(14)} ${'base ms'.padStart(10)} ${'ours ms'.padStart(10)} ${'ratio'.padStart(8)}  target`,
);
for (const module of MODULES) {
  for (const c of module.cases()) {
    if (filter && !`${module.name} ${c.name}`.toLowerCase().includes(filter)) continue;
    let r: BenchResult;
    try {
      r = runCase(module.name, c);
    } catch (error) {
      // A failed agreement check is a failed case, never a timing.
      console.log(`${`${module.name}: ${c.name}`.padEnd(34)} CHECK FAILED: ${(error as Error).message}`);
      failedChecks.push(`${module.name}: ${c.name}`);
      continue;
    }
    report(r);
  }
}

function report(r: BenchResult, detail = ''): void {
  results.push(r);
  const verdict = r.met === null ? '' : r.met ? 'ok' : 'MISSED';
  console.log(
    `${`${r.module}: ${r.name}`.padEnd(34)} ${r.baselineName.padEnd(14)} ${fmt(r.baselineMs).padStart(10)} ${fmt(r.candidateMs).padStart(10)} ${r.ratio.toFixed(3).padStart(8)}  ${describeTarget(r.target)} ${verdict}${detail ? `\n  ${detail}` : ''}`,
  );
}

/**
 * A bench case of its own module (one result, or several judged from one setup), run when the
 * filter names it; a failed check is reported, not thrown.
 */
async function runServerCase(
  name: string,
  run: () => Promise<(BenchResult & { detail?: string }) | (BenchResult & { detail?: string })[]>,
): Promise<void> {
  if (filter && !name.toLowerCase().includes(filter)) return;
  try {
    const answer = await run();
    for (const r of Array.isArray(answer) ? answer : [answer]) report(r, r.detail);
  } catch (error) {
    console.log(`${name.padEnd(34)} CHECK FAILED: ${(error as Error).message}`);
    failedChecks.push(name);
  }
}

await runServerCase('offline 1,000 queued changes flushed after reconnection', async () =>
  (await import('./offline-flush.ts')).runOfflineFlushBench(),
);
// The CII by day of a vessel-year from the rollups against the raw samples, on a server of its own.
await runServerCase('cii CII by day for a vessel-year', async () => (await import('./cii.ts')).runCiiBench());
// Outage detection over a vessel-year against the bare gap query, on a server of its own.
await runServerCase('data-quality outages over a vessel-year', async () =>
  (await import('./data-quality.ts')).runDataQualityBench(),
);
// The annual MRV report of a vessel with 400 voyages against the bare SQL of its voyages and fuel:
// its figures (≤ 2 ×) and its download with exceljs (≤ 3.5 ×).
await runServerCase('emission-reports annual MRV report, 400 voyages', async () =>
  (await import('./emission-reports.ts')).runEmissionReportsBench(),
);

// A year hourly of 10 variables through BatchFind against DuckDB's time_bucket over the same raw
// rows (issue 25 §3, ADR 0123), on a server of its own; PostgreSQL when TEST_DATABASE_URL is set.
await runServerCase('aggregates a year hourly of 10 variables', async () =>
  (await import('./aggregates.ts')).runAggregatesBench(),
);

// The graph page over a year of 10 variables in Chromium, from a trace (issue 25 §3, ADR 0126): the
// charts drawn within 1 s of the answer, pan and zoom fluid; on a server of its own, PGlite.
await runServerCase('graph a year of 10 variables in the page', async () => {
  const env = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    return await (await import('./graph-year.ts')).runGraphYearBench();
  } finally {
    if (env !== undefined) process.env.TEST_DATABASE_URL = env;
  }
});

// A dashboard of 8 widgets over the 7 demo vessels against the bare SQL of its widgets (ADR 0084).
await runServerCase('dashboards 8 widgets over 7 vessels', async () =>
  (await import('./dashboards.ts')).runDashboardsBench(),
);

// Requests/s and p99 at 50 connections against the real server on PGlite (bench/http-load.ts).
const httpCase = 'http-load on PGlite';
if (!filter || httpCase.toLowerCase().includes(filter)) {
  const { formatHttpLoad, httpLoadResults, runHttpLoadBench, writeHttpLoadReport } =
    await import('./http-load.ts');
  try {
    const env = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    const httpReport = await runHttpLoadBench().finally(() => {
      if (env !== undefined) process.env.TEST_DATABASE_URL = env;
    });
    writeHttpLoadReport(httpReport);
    console.log(formatHttpLoad(httpReport));
    for (const r of httpLoadResults(httpReport)) report(r, r.detail);
    if (!httpReport.met && httpLoadResults(httpReport).every((r) => r.met !== false))
      failedChecks.push(httpCase);
  } catch (error) {
    console.log(`${httpCase.padEnd(34)} CHECK FAILED: ${(error as Error).message}`);
    failedChecks.push(httpCase);
  }
}

const totalSeconds = (performance.now() - started) / 1000;
const missed = results.filter((r) => r.met === false);
const here = dirname(fileURLToPath(import.meta.url));
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'latest.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      filter: filter ?? null,
      totalSeconds,
      failedChecks,
      results,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\n${results.length} cases in ${totalSeconds.toFixed(1)} s; ${missed.length} missed a target; ${failedChecks.length} failed their check.`,
);
console.log('ratio = our time / baseline time (below 1: ours is faster). Results: bench/results/latest.json');
if (missed.length > 0 || failedChecks.length > 0) process.exitCode = 1;
