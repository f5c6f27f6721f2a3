// Long trends (001 §1-§4): recalculated from the vessel's stored data after an import (the job in
// long-trend-queue.ts), read with their periods, their settings changed by users, and the overall
// vessel status derived from them. Every read and change is gated by the vessel's Diagnostics
// feature except the vessel status, which answers DiagnosticsNotActivated without it.
// Decisions: docs/adr/0047-long-trend-computation.md, docs/adr/0059-feature-gating.md.
import {
  DIAGNOSTIC_TYPE_ORDER,
  type DiagnosticKind,
  parsePerformanceStatus,
} from '../../domain/calc/long-trend.ts';
import { trendEventTimes, type TrendEventMark } from '../../domain/performance/trend-events.ts';
import type {
  LongTrend,
  LongTrendPeriod,
  LongTrendPeriodsColumns,
  LongTrendUpdateRequest,
  VesselPerformanceStatus,
  TrendBasis,
} from '../../domain/contracts/long-trends.ts';
import type {
  LongTrendData,
  LongTrendDataColumns,
  LongTrendPeriodMeta,
  LongTrendStatistics,
} from '../../domain/contracts/diagnostics.ts';
import type { AnswerForm } from '../../domain/contracts/common.ts';
import { timedColumns } from '../../domain/log-data/series-columns.ts';
import { messages } from '../../domain/messages.ts';
import {
  analyseDailySeries,
  COMPUTED_DIAGNOSTICS,
  dailyDeviations,
  refusalReason,
  diagnosticKindOf,
  diagnosticReadiness,
  type LongTrendInputs,
  diagnosticTypeOf,
  type ComputedDiagnostic,
  type DailyValue,
} from '../../domain/performance/long-trends.ts';
import {
  chooseTrendSource,
  noonReportDailyValues,
  noonReportRefusalReason,
  type NoonReportInput,
} from '../../domain/performance/noon-report-trends.ts';
import { listNoonReportTrendInputs } from '../noon-reports/public.ts';
import type { Block, BlockChannel, VesselReferences } from '../../domain/performance/steady-state.ts';
import type { DataContext } from '../context.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import { notFound } from '../http/app-error.ts';
import { xlsxResponse } from '../http/file-response.ts';
import type { Actor } from '../security/actor.ts';
import { findVesselById, type VesselRecord } from '../vessels/public.ts';
import type { GatedAccess } from '../features/public.ts';
import { longTrendWorkbook } from './long-trend-workbook.ts';
import { readReferenceCurves, vesselReferences } from './vessel-references.ts';
import { refreshWindSeries } from './wind-series.ts';
import { findVesselStatuses } from './vessel-status.ts';
import {
  ensureLongTrend,
  findChannelVariables,
  findLongTrends,
  hasRollups,
  listDailyValues,
  listLongTrends,
  listTrendEvents,
  readBlocks,
  storeLongTrendResult,
  updateLongTrendSettings,
  type LongTrendRow,
} from './long-trends.repository.ts';

export { readReferenceCurves, vesselReferences } from './vessel-references.ts';

const kindOf = (row: LongTrendRow): DiagnosticKind => diagnosticKindOf(row.diagnosticType);

/** The periods in the compact form (form=Columns, ADR 0122): each period's daily values in columns. */
function periodsInColumns(periods: readonly LongTrendPeriod[]): LongTrendPeriodsColumns {
  return {
    form: 'Columns',
    items: periods.map(({ values, ...period }) => {
      const { time, columns } = timedColumns([values.map((p) => ({ t: Date.parse(p.x), value: p.y }))]);
      return { ...period, time, values: columns[0]! };
    }),
  };
}

function presentLongTrend(row: LongTrendRow): LongTrend {
  const kind = kindOf(row);
  return {
    id: row.id,
    vesselId: row.vesselId,
    description: row.description,
    descriptionLong: row.descriptionLong,
    diagnosticType: diagnosticTypeOf(kind),
    performanceStatus: parsePerformanceStatus(row.performanceStatus),
    useInVesselStatus: row.useInVesselStatus,
    useManualBenchmarkLevel: row.useManualBenchmarkLevel,
    manualBenchmarkLevel: row.manualBenchmarkLevel,
    computedAt: row.computedAt ? new Date(row.computedAt).toISOString() : null,
    basis: trendBasisOf(row),
    version: row.version,
  };
}

/** What the trend's last computation was made from; null before the first. */
export function trendBasisOf(row: LongTrendRow): TrendBasis | null {
  if (row.computedAt === null) return null;
  return {
    blocksKept: row.blocksKept,
    blocksTotal: row.blocksTotal,
    dailyValueCount: row.dailyValueCount,
    sampleWindowMinutes: row.sampleWindowMinutes,
    firstRefusalReason: row.refusalReason,
    plausibilityReason: row.plausibilityReason,
    source: row.source,
    noonReportCount: row.noonReportCount,
  };
}

/** What the readiness of the diagnostic types is judged on: the references and the channels found. */
export function readinessInputs(
  references: VesselReferences,
  variables: Partial<Record<BlockChannel, string>>,
): LongTrendInputs {
  return {
    speedPower: references.speedPower && { referenceDraftM: references.speedPower.referenceDraftM },
    propeller: references.propeller !== null,
    sfoc: references.sfoc !== null,
    channels: new Set(Object.keys(variables) as BlockChannel[]),
  };
}

const manualLevelOf = (row: Pick<LongTrendRow, 'useManualBenchmarkLevel' | 'manualBenchmarkLevel'>) =>
  row.useManualBenchmarkLevel ? row.manualBenchmarkLevel : null;

export type RecalculationSummary = {
  vesselId: string;
  trends: number;
  blocksKept: number;
  blocksTotal: number;
};

/** What one recalculation stores of either source: the daily values and what they were made from. */
type TrendInputs = {
  values: Record<ComputedDiagnostic, DailyValue[]>;
  kept: number;
  total: number;
  sampleWindowMinutes: number;
  refusalReason: string | null;
  plausibility: (key: ComputedDiagnostic) => string | null;
};

/** The channels a vessel's noon reports give (any report having the value counts, as a logged variable does). */
function noonReportChannels(reports: readonly NoonReportInput[]): Partial<Record<BlockChannel, string>> {
  const found: Partial<Record<BlockChannel, string>> = {};
  for (const report of reports) {
    if (report.distanceThroughWaterNm !== null || report.distanceOverGroundNm > 0) {
      found.stw = 'noonReports';
      found.sog = 'noonReports';
    }
    if (report.mainEnginePowerKw !== null) found.power = 'noonReports';
    if (report.shaftSpeedRpm !== null) found.rpm = 'noonReports';
    if (report.draftForwardM !== null) found.draftFore = 'noonReports';
    if (report.draftAftM !== null) found.draftAft = 'noonReports';
    if (report.mainEngineFuelTonnes !== null) found.meFuel = 'noonReports';
  }
  return found;
}

/** One daily value per kept noon report (domain/performance/noon-report-trends.ts). */
function fromNoonReports(reports: readonly NoonReportInput[], references: VesselReferences): TrendInputs {
  const series = noonReportDailyValues(reports, references);
  return {
    values: series.values,
    kept: series.reports.kept,
    total: reports.length,
    sampleWindowMinutes: 24 * 60,
    refusalReason: series.firstRefusal ? noonReportRefusalReason(series.firstRefusal) : null,
    plausibility: () => null,
  };
}

const noSuchTrend = 'There is no long trend with that id.';

/** The Diagnostics module's access (ADR 0059): `access` checks reach and feature. */
export type LongTrendsDeps = DataContext & { access: GatedAccess };

export function createLongTrendsService(ctx: LongTrendsDeps) {
  const { engine } = ctx;

  async function reachableTrend(actor: Actor, id: string): Promise<LongTrendRow> {
    const [row] = await findLongTrends(engine, [id]);
    if (!row) throw notFound(noSuchTrend);
    await ctx.access(actor, row.vesselId);
    return row;
  }

  /**
   * The trends asked for (404 for an unknown id), in the order asked, of the vessels the caller
   * reaches that have the Diagnostics feature: the others are left out, and a call whose vessels all
   * lack it is refused (a comparison may mix vessels; ADR 0059). One query for the rows, one for the
   * feature.
   */
  async function gatedTrends(actor: Actor, longTrendIds: readonly string[]): Promise<LongTrendRow[]> {
    const ids = [...new Set(longTrendIds)];
    const rows = new Map((await findLongTrends(engine, ids)).map((row) => [row.id, row]));
    if (rows.size < ids.length) throw notFound(noSuchTrend);
    const kept = await ctx.access.vessels(
      actor,
      [...rows.values()].map((row) => row.vesselId),
    );
    return ids.map((id) => rows.get(id)!).filter((row) => kept.has(row.vesselId));
  }

  /** The trend's periods from its stored daily values; `events` when the caller has them already. */
  async function analyse(row: LongTrendRow, manualBenchmarkLevel: number | null, events?: TrendEventMark[]) {
    const [values, marks] = await Promise.all([
      listDailyValues(engine, row.id),
      events ?? listTrendEvents(engine, row.vesselId),
    ]);
    const eventTimes = trendEventTimes(marks, row.diagnosticType);
    return {
      values,
      analysis: analyseDailySeries(kindOf(row), values, eventTimes, { manualBenchmarkLevel }),
    };
  }

  /** The daily values of the vessel's 15-minute rollups (domain/performance/long-trends.ts). */
  function fromSensorData(
    blocks: readonly Block[],
    references: VesselReferences,
    events: TrendEventMark[],
  ): TrendInputs {
    const daily = dailyDeviations(blocks, references, trendEventTimes(events, 'any'));
    return {
      values: daily.values,
      kept: daily.blocks.kept,
      total: blocks.length,
      sampleWindowMinutes: Math.round(daily.sampleWindowMs / 60_000),
      refusalReason: daily.firstRefusal ? refusalReason(daily.firstRefusal) : null,
      plausibility: (key) => daily.plausibility.find((finding) => finding.value === key)?.reason ?? null,
    };
  }

  /** The long trends of `recalculate` (below); `blocksOf` reads the rollup blocks once per recalculation. */
  async function recalculateTrends(
    vessel: VesselRecord,
    blocksOf: (variables: Partial<Record<BlockChannel, string>>) => Promise<Block[]>,
  ): Promise<RecalculationSummary> {
    const vesselId = vessel.id;
    const references = vesselReferences(vessel, await readReferenceCurves(engine, vessel.id));
    const variables = await findChannelVariables(engine, vesselId);
    // Sensor data wins; a vessel without any takes its trends from its noon reports (ADR 0107).
    const [hasSensorData, noonReports] = await Promise.all([
      hasRollups(engine, vesselId, Object.values(variables)),
      listNoonReportTrendInputs(ctx.db, vesselId),
    ]);
    const source = chooseTrendSource(hasSensorData, noonReports.length);
    const readiness = diagnosticReadiness(
      readinessInputs(references, source === 'noonReports' ? noonReportChannels(noonReports) : variables),
    );
    const computable = COMPUTED_DIAGNOSTICS.filter(
      (diagnostic) => readiness.find((r) => r.key === diagnostic.key)?.available,
    );
    // A trend whose inputs are gone (its reference curve deleted, its variable no longer logged)
    // keeps its settings but not its last result: no values, status N/A, out of the vessel status.
    const now = ctx.now();
    for (const row of await listLongTrends(engine, [vesselId])) {
      if (computable.some((diagnostic) => diagnostic.key === row.diagnosticType)) continue;
      if (row.performanceStatus === 'notAvailable') continue;
      await engine.transaction((tx) =>
        storeLongTrendResult(tx, row.id, {
          values: [],
          status: 'notAvailable',
          blocksKept: 0,
          blocksTotal: 0,
          now,
          source,
          noonReportCount: noonReports.length,
        }),
      );
    }
    if (computable.length === 0) return { vesselId, trends: 0, blocksKept: 0, blocksTotal: 0 };
    const events = await listTrendEvents(engine, vesselId);
    const daily =
      source === 'noonReports'
        ? fromNoonReports(noonReports, references)
        : fromSensorData(await blocksOf(variables), references, events);
    let trends = 0;
    for (const diagnostic of computable) {
      await engine.transaction(async (tx) => {
        const row = await ensureLongTrend(tx, vesselId, {
          diagnosticType: diagnostic.key,
          description: diagnostic.description,
          descriptionLong: diagnostic.descriptionLong,
        });
        const values = daily.values[diagnostic.key];
        const analysis = analyseDailySeries(
          diagnostic.kind,
          values,
          trendEventTimes(events, diagnostic.key),
          {
            manualBenchmarkLevel: manualLevelOf(row),
          },
        );
        await storeLongTrendResult(tx, row.id, {
          values,
          status: analysis.status,
          blocksKept: daily.kept,
          blocksTotal: daily.total,
          now,
          sampleWindowMinutes: daily.sampleWindowMinutes,
          refusalReason: daily.refusalReason,
          plausibilityReason: daily.plausibility(diagnostic.key),
          source,
          noonReportCount: noonReports.length,
        });
      });
      trends++;
    }
    return { vesselId, trends, blocksKept: daily.kept, blocksTotal: daily.total };
  }

  const service = {
    reachableTrend,
    gatedTrends,

    /**
     * Recalculates every long trend of the vessel from its stored 15-minute rollups: the trends its
     * references and variables allow (`diagnosticReadiness`: speed needs a PowerSpeed curve, rpm
     * the MCR and its shaft speed, SFOC an SFOC curve and the main engine's fuel mass flow).
     */
    async recalculate(vesselId: string): Promise<RecalculationSummary> {
      const vessel = await findVesselById(ctx.db, vesselId);
      if (!vessel) return { vesselId, trends: 0, blocksKept: 0, blocksTotal: 0 };
      // The rollup blocks are read once, for the trends and the ISO 19030 wind-corrected series.
      const blocksRead = new Map<string, Promise<Block[]>>();
      const blocksOf = (variables: Partial<Record<BlockChannel, string>>) => {
        const key = JSON.stringify(variables);
        const blocks = blocksRead.get(key) ?? readBlocks(engine, vesselId, variables);
        blocksRead.set(key, blocks);
        return blocks;
      };
      const summary = await recalculateTrends(vessel, blocksOf);
      // ADR 0119: the wind-corrected series with the trends, from the same blocks (or removed).
      await refreshWindSeries(ctx, vesselId, blocksOf);
      return summary;
    },

    async find(actor: Actor, vesselId: string, isDiagnosticType?: boolean): Promise<LongTrend[]> {
      await ctx.access(actor, vesselId);
      // Every computed long trend has a diagnostic type; trends without one are not made yet.
      if (isDiagnosticType === false) return [];
      const rows = await listLongTrends(engine, [vesselId]);
      return rows
        .map(presentLongTrend)
        .sort(
          (a, b) => (a.diagnosticType?.diagnosticTypeId ?? 9) - (b.diagnosticType?.diagnosticTypeId ?? 9),
        );
    },

    /** PUT /LongTrends: 'use in vessel status' and the manual benchmark; the status follows at once. */
    /** Based on the version the page read (If-Match, ADR 0092): 428 without, 412 when stale. */
    async update(actor: Actor, input: LongTrendUpdateRequest, ifMatch: number | null): Promise<LongTrend> {
      const row = await reachableTrend(actor, input.id);
      const basedOn = requireIfMatch(ifMatch);
      const manualBenchmarkLevel = input.useManualBenchmarkLevel
        ? (input.manualBenchmarkLevel ?? null)
        : null;
      const { analysis } = await analyse(row, manualBenchmarkLevel);
      const settings = {
        useInVesselStatus: input.useInVesselStatus,
        useManualBenchmarkLevel: input.useManualBenchmarkLevel,
        manualBenchmarkLevel: input.manualBenchmarkLevel ?? null,
        performanceStatus: analysis.status,
      };
      if (!(await updateLongTrendSettings(engine, row.id, settings, basedOn)))
        throw preconditionFailed(presentLongTrend(await reachableTrend(actor, input.id)));
      return presentLongTrend({ ...row, ...settings, version: basedOn + 1 });
    },

    /** GET /LongTrendPeriods/Find: the periods of the trends of the vessels with Diagnostics. */
    async periods(
      actor: Actor,
      longTrendIds: readonly string[],
      form: AnswerForm = 'Objects',
    ): Promise<LongTrendPeriod[] | LongTrendPeriodsColumns> {
      const periods = await service.periodsOf(await gatedTrends(actor, longTrendIds));
      return form === 'Columns' ? periodsInColumns(periods) : periods;
    },

    /** The periods of trends already checked, with their trendline, benchmark, status and daily values. */
    async periodsOf(rows: readonly LongTrendRow[]): Promise<LongTrendPeriod[]> {
      const answer: LongTrendPeriod[] = [];
      // The trends of one vessel share its trend events: read once per vessel.
      const eventsOf = new Map<string, TrendEventMark[]>();
      for (const row of rows) {
        let events = eventsOf.get(row.vesselId);
        if (!events) {
          events = await listTrendEvents(engine, row.vesselId);
          eventsOf.set(row.vesselId, events);
        }
        const { values, analysis } = await analyse(row, manualLevelOf(row), events);
        const isRpm = row.diagnosticType === 'rpm';
        for (const period of analysis.periods) {
          const startMs = Date.parse(period.start);
          const endMs = Date.parse(period.end);
          const inPeriod = values.filter(
            (d) => d.atMs >= startMs && (period.isCurrent ? d.atMs <= endMs : d.atMs < endMs),
          );
          const ys = inPeriod.map((d) => d.value);
          answer.push({
            longTrendId: row.id,
            start: period.start,
            end: period.end,
            status: period.status,
            isCurrent: period.isCurrent,
            trendline: period.trendline,
            benchmarkPoint: period.benchmarkPoint,
            unitName: '%',
            unitCaption: '%',
            isRpmDiagnostic: isRpm,
            maximumValue: ys.length ? Math.max(...ys) : null,
            minimumValue: ys.length ? Math.min(...ys) : null,
            changePerYear: period.changePerYear,
            deviationFromBenchmark: period.deviationFromBenchmark,
            sampleCount: period.sampleCount,
            values: inPeriod.map((d) => ({ x: new Date(d.atMs).toISOString(), y: d.value })),
          });
        }
      }
      return answer;
    },

    /** GET /LongTrends/Data: the daily values of each trend. */
    async data(
      actor: Actor,
      longTrendIds: readonly string[],
      form: AnswerForm = 'Objects',
    ): Promise<LongTrendData[] | LongTrendDataColumns> {
      const answer: LongTrendData[] = [];
      const items: LongTrendDataColumns['items'] = [];
      for (const row of await gatedTrends(actor, longTrendIds)) {
        const values = await listDailyValues(engine, row.id);
        if (form === 'Columns') {
          const { time, columns } = timedColumns([values.map((d) => ({ t: d.atMs, value: d.value }))]);
          items.push({ longTrendId: row.id, unitName: '%', time, values: columns[0]! });
          continue;
        }
        answer.push({
          longTrendId: row.id,
          unitName: '%',
          values: values.map((d) => ({ x: new Date(d.atMs).toISOString(), y: d.value })),
        });
      }
      return form === 'Columns' ? { form: 'Columns', items } : answer;
    },

    /** GET /LongTrendPeriods/Meta: what each trend was computed from, and when. */
    async meta(actor: Actor, longTrendIds: readonly string[]): Promise<LongTrendPeriodMeta[]> {
      const answer: LongTrendPeriodMeta[] = [];
      for (const row of await gatedTrends(actor, longTrendIds)) {
        const { values, analysis } = await analyse(row, manualLevelOf(row));
        const first = values[0];
        const last = values[values.length - 1];
        answer.push({
          longTrendId: row.id,
          trendDataMinDate: first ? new Date(first.atMs).toISOString() : null,
          trendDataMaxDate: last ? new Date(last.atMs).toISOString() : null,
          periodCount: analysis.periods.length,
          dailyValueCount: values.length,
          blocksKept: row.blocksKept,
          blocksTotal: row.blocksTotal,
          computedAt: row.computedAt ? new Date(row.computedAt).toISOString() : null,
          ...(row.sampleWindowMinutes !== null ? { sampleWindowMinutes: row.sampleWindowMinutes } : {}),
          ...(row.refusalReason !== null ? { firstRefusalReason: row.refusalReason } : {}),
          ...(row.plausibilityReason !== null ? { plausibilityReason: row.plausibilityReason } : {}),
        });
      }
      return answer;
    },

    /** GET /LongTrendPeriods/Statistics: each trend's current period as the compare table shows it. */
    async statistics(actor: Actor, longTrendIds: readonly string[]): Promise<LongTrendStatistics[]> {
      const answer: LongTrendStatistics[] = [];
      for (const row of await gatedTrends(actor, longTrendIds)) {
        const vessel = await findVesselById(ctx.db, row.vesselId);
        const { analysis } = await analyse(row, manualLevelOf(row));
        const current = analysis.periods.find((period) => period.isCurrent) ?? null;
        const isBenchmarking = !current || current.status === 'BenchMarking';
        const name = vessel?.name ?? '';
        answer.push({
          longTrendId: row.id,
          vesselId: row.vesselId,
          name,
          url: `/Vessel/${row.vesselId}/${encodeURIComponent(name)}/Diagnostics`,
          diagnosticType: presentLongTrend(row).diagnosticType!,
          lastPeriodStartDate: current?.start ?? null,
          changePerYear: isBenchmarking ? null : current.changePerYear,
          benchmarkPointValue: isBenchmarking ? null : (current.benchmarkPoint?.y ?? null),
          deviationFromBenchmark: isBenchmarking ? null : current.deviationFromBenchmark,
          isBenchmarking,
        });
      }
      return answer;
    },

    /**
     * GET /LongTrends/Excel: a sheet of every trend's daily values with the period, its trendline
     * and benchmark at that day, and a summary sheet of the periods.
     */
    async excel(actor: Actor, vesselId: string): Promise<Response> {
      await ctx.access(actor, vesselId);
      const vessel = await findVesselById(ctx.db, vesselId);
      if (!vessel) throw notFound(messages.vesselNotFound);
      const rows = (await listLongTrends(engine, [vesselId])).sort(
        (a, b) => DIAGNOSTIC_TYPE_ORDER[kindOf(a)] - DIAGNOSTIC_TYPE_ORDER[kindOf(b)],
      );
      const periods = await service.periodsOf(rows);
      return xlsxResponse(
        await longTrendWorkbook(vessel.name, rows.map(presentLongTrend), periods),
        `${vessel.name} long trends.xlsx`,
      );
    },

    /** GET /VesselPerformanceStatuses/{id}: the overall status of 001 §4. */
    async vesselStatus(actor: Actor, vesselId: string): Promise<VesselPerformanceStatus> {
      // Not gated: without Diagnostics the status is DiagnosticsNotActivated (001 §4).
      await ctx.access.reach(actor, vesselId);
      const vessel = await findVesselById(ctx.db, vesselId);
      if (!vessel) throw notFound(messages.vesselNotFound);
      const statuses = await findVesselStatuses(ctx.db, [vessel]);
      const status = statuses.get(vesselId);
      return {
        vesselId,
        performanceStatus: status?.status ?? 'notAvailable',
        source: status?.source ?? null,
      };
    },
  };
  return service;
}

export type LongTrendsService = ReturnType<typeof createLongTrendsService>;
