// ISO 19030 (001 §2, §3, §7; PERF-005, PERF-038, PERF-085, PERF-158): the hull and propeller events
// of a vessel and its four performance indicators. Who: every role that sees the vessel except the
// partner type, where the vessel has the module's feature (the gated access of the composition root,
// ADR 0059; Diagnostics until a Fouling feature exists). The indicators are computed on read from
// the speed long trend's stored daily values or, wind-corrected (ADR 0104), from the series the
// recalculation stored beside them (ADR 0119); nothing is stored on GET.
// Decisions: docs/adr/0080-iso19030.md.
import type {
  Iso19030Event,
  Iso19030EventCreate,
  Iso19030EventPatch,
  Iso19030Indicator,
  Iso19030IndicatorsQuery,
  Iso19030Period,
  Iso19030PerformanceIndicators,
} from '../../domain/contracts/iso19030.ts';
import { eventDatesError } from '../../domain/contracts/iso19030.ts';
import {
  ISO19030_DEFAULT_PERIODS,
  iso19030EventTypeName,
  iso19030Indicators,
  type Iso19030Indicator as IndicatorResult,
  type PeriodMean,
} from '../../domain/performance/iso19030.ts';
import type { DailyValue } from '../../domain/performance/long-trends.ts';
import type { DataContext } from '../context.ts';
import { type GatedAccess, vesselsWithFeature } from '../features/public.ts';
import { invalidInput, notFound } from '../http/app-error.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import { requireNotPartner, vesselScopeFor } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { findDailySeries, windCorrectedSeries } from '../performance/public.ts';
import { listVessels } from '../vessels/public.ts';
import {
  deleteIso19030Event,
  findIso19030Event,
  insertIso19030Event,
  listIso19030Events,
  updateIso19030Event,
  type Iso19030EventRow,
} from './iso19030.repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function presentIso19030Event(row: Iso19030EventRow): Iso19030Event {
  return {
    id: row.id,
    vesselId: row.vesselId,
    eventType: row.eventType,
    eventTypeName: iso19030EventTypeName(row.eventType),
    startDate: iso(row.startMs),
    endDate: row.endMs === null ? null : iso(row.endMs),
    description: row.description,
    createdAt: iso(row.createdMs),
    updatedAt: iso(row.updatedMs),
    version: row.version,
  };
}

const presentPeriod = (period: PeriodMean | null): Iso19030Period | null =>
  period && {
    fromDate: iso(period.fromMs),
    toDate: iso(period.toMs),
    mean: period.meanPercent,
    valueCount: period.valueCount,
  };

const presentIndicator = (indicator: IndicatorResult, uncorrected: IndicatorResult): Iso19030Indicator => ({
  kind: indicator.kind,
  value: indicator.valuePercent,
  uncorrectedValue: uncorrected.valuePercent,
  referencePeriod: presentPeriod(indicator.reference),
  evaluationPeriod: presentPeriod(indicator.evaluation),
  eventId: indicator.eventId,
  reason: indicator.reason,
});

export function createIso19030Service(
  deps: DataContext & {
    access: GatedAccess;
    /**
     * Its maintenance events split the speed trends (issue 24 §5): a change recalculates them; a GET
     * whose stored wind-corrected series is stale asks for it too (ADR 0119).
     */
    requestRecalculation: (vesselId: string) => Promise<void>;
  },
) {
  const { engine } = deps;

  const eventNotFound = 'There is no such ISO 19030 event.';

  async function reachableEvent(actor: Actor, id: string): Promise<Iso19030EventRow> {
    requireNotPartner(actor);
    const row = await findIso19030Event(engine, id);
    if (!row) throw notFound(eventNotFound);
    await deps.access(actor, row.vesselId);
    return row;
  }

  return {
    /** GET /Iso19030Events: the events of every vessel the caller sees that has the module. */
    async list(actor: Actor): Promise<Iso19030Event[]> {
      requireNotPartner(actor);
      const vesselIds = (await listVessels(deps.db, vesselScopeFor(actor))).map((vessel) => vessel.id);
      const gated = await vesselsWithFeature(engine, vesselIds, deps.access.feature);
      return (await listIso19030Events(engine, [...gated])).map(presentIso19030Event);
    },

    async listOfVessel(actor: Actor, vesselId: string): Promise<Iso19030Event[]> {
      await deps.access(actor, vesselId);
      return (await listIso19030Events(engine, [vesselId])).map(presentIso19030Event);
    },

    async get(actor: Actor, id: string): Promise<Iso19030Event> {
      return presentIso19030Event(await reachableEvent(actor, id));
    },

    async create(actor: Actor, input: Iso19030EventCreate): Promise<Iso19030Event> {
      await deps.access(actor, input.vesselId);
      const id = await insertIso19030Event(engine, {
        vesselId: input.vesselId,
        eventType: input.eventType,
        startMs: Date.parse(input.startDate),
        endMs: input.endDate === null ? null : Date.parse(input.endDate),
        description: input.description,
        createdBy: actor.userId,
        nowMs: deps.now().getTime(),
      });
      await deps.requestRecalculation(input.vesselId);
      return presentIso19030Event((await findIso19030Event(engine, id))!);
    },

    /**
     * The fields named change, the others stay as in the version the editor read (If-Match, ADR
     * 0092): 428 without it, 412 with the event as saved now when it is not the one stored.
     */
    async update(
      actor: Actor,
      id: string,
      change: Iso19030EventPatch,
      ifMatch: number | null,
    ): Promise<Iso19030Event> {
      const row = await reachableEvent(actor, id);
      const startDate = change.startDate ?? iso(row.startMs);
      const endDate =
        change.endDate !== undefined ? change.endDate : row.endMs === null ? null : iso(row.endMs);
      const datesError = eventDatesError(startDate, endDate);
      if (datesError) throw invalidInput(datesError, change.endDate !== undefined ? 'endDate' : 'startDate');
      const basedOn = requireIfMatch(ifMatch);
      // The unnamed fields are the stored row's: only the version it is may be written over.
      const saved =
        row.version === basedOn &&
        (await updateIso19030Event(
          engine,
          id,
          {
            eventType: change.eventType ?? row.eventType,
            startMs: Date.parse(startDate),
            endMs: endDate === null ? null : Date.parse(endDate),
            description: change.description ?? row.description,
            nowMs: deps.now().getTime(),
          },
          basedOn,
        ));
      const now = await findIso19030Event(engine, id);
      if (!now) throw notFound(eventNotFound);
      if (!saved) throw preconditionFailed(presentIso19030Event(now));
      await deps.requestRecalculation(row.vesselId);
      return presentIso19030Event(now);
    },

    /** Also based on the version read: an event someone changed meanwhile is not deleted unseen. */
    async remove(actor: Actor, id: string, ifMatch: number | null): Promise<void> {
      const row = await reachableEvent(actor, id);
      const basedOn = requireIfMatch(ifMatch);
      if (await deleteIso19030Event(engine, id, basedOn)) {
        await deps.requestRecalculation(row.vesselId);
        return;
      }
      const now = await findIso19030Event(engine, id);
      if (!now) throw notFound(eventNotFound);
      throw preconditionFailed(presentIso19030Event(now));
    },

    /** GET /Iso19030PerformanceIndicators/{vesselId}: the four indicators and the series behind them. */
    async indicators(
      actor: Actor,
      vesselId: string,
      query: Iso19030IndicatorsQuery,
    ): Promise<Iso19030PerformanceIndicators> {
      await deps.access(actor, vesselId);
      const periods = {
        referenceDays: query.referenceDays ?? ISO19030_DEFAULT_PERIODS.referenceDays,
        maintenanceDays: query.maintenanceDays ?? ISO19030_DEFAULT_PERIODS.maintenanceDays,
      };
      const [series, events, wind] = await Promise.all([
        findDailySeries(engine, vesselId, 'speed').then(
          (found) => found ?? { longTrendId: null, values: [] },
        ),
        listIso19030Events(engine, [vesselId]),
        windCorrectedSeries(deps, vesselId, deps.requestRecalculation),
      ]);
      const eventInputs = events.map((event) => ({
        id: event.id,
        type: event.eventType,
        startMs: event.startMs,
        endMs: event.endMs,
      }));
      // Without the correction both are the stored speed trend's values: value = uncorrected value.
      const correctedValues = wind.applied ? wind.corrected : series.values;
      const uncorrectedValues = wind.applied ? wind.uncorrected : series.values;
      const result = iso19030Indicators(correctedValues, eventInputs, periods);
      const plain = wind.applied ? iso19030Indicators(uncorrectedValues, eventInputs, periods) : result;
      const present = (day: DailyValue) => ({ timestamp: iso(day.atMs), value: day.value });
      return {
        vesselId,
        ...periods,
        longTrendId: series.longTrendId,
        windCorrection: wind.applied
          ? { applied: true, reason: null, blocksKept: wind.blocksKept }
          : { applied: false, reason: wind.reason, blocksKept: null },
        dryDockingPerformance: presentIndicator(result.dryDockingPerformance, plain.dryDockingPerformance),
        inServicePerformance: presentIndicator(result.inServicePerformance, plain.inServicePerformance),
        maintenanceTrigger: presentIndicator(result.maintenanceTrigger, plain.maintenanceTrigger),
        maintenanceEffects: result.maintenanceEffects.map((effect, i) =>
          presentIndicator(effect, plain.maintenanceEffects[i]!),
        ),
        series: correctedValues.map(present),
        uncorrectedSeries: uncorrectedValues.map(present),
      };
    },
  };
}

export type Iso19030Service = ReturnType<typeof createIso19030Service>;
