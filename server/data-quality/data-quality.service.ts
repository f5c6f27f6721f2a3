// Data quality (001 §2, §7; PERF-047..050, PERF-139, PERF-140, PERF-160, PERF-161, PERF-212;
// ADR 0074). Company reads (fleet overview, outages, company outliers, the outage configuration)
// cover the company's vessels the caller sees that have the DataQuality feature; vessel calls go
// through the feature gate. Outages come from the stored samples in SQL; outliers are searched
// (Chauvenet per feature and block) by a job (outlier-scan-queue.ts) after each import and after the
// configuration is saved, and the reads only read what it stored (no GET writes; FleetOverview says
// when a search is pending); a deleted outlier's sample leaves `samples` and the rollups, so graphs
// and trends stop using it.
import {
  SPEED_LOG_FEATURE_NAME,
  type CompanyOutliersQuery,
  type DataOutage,
  type DataOutageConfiguration,
  type DataOutageConfigurationRequest,
  type DataOutageList,
  type DataOutageQuery,
  type FeatureValues,
  type FeatureValuesQuery,
  type FleetOverview,
  type Outlier,
  type OutlierAction,
  type OutlierConfig,
  type OutlierConfigUpdate,
  type SpeedLog,
  type SpeedLogQuery,
  type SpeedSeries,
  type SpeedSeriesQuery,
  type VariableAvailability,
  type VesselCadence,
} from '../../domain/contracts/data-quality.ts';
import {
  DEFAULT_BLOCK_HOURS,
  DEFAULT_MINIMUM_GAP_MINUTES,
  SPEED_LOG_CALIBRATION_LIMIT_PERCENT,
  isBlockOutlier,
  percentMissing,
  speedLogDays,
  summariseSpeedLog,
} from '../../domain/data-quality/data-quality.ts';
import { resolveAutoInterval } from '../../domain/log-data/data-interval.ts';
import type { DataContext } from '../context.ts';
import { type GatedAccess, hasVesselFeature } from '../features/public.ts';
import { notFound } from '../http/app-error.ts';
import { readSeries } from '../log-data/public.ts';
import { findChannelVariables, readBlocks } from '../performance/public.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import { requireCompanyInReach, requireNotPartner, vesselScopeFor } from '../security/access-policy.ts';
import { findVesselById, listVessels, type VesselRecord } from '../vessels/public.ts';
import {
  acknowledgeOutliers,
  countOpenOutliers,
  databaseNow,
  deleteOutlierSamples,
  findGaps,
  findOutlierCandidates,
  findOutlierScan,
  advanceOutlierConfig,
  findOutageConfig,
  outlierConfigVersion,
  importedSince,
  listFeatureConfigs,
  listOutliers,
  listVariables,
  markScanned,
  outlierScanStates,
  replaceOutliers,
  saveFeatureConfigs,
  saveMinimumGapMinutes,
  vesselsDueForScan,
  type OutlierRow,
  type VariableRow,
  packageArrivals,
} from './data-quality.repository.ts';

import {
  CADENCE_ARRIVALS,
  isOverdue,
  overdueAtMs,
  usualCadenceMs,
} from '../../domain/data-quality/cadence.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

export type DataQualityDeps = DataContext & {
  access: GatedAccess;
  /** Asks for the vessel's long trends to be computed again (after a deletion). */
  requestRecalculation: (vesselId: string) => Promise<void>;
  /** Asks the job for a search of the vessel's outliers (after its configuration is saved). */
  requestOutlierScan: (vesselId: string) => Promise<void>;
};

export function createDataQualityService(deps: DataQualityDeps) {
  const { engine, access } = deps;

  /** The company's vessels the caller sees that have the DataQuality feature (PERF-140). */
  async function companyVessels(actor: Actor, companyId: string, vesselId?: string): Promise<VesselRecord[]> {
    requireNotPartner(actor);
    const vessels = await listVessels(deps.db, vesselScopeFor(actor, { companyId }));
    return vessels.filter(
      (vessel) =>
        vessel.features.some((feature) => feature.name === access.feature) &&
        (vesselId === undefined || vessel.id === vesselId),
    );
  }

  /** The company's threshold as read and saved: the default at version 0 until one is saved. */
  const outageConfig = async (companyId: string): Promise<DataOutageConfiguration> => ({
    companyId,
    ...((await findOutageConfig(engine, companyId)) ?? {
      minimumGapMinutes: DEFAULT_MINIMUM_GAP_MINUTES,
      version: 0,
    }),
  });
  const minimumGap = async (companyId: string) => (await outageConfig(companyId)).minimumGapMinutes;

  /**
   * Outages of the vessels' variables in [fromMs, toMs) (optionally of one variable), and per
   * vessel its usual cadence (ADR 0110). A gap running to the range's end is an ongoing outage
   * only when it is real: the vessel's packages kept coming without the variable (the last one
   * reached more than the threshold past the variable's last sample), or the vessel's next package
   * is overdue by its cadence (the median interval between its recent packages × 1.5). Otherwise it
   * is only the time since the last package and no outage. A gap whose variable has data after the
   * range is a past outage cut at the range's end (not ongoing).
   */
  async function outagesOf(
    vessels: VesselRecord[],
    fromMs: number,
    toMs: number,
    minimumGapMinutes: number,
    logVariableId?: string,
  ) {
    const variables = await listVariables(
      engine,
      vessels.map((vessel) => vessel.id),
    );
    const arrivals = await packageArrivals(
      engine,
      vessels.map((vessel) => vessel.id),
      CADENCE_ARRIVALS,
    );
    const outages: DataOutage[] = [];
    const availability: VariableAvailability[] = [];
    const cadences: VesselCadence[] = [];
    for (const vessel of vessels) {
      const own = variables.filter((variable) => variable.vesselId === vessel.id);
      const byId = new Map(own.map((variable) => [variable.id, variable]));
      const arrived = arrivals.get(vessel.id) ?? [];
      const cadenceMs = usualCadenceMs(arrived);
      const lastSampleMs = Math.max(...own.map((variable) => variable.lastMs ?? -Infinity));
      const lastArrivalMs = arrived.at(-1) ?? (Number.isFinite(lastSampleMs) ? lastSampleMs : null);
      const overdue = isOverdue(toMs, lastArrivalMs, cadenceMs);
      let awaiting = 0;
      const gaps = (await findGaps(engine, vessel.id, fromMs, toMs, minimumGapMinutes)).flatMap((gap) => {
        if (logVariableId !== undefined && gap.logVariableId !== logVariableId) return [];
        if (!gap.isOpen) return [gap];
        const variable = byId.get(gap.logVariableId);
        if (variable?.lastMs !== null && variable?.lastMs !== undefined && variable.lastMs >= toMs)
          return [{ ...gap, isOpen: false }];
        const packagesWithout =
          lastArrivalMs !== null && lastArrivalMs - gap.startMs > minimumGapMinutes * MINUTE_MS;
        if (packagesWithout || overdue) return [gap];
        awaiting += 1;
        return [];
      });
      cadences.push({
        vesselId: vessel.id,
        vesselName: vessel.name,
        cadenceMinutes: Math.round(cadenceMs / MINUTE_MS),
        lastPackageAt: lastArrivalMs === null ? null : iso(lastArrivalMs),
        nextPackageOverdueAt: lastArrivalMs === null ? null : iso(overdueAtMs(lastArrivalMs, cadenceMs)),
        overdue,
        awaitingVariableCount: awaiting,
      });
      for (const gap of gaps) {
        const variable = byId.get(gap.logVariableId);
        if (!variable) continue;
        outages.push({
          vesselId: vessel.id,
          vesselName: vessel.name,
          logVariableId: variable.id,
          logVariableName: variableLabel(variable, own),
          start: iso(gap.startMs),
          end: iso(gap.endMs),
          durationMinutes: Math.round((gap.endMs - gap.startMs) / MINUTE_MS),
          isOpen: gap.isOpen,
        });
      }
      for (const variable of own) {
        if (logVariableId !== undefined && variable.id !== logVariableId) continue;
        if (variable.firstMs === null || variable.firstMs >= toMs) continue;
        const startMs = Math.max(fromMs, variable.firstMs);
        const mine = gaps.filter((gap) => gap.logVariableId === variable.id);
        const missingMs = mine.reduce(
          (sum, gap) => sum + Math.max(0, Math.min(gap.endMs, toMs) - Math.max(gap.startMs, startMs)),
          0,
        );
        availability.push({
          vesselId: vessel.id,
          logVariableId: variable.id,
          logVariableName: variableLabel(variable, own),
          outageCount: mine.length,
          percentMissing: percentMissing(missingMs, toMs - startMs),
        });
      }
    }
    outages.sort((a, b) => b.start.localeCompare(a.start) || a.vesselName.localeCompare(b.vesselName));
    return { outages, availability, cadences };
  }

  function defaultRange(fromDate: string | undefined, toDate: string | undefined) {
    const toMs = toDate ? Date.parse(toDate) : deps.now().getTime();
    const fromMs = fromDate ? Date.parse(fromDate) : toMs - 30 * DAY_MS;
    return { fromMs, toMs };
  }

  /** The features of a vessel with their configuration (all on, one-day blocks, where unsaved). */
  async function featureConfig(vesselId: string) {
    const variables = await listVariables(engine, [vesselId]);
    const saved = new Map(
      (await listFeatureConfigs(engine, vesselId)).map((row) => [row.logVariableId, row]),
    );
    return variables.map((variable) => ({
      variable,
      enabled: saved.get(variable.id)?.enabled ?? true,
      blockHours: saved.get(variable.id)?.blockHours ?? DEFAULT_BLOCK_HOURS,
    }));
  }

  /**
   * The job's work (never a request's): searches the vessel's outliers in the data its last search
   * did not cover — the samples after the last one it reached, and the data of packages imported
   * since it started — judging whole blocks, and stamps the search. A vessel without the feature
   * is left alone. Answers how many outliers the search stored.
   */
  async function scanOutliers(vesselId: string): Promise<number> {
    if (!(await hasVesselFeature(engine, vesselId, access.feature))) return 0;
    const startedAt = await databaseNow(engine);
    const features = await featureConfig(vesselId);
    const lastMs = Math.max(...features.map((f) => f.variable.lastMs ?? -Infinity));
    const firstMs = Math.min(...features.map((f) => f.variable.firstMs ?? Infinity));
    if (!Number.isFinite(lastMs) || !Number.isFinite(firstMs)) {
      await markScanned(engine, vesselId, startedAt, null);
      return 0;
    }
    const last = await findOutlierScan(engine, vesselId);
    let fromMs = firstMs;
    if (last && last.dataToMs !== null) {
      const backfillMs = await importedSince(engine, vesselId, last.scannedAt);
      fromMs = Math.min(last.dataToMs, backfillMs ?? Infinity);
      if (fromMs >= lastMs) {
        await markScanned(engine, vesselId, startedAt, lastMs);
        return 0;
      }
    }
    const enabled = features
      .filter((f) => f.enabled)
      .map((f) => ({ logVariableId: f.variable.id, blockHours: f.blockHours }));
    const toMs = lastMs + 1;
    const candidates = await findOutlierCandidates(engine, vesselId, enabled, fromMs, toMs);
    const outliers = candidates.filter((c) =>
      isBlockOutlier(c.value, { n: c.n, mean: c.mean, standardDeviation: c.standardDeviation }),
    );
    await engine.transaction(async (tx) => {
      await replaceOutliers(tx, vesselId, enabled, fromMs, toMs, outliers);
      await markScanned(tx, vesselId, startedAt, lastMs);
    });
    return outliers.length;
  }

  function presentOutliers(rows: OutlierRow[], vessels: VesselRecord[], variables: VariableRow[]): Outlier[] {
    const vesselName = new Map(vessels.map((vessel) => [vessel.id, vessel.name]));
    const byId = new Map(variables.map((variable) => [variable.id, variable]));
    return rows.map((row) => {
      const variable = byId.get(row.logVariableId);
      return {
        id: row.id,
        vesselId: row.vesselId,
        vesselName: vesselName.get(row.vesselId) ?? '',
        logVariableId: row.logVariableId,
        logVariableName: variable
          ? variableLabel(
              variable,
              variables.filter((v) => v.vesselId === variable.vesselId),
            )
          : '',
        unit: variable?.unit ?? '',
        timestamp: iso(row.ms),
        value: row.value,
        blockMean: row.blockMean,
        blockStandardDeviation: row.blockStandardDeviation,
        blockCount: row.blockCount,
        status: row.status,
      };
    });
  }

  async function vesselRecord(actor: Actor, vesselId: string): Promise<VesselRecord> {
    await access(actor, vesselId);
    const vessel = await findVesselById(deps.db, vesselId);
    if (!vessel) throw notFound('There is no vessel with that id.');
    return vessel;
  }

  async function speedDays(vesselId: string, fromMs: number, toMs: number) {
    const channels = await findChannelVariables(engine, vesselId);
    const blocks =
      channels.stw && channels.sog
        ? await readBlocks(engine, vesselId, { stw: channels.stw, sog: channels.sog })
        : [];
    const inRange = blocks.filter((block) => block.startMs >= fromMs && block.startMs < toMs);
    return { channels, days: speedLogDays(inRange) };
  }

  return {
    scanOutliers,

    /** The vessels with the feature whose search is due (the catch-up of the job runner). */
    vesselsDueForScan: () => vesselsDueForScan(engine, access.feature),

    async fleetOverview(actor: Actor, companyId: string): Promise<FleetOverview> {
      const vessels = await companyVessels(actor, companyId);
      const { fromMs, toMs } = defaultRange(undefined, undefined);
      const { availability } = await outagesOf(vessels, fromMs, toMs, await minimumGap(companyId));
      const ids = vessels.map((v) => v.id);
      const open = await countOpenOutliers(engine, ids);
      const scans = await outlierScanStates(engine, ids);
      const variables = await listVariables(
        engine,
        vessels.map((v) => v.id),
      );
      return {
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        vessels: vessels.map((vessel) => {
          const rows = availability.filter((row) => row.vesselId === vessel.id);
          const own = variables.filter((variable) => variable.vesselId === vessel.id);
          const last = Math.max(...own.map((variable) => variable.lastMs ?? -Infinity));
          return {
            vesselId: vessel.id,
            vesselName: vessel.name,
            variableCount: own.length,
            outageCount: rows.reduce((sum, row) => sum + row.outageCount, 0),
            // The mean share missing over the variables that have data in the range.
            percentMissing:
              rows.length === 0
                ? 0
                : percentMissing(
                    rows.reduce((sum, row) => sum + row.percentMissing, 0),
                    100 * rows.length,
                  ),
            openOutlierCount: open.get(vessel.id) ?? 0,
            outliersSearchedAt: scans.get(vessel.id)?.scannedAt ?? null,
            outlierSearchPending: scans.get(vessel.id)?.pending ?? false,
            lastSampleAt: Number.isFinite(last) ? iso(last) : null,
          };
        }),
      };
    },

    async dataOutages(actor: Actor, query: DataOutageQuery): Promise<DataOutageList> {
      const vessels = await companyVessels(actor, query.companyId, query.vesselId);
      const { fromMs, toMs } = defaultRange(query.fromDate, query.toDate);
      const minimumGapMinutes = await minimumGap(query.companyId);
      const { outages, availability, cadences } = await outagesOf(
        vessels,
        fromMs,
        toMs,
        minimumGapMinutes,
        query.logVariableId,
      );
      return {
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        minimumGapMinutes,
        outages,
        variables: availability,
        cadences,
      };
    },

    async outageConfiguration(actor: Actor, companyId: string): Promise<DataOutageConfiguration> {
      requireNotPartner(actor);
      vesselScopeFor(actor, { companyId });
      return outageConfig(companyId);
    },

    /** Based on the version read (If-Match, ADR 0092; 0 = none saved yet): 428 without, 412 when stale. */
    async saveOutageConfiguration(
      actor: Actor,
      body: DataOutageConfigurationRequest,
      ifMatch: number | null,
    ): Promise<DataOutageConfiguration> {
      requireCompanyInReach(actor, body.companyId);
      const basedOn = requireIfMatch(ifMatch);
      if (!(await saveMinimumGapMinutes(engine, body.companyId, body.minimumGapMinutes, basedOn)))
        throw preconditionFailed(await outageConfig(body.companyId));
      return { ...body, version: basedOn + 1 };
    },

    async companyOutliers(actor: Actor, query: CompanyOutliersQuery): Promise<Outlier[]> {
      const vessels = await companyVessels(actor, query.companyId);
      const ids = vessels.map((v) => v.id);
      const rows = await listOutliers(engine, { vesselIds: ids, status: query.status });
      return presentOutliers(rows, vessels, await listVariables(engine, ids));
    },

    async outlierConfig(actor: Actor, vesselId: string): Promise<OutlierConfig> {
      await access(actor, vesselId);
      const features = await featureConfig(vesselId);
      return {
        vesselId,
        version: await outlierConfigVersion(engine, vesselId),
        defaultBlockHours: DEFAULT_BLOCK_HOURS,
        features: features.map((f) => ({
          logVariableId: f.variable.id,
          name: f.variable.name,
          unit: f.variable.unit,
          onboardSystem: f.variable.onboardSystem,
          enabled: f.enabled,
          blockHours: f.blockHours,
        })),
      };
    },

    /**
     * Based on the version of the vessel's configuration read (If-Match, ADR 0092; 0 = none saved
     * yet): 428 without, 412 with the configuration as saved now when someone saved since.
     */
    async saveOutlierConfig(
      actor: Actor,
      body: OutlierConfigUpdate,
      ifMatch: number | null,
    ): Promise<OutlierConfig> {
      await access(actor, body.vesselId);
      requireCompanyInReach(actor, (await vesselRecord(actor, body.vesselId)).companyId);
      const known = new Set((await listVariables(engine, [body.vesselId])).map((variable) => variable.id));
      const unknown = body.features.find((feature) => !known.has(feature.logVariableId));
      if (unknown) throw notFound('There is no log variable with that id on this vessel.');
      const basedOn = requireIfMatch(ifMatch);
      const saved = await engine.transaction(async (tx) => {
        if (!(await advanceOutlierConfig(tx, body.vesselId, basedOn))) return false;
        await saveFeatureConfigs(tx, body.vesselId, body.features);
        return true;
      });
      if (!saved) throw preconditionFailed(await this.outlierConfig(actor, body.vesselId));
      await deps.requestOutlierScan(body.vesselId);
      return this.outlierConfig(actor, body.vesselId);
    },

    async featureValues(actor: Actor, query: FeatureValuesQuery): Promise<FeatureValues> {
      const vessel = await vesselRecord(actor, query.vesselId);
      const variables = await listVariables(engine, [query.vesselId]);
      const variable = variables.find((v) => v.id === query.logVariableId);
      if (!variable) throw notFound('There is no log variable with that id on this vessel.');
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      const interval = resolveAutoInterval((toMs - fromMs) / MINUTE_MS, []);
      const rows = await readSeries(engine, {
        vesselId: query.vesselId,
        logVariableId: variable.id,
        interval,
        fromMs,
        toMs,
        limit: 20_000,
      });
      const outliers = await listOutliers(engine, {
        vesselIds: [query.vesselId],
        logVariableId: variable.id,
        fromMs,
        toMs,
      });
      return {
        logVariableId: variable.id,
        name: variableLabel(variable, variables),
        unit: variable.unit,
        granularity: interval,
        values: rows.map((row) => ({ timestamp: iso(row.t), value: row.mean })),
        outliers: presentOutliers(outliers, [vessel], variables),
      };
    },

    async acknowledge(actor: Actor, body: OutlierAction) {
      await access(actor, body.vesselId);
      return { count: await acknowledgeOutliers(engine, body.vesselId, body.outlierIds, actor.userId) };
    },

    async remove(actor: Actor, body: OutlierAction) {
      await access(actor, body.vesselId);
      requireCompanyInReach(actor, (await vesselRecord(actor, body.vesselId)).companyId);
      const count = await engine.transaction((tx) =>
        deleteOutlierSamples(tx, body.vesselId, body.outlierIds, actor.userId),
      );
      if (count > 0) await deps.requestRecalculation(body.vesselId);
      return { count };
    },

    async speedLog(actor: Actor, query: SpeedLogQuery): Promise<SpeedLog> {
      await access(actor, query.vesselId);
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      const { channels, days } = await speedDays(query.vesselId, fromMs, toMs);
      const summary = summariseSpeedLog(days);
      return {
        vesselId: query.vesselId,
        featureName: SPEED_LOG_FEATURE_NAME,
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        hasSpeedThroughWater: Boolean(channels.stw),
        hasSpeedOverGround: Boolean(channels.sog),
        dayCount: days.length,
        meanDeviationPercent: summary.meanDeviationPercent,
        recentDeviationPercent: summary.recentDeviationPercent,
        driftPercentPerYear: summary.driftPercentPerYear,
        needsCalibration: summary.needsCalibration,
        calibrationLimitPercent: SPEED_LOG_CALIBRATION_LIMIT_PERCENT,
        days: days.map((day) => ({
          date: iso(day.dayMs),
          speedThroughWater: day.speedThroughWater,
          derivedSpeedThroughWater: day.derivedSpeedThroughWater,
          deviationPercent: day.deviationPercent,
          blockCount: day.blockCount,
        })),
      };
    },

    async speedSeries(
      actor: Actor,
      query: SpeedSeriesQuery,
      which: 'logged' | 'derived',
    ): Promise<SpeedSeries> {
      await access(actor, query.vesselId);
      const { days } = await speedDays(query.vesselId, Date.parse(query.fromDate), Date.parse(query.toDate));
      return {
        vesselId: query.vesselId,
        unit: 'knot',
        values: days.map((day) => ({
          timestamp: iso(day.dayMs),
          value: which === 'logged' ? day.speedThroughWater : day.derivedSpeedThroughWater,
        })),
      };
    },
  };
}

/** A variable's name, with its onboard system when the vessel has two of that name. */
function variableLabel(variable: VariableRow, all: readonly VariableRow[]): string {
  const twins = all.filter((other) => other.name === variable.name).length > 1;
  return twins && variable.onboardSystem ? `${variable.name} (${variable.onboardSystem})` : variable.name;
}

export type DataQualityService = ReturnType<typeof createDataQualityService>;
