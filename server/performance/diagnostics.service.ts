// The Diagnostics page's server side (001 §2, §7): the vessel performance events (Trend and Info,
// from onboard and from the office), the trend limits the status is judged by, the per-vessel
// long-trend configuration, and the benefits and consequences priced with it. Every call about a
// vessel is gated by its Diagnostics feature (ADR 0059).
// Decisions: docs/adr/0048-diagnostics.md, docs/adr/0059-feature-gating.md.
import { DEFAULT_STATUS_THRESHOLDS } from '../../domain/calc/long-trend.ts';
import type {
  Benefit,
  Consequence,
  ConsequencesQuery,
  InfoEventRequest,
  LongTrendConfiguration,
  LongTrendConfigurationRequest,
  RangeConsequences,
  TrendEventRequest,
  TrendEventType,
  TrendLimit,
  VesselEventUpdate,
  VesselPerformanceEvent,
} from '../../domain/contracts/diagnostics.ts';
import type { LongTrendPeriod } from '../../domain/contracts/long-trends.ts';
import {
  consequenceRows,
  DEFAULT_CONSEQUENCE_SETTINGS,
  eventStep,
  meanDeviationInRange,
} from '../../domain/performance/benefits.ts';
import { diagnosticKindOf, diagnosticTypeOf } from '../../domain/performance/long-trends.ts';
import {
  TREND_EVENT_TYPES,
  trendEventTypeName,
  VESSEL_EVENT_TYPES,
  type VesselEventType,
} from '../../domain/performance/trend-events.ts';
import type { DataContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';
import { requireNotPartner, requireSuperOrAdmin } from '../security/access-policy.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import { findVesselById } from '../vessels/public.ts';
import type { GatedAccess } from '../features/public.ts';
import {
  deleteOfficeEvent,
  findLongTrendConfiguration,
  findOfficeEvent,
  insertOfficeEvent,
  listVesselEvents,
  saveLongTrendConfiguration,
  updateOfficeEvent,
  type PerformanceEventRow,
} from './diagnostic-events.repository.ts';
import { listLongTrends, type LongTrendRow } from './long-trends.repository.ts';
import type { LongTrendsService } from './long-trends.service.ts';

const noMcrNotice =
  'Consequences cannot be calculated: the vessel has no MCR (maximum continuous rating) in its record.';

const eventNotFound = 'There is no such event.';

function presentEvent(row: PerformanceEventRow): VesselPerformanceEvent {
  return {
    id: row.id,
    vesselId: row.vesselId,
    timestamp: new Date(row.atMs).toISOString(),
    name: row.name,
    type: row.type,
    source: row.source,
    trendEventType: row.trendEventType,
    description: row.description,
    isEditable: row.source === 'Office',
    version: row.version,
  };
}

export type DiagnosticsDeps = DataContext & {
  /** The Diagnostics module's access: reach, then the vessel's feature. */
  access: GatedAccess;
  longTrends: Pick<LongTrendsService, 'periodsOf' | 'reachableTrend' | 'gatedTrends'>;
  /** Asks for a recalculation of the vessel's long trends after its trend events changed. */
  requestRecalculation: (vesselId: string) => Promise<void>;
};

export function createDiagnosticsService(deps: DiagnosticsDeps) {
  const { engine } = deps;

  async function officeEvent(actor: Actor, id: string, type: VesselEventType | null) {
    const row = await findOfficeEvent(engine, id);
    if (!row || (type && row.type !== type)) throw notFound(eventNotFound);
    await deps.access(actor, row.vesselId);
    return row;
  }

  /** A trend event moves a period boundary: the daily values are split anew at the next recalculation. */
  async function afterChange(row: Pick<PerformanceEventRow, 'vesselId' | 'type'>) {
    if (row.type === 'TrendEvent') await deps.requestRecalculation(row.vesselId);
  }

  async function settingsOf(vesselId: string) {
    const stored = await findLongTrendConfiguration(engine, vesselId);
    return stored ? { ...DEFAULT_CONSEQUENCE_SETTINGS, ...stored } : DEFAULT_CONSEQUENCE_SETTINGS;
  }

  /** The vessel's configuration as read and saved: the defaults at version 0 until one is saved. */
  async function configurationOf(vesselId: string): Promise<LongTrendConfiguration> {
    const stored = await findLongTrendConfiguration(engine, vesselId);
    return { ...DEFAULT_CONSEQUENCE_SETTINGS, version: 0, ...stored, vesselId };
  }

  async function mcrKwOf(vesselId: string): Promise<number> {
    const vessel = await findVesselById(deps.db, vesselId);
    return vessel?.maxContinuousRating ?? 0;
  }

  const typeOrder = (row: LongTrendRow) =>
    diagnosticTypeOf(diagnosticKindOf(row.diagnosticType)).diagnosticTypeId;

  function consequencesOf(
    row: LongTrendRow,
    deviation: number | null,
    mcrKw: number,
    settings: typeof DEFAULT_CONSEQUENCE_SETTINGS,
    isBenchmarking: boolean,
  ): Consequence[] {
    const kind = diagnosticKindOf(row.diagnosticType);
    return consequenceRows({ kind, deviation, isBenchmarking, mcrKw, settings }).map((r) => ({
      longTrendId: row.id,
      mcrPercent: r.mcrPercent,
      mcrDisplay: r.mcrDisplay,
      diagnosticTypeName: diagnosticTypeOf(kind).diagnosticTypeName,
      deviation: r.deviation,
      results: r.results,
    }));
  }

  return {
    trendEventTypes(actor: Actor): TrendEventType[] {
      requireNotPartner(actor);
      return TREND_EVENT_TYPES.map((type) => ({ id: type.id, name: type.name }));
    },

    async findEvents(
      actor: Actor,
      vesselId: string,
      types?: readonly VesselEventType[],
    ): Promise<VesselPerformanceEvent[]> {
      await deps.access(actor, vesselId);
      const wanted = types && types.length > 0 ? types : VESSEL_EVENT_TYPES;
      return (await listVesselEvents(engine, vesselId, wanted)).map(presentEvent);
    },

    async addInfoEvent(actor: Actor, input: InfoEventRequest): Promise<VesselPerformanceEvent> {
      await deps.access(actor, input.vesselId);
      const event = {
        vesselId: input.vesselId,
        type: 'InfoEvent' as const,
        trendEventType: null,
        atMs: Date.parse(input.timestamp),
        name: input.name,
        description: input.description,
      };
      const id = await insertOfficeEvent(engine, { ...event, createdBy: actor.userId });
      return presentEvent({ ...event, id, source: 'Office', version: 1 });
    },

    async addTrendEvent(actor: Actor, input: TrendEventRequest): Promise<VesselPerformanceEvent> {
      await deps.access(actor, input.vesselId);
      const event = {
        vesselId: input.vesselId,
        type: 'TrendEvent' as const,
        trendEventType: input.trendEventType,
        atMs: Date.parse(input.timestamp),
        name: input.name ?? trendEventTypeName(input.trendEventType),
        description: input.description,
      };
      const id = await insertOfficeEvent(engine, { ...event, createdBy: actor.userId });
      await afterChange(event);
      return presentEvent({ ...event, id, source: 'Office', version: 1 });
    },

    /** PUT /DiagnosticEvents/{Info|Trend}/{id} and PUT /VesselEvents/{id} (type null: either). */
    /** Based on the version the editor read (If-Match, ADR 0092): 428 without, 412 when stale. */
    async updateEvent(
      actor: Actor,
      id: string,
      type: VesselEventType | null,
      change: VesselEventUpdate & { trendEventType?: string },
      ifMatch: number | null,
    ): Promise<VesselPerformanceEvent> {
      const row = await officeEvent(actor, id, type);
      const basedOn = requireIfMatch(ifMatch);
      const next = {
        atMs: Date.parse(change.timestamp),
        name: change.name,
        description: change.description,
        trendEventType: row.type === 'TrendEvent' ? (change.trendEventType ?? row.trendEventType) : null,
      };
      const saved = await updateOfficeEvent(engine, id, next, basedOn);
      const now = await findOfficeEvent(engine, id);
      if (!now) throw notFound(eventNotFound);
      if (!saved) throw preconditionFailed(presentEvent(now));
      await afterChange(row);
      return presentEvent(now);
    },

    /** Also based on the version read: an event someone changed meanwhile is not deleted unseen. */
    async deleteEvent(
      actor: Actor,
      id: string,
      type: VesselEventType,
      ifMatch: number | null,
    ): Promise<void> {
      const row = await officeEvent(actor, id, type);
      const basedOn = requireIfMatch(ifMatch);
      if (!(await deleteOfficeEvent(engine, id, basedOn))) {
        const now = await findOfficeEvent(engine, id);
        if (!now) throw notFound(eventNotFound);
        throw preconditionFailed(presentEvent(now));
      }
      await afterChange(row);
    },

    /** GET /TrendLimits: the thresholds of each diagnostic type the vessel's trends are judged by. */
    async trendLimits(actor: Actor, vesselId: string): Promise<TrendLimit[]> {
      await deps.access(actor, vesselId);
      return (['speed', 'rpm', 'sfoc'] as const).map((kind) => ({
        diagnosticType: diagnosticTypeOf(kind),
        ...DEFAULT_STATUS_THRESHOLDS[kind],
        unitName: '%',
      }));
    },

    async configuration(actor: Actor, vesselId: string): Promise<LongTrendConfiguration[]> {
      await deps.access(actor, vesselId);
      return [await configurationOf(vesselId)];
    },

    /**
     * Based on the version read (If-Match, ADR 0092; 0 = none saved yet, the defaults): 428
     * without, 412 with the configuration as saved now when someone saved since.
     */
    async saveConfiguration(
      actor: Actor,
      input: LongTrendConfigurationRequest,
      ifMatch: number | null,
    ): Promise<LongTrendConfiguration> {
      requireSuperOrAdmin(actor);
      await deps.access(actor, input.vesselId);
      const basedOn = requireIfMatch(ifMatch);
      if (!(await saveLongTrendConfiguration(engine, input, basedOn)))
        throw preconditionFailed(await configurationOf(input.vesselId));
      return { ...input, version: basedOn + 1 };
    },

    /**
     * GET /Consequences/FindLatest: what each trend's current deviation from its benchmark costs per
     * day at each MCR option; none for a benchmarking trend.
     */
    async latestConsequences(actor: Actor, longTrendIds: readonly string[]): Promise<Benefit> {
      // The trends of vessels without Diagnostics are left out (a comparison mixes vessels).
      const rows = await deps.longTrends.gatedTrends(actor, longTrendIds);
      const periods = await deps.longTrends.periodsOf(rows);
      // The MCR and the prices once per vessel (a comparison asks for many trends of few vessels).
      const inputs = new Map<string, Promise<[number, typeof DEFAULT_CONSEQUENCE_SETTINGS]>>();
      const inputsOf = (vesselId: string) => {
        let found = inputs.get(vesselId);
        if (!found) inputs.set(vesselId, (found = Promise.all([mcrKwOf(vesselId), settingsOf(vesselId)])));
        return found;
      };
      const consequences: Consequence[] = [];
      let notice: string | null = null;
      for (const row of rows) {
        const current = periods.find((p) => p.longTrendId === row.id && p.isCurrent);
        const [mcrKw, settings] = await inputsOf(row.vesselId);
        if (!(mcrKw > 0)) notice = noMcrNotice;
        const isBenchmarking = !current || current.status === 'BenchMarking';
        consequences.push(
          ...consequencesOf(row, current?.deviationFromBenchmark ?? null, mcrKw, settings, isBenchmarking),
        );
      }
      return { consequences, notice };
    },

    /**
     * GET /Consequences: what the trends' mean deviation over a date range costs per day at each MCR
     * option (every long trend of the vessel, or the one asked for); none for a trend without a
     * benchmarked daily value in the range.
     */
    async consequencesInRange(actor: Actor, query: ConsequencesQuery): Promise<RangeConsequences> {
      await deps.access(actor, query.vesselId);
      const rows = (await listLongTrends(engine, [query.vesselId]))
        .filter((row) => !query.longTrendId || row.id === query.longTrendId)
        .sort((a, b) => typeOrder(a) - typeOrder(b));
      if (query.longTrendId && rows.length === 0)
        throw notFound('There is no long trend with that id on this vessel.');
      const periods = await deps.longTrends.periodsOf(rows);
      const [mcrKw, settings] = await Promise.all([mcrKwOf(query.vesselId), settingsOf(query.vesselId)]);
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      const consequences: Consequence[] = [];
      const dailyValueCounts: RangeConsequences['dailyValueCounts'] = [];
      for (const row of rows) {
        const { deviation, dailyValueCount } = meanDeviationInRange(
          periods.filter((p) => p.longTrendId === row.id),
          fromMs,
          toMs,
          query.benchmarkPeriod,
        );
        dailyValueCounts.push({ longTrendId: row.id, dailyValueCount });
        consequences.push(...consequencesOf(row, deviation, mcrKw, settings, deviation === null));
      }
      return { consequences, notice: mcrKw > 0 ? null : noMcrNotice, dailyValueCounts };
    },

    /**
     * GET /Benefits/Find: what a trend event gave back on one trend: the step between the level the
     * trend had reached before the event and where it started after, priced at each MCR option. No
     * consequences while either side is still benchmarking (PERF-079).
     */
    async benefit(actor: Actor, trendEventId: string, longTrendId: string): Promise<Benefit> {
      const row = await deps.longTrends.reachableTrend(actor, longTrendId);
      const events = await listVesselEvents(engine, row.vesselId, ['TrendEvent']);
      const event = events.find((e) => e.id === trendEventId);
      if (!event) throw notFound('There is no such trend event on this vessel.');
      const periods = await deps.longTrends.periodsOf([row]);
      const at = (p: LongTrendPeriod) => ({ start: Date.parse(p.start), end: Date.parse(p.end) });
      const before = periods.find((p) => at(p).end === event.atMs);
      const after = periods.find((p) => at(p).start === event.atMs);
      const step = eventStep(
        before?.trendline ? { end: before.trendline.end.y } : null,
        after?.trendline ? { start: after.trendline.start.y } : null,
      );
      const mcrKw = await mcrKwOf(row.vesselId);
      const isBenchmarking =
        step === null || before?.status === 'BenchMarking' || after?.status === 'BenchMarking';
      return {
        consequences: consequencesOf(row, step, mcrKw, await settingsOf(row.vesselId), isBenchmarking),
        notice: mcrKw > 0 ? null : noMcrNotice,
      };
    },
  };
}

export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;
