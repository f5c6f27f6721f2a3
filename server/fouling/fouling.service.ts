// The Fouling module (001 §2 'Fouling', §3, §7, §8; issue 13 §1; ADR 0079). Every call about a
// vessel is gated by its Fouling feature (ADR 0059) after the vessel's reach; the hull coating lists
// are for every role but the partner type; the configuration, the warm-water limit and the hull
// coating are written by SuperUsers and Administrators. Nothing is computed and stored on a read:
// the speed loss is the speed long trend's daily values (computed by the long-trend job after each
// import, ADR 0047) read through findDailySeries, and every figure is a pure function of
// domain/performance/fouling.ts over them and the logged rollups.
import { trendEventTimes } from '../../domain/performance/trend-events.ts';
import { timedColumns, type TimedValue } from '../../domain/log-data/series-columns.ts';
import { foulingConfigError } from '../../domain/contracts/fouling.ts';
import type {
  AddedFuelConsumption,
  AddedFuelConsumptionsRequest,
  AddedFuelConsumptionTotal,
  EventImpactAnswer,
  EventImpactQuery,
  FoulingConfig,
  FoulingConfigRequest,
  FoulingRangeQuery,
  FoulingSeriesQuery,
  HullCoating,
  HullCoatingListItem,
  HullCoatingRequest,
  LatestSpeedLossStatistics,
  OperationProfileAnswer,
  PropulsionEfficiencyCurve,
  PropulsionEfficiencyColumns,
  PropulsionEfficiencyData,
  SeaSurfaceTemperature,
  SeaSurfaceTemperatureRequest,
  SpeedLossHistory,
  SpeedLossHistoryColumns,
  SpeedLossStatistics,
} from '../../domain/contracts/fouling.ts';
import { fitRegressionModel, REGRESSION_KINDS, type RegressionKind } from '../../domain/calc/regression.ts';
import { DEFAULT_CONSEQUENCE_SETTINGS } from '../../domain/performance/benefits.ts';
import {
  addedFuelConsumption,
  DEFAULT_FOULING_CONFIG,
  eventImpact,
  foulingStatistics,
  operationProfile,
  propulsionCurve,
  propulsionEfficiencyPercent,
  seaSurfaceTemperaturePoints,
  speedLossHistory,
  speedLossPeriods,
  type FoulingConfigValues,
  type SpeedLossPoint,
} from '../../domain/performance/fouling.ts';
import type { DataContext } from '../context.ts';
import type { GatedAccess } from '../features/public.ts';
import { invalidInput, notFound } from '../http/app-error.ts';
import { requireNotPartner, requireSuperOrAdmin } from '../security/access-policy.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import {
  findDailySeries,
  findDailySeriesOfVessels,
  findLongTrendConfiguration,
  findReferenceCurves,
  listTrendEvents,
  listTrendEventsOfVessels,
  listVesselEvents,
} from '../performance/public.ts';
import { findVesselsByIds } from '../vessels/public.ts';
import {
  findFoulingConfigs,
  findHullCoatings,
  hullCoatingListsHave,
  latestLogDataMs,
  listHullCoatingManufacturers,
  listHullCoatingTypes,
  readHourReadings,
  readMainEngineFuelDays,
  saveFoulingConfig,
  saveWarmWaterLimit,
  saveHullCoating,
  type HullCoatingRow,
  type StoredFoulingConfig,
} from './fouling.repository.ts';

import { CLEANING_GAIN_DAYS } from '../../domain/performance/speed-loss.ts';

const DAY_MS = 86_400_000;
/** Reads without a range cover this many days up to the vessel's latest data. */
export const DEFAULT_RANGE_DAYS = 90;
/** The days either side of a trend event that its impact's means cover: N of the cleaning gain (ADR 0105). */
export const IMPACT_WINDOW_DAYS = CLEANING_GAIN_DAYS;

const iso = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => iso(ms).slice(0, 10);

function presentCoating(row: HullCoatingRow): HullCoating {
  return { ...row, updatedAt: new Date(row.updatedAt).toISOString() };
}

function presentConfig(config: StoredFoulingConfig): FoulingConfig {
  return {
    vesselId: config.vesselId,
    benchmarkSpeedLoss: config.benchmarkSpeedLossPercent,
    observeLimit: config.observeLimitPercent,
    maintenanceTrigger: config.maintenanceTriggerPercent,
    statisticsPeriodDays: config.statisticsPeriodDays,
    warmWaterLimit: config.warmWaterLimitC,
    isStored: config.isStored,
    version: config.version,
  };
}

export type FoulingDeps = DataContext & {
  /** The Fouling module's access: reach, then the vessel's feature. */
  access: GatedAccess;
};

/** A daily series in the compact form (form=Columns, ADR 0122): one time axis, one array of values. */
function dailyColumns(values: readonly TimedValue[]) {
  const { time, columns } = timedColumns([values]);
  return { form: 'Columns' as const, time, values: columns[0]! };
}

export function createFoulingService(deps: FoulingDeps) {
  const { engine } = deps;

  async function configOf(vesselId: string): Promise<StoredFoulingConfig> {
    return (await findFoulingConfigs(engine, [vesselId])).get(vesselId)!;
  }

  /** The vessel's daily speed loss, its trend events and its periods. */
  async function speedLossOf(vesselId: string) {
    const [series, marks] = await Promise.all([
      findDailySeries(engine, vesselId, 'speed'),
      listTrendEvents(engine, vesselId),
    ]);
    const eventTimes = trendEventTimes(marks, 'speed');
    const history = speedLossHistory(series?.values ?? []);
    return {
      history,
      eventTimes,
      periods: speedLossPeriods(history, eventTimes),
      computedAt: series?.computedAt ?? null,
      source: series?.source ?? null,
    };
  }

  /** The fuel price of the Diagnostics consequence settings and the CO2 factor they price with. */
  async function pricingOf(vesselId: string) {
    const stored = await findLongTrendConfiguration(engine, vesselId);
    return {
      fuelPricePerTonne: stored?.fuelPriceUsdPerTonne ?? null,
      co2Factor: stored?.co2Factor ?? DEFAULT_CONSEQUENCE_SETTINGS.co2Factor,
    };
  }

  /** The asked range, else the `DEFAULT_RANGE_DAYS` up to the latest data (or now). */
  function rangeOf(query: { fromDate?: string; toDate?: string }, latestMs: number | null) {
    const toMs = query.toDate
      ? Date.parse(query.toDate)
      : query.fromDate
        ? Date.parse(query.fromDate) + DEFAULT_RANGE_DAYS * DAY_MS
        : Math.floor((latestMs ?? deps.now().getTime()) / DAY_MS + 1) * DAY_MS;
    const fromMs = query.fromDate ? Date.parse(query.fromDate) : toMs - DEFAULT_RANGE_DAYS * DAY_MS;
    return { fromMs, toMs };
  }

  function statisticsOf(
    vesselId: string,
    history: readonly SpeedLossPoint[],
    eventTimes: readonly number[],
    config: FoulingConfigValues,
  ): Omit<SpeedLossStatistics, 'source'> {
    const stats = foulingStatistics(history, eventTimes, config);
    return {
      vesselId,
      latestDate: stats.latestAtMs === null ? null : iso(stats.latestAtMs),
      dailyValueCount: stats.dailyValueCount,
      statisticsPeriodDays: config.statisticsPeriodDays,
      meanSpeedLoss: stats.meanSpeedLossPercent,
      meanSpeedLoss90Days: stats.meanSpeedLoss90DaysPercent,
      currentSpeedLoss: stats.currentSpeedLossPercent,
      changePerYear: stats.changePerYearPercent,
      lastCleaningDate: stats.lastCleaningAtMs === null ? null : iso(stats.lastCleaningAtMs),
      speedLossAtLastCleaning: stats.speedLossAtLastCleaningPercent,
      speedLossBeforeLastCleaning: stats.speedLossBeforeLastCleaningPercent,
      daysSinceLastCleaning: stats.daysSinceLastCleaning,
      benchmark: config.benchmarkSpeedLossPercent,
      deviationFromBenchmark: stats.deviationFromBenchmarkPercent,
      daysToMaintenanceTrigger: stats.daysToMaintenanceTrigger,
      status: stats.status,
    };
  }

  async function addedFuelOf(vesselId: string, query: { fromDate?: string; toDate?: string }) {
    const [{ history, periods }, config, pricing, latestMs] = await Promise.all([
      speedLossOf(vesselId),
      configOf(vesselId),
      pricingOf(vesselId),
      latestLogDataMs(engine, vesselId),
    ]);
    const { fromMs, toMs } = rangeOf(query, latestMs);
    const fuelDays = (await readMainEngineFuelDays(engine, vesselId, fromMs, toMs)).filter(
      (d) => d.dayMs + DAY_MS > fromMs && d.dayMs < toMs,
    );
    const summary = addedFuelConsumption(fuelDays, history, periods, {
      ...pricing,
      benchmarkSpeedLossPercent: config.benchmarkSpeedLossPercent,
    });
    return { summary, fromMs, toMs, pricing, config };
  }

  return {
    /** GET /Fouling/SpeedLoss: the daily speed loss ascending by time, the periods and the trend events. */
    async speedLoss(
      actor: Actor,
      query: FoulingSeriesQuery,
    ): Promise<SpeedLossHistory | SpeedLossHistoryColumns> {
      await deps.access(actor, query.vesselId);
      const [{ history, periods, computedAt, source }, events] = await Promise.all([
        speedLossOf(query.vesselId),
        listVesselEvents(engine, query.vesselId, ['TrendEvent']),
      ]);
      const fromMs = query.fromDate ? Date.parse(query.fromDate) : Number.NEGATIVE_INFINITY;
      const toMs = query.toDate ? Date.parse(query.toDate) : Number.POSITIVE_INFINITY;
      const inRange = (ms: number) => ms >= fromMs && ms < toMs;
      const daily = history.filter((p) => inRange(p.atMs));
      const answer = {
        vesselId: query.vesselId,
        unitName: '%' as const,
        periods: periods
          .filter((p) => p.endMs >= fromMs && p.startMs < toMs)
          .map((p) => ({
            start: iso(p.startMs),
            end: iso(p.endMs),
            isCurrent: p.isCurrent,
            sampleCount: p.sampleCount,
            trendlineStart: p.trendlineStartPercent,
            trendlineEnd: p.trendlineEndPercent,
            changePerYear: p.changePerYearPercent,
          })),
        events: events
          .filter((e) => inRange(e.atMs))
          .map((e) => ({ timestamp: iso(e.atMs), name: e.name, trendEventType: e.trendEventType })),
        computedAt: computedAt ? new Date(computedAt).toISOString() : null,
        source,
      };
      if (query.form === 'Columns')
        return {
          ...answer,
          ...dailyColumns(daily.map((p) => ({ t: p.atMs, value: p.speedLossPercent }))),
        };
      return {
        ...answer,
        values: daily.map((p) => ({ timestamp: iso(p.atMs), speedLoss: p.speedLossPercent })),
      };
    },

    /** GET /Fouling/Statistics. */
    async statistics(actor: Actor, vesselId: string): Promise<SpeedLossStatistics> {
      await deps.access(actor, vesselId);
      const [{ history, eventTimes, source }, config] = await Promise.all([
        speedLossOf(vesselId),
        configOf(vesselId),
      ]);
      return { ...statisticsOf(vesselId, history, eventTimes, config), source };
    },

    /**
     * POST /Fouling/LatestStatistics: the statistics of the vessels asked for that have Fouling. Set
     * based (ADR 0084): the names, the daily speed series, the trend event times and the
     * configurations of all the vessels in one statement each, whatever their number.
     */
    async latestStatistics(actor: Actor, vesselIds: readonly string[]): Promise<LatestSpeedLossStatistics[]> {
      const kept = await deps.access.vessels(actor, vesselIds);
      const ids = [...new Set(vesselIds)].filter((id) => kept.has(id));
      const [vessels, seriesOf, eventsOf, configs] = await Promise.all([
        findVesselsByIds(deps.db, ids),
        findDailySeriesOfVessels(engine, ids, 'speed'),
        listTrendEventsOfVessels(engine, ids),
        findFoulingConfigs(engine, ids),
      ]);
      const nameOf = new Map(vessels.map((vessel) => [vessel.id, vessel.name]));
      return ids.map((vesselId) => {
        const history = speedLossHistory(seriesOf.get(vesselId)?.values ?? []);
        const name = nameOf.get(vesselId) ?? '';
        return {
          ...statisticsOf(
            vesselId,
            history,
            trendEventTimes(eventsOf.get(vesselId) ?? [], 'speed'),
            configs.get(vesselId)!,
          ),
          source: seriesOf.get(vesselId)?.source ?? null,
          name,
          url: `/Vessel/${vesselId}/${encodeURIComponent(name)}/Fouling`,
        };
      });
    },

    /** GET /Fouling/OperationProfile. */
    async operationProfile(actor: Actor, query: FoulingRangeQuery): Promise<OperationProfileAnswer> {
      await deps.access(actor, query.vesselId);
      const [config, latestMs] = await Promise.all([
        configOf(query.vesselId),
        latestLogDataMs(engine, query.vesselId),
      ]);
      const { fromMs, toMs } = rangeOf(query, latestMs);
      const hours = await readHourReadings(engine, query.vesselId, fromMs, toMs);
      const profile = operationProfile(hours, config.warmWaterLimitC);
      return {
        vesselId: query.vesselId,
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        warmWaterLimit: config.warmWaterLimitC,
        bands: profile.bands.map((b) => ({
          fromKnots: b.fromKn,
          toKnots: b.toKn,
          hours: b.hours,
          share: b.sharePercent,
        })),
        totalHours: profile.totalHours,
        idleHours: profile.idleHours,
        idleWarmWaterHours: profile.idleWarmWaterHours,
        warmWaterHours: profile.warmWaterHours,
      };
    },

    hullCoatingTypes(actor: Actor): Promise<HullCoatingListItem[]> {
      requireNotPartner(actor);
      return listHullCoatingTypes(engine);
    },

    hullCoatingManufacturers(actor: Actor): Promise<HullCoatingListItem[]> {
      requireNotPartner(actor);
      return listHullCoatingManufacturers(engine);
    },

    /** GET /Fouling/HullCoatingVessel/{id}: null when the vessel has no hull coating recorded. */
    async hullCoating(actor: Actor, vesselId: string): Promise<HullCoating | null> {
      await deps.access(actor, vesselId);
      const [row] = await findHullCoatings(engine, [vesselId]);
      return row ? presentCoating(row) : null;
    },

    /** POST /Fouling/HullCoatingVessels/: the hull coatings of the vessels asked for that have Fouling. */
    async hullCoatings(actor: Actor, vesselIds: readonly string[]): Promise<HullCoating[]> {
      const kept = await deps.access.vessels(actor, vesselIds);
      return (await findHullCoatings(engine, [...kept])).map(presentCoating);
    },

    /**
     * POST /Fouling/HullCoatingVessel: records the vessel's hull coating (SuperUser, Administrator),
     * based on the version read (If-Match, ADR 0092; 0: none recorded yet): 428, 412 when stale.
     */
    async saveHullCoating(
      actor: Actor,
      input: HullCoatingRequest,
      ifMatch: number | null,
    ): Promise<HullCoating> {
      requireSuperOrAdmin(actor);
      await deps.access(actor, input.vesselId);
      const lists = await hullCoatingListsHave(
        engine,
        input.hullCoatingTypeId,
        input.hullCoatingManufacturerId,
      );
      if (!lists.type) throw invalidInput('Choose a hull coating type.', 'hullCoatingTypeId');
      if (!lists.manufacturer)
        throw invalidInput('Choose a hull coating manufacturer.', 'hullCoatingManufacturerId');
      if (input.appliedDate && Date.parse(input.appliedDate) > deps.now().getTime())
        throw invalidInput('The applied date cannot be in the future.', 'appliedDate');
      const basedOn = requireIfMatch(ifMatch);
      const saved = await engine.transaction((tx) =>
        saveHullCoating(
          tx,
          {
            vesselId: input.vesselId,
            hullCoatingTypeId: input.hullCoatingTypeId,
            hullCoatingManufacturerId: input.hullCoatingManufacturerId,
            productName: input.productName,
            appliedDate: input.appliedDate,
            comment: input.comment,
            updatedAt: deps.now(),
            updatedBy: actor.userId,
          },
          basedOn,
        ),
      );
      const [row] = await findHullCoatings(engine, [input.vesselId]);
      const now = row ? presentCoating(row) : null;
      if (!saved || !now) throw preconditionFailed(now);
      return now;
    },

    /** GET /Fouling/Config/{id}: the stored configuration, else the defaults. */
    async config(actor: Actor, vesselId: string): Promise<FoulingConfig> {
      await deps.access(actor, vesselId);
      return presentConfig(await configOf(vesselId));
    },

    /** POST /Fouling/Configs: the configurations of the vessels asked for that have Fouling. */
    async configs(actor: Actor, vesselIds: readonly string[]): Promise<FoulingConfig[]> {
      const kept = await deps.access.vessels(actor, vesselIds);
      const ids = [...new Set(vesselIds)].filter((id) => kept.has(id));
      const configs = await findFoulingConfigs(engine, ids);
      return ids.map((id) => presentConfig(configs.get(id)!));
    },

    /**
     * PUT /Fouling/Config: the benchmark, limits and statistics window (SuperUser, Administrator),
     * based on the version read (If-Match, ADR 0092; 0: the defaults, nothing stored yet): 428
     * without, 412 with the configuration as stored now when stale.
     */
    async saveConfig(
      actor: Actor,
      input: FoulingConfigRequest,
      ifMatch: number | null,
    ): Promise<FoulingConfig> {
      requireSuperOrAdmin(actor);
      await deps.access(actor, input.vesselId);
      const rule = foulingConfigError(input);
      if (rule) throw invalidInput(rule, 'observeLimit');
      const basedOn = requireIfMatch(ifMatch);
      const next = {
        vesselId: input.vesselId,
        benchmarkSpeedLossPercent: input.benchmarkSpeedLoss,
        observeLimitPercent: input.observeLimit,
        maintenanceTriggerPercent: input.maintenanceTrigger,
        statisticsPeriodDays: input.statisticsPeriodDays,
        warmWaterLimitC: DEFAULT_FOULING_CONFIG.warmWaterLimitC,
      };
      const saved = await saveFoulingConfig(engine, next, deps.now(), basedOn);
      const now = presentConfig(await configOf(input.vesselId));
      if (!saved) throw preconditionFailed(now);
      return now;
    },

    /** GET /Fouling/PropulsionEfficiencyData: 100 · (1 − s)³ per day and at today's trendline level. */
    async propulsionEfficiencyData(
      actor: Actor,
      query: FoulingSeriesQuery,
    ): Promise<PropulsionEfficiencyData | PropulsionEfficiencyColumns> {
      await deps.access(actor, query.vesselId);
      const { history, periods } = await speedLossOf(query.vesselId);
      const fromMs = query.fromDate ? Date.parse(query.fromDate) : Number.NEGATIVE_INFINITY;
      const toMs = query.toDate ? Date.parse(query.toDate) : Number.POSITIVE_INFINITY;
      const currentLevel = periods.at(-1)?.trendlineEndPercent ?? null;
      const daily = history
        .filter((p) => p.atMs >= fromMs && p.atMs < toMs)
        .map((p) => ({ t: p.atMs, value: propulsionEfficiencyPercent(p.speedLossPercent) }))
        .filter((p) => Number.isFinite(p.value));
      const answer = {
        vesselId: query.vesselId,
        unitName: '%' as const,
        current: currentLevel === null ? null : propulsionEfficiencyPercent(currentLevel),
      };
      if (query.form === 'Columns') return { ...answer, ...dailyColumns(daily) };
      return {
        ...answer,
        values: daily.map((p) => ({ timestamp: iso(p.t), propulsionEfficiency: p.value })),
      };
    },

    /** GET /Fouling/PropulsionEfficiencyCurve: the PowerSpeed reference and the speed the hull makes now. */
    async propulsionEfficiencyCurve(actor: Actor, vesselId: string): Promise<PropulsionEfficiencyCurve> {
      await deps.access(actor, vesselId);
      const [[curve], { periods }] = await Promise.all([
        findReferenceCurves(engine, vesselId, 'PowerSpeed'),
        speedLossOf(vesselId),
      ]);
      const speedLoss = periods.at(-1)?.trendlineEndPercent ?? null;
      const answer: PropulsionEfficiencyCurve = {
        vesselId,
        curveId: curve?.id ?? null,
        referenceDraft: curve?.referenceDraft ?? null,
        speedLoss,
        propulsionEfficiency: speedLoss === null ? null : propulsionEfficiencyPercent(speedLoss),
        points: [],
      };
      if (
        !curve ||
        !(REGRESSION_KINDS as readonly string[]).includes(curve.curveFit) ||
        curve.points.length < 2
      )
        return answer;
      const { model } = fitRegressionModel(curve.curveFit as RegressionKind, curve.points, {
        order: curve.regressionOrder,
      });
      const powers = curve.points.map((p) => p.x);
      answer.points = propulsionCurve(
        model,
        { min: Math.min(...powers), max: Math.max(...powers) },
        speedLoss,
      ).map((p) => ({
        power: p.powerKw,
        referenceSpeed: p.referenceSpeedKn,
        currentSpeed: p.currentSpeedKn,
      }));
      return answer;
    },

    /** GET /Fouling/AddedFuelConsumption: per day and in total, in tonnes, CO2 and money. */
    async addedFuelConsumption(actor: Actor, query: FoulingRangeQuery): Promise<AddedFuelConsumption> {
      await deps.access(actor, query.vesselId);
      const { summary, fromMs, toMs, pricing, config } = await addedFuelOf(query.vesselId, query);
      return {
        vesselId: query.vesselId,
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        fuelPrice: pricing.fuelPricePerTonne,
        co2Factor: pricing.co2Factor,
        benchmarkSpeedLoss: config.benchmarkSpeedLossPercent,
        days: summary.days.map((d) => ({
          date: dayOf(d.dayMs),
          speedLoss: d.speedLossPercent,
          measured: d.measured,
          fuelConsumption: d.fuelTonnes,
          addedFuel: d.addedFuelTonnes,
          addedCo2: d.addedCo2Tonnes,
          addedCost: d.addedCost,
        })),
        fuelConsumption: summary.fuelTonnes,
        addedFuel: summary.addedFuelTonnes,
        addedCo2: summary.addedCo2Tonnes,
        addedCost: summary.addedCost,
        daysWithoutSpeedLoss: summary.daysWithoutSpeedLoss,
      };
    },

    /** POST /Fouling/AddedFuelConsumptions: the totals of the vessels asked for that have Fouling. */
    async addedFuelConsumptions(
      actor: Actor,
      input: AddedFuelConsumptionsRequest,
    ): Promise<AddedFuelConsumptionTotal[]> {
      const kept = await deps.access.vessels(actor, input.vesselIds);
      const answer: AddedFuelConsumptionTotal[] = [];
      for (const vesselId of [...new Set(input.vesselIds)].filter((id) => kept.has(id))) {
        const { summary, fromMs, toMs, pricing } = await addedFuelOf(vesselId, input);
        answer.push({
          vesselId,
          fromDate: iso(fromMs),
          toDate: iso(toMs),
          fuelPrice: pricing.fuelPricePerTonne,
          fuelConsumption: summary.fuelTonnes,
          addedFuel: summary.addedFuelTonnes,
          addedCo2: summary.addedCo2Tonnes,
          addedCost: summary.addedCost,
          daysWithoutSpeedLoss: summary.daysWithoutSpeedLoss,
        });
      }
      return answer;
    },

    /** GET /Fouling/Impact: the trend event of that day and what it gave back. */
    async impact(actor: Actor, query: EventImpactQuery): Promise<EventImpactAnswer> {
      await deps.access(actor, query.vesselId);
      const dayMs = Date.parse(`${query.eventDate}T00:00:00Z`);
      const events = (await listVesselEvents(engine, query.vesselId, ['TrendEvent'])).filter(
        (e) => e.atMs >= dayMs && e.atMs < dayMs + DAY_MS,
      );
      const event = events.at(-1);
      if (!event) throw notFound('There is no trend event on that date for this vessel.');
      const [{ history, periods }, pricing] = await Promise.all([
        speedLossOf(query.vesselId),
        pricingOf(query.vesselId),
      ]);
      const windowMs = IMPACT_WINDOW_DAYS * DAY_MS;
      const fuelDays = await readMainEngineFuelDays(
        engine,
        query.vesselId,
        event.atMs - windowMs,
        event.atMs,
      );
      const impact = eventImpact(event.atMs, history, periods, fuelDays, pricing, IMPACT_WINDOW_DAYS);
      return {
        vesselId: query.vesselId,
        eventDate: query.eventDate,
        event: { timestamp: iso(event.atMs), name: event.name, trendEventType: event.trendEventType },
        speedLossBefore: impact.speedLossBeforePercent,
        speedLossAfter: impact.speedLossAfterPercent,
        recoveredSpeedLoss: impact.recoveredSpeedLossPercent,
        meanSpeedLossBefore: impact.meanBeforePercent,
        meanSpeedLossAfter: impact.meanAfterPercent,
        windowDays: IMPACT_WINDOW_DAYS,
        fuelConsumptionPerDay: impact.fuelTonnesPerDay,
        fuelSavedPerDay: impact.fuelSavedTonnesPerDay,
        co2SavedPerDay: impact.co2SavedTonnesPerDay,
        costSavedPerDay: impact.costSavedPerDay,
        fuelPrice: pricing.fuelPricePerTonne,
      };
    },

    /** GET /Fouling/SeaSurfaceTemperature: one point per day of the range. */
    async seaSurfaceTemperature(actor: Actor, query: FoulingRangeQuery): Promise<SeaSurfaceTemperature> {
      await deps.access(actor, query.vesselId);
      const [config, latestMs] = await Promise.all([
        configOf(query.vesselId),
        latestLogDataMs(engine, query.vesselId),
      ]);
      const { fromMs, toMs } = rangeOf(query, latestMs);
      const hours = await readHourReadings(engine, query.vesselId, fromMs, toMs);
      return {
        vesselId: query.vesselId,
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        warmWaterLimit: config.warmWaterLimitC,
        points: seaSurfaceTemperaturePoints(hours).map((p) => ({
          timestamp: iso(p.dayMs),
          temperature: p.temperatureC,
          latlng: [p.latitude, p.longitude] as [number, number],
          shipSpeed: p.shipSpeedKn,
          timeSpent: p.timeSpentHours,
        })),
      };
    },

    /** PUT /Fouling/SeaSurfaceTemperature: the warm-water limit (SuperUser, Administrator). */
    async saveSeaSurfaceTemperature(
      actor: Actor,
      input: SeaSurfaceTemperatureRequest,
    ): Promise<FoulingConfig> {
      requireSuperOrAdmin(actor);
      await deps.access(actor, input.vesselId);
      const defaults = { vesselId: input.vesselId, ...DEFAULT_FOULING_CONFIG };
      await saveWarmWaterLimit(engine, { ...defaults, warmWaterLimitC: input.warmWaterLimit }, deps.now());
      return presentConfig(await configOf(input.vesselId));
    },
  };
}

export type FoulingService = ReturnType<typeof createFoulingService>;
