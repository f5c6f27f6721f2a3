// The ISO 19030-2 wind-corrected speed performance series (ADR 0104, ADR 0119): the daily values on
// wind-corrected power and on measured power from the same blocks, computed at the long-trend
// recalculation and stored with the key of the inputs they came from. The ISO 19030 indicators' GET
// reads them when the key still matches what the vessel has now; otherwise (settings, curves or
// events changed since, a recalculation is on its way) it computes them on read as before.
import { createHash } from 'node:crypto';
import { messages } from '../../domain/messages.ts';
import { dailyDeviations, type DailyValue } from '../../domain/performance/long-trends.ts';
import type { Block, BlockChannel, VesselReferences } from '../../domain/performance/steady-state.ts';
import { trendEventTimes, type TrendEventMark } from '../../domain/performance/trend-events.ts';
import type { WindSettings } from '../../domain/performance/wind-correction.ts';
import type { DataContext } from '../context.ts';
import { vesselSettingsTable } from '../vessel-settings/public.ts';
import { findVesselById } from '../vessels/public.ts';
import { findChannelVariables, listTrendEvents, readBlocks } from './long-trends.repository.ts';
import { readReferenceCurves, vesselReferences } from './vessel-references.ts';
import { deleteWindSeries, findWindSeries, storeWindSeries } from './wind-series.repository.ts';

/** What the series is computed from, with its key; or why the vessel's values are not wind-corrected. */
export type WindSeriesInputs =
  | {
      applied: true;
      key: string;
      wind: WindSettings;
      references: VesselReferences;
      variables: Partial<Record<BlockChannel, string>>;
      events: TrendEventMark[];
    }
  | { applied: false; reason: string };

/**
 * The daily speed performance values on wind-corrected power and on measured power, from the same
 * blocks (both through the wind filter at the area's reference height), or why there are none.
 */
export type WindCorrectedSeries =
  | {
      applied: true;
      corrected: DailyValue[];
      uncorrected: DailyValue[];
      blocksKept: number;
      /** Read from the store (true) or computed on this read (false). */
      stored: boolean;
    }
  | { applied: false; reason: string };

/**
 * The inputs of the vessel's wind-corrected series as they are now: the area (vessel settings), the
 * relative wind logged and a PowerSpeed curve are needed, in that order of the reasons. The key is a
 * hash of everything the computation reads besides the rollups (whose changes recalculate anyway).
 */
export async function windSeriesInputs(ctx: DataContext, vesselId: string): Promise<WindSeriesInputs> {
  const { engine } = ctx;
  const settings = await vesselSettingsTable.findById(ctx.db, vesselId);
  if (!settings?.windTransverseAreaM2) return { applied: false, reason: messages.windNotCorrectedNoArea };
  const variables = await findChannelVariables(engine, vesselId);
  if (!variables.relWindSpeed || !variables.relWindAngle)
    return { applied: false, reason: messages.windNotCorrectedNoWind };
  const vessel = await findVesselById(ctx.db, vesselId);
  const curves = await readReferenceCurves(engine, vesselId);
  const references = vessel && vesselReferences(vessel, curves);
  if (!vessel || !references?.speedPower)
    return { applied: false, reason: messages.windNotCorrectedNoSpeedTrend };
  const wind: WindSettings = {
    transverseAreaM2: settings.windTransverseAreaM2,
    areaHeightM: settings.windAreaHeightM,
    anemometerHeightM: settings.anemometerHeightM,
    designDraughtM: settings.windDesignDraughtM,
    breadthM: settings.breadthM,
    shipType: settings.windShipType,
    propulsiveEfficiency: settings.propulsiveEfficiency,
  };
  const events = await listTrendEvents(engine, vesselId);
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        wind,
        curves,
        mcrKw: vessel.maxContinuousRating,
        rpmAtMcr: vessel.speedMaxContinuousRating,
        // Sorted here: the same rows give the same key whatever order the database returned them in.
        variables: Object.entries(variables).sort(([a], [b]) => a.localeCompare(b)),
        events: [...events].sort((a, b) => a.atMs - b.atMs || a.scope.localeCompare(b.scope)),
      }),
    )
    .digest('hex');
  return { applied: true, key, wind, references, variables, events };
}

/** The steady-state chain twice over the same blocks: at wind-corrected and at measured power. */
function computeWindSeries(blocks: readonly Block[], inputs: WindSeriesInputs & { applied: true }) {
  const eventTimes = trendEventTimes(inputs.events, 'any');
  const run = (correctPower: boolean) =>
    dailyDeviations(
      blocks,
      { ...inputs.references, wind: { settings: inputs.wind, correctPower } },
      eventTimes,
    );
  const corrected = run(true);
  return {
    corrected: corrected.values.speed,
    uncorrected: run(false).values.speed,
    blocksKept: corrected.blocks.kept,
  };
}

/**
 * The vessel's wind-corrected series for the ISO 19030 indicators: the stored one when it was made
 * from the inputs the vessel has now, else computed on this read (slow: every rollup block) and a
 * recalculation asked for, which stores it for the next read.
 */
export async function windCorrectedSeries(
  ctx: DataContext,
  vesselId: string,
  requestRecalculation: (vesselId: string) => Promise<void>,
): Promise<WindCorrectedSeries> {
  const [inputs, stored] = await Promise.all([
    windSeriesInputs(ctx, vesselId),
    findWindSeries(ctx.engine, vesselId),
  ]);
  if (!inputs.applied) return inputs;
  if (stored?.inputsKey === inputs.key)
    return {
      applied: true,
      corrected: stored.corrected,
      uncorrected: stored.uncorrected,
      blocksKept: stored.blocksKept,
      stored: true,
    };
  // A read does not fail for want of the job queue: it answers anyway, and the next GET asks again.
  await requestRecalculation(vesselId).catch(() => undefined);
  const blocks = await readBlocks(ctx.engine, vesselId, inputs.variables);
  return { applied: true, ...computeWindSeries(blocks, inputs), stored: false };
}

/**
 * At the recalculation: computes and stores the vessel's series when the correction applies, from
 * the blocks the trends were read from (`blocks` reads them once for both), else removes it.
 */
export async function refreshWindSeries(
  ctx: DataContext,
  vesselId: string,
  blocks: (variables: Partial<Record<BlockChannel, string>>) => Promise<Block[]>,
): Promise<void> {
  const inputs = await windSeriesInputs(ctx, vesselId);
  if (!inputs.applied) {
    await deleteWindSeries(ctx.engine, vesselId);
    return;
  }
  const series = computeWindSeries(await blocks(inputs.variables), inputs);
  const now = ctx.now();
  await ctx.engine.transaction((tx) =>
    storeWindSeries(tx, vesselId, { inputsKey: inputs.key, ...series, now }),
  );
}
