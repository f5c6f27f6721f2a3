/**
 * Pipeline benchmarks (issue 4): `node --import tsx bench/pipeline.ts`; on PostgreSQL too with
 * TEST_DATABASE_URL set (a throwaway cluster: `eval "$(scripts/pg-test.sh start)"`). Ratios are
 * measured side by side in one run on the same database:
 *  1. import of about 1,000,000 samples end to end (upload service → receiveddata → Prepare →
 *     pendingimports → Import) vs a bare COPY of the same rows into `samples`; target: our
 *     throughput ≥ 0.5 × COPY's, i.e. time ratio ≤ 2.
 *  2. a year of hourly values for 10 variables through GET /LogData/BatchFind over HTTP (in windows
 *     of 90 days, the Hour size limit of 001 §9) vs the bare date_bin aggregate over the raw rows;
 *     target: time ratio ≤ 0.25.
 *  3. the recalculation of every long trend of one vessel-year (issue 11 §4) vs the bare SQL of the
 *     same daily averages over the same raw rows; target: time ratio ≤ 2.
 *  1b. a 1,000,000-row logger CSV through the logger import end to end (conversion, its package,
 *     the queues) vs the package import of the same samples (issue 24 §6); target: throughput
 *     ≥ 0.5 × the package's (time ratio ≤ 2), judged on both engines (both sides run on the same).
 * The targets are PostgreSQL's (issue 4); on PGlite the same figures are measured and reported
 * without a verdict. Writes bench/results/pipeline-<engine>.json.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogDataBatchResponse } from '../domain/contracts/log-data.ts';
import type { Vessel } from '../domain/contracts/vessels.ts';
import {
  csvLine,
  eventColumns,
  PACKAGE_FORMAT,
  PACKAGE_FORMAT_VERSION,
  sampleFileFor,
  variableColumns,
  type PackageManifest,
} from '../domain/import-package/format.ts';
import { openPackage } from '../server/import/package-reader.ts';
import { ZipWriter } from '../server/import/zip-writer.ts';
import { median } from './harness.ts';
import { ensureSamplePartitions } from '../server/log-data/partitions.repository.ts';
import { seedReferenceCurves } from '../server/demo/demo-fleet.ts';
import { benchAdministrator, loadSimulatedChannels, type BenchChannel } from './simulated-samples.ts';
import { presetVessel } from '../domain/sim/fleet-presets.ts';
import { simulatedPackage, startPipelineTestServer } from '../tests/support/import-support.ts';

const engineName = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** BENCH_PIPELINE_PARTS=1b (comma-separated) runs only those parts; the results file is written only for all. */
const allParts = ['1', '1b', '2', '3'];
const parts = new Set(process.env.BENCH_PIPELINE_PARTS?.split(',') ?? allParts);
const repetitions = Number(process.env.BENCH_REPETITIONS ?? 3);
const dayMs = 86_400_000;

type Result = {
  name: string;
  baselineName: string;
  baselineMs: number;
  candidateMs: number;
  ratio: number;
  target: string;
  /** null on PGlite: reported, not judged. */
  met: boolean | null;
  detail: string;
};
const results: Result[] = [];
const judged = (met: boolean): boolean | null => (engineName === 'postgres' ? met : null);

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

// Answers are not re-checked against their contracts here (the API tests do that).
const server = await startPipelineTestServer({ checkResponses: false });
const { engine } = server.pipeline.context;
const dir = await mkdtemp(join(tmpdir(), 'wakeline-bench-'));
const admin = await server.tokenFor('admin');
const vessels = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body;
console.log(`pipeline bench on ${engineName}, ${cpus().length} cpus, ${repetitions} repetitions`);

// ---- 1. import of ~1M samples end to end vs bare COPY ----------------------------------------
if (parts.has('1')) {
  const days = 47; // 47 days at one minute × 15 variables ≈ 1,000,000 samples
  const importRuns: number[] = [];
  const copyRuns: number[] = [];
  let samples = 0;
  for (let run = 0; run < repetitions; run++) {
    const importVessel = vessels[run % vessels.length]!;
    const fromMs = Date.UTC(2024, 0, 1) + run * 60 * dayMs;
    const made = await simulatedPackage(dir, {
      imo: String(importVessel.imoNumber),
      fromMs,
      days,
      stepMinutes: 1,
      seed: 100 + run,
    });
    samples = made.summary.sampleCount;

    // The same rows as CSV for COPY (not timed), for a vessel id of their own.
    const copyVessel = randomUUID();
    const chunks: string[] = [];
    const opened = await openPackage(made.file);
    const variableIds = new Map(opened.variables.map((v) => [v.id, randomUUID()]));
    for await (const day of opened.days()) {
      const lines: string[] = [];
      day.variableIds.forEach((id, c) => {
        const variable = variableIds.get(id)!;
        const values = day.values[c]!;
        for (let r = 0; r < values.length; r++) {
          if (Number.isFinite(values[r]!))
            lines.push(
              `${copyVessel},${variable},${new Date(day.timestampsMs[r]!).toISOString()},${values[r]}\n`,
            );
        }
      });
      chunks.push(lines.join(''));
    }
    await opened.close();
    await ensureSamplePartitions(engine, fromMs, fromMs + days * dayMs);
    copyRuns.push(
      await time(() => engine.copyCsv('samples', ['vessel_id', 'log_variable_id', 'ts', 'value'], chunks)),
    );

    const queues = await server.pipeline.start();
    importRuns.push(
      await time(async () => {
        const accepted = await server.pipeline.services.imports.receive(benchAdministrator(), {
          name: 'bench.zip',
          stream: createReadStream(made.file),
        });
        if (!accepted.queued) throw new Error('the bench package was not queued');
        await queues.idle(3_600_000);
      }),
    );
    const [stored] = await engine.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM samples WHERE vessel_id = $1 AND ts >= $2 AND ts < $3`,
      [importVessel.id, new Date(fromMs).toISOString(), new Date(fromMs + days * dayMs).toISOString()],
    );
    if (Number(stored!.n) !== samples)
      throw new Error(`check failed: ${stored!.n} samples stored, ${samples} sent`);
    console.log(
      `  import run ${run + 1}: ${samples} samples, COPY ${copyRuns.at(-1)!.toFixed(0)} ms, import ${importRuns.at(-1)!.toFixed(0)} ms`,
    );
  }
  const baselineMs = median(copyRuns);
  const candidateMs = median(importRuns);
  const ratio = candidateMs / baselineMs;
  results.push({
    name: `import ${samples} samples end to end`,
    baselineName: 'bare COPY',
    baselineMs,
    candidateMs,
    ratio,
    target: 'throughput ≥ 0.5 × COPY (time ratio ≤ 2)',
    met: judged(ratio <= 2),
    detail: `ours ${Math.round(samples / (candidateMs / 1000))} samples/s, COPY ${Math.round(samples / (baselineMs / 1000))} samples/s`,
  });
}

// ---- 1b. a 1,000,000-row logger CSV end to end vs the package import of the same samples ------
if (parts.has('1b')) {
  const rows = Number(process.env.BENCH_CSV_ROWS ?? 1_000_000);
  const stepMs = 60_000;
  const vessel = vessels[Math.min(2, vessels.length - 1)]!;
  const value = (i: number) => 12 + ((i * 7919) % 1000) / 100;
  const csvRuns: number[] = [];
  const packageRuns: number[] = [];
  for (let run = 0; run < repetitions; run++) {
    // Each run its own years, so nothing is already stored: the package first, the CSV 3 years on.
    const packageFromMs = Date.UTC(2010 + run * 6, 0, 1);
    const csvFromMs = packageFromMs + 3 * 365 * dayMs;
    // The package: the same values in the package format, one sample file per UTC day (not timed).
    const packagePath = join(dir, `csv-baseline-${run}.zip`);
    const zip = await ZipWriter.create(packagePath);
    const sampleFiles: string[] = [];
    let lines: string[] = [];
    let file = '';
    for (let i = 0; i <= rows; i++) {
      const atMs = packageFromMs + i * stepMs;
      const name = i < rows ? sampleFileFor(atMs) : '';
      if (name !== file) {
        if (file) {
          await zip.addFile(file, csvLine(['timestamp', 'STW']) + lines.join(''));
          sampleFiles.push(file);
        }
        file = name;
        lines = [];
      }
      if (i < rows) lines.push(csvLine([new Date(atMs).toISOString(), value(i)]));
    }
    await zip.addFile(
      'variables.csv',
      csvLine([...variableColumns]) + csvLine(['STW', `Bench speed ${run}`, 'knots', 'Bench', 60, 2, '']),
    );
    await zip.addFile('events.csv', csvLine([...eventColumns]));
    const manifest: PackageManifest = {
      format: PACKAGE_FORMAT,
      formatVersion: PACKAGE_FORMAT_VERSION,
      imoNumber: String(vessel.imoNumber),
      periodStart: new Date(packageFromMs).toISOString(),
      periodEnd: new Date(packageFromMs + rows * stepMs).toISOString(),
      createdAt: new Date(packageFromMs + rows * stepMs).toISOString(),
      software: { name: 'wakeline-bench', version: '1' },
      sampleFiles,
    };
    await zip.addFile('manifest.json', JSON.stringify(manifest));
    await zip.close();
    // The CSV as a logger exports it: semicolons, decimal commas, a zone-less time at UTC+2.
    const folder = await mkdtemp(join(tmpdir(), 'wakeline-bench-csv-'));
    const csvPath = join(folder, 'export.csv');
    const csv = createWriteStream(csvPath);
    // A fixed offset: a zone with summer time repeats an hour each autumn, which a zone-less
    // export cannot tell apart (the import refuses such files).
    const wall = {
      format: (atMs: number) => new Date(atMs + 2 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
    };
    csv.write('Time;Log speed [kn]\n');
    for (let i = 0; i < rows; i++) {
      const atMs = csvFromMs + i * stepMs;
      const ok = csv.write(`${wall.format(atMs)};${String(value(i)).replace('.', ',')}\n`);
      if (!ok) await new Promise<void>((resolve) => csv.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve) => csv.end(() => resolve()));
    const bytes = statSync(csvPath).size;

    const queues = await server.pipeline.start();
    const actor = { ...benchAdministrator(), companyId: vessel.companyId };
    packageRuns.push(
      await time(async () => {
        const accepted = await server.pipeline.services.imports.receive(actor, {
          name: 'bench.zip',
          stream: createReadStream(packagePath),
        });
        if (!accepted.queued) throw new Error('the baseline package was not queued');
        await queues.idle(3_600_000);
      }),
    );
    const loggerImports = server.pipeline.services.loggerImports;
    const mapping = await loggerImports.createMapping(actor, vessel.id, {
      sourceName: `Bench logger ${run}`,
      timeColumn: 'Time',
      timeZone: '+02:00',
      shape: 'wide',
      long: null,
      sheetName: null,
      columns: [
        {
          source: 'Log speed [kn]',
          variable: `Bench CSV speed ${run}`,
          taxon: null,
          unit: 'kn',
          densityKgPerM3: null,
        },
      ],
    });
    csvRuns.push(
      await time(async () => {
        await loggerImports.import(
          actor,
          vessel.id,
          { path: csvPath, name: 'export.csv', bytes, folder },
          mapping.id,
          mapping.mapping,
        );
        await queues.idle(3_600_000);
      }),
    );
    await rm(folder, { recursive: true, force: true });
    for (const [fromMs, what] of [
      [packageFromMs, 'package'],
      [csvFromMs, 'CSV'],
    ] as const) {
      const [stored] = await engine.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM samples WHERE vessel_id = $1 AND ts >= $2 AND ts < $3`,
        [vessel.id, new Date(fromMs).toISOString(), new Date(fromMs + rows * stepMs).toISOString()],
      );
      if (Number(stored!.n) !== rows)
        throw new Error(`check failed: ${stored!.n} of ${rows} ${what} samples stored`);
    }
    console.log(
      `  CSV run ${run + 1}: ${rows} rows (${(bytes / 1048576).toFixed(0)} MB), package ${packageRuns.at(-1)!.toFixed(0)} ms, CSV ${csvRuns.at(-1)!.toFixed(0)} ms`,
    );
  }
  const baselineMs = median(packageRuns);
  const candidateMs = median(csvRuns);
  const ratio = candidateMs / baselineMs;
  results.push({
    name: `a ${rows}-row logger CSV end to end (upload service → conversion → queues)`,
    baselineName: 'package import of the same samples',
    baselineMs,
    candidateMs,
    ratio,
    target: 'throughput ≥ 0.5 × the package import (time ratio ≤ 2)',
    met: ratio <= 2,
    detail: `CSV ${Math.round(rows / (candidateMs / 1000))} samples/s, package ${Math.round(rows / (baselineMs / 1000))} samples/s; one column at one minute, semicolons, decimal commas, a zone-less UTC+2 clock`,
  });
}

// ---- 2. a year of hourly values for 10 variables: BatchFind vs date_bin over raw rows -----------
if (parts.has('2')) {
  const vessel = vessels[vessels.length - 1]!;
  const stepMinutes = Number(process.env.BENCH_QUERY_STEP_MINUTES ?? (engineName === 'postgres' ? 1 : 5));
  const fromMs = Date.UTC(2023, 0, 1);
  const toMs = fromMs + 365 * dayMs;
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) {
    const id = randomUUID();
    ids.push(id);
    await engine.query(
      `INSERT INTO log_variables (id, vessel_id, source_id, name, unit, sample_window_ms, first_ts, last_ts)
       VALUES ($1, $2, $3, $3, 'kW', $4, $5, $6)`,
      [
        id,
        vessel.id,
        `Bench${i}`,
        stepMinutes * 60_000,
        new Date(fromMs).toISOString(),
        new Date(toMs - stepMinutes * 60_000).toISOString(),
      ],
    );
  }
  await ensureSamplePartitions(engine, fromMs, toMs);
  const setupStart = performance.now();
  for (let d = 0; d < 365; d += 30) {
    const chunk: string[] = [];
    for (const [i, id] of ids.entries()) {
      const lines: string[] = [];
      for (
        let t = fromMs + d * dayMs;
        t < Math.min(toMs, fromMs + (d + 30) * dayMs);
        t += stepMinutes * 60_000
      ) {
        lines.push(
          `${vessel.id},${id},${new Date(t).toISOString()},${(1000 + i * 10 + Math.sin(t / 3.6e6) * 50).toFixed(3)}\n`,
        );
      }
      chunk.push(lines.join(''));
    }
    await engine.copyCsv('samples', ['vessel_id', 'log_variable_id', 'ts', 'value'], chunk);
  }
  // Rollups as the import maintains them (setup, not timed).
  for (const [table, width] of [
    ['sample_rollups_15m', '15 minutes'],
    ['sample_rollups_1h', '1 hour'],
    ['sample_rollups_1d', '1 day'],
  ]) {
    await engine.query(
      `INSERT INTO ${table} (vessel_id, log_variable_id, bucket, sample_count, value_sum, value_min, value_max)
       SELECT vessel_id, log_variable_id, date_bin('${width}', ts, TIMESTAMPTZ '2000-01-01'), count(*), sum(value), min(value), max(value)
       FROM samples WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) GROUP BY 1, 2, 3`,
      [vessel.id, ids],
    );
  }
  await engine.query('ANALYZE');
  const rows = (365 * 1440 * 10) / stepMinutes;
  console.log(
    `  query setup: ${rows} raw rows (${stepMinutes}-minute samples) in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );

  const bare = () =>
    engine.query<{ n: number }>(
      `SELECT log_variable_id, date_bin('1 hour', ts, TIMESTAMPTZ '2000-01-01') AS bucket, count(*)::int AS n, avg(value) AS mean,
              min(value) AS lo, max(value) AS hi
       FROM samples WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) AND ts >= $3 AND ts < $4
       GROUP BY 1, 2 ORDER BY 1, 2`,
      [vessel.id, ids, new Date(fromMs).toISOString(), new Date(toMs).toISOString()],
    );
  const windowMs = 73 * dayMs; // five windows of 73 days, each within the Hour limit of 90 days
  const batchFind = async () => {
    let values = 0;
    let count = 0;
    for (let start = fromMs; start < toMs; start += windowMs) {
      const end = Math.min(toMs, start + windowMs);
      let continuation: string | null = null;
      do {
        const url: string = `${server.baseUrl}/api/v1/LogData/BatchFind?logVariableIds=${ids.join(',')}&granularity=Hour&fromDate=${new Date(start).toISOString()}&toDate=${new Date(end).toISOString()}&dateTimeFormat=UnixEpochMs${continuation ? `&continuationFilter=${continuation}` : ''}`;
        // A kept-alive socket the server has just closed fails once (ECONNRESET): ask again.
        const response = await fetch(url, { headers: { Authorization: `Bearer ${admin}` } }).catch(() =>
          fetch(url, { headers: { Authorization: `Bearer ${admin}` } }),
        );
        const body = (await response.json()) as LogDataBatchResponse;
        for (const item of body.items) {
          values += item.values.length;
          for (const point of item.values) count += point.count ?? 0;
        }
        continuation = body.continuationFilter;
      } while (continuation);
    }
    return { values, count };
  };
  const reference = await bare();
  const answer = await batchFind();
  const referenceCount = reference.reduce((n, row) => n + Number(row.n), 0);
  if (answer.values !== reference.length || answer.count !== referenceCount) {
    throw new Error(
      `check failed: BatchFind ${answer.values} values / ${answer.count} samples, date_bin ${reference.length} / ${referenceCount}`,
    );
  }
  const bareRuns: number[] = [];
  const findRuns: number[] = [];
  for (let run = 0; run < repetitions + 2; run++) {
    bareRuns.push(await time(bare));
    findRuns.push(await time(batchFind));
  }
  const baselineMs = median(bareRuns.slice(2));
  const candidateMs = median(findRuns.slice(2));
  results.push({
    name: `a year hourly, 10 variables (${answer.values} values)`,
    baselineName: 'date_bin over raw rows',
    baselineMs,
    candidateMs,
    ratio: candidateMs / baselineMs,
    target: 'time ratio ≤ 0.25',
    met: judged(candidateMs / baselineMs <= 0.25),
    detail: `${rows} raw rows at ${stepMinutes} min; BatchFind over HTTP in 5 windows of 73 days`,
  });
}

// ---- 3. long trends of a vessel-year: the recalculation vs the bare daily averages ------------
if (parts.has('3')) {
  const vessel = vessels.find((v) => v.imoNumber === 9476123)!;
  const stepMinutes = Number(process.env.BENCH_QUERY_STEP_MINUTES ?? (engineName === 'postgres' ? 1 : 5));
  const fromMs = Date.UTC(2024, 0, 1);
  const simVessel = presetVessel(String(vessel.imoNumber), 'bulk_carrier');
  // The ten channels the long trends read, named as the taxonomy knows them (the main engine's
  // fuel by its onboard system, ADR 0051).
  const channels: BenchChannel[] = [
    ['STW', 'Speed through water', 'knot', ''],
    ['SOG', 'Speed over ground', 'knot', ''],
    ['ShaftPower', 'Shaft power', 'kW', ''],
    ['ShaftRpm', 'Shaft speed', 'rpm', ''],
    ['DraftFore', 'Draft fore', 'm', ''],
    ['DraftAft', 'Draft aft', 'm', ''],
    ['RelWindSpeed', 'Relative wind speed', 'm/s', ''],
    ['RelWindDirection', 'Relative wind direction', 'deg', ''],
    ['SeaTemperature', 'Sea water temperature', '°C', ''],
    ['MEFuelMassFlow', 'Fuel mass flow', 'kg/hr', 'Main engine'],
  ];
  await seedReferenceCurves(engine, vessel.id, simVessel.particulars);
  const setupStart = performance.now();
  const { ids, events, stored } = await loadSimulatedChannels(engine, {
    vesselId: vessel.id,
    simVessel,
    channels,
    sourcePrefix: 'LongTrendBench',
    fromMs,
    days: 365,
    stepMinutes,
  });
  for (const event of events.filter((e) => e.type === 'HullCleaning'))
    await engine.query(
      `INSERT INTO vessel_log_events (vessel_id, ts, type) VALUES ($1, $2, 'HullCleaning')`,
      [vessel.id, new Date(event.atMs).toISOString()],
    );
  await engine.query(
    `INSERT INTO sample_rollups_15m (vessel_id, log_variable_id, bucket, sample_count, value_sum, value_min, value_max)
     SELECT vessel_id, log_variable_id, date_bin('15 minutes', ts, TIMESTAMPTZ '2000-01-01'), count(*), sum(value), min(value), max(value)
     FROM samples WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) GROUP BY 1, 2, 3`,
    [vessel.id, ids],
  );
  await engine.query('ANALYZE');
  console.log(
    `  long-trend setup: ${stored} raw rows (${stepMinutes}-minute samples) in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );
  const bare = () =>
    engine.query(
      `SELECT log_variable_id, date_trunc('day', ts) AS day, avg(value) AS mean, count(*)::int AS n
       FROM samples WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) GROUP BY 1, 2 ORDER BY 1, 2`,
      [vessel.id, ids],
    );
  const recalculate = () => server.pipeline.services.longTrends.recalculate(vessel.id);
  const summary = await recalculate();
  const days = await bare();
  if (summary.trends !== 3 || summary.blocksTotal < 35_000 || days.length < 10 * 365)
    throw new Error(
      `check failed: ${summary.trends} trends over ${summary.blocksTotal} blocks; ${days.length} daily averages`,
    );
  const bareRuns: number[] = [];
  const ourRuns: number[] = [];
  for (let run = 0; run < repetitions + 1; run++) {
    bareRuns.push(await time(bare));
    ourRuns.push(await time(recalculate));
  }
  const baselineMs = median(bareRuns.slice(1));
  const candidateMs = median(ourRuns.slice(1));
  results.push({
    name: `long trends of a vessel-year (${summary.blocksKept} of ${summary.blocksTotal} blocks kept)`,
    baselineName: 'daily avg over raw rows',
    baselineMs,
    candidateMs,
    ratio: candidateMs / baselineMs,
    target: 'time ratio ≤ 2',
    met: judged(candidateMs / baselineMs <= 2),
    detail: `${stored} raw rows of ${channels.length} variables at ${stepMinutes} min; recalculation from the 15-minute rollups`,
  });
}

for (const r of results) {
  console.log(
    `${r.name.padEnd(44)} ${r.baselineName.padEnd(24)} base ${r.baselineMs.toFixed(0).padStart(7)} ms  ours ${r.candidateMs.toFixed(0).padStart(7)} ms  ratio ${r.ratio.toFixed(3)}  ${r.target} ${r.met === null ? '(reported; judged on PostgreSQL)' : r.met ? 'ok' : 'MISSED'}  (${r.detail})`,
  );
}
const here = dirname(fileURLToPath(import.meta.url));
mkdirSync(join(here, 'results'), { recursive: true });
const resultsName = allParts.every((part) => parts.has(part))
  ? `pipeline-${engineName}.json`
  : `pipeline-${engineName}-parts.json`;
writeFileSync(
  join(here, 'results', resultsName),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), engine: engineName, node: process.version, cpus: cpus().length, results }, null, 2)}\n`,
);
await server.stop();
await rm(dir, { recursive: true, force: true });
if (results.some((r) => r.met === false)) process.exitCode = 1;
