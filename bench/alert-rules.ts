/**
 * Alert rule evaluation (issue 14 §2, ADR 0083): `node --import tsx bench/alert-rules.ts` (PGlite;
 * PostgreSQL with TEST_DATABASE_URL). Target: evaluating 50 rules adds at most 10 % to the import
 * of a 1,000,000-sample package. Per repetition, side by side on the same database: the package's
 * import end to end (upload service → receiveddata → Prepare → pendingimports → Import) on a vessel
 * without rules is the baseline; then 50 rules on its 15 variables (Above their 99.5th percentile,
 * Below their 0.5th, outside their 0.25th-99.75th, no data for 30 minutes: limits an alert is set
 * at, crossed a few times a day, not by every second sample) are evaluated over the
 * package's range by the job's own function, which is the candidate: ratio = evaluation / import.
 * Writes bench/results/alert-rules-<engine>.json.
 */
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { Vessel } from '../domain/contracts/vessels.ts';
import { evaluateVesselRules } from '../server/notifications/rule-evaluation.ts';
import { median } from './harness.ts';
import { benchAdministrator } from './simulated-samples.ts';
import { simulatedPackage, startPipelineTestServer } from '../tests/support/import-support.ts';

const engineName = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const repetitions = Number(process.env.BENCH_REPETITIONS ?? 3);
const dayMs = 86_400_000;
const maxRatio = 0.1;

const server = await startPipelineTestServer({ checkResponses: false });
const { engine } = server.pipeline.context;
const dir = await mkdtemp(join(tmpdir(), 'wakeline-bench-rules-'));
const vessels = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body;
console.log(`alert rule bench on ${engineName}, ${cpus().length} cpus, ${repetitions} repetitions`);

const importRuns: number[] = [];
const evaluationRuns: number[] = [];
let samples = 0;
let incidents = 0;
const queues = await server.pipeline.start();
for (let run = 0; run < repetitions; run++) {
  const vessel = vessels[run % vessels.length]!;
  const days = 47; // 47 days at one minute × 15 variables ≈ 1,000,000 samples
  const fromMs = Date.UTC(2024, 0, 1) + run * 60 * dayMs;
  const made = await simulatedPackage(dir, {
    imo: String(vessel.imoNumber),
    fromMs,
    days,
    stepMinutes: 1,
    seed: 300 + run,
  });
  samples = made.summary.sampleCount;
  await engine.query('DELETE FROM notification_rules WHERE vessel_id = $1', [vessel.id]);
  const importStarted = performance.now();
  const accepted = await server.pipeline.services.imports.receive(benchAdministrator(), {
    name: 'bench.zip',
    stream: createReadStream(made.file),
  });
  if (!accepted.queued) throw new Error('the bench package was not queued');
  await queues.idle(3_600_000);
  importRuns.push(performance.now() - importStarted);
  await server.pipeline.idle(600_000);

  // 50 rules on the vessel's variables, limits from the package's own distribution (not timed).
  const stats = await engine.query<{
    id: string;
    lowEdge: number;
    low: number;
    high: number;
    highEdge: number;
  }>(
    `SELECT log_variable_id AS id,
            percentile_cont(0.0025) WITHIN GROUP (ORDER BY value) AS lowEdge,
            percentile_cont(0.005) WITHIN GROUP (ORDER BY value) AS low,
            percentile_cont(0.995) WITHIN GROUP (ORDER BY value) AS high,
            percentile_cont(0.9975) WITHIN GROUP (ORDER BY value) AS highEdge
       FROM samples WHERE vessel_id = $1 AND ts >= $2 AND ts < $3 GROUP BY log_variable_id ORDER BY 1`,
    [vessel.id, new Date(fromMs).toISOString(), new Date(fromMs + days * dayMs).toISOString()],
  );
  const kinds = ['Above', 'Below', 'OutsideRange', 'NoData'] as const;
  for (let index = 0; index < 50; index++) {
    const variable = stats[index % stats.length]!;
    const kind = kinds[index % 4 === 3 && index >= 40 ? 3 : index % 3]!;
    const flat = variable.lowEdge === variable.highEdge;
    await engine.query(
      `INSERT INTO notification_rules (id, vessel_id, log_variable_id, name, condition_type, lower_limit,
         upper_limit, no_data_minutes, severity, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Warning', now())`,
      [
        randomUUID(),
        vessel.id,
        variable.id,
        `Bench ${index}`,
        kind,
        kind === 'Below' ? variable.low : kind === 'OutsideRange' ? variable.lowEdge : null,
        kind === 'Above'
          ? variable.high
          : kind === 'OutsideRange'
            ? flat
              ? variable.highEdge + 1
              : variable.highEdge
            : null,
        kind === 'NoData' ? 30 : null,
      ],
    );
  }
  const evaluationStarted = performance.now();
  const result = await evaluateVesselRules(engine, {
    vesselId: vessel.id,
    from: new Date(fromMs),
    to: new Date(fromMs + days * dayMs),
    now: new Date(),
  });
  evaluationRuns.push(performance.now() - evaluationStarted);
  if (result.rulesEvaluated !== 50) throw new Error(`check failed: ${result.rulesEvaluated} rules evaluated`);
  incidents = result.opened.length;
  const [stored] = await engine.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM incidents WHERE vessel_id = $1',
    [vessel.id],
  );
  if (Number(stored!.n) !== incidents)
    throw new Error(`check failed: ${stored!.n} incidents, ${incidents} opened`);
  console.log(
    `  run ${run + 1}: ${samples} samples, import ${importRuns.at(-1)!.toFixed(0)} ms, 50 rules ${evaluationRuns.at(-1)!.toFixed(0)} ms (${incidents} incidents)`,
  );
  await engine.query('DELETE FROM notification_rules WHERE vessel_id = $1', [vessel.id]);
}
const baselineMs = median(importRuns);
const candidateMs = median(evaluationRuns);
const ratio = candidateMs / baselineMs;
const met = ratio <= maxRatio;
const result = {
  name: `50 alert rules after the import of ${samples} samples`,
  baselineName: 'the import end to end',
  baselineMs,
  candidateMs,
  ratio,
  target: `evaluation ≤ ${maxRatio} × import`,
  met,
  detail: `${incidents} incidents opened by the last run`,
};
console.log(
  `${result.name}: import ${baselineMs.toFixed(0)} ms, evaluation ${candidateMs.toFixed(0)} ms, ratio ${ratio.toFixed(3)} (target ≤ ${maxRatio}) ${met ? 'ok' : 'MISSED'}`,
);
const out = join(dirname(fileURLToPath(import.meta.url)), 'results', `alert-rules-${engineName}.json`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ engine: engineName, cpus: cpus().length, results: [result] }, null, 2)}\n`,
);
await server.stop();
await rm(dir, { recursive: true, force: true });
process.exit(met ? 0 : 1);
