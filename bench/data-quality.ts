/**
 * Outage detection benchmark (issue 13 §5, ADR 0074): "outage detection over a vessel-year of
 * 1-minute data at most 1.5 × the time of the bare SQL gap query (window function over the same
 * rows)". One vessel-year of simulated speed over ground, speed through water and shaft power at 1
 * minute (BENCH_DQ_STEP_MINUTES), with the simulator's dropouts. Candidate: `findGaps`, what
 * GET /DataQuality/DataOutage runs per vessel (the gaps inside the range plus the gaps across its
 * edges). Baseline, same run, same database: the bare `lag(ts)` gap query over the same rows. The
 * candidate's inner gaps are checked equal to the baseline's before timing. Target: ratio ≤ 1.5.
 *
 * Runs inside `npm run bench` and standalone: `node --import tsx bench/data-quality.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { Vessel } from '../domain/contracts/vessels.ts';
import { presetVessel } from '../domain/sim/fleet-presets.ts';
import { bareGapSql, findGaps } from '../server/data-quality/data-quality.repository.ts';
import { startPipelineTestServer } from '../tests/support/import-support.ts';
import { compareAlternating, type BenchResult } from './harness.ts';
import { loadSimulatedChannels, type BenchChannel } from './simulated-samples.ts';

export const dataQualityBenchCase = { module: 'data-quality', name: 'outages over a vessel-year' } as const;
export type DataQualityBenchResult = BenchResult & { detail: string };

const dayMs = 86_400_000;
const maxRatio = 1.5;
const minimumGapMinutes = 60;

export async function runDataQualityBench(): Promise<DataQualityBenchResult> {
  const repetitions = Number(process.env.BENCH_REPETITIONS ?? 5);
  const stepMinutes = Number(process.env.BENCH_DQ_STEP_MINUTES ?? 1);
  const server = await startPipelineTestServer({ checkResponses: false });
  try {
    const { engine } = server.pipeline.context;
    const vessel = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
      (v) => v.imoNumber === 9476123,
    )!;
    const fromMs = Date.UTC(2025, 0, 1);
    const days = 365;
    const toMs = fromMs + days * dayMs;
    const channels: BenchChannel[] = [
      ['SOG', 'Speed over ground', 'knot', 'GPS'],
      ['STW', 'Speed through water', 'knot', 'Speed log'],
      ['ShaftPower', 'Shaft power', 'kW', 'Torque meter'],
    ];
    const setupStart = performance.now();
    const { stored } = await loadSimulatedChannels(engine, {
      vesselId: vessel.id,
      simVessel: presetVessel(String(vessel.imoNumber), 'bulk_carrier'),
      channels,
      sourcePrefix: 'DqBench',
      fromMs,
      days,
      stepMinutes,
      seed: 17,
    });
    await engine.query('ANALYZE');
    const setupSeconds = (performance.now() - setupStart) / 1000;

    const params = [
      vessel.id,
      new Date(fromMs).toISOString(),
      new Date(toMs).toISOString(),
      minimumGapMinutes,
    ];
    const bare = () =>
      engine.query<{ log_variable_id: string; prev_ms: number; ts_ms: number }>(bareGapSql, params);
    const ours = () => findGaps(engine, vessel.id, fromMs, toMs, minimumGapMinutes);

    const baseline = await bare();
    const candidate = await ours();
    const key = (id: string, a: number, b: number) => `${id}|${a}|${b}`;
    const inner = new Set(
      baseline.map((row) => key(row.log_variable_id, Number(row.prev_ms), Number(row.ts_ms))),
    );
    const found = new Set(
      candidate.filter((gap) => !gap.isOpen).map((g) => key(g.logVariableId, g.startMs, g.endMs)),
    );
    const missing = [...inner].filter((k) => !found.has(k));
    if (missing.length > 0 || baseline.length === 0)
      throw new Error(
        `check failed: ${missing.length} of ${baseline.length} gaps of the bare query not found`,
      );

    const result = await compareAlternating({
      module: dataQualityBenchCase.module,
      name: dataQualityBenchCase.name,
      baselineName: 'bare gap query',
      repetitions,
      maxRatio,
      baseline: bare,
      candidate: ours,
    });
    return {
      ...result,
      detail: `${engine.kind}; ${stored} samples of ${channels.length} variables at ${stepMinutes} min (setup ${setupSeconds.toFixed(0)} s); ${baseline.length} gaps over ${minimumGapMinutes} min, ${candidate.length} outages with the range's edges`,
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runDataQualityBench();
  console.log(
    `${result.module}: ${result.name}  bare ${result.baselineMs.toFixed(1)} ms  ours ${result.candidateMs.toFixed(1)} ms  ratio ${result.ratio.toFixed(3)}  target ≤ ${maxRatio} ${result.met ? 'ok' : 'MISSED'}\n  ${result.detail}`,
  );
  if (!result.met) process.exitCode = 1;
}
