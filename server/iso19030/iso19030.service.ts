// ISO 19030 (001 §2, §3, §7; PERF-005, PERF-038, PERF-085, PERF-158): the hull and propeller events
// of a vessel and its four performance indicators. Who: every role that sees the vessel except the
// partner type, where the vessel has the module's feature (the gated access of the composition root,
// ADR 0059; Diagnostics until a Fouling feature exists). The indicators are computed on read from
// the speed long trend's stored daily values (no second computation, nothing stored on GET).
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
import type { DataContext } from '../context.ts';
import { vesselsWithFeature, type GatedAccess } from '../features/feature-gate.ts';
import { invalidInput, notFound } from '../http/app-error.ts';
import { requireNotPartner, vesselScopeFor } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { findDailySeries } from '../performance/long-trends.repository.ts';
import { listVessels } from '../vessels/vessels.repository.ts';
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
  };
}

const presentPeriod = (period: PeriodMean | null): Iso19030Period | null =>
  period && {
    fromDate: iso(period.fromMs),
    toDate: iso(period.toMs),
    mean: period.meanPercent,
    valueCount: period.valueCount,
  };

const presentIndicator = (indicator: IndicatorResult): Iso19030Indicator => ({
  kind: indicator.kind,
  value: indicator.valuePercent,
  referencePeriod: presentPeriod(indicator.reference),
  evaluationPeriod: presentPeriod(indicator.evaluation),
  eventId: indicator.eventId,
  reason: indicator.reason,
});

export function createIso19030Service(deps: DataContext & { access: GatedAccess }) {
  const { engine } = deps;

  async function reachableEvent(actor: Actor, id: string): Promise<Iso19030EventRow> {
    requireNotPartner(actor);
    const row = await findIso19030Event(engine, id);
    if (!row) throw notFound('There is no such ISO 19030 event.');
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
      return presentIso19030Event((await findIso19030Event(engine, id))!);
    },

    async update(actor: Actor, id: string, change: Iso19030EventPatch): Promise<Iso19030Event> {
      const row = await reachableEvent(actor, id);
      const startDate = change.startDate ?? iso(row.startMs);
      const endDate =
        change.endDate !== undefined ? change.endDate : row.endMs === null ? null : iso(row.endMs);
      const datesError = eventDatesError(startDate, endDate);
      if (datesError) throw invalidInput(datesError, change.endDate !== undefined ? 'endDate' : 'startDate');
      await updateIso19030Event(engine, id, {
        eventType: change.eventType ?? row.eventType,
        startMs: Date.parse(startDate),
        endMs: endDate === null ? null : Date.parse(endDate),
        description: change.description ?? row.description,
        nowMs: deps.now().getTime(),
      });
      return presentIso19030Event((await findIso19030Event(engine, id))!);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await reachableEvent(actor, id);
      await deleteIso19030Event(engine, id);
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
      const [series, events] = await Promise.all([
        findDailySeries(engine, vesselId, 'speed').then(
          (found) => found ?? { longTrendId: null, values: [] },
        ),
        listIso19030Events(engine, [vesselId]),
      ]);
      const result = iso19030Indicators(
        series.values,
        events.map((event) => ({
          id: event.id,
          type: event.eventType,
          startMs: event.startMs,
          endMs: event.endMs,
        })),
        periods,
      );
      return {
        vesselId,
        ...periods,
        longTrendId: series.longTrendId,
        dryDockingPerformance: presentIndicator(result.dryDockingPerformance),
        inServicePerformance: presentIndicator(result.inServicePerformance),
        maintenanceTrigger: presentIndicator(result.maintenanceTrigger),
        maintenanceEffects: result.maintenanceEffects.map(presentIndicator),
        series: series.values.map((day) => ({ timestamp: iso(day.atMs), value: day.value })),
      };
    },
  };
}

export type Iso19030Service = ReturnType<typeof createIso19030Service>;
