/**
 * CII by day benchmark (issue 13 §3, ADR 0063): "CII by day for a year at most 0.1 × the time of
 * computing it from raw samples (use the rollups)". One vessel-year of simulated speed over ground
 * and main and auxiliary engine fuel mass flow (1-minute samples by default, BENCH_CII_STEP_MINUTES)
 * with its daily rollups as the import keeps them, and the emission-report voyages of the same
 * simulation. Candidate: the CII service's `day` for the year (settings, voyages for the fuel mix,
 * variables, the daily rollups, the series). Baseline, in the same run on the same database: the
 * same service computing the same days from the raw samples (the daily means by date_bin over the
 * samples table). Both answers are checked equal before timing. Target: ratio ≤ 0.1.
 *
 * Runs inside `npm run bench` (bench/run.ts, after the synchronous cases) and standalone:
 * `node --import tsx bench/cii.ts`. BENCH_REPETITIONS (default 5) sets the timed runs per side.
 */
import { fileURLToPath } from 'node:url';
import type { CiiDays } from '../domain/contracts/cii.ts';
import type { Vessel } from '../domain/contracts/vessels.ts';
import { presetVessel } from '../domain/sim/fleet-presets.ts';
import { createVoyageLog } from '../domain/sim/voyage-log.ts';
import { createCiiService } from '../server/cii/cii.service.ts';
import type { DailyMeansReader } from '../server/cii/cii.repository.ts';
import { seedDemoVoyages } from '../server/demo/demo-voyages.ts';
import { startPipelineTestServer } from '../tests/support/import-support.ts';
import { compareAlternating, type BenchResult } from './harness.ts';
import { benchAdministrator, loadSimulatedChannels, type BenchChannel } from './simulated-samples.ts';

export const ciiBenchCase = { module: 'cii', name: 'CII by day for a vessel-year' } as const;
export type CiiBenchResult = BenchResult & { detail: string };

const dayMs = 86_400_000;
const maxRatio = 0.1;

/** The baseline's source: the daily means computed from the raw samples. */
const rawSampleMeans: DailyMeansReader = async (conn, vesselId, variableIds, fromMs, toMs) => {
  const rows = await conn.query<{ day_ms: number; id: string; mean: number }>(
    `SELECT (extract(epoch FROM date_bin('1 day', ts, TIMESTAMPTZ '2000-01-01 00:00:00+00')) * 1000)::float8 AS day_ms,
            log_variable_id AS id, avg(value) AS mean
       FROM samples
      WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[])
        AND ts >= to_timestamp($3::float8 / 1000) AND ts < to_timestamp($4::float8 / 1000)
      GROUP BY 1, 2`,
    [vesselId, [...variableIds], fromMs, toMs],
  );
  return rows.map((row) => ({ dayMs: Number(row.day_ms), variableId: row.id, mean: Number(row.mean) }));
};

function sameDays(a: CiiDays, b: CiiDays): string | null {
  if (a.days.length !== b.days.length) return `${a.days.length} days against ${b.days.length}`;
  const close = (x: number | null, y: number | null) =>
    x === y || (x !== null && y !== null && Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y)));
  for (const [i, day] of a.days.entries()) {
    const other = b.days[i]!;
    if (
      day.date !== other.date ||
      !close(day.distanceNm, other.distanceNm) ||
      !close(day.co2Tonnes, other.co2Tonnes) ||
      !close(day.attainedCii, other.attainedCii) ||
      !close(day.cumulativeAttainedCii, other.cumulativeAttainedCii)
    )
      return `${day.date} differs`;
  }
  return null;
}

export async function runCiiBench(): Promise<CiiBenchResult> {
  const repetitions = Number(process.env.BENCH_REPETITIONS ?? 5);
  const stepMinutes = Number(process.env.BENCH_CII_STEP_MINUTES ?? 1);
  const server = await startPipelineTestServer({ checkResponses: false });
  try {
    const { engine } = server.pipeline.context;
    const vessel = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
      (v) => v.imoNumber === 9476123,
    )!;
    const year = 2025;
    const fromMs = Date.UTC(year, 0, 1);
    const days = 365;
    const simVessel = presetVessel(String(vessel.imoNumber), 'bulk_carrier');
    const channels: BenchChannel[] = [
      ['SOG', 'Speed over ground', 'knot', 'GPS'],
      ['MEFuelMassFlow', 'Fuel mass flow', 'kg/hr', 'Main engine'],
      ['AEFuelMassFlow', 'Fuel mass flow', 'kg/hr', 'Auxiliary engines'],
    ];
    const setupStart = performance.now();
    const log = createVoyageLog();
    const { ids, events, stored } = await loadSimulatedChannels(engine, {
      vesselId: vessel.id,
      simVessel,
      channels,
      sourcePrefix: 'CiiBench',
      fromMs,
      days,
      stepMinutes,
      seed: 13,
      onStep: (step) => log.record(step),
    });
    // The daily rollups as the import keeps them (setup, not timed).
    await engine.query(
      `INSERT INTO sample_rollups_1d (vessel_id, log_variable_id, bucket, sample_count, value_sum, value_min, value_max)
       SELECT vessel_id, log_variable_id, date_bin('1 day', ts, TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*), sum(value), min(value), max(value)
       FROM samples WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) GROUP BY 1, 2, 3`,
      [vessel.id, ids],
    );
    const voyages = await seedDemoVoyages(server.pipeline.context.db, {
      imoNumber: String(vessel.imoNumber),
      events,
      log,
      draftLadenM: simVessel.draftLadenM,
      draftBallastM: simVessel.draftBallastM,
      now: new Date(fromMs + days * dayMs),
    });
    await engine.query('ANALYZE');
    const setupSeconds = (performance.now() - setupStart) / 1000;

    const actor = benchAdministrator();
    const access = async () => {};
    const ours = createCiiService({ ...server.pipeline.context, access });
    const fromRaw = createCiiService({ ...server.pipeline.context, access, readDailyMeans: rawSampleMeans });
    const query = { vesselId: vessel.id, year };
    const candidate = await ours.day(actor, query);
    const baseline = await fromRaw.day(actor, query);
    const difference = sameDays(candidate, baseline);
    if (difference) throw new Error(`check failed: the rollups and the raw samples disagree (${difference})`);
    if (candidate.days.length !== days || candidate.days.every((day) => day.attainedCii === null))
      throw new Error(`check failed: ${candidate.days.length} days, none with a CII`);

    const result = await compareAlternating({
      module: ciiBenchCase.module,
      name: ciiBenchCase.name,
      baselineName: 'from raw samples',
      repetitions,
      maxRatio,
      baseline: () => fromRaw.day(actor, query),
      candidate: () => ours.day(actor, query),
    });
    return {
      ...result,
      detail: `${engine.kind}; ${stored} raw samples of 3 variables at ${stepMinutes} min, ${voyages} voyages (setup ${setupSeconds.toFixed(0)} s); ${candidate.days.length} days, ${candidate.days.filter((d) => d.attainedCii !== null).length} with a CII; both answers equal`,
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runCiiBench();
  console.log(
    `${result.module}: ${result.name}  raw ${result.baselineMs.toFixed(1)} ms  rollups ${result.candidateMs.toFixed(1)} ms  ratio ${result.ratio.toFixed(3)}  target ≤ ${maxRatio} ${result.met ? 'ok' : 'MISSED'}\n  ${result.detail}`,
  );
  if (!result.met) process.exitCode = 1;
}
