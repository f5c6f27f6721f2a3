// EEXI shaft power limitation (001 §2/§7, PERF-071, PERF-167, PERF-174; ADR 0081): every call is
// for the roles that see the vessel except the partner type, where the vessel has the Shapoli
// feature (the gated access of the composition root, ADR 0059); a limit is set by a SuperUser or an
// Administrator. Breaches are found on read (never stored): the 15-minute rollup names the buckets
// whose highest sample lies above the release level, and only the samples of those windows are
// read and run through the pure detector of domain/shapoli/breaches.ts.
import type {
  BreachDetails,
  BreachDetailsQuery,
  BreachRecord,
  BreachReportQuery,
  Breaches,
  ShapoliAverage,
  ShapoliEvent,
  ShapoliRangeQuery,
  ShapoliSettings,
  ShapoliSettingsInput,
  YearReportQuery,
} from '../../domain/contracts/shapoli.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type { shapoliIntervals } from '../../domain/contracts/shapoli.ts';
import {
  BREACH_RULES,
  PLAUSIBLE_MCR_SHARE,
  candidateWindows,
  detectBreaches,
  releaseLevelKw,
  summariseYear,
  type Breach,
} from '../../domain/shapoli/breaches.ts';
import {
  breachLogCsv,
  breachReportDocument,
  formatDuration,
  yearBreachesCsv,
  yearReportDocument,
  type ReportEvent,
} from '../../domain/shapoli/report-documents.ts';
import type { DataContext } from '../context.ts';
import { csvResponse, reportPdf } from '../emission-reports/public.ts';
import type { GatedAccess } from '../features/public.ts';
import { attachmentDisposition } from '../http/file-response.ts';
import { invalidInput, notFound } from '../http/app-error.ts';
import { type LogVariablesService, readSeries, type SeriesInterval } from '../log-data/public.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import { requireSuperOrAdmin } from '../security/access-policy.ts';
import {
  bucketsAbove,
  currentLimit,
  insertShapoliLimit,
  lastSampleMs,
  limitsSetBetween,
  limiterEvents,
  samplesIn,
  userName,
  vesselFacts,
  type ShapoliLimitRow,
  type VesselFacts,
} from './shapoli.repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const QUARTER_MS = 15 * MINUTE_MS;
/** How far before and after a range breaches are followed (a breach longer than this is cut). */
const LOOKAROUND_MS = 7 * DAY_MS;
/** The most points a chart or a report's log gets. */
const MAX_POINTS = 5_000;

const iso = (ms: number) => new Date(ms).toISOString();
const kw = (value: number) => Math.round(value).toLocaleString('en-GB');

/** The finest interval that keeps a span to a readable number of points. */
export function intervalFor(spanMs: number): SeriesInterval & ShapoliInterval {
  if (spanMs <= 12 * HOUR_MS) return 'Raw';
  if (spanMs <= 10 * DAY_MS) return 'Quarter';
  if (spanMs <= 40 * DAY_MS) return 'Hour';
  return 'Day';
}
type ShapoliInterval = (typeof shapoliIntervals)[number];
const resolutionText: Record<string, string> = {
  Raw: 'logged samples',
  Quarter: '15-minute means',
  Hour: 'hourly means',
  Day: 'daily means',
};

type Judged = {
  vessel: VesselFacts;
  limit: ShapoliLimitRow | null;
  variable: LogVariable | null;
};

export function createShapoliService(
  deps: DataContext & { access: GatedAccess; logVariables: LogVariablesService },
) {
  const { engine } = deps;

  /** The access check, then the vessel, its limit and the shaft power variable it is judged on. */
  async function judged(actor: Actor, vesselId: string): Promise<Judged> {
    await deps.access(actor, vesselId);
    const [vessel, limit, variables] = await Promise.all([
      vesselFacts(engine, vesselId),
      currentLimit(engine, vesselId),
      deps.logVariables.shaftPower(actor, vesselId),
    ]);
    if (!vessel) throw notFound('The vessel was not found.');
    return { vessel, limit, variable: choosePowerVariable(variables, limit?.logVariableId ?? null) };
  }

  async function findBreaches(vesselId: string, state: Judged, fromMs: number, toMs: number) {
    const { limit, variable, vessel } = state;
    if (!limit || !variable) return { breaches: [] as Breach[], lastMs: null };
    const buckets = await bucketsAbove(
      engine,
      vesselId,
      variable.id,
      releaseLevelKw(limit.limitKw),
      fromMs - LOOKAROUND_MS,
      toMs + LOOKAROUND_MS,
    );
    const windows = candidateWindows(buckets, QUARTER_MS, limit.limitKw);
    const samples = await samplesIn(engine, vesselId, variable.id, windows);
    const all = detectBreaches(
      samples,
      limit.limitKw,
      BREACH_RULES,
      vessel.mcrKw ? vessel.mcrKw * PLAUSIBLE_MCR_SHARE : Number.POSITIVE_INFINITY,
    );
    return {
      breaches: all.filter((breach) => breach.startMs >= fromMs && breach.startMs < toMs),
      lastMs: await lastSampleMs(engine, vesselId, variable.id),
    };
  }

  const isOngoing = (breach: Breach, lastMs: number | null) =>
    breach.endedBy === 'noData' && lastMs !== null && breach.endMs >= lastMs;

  const present = (breach: Breach, lastMs: number | null): BreachRecord => ({
    startDate: iso(breach.startMs),
    endDate: iso(breach.endMs),
    durationMinutes: breach.durationMs / MINUTE_MS,
    peakPowerKw: breach.peakKw,
    peakDate: iso(breach.peakAtMs),
    averagePowerKw: breach.meanKw,
    excessEnergyKwh: breach.excessEnergyKwh,
    limitKw: breach.limitKw,
    sampleCount: breach.sampleCount,
    endedBy: breach.endedBy,
    ongoing: isOngoing(breach, lastMs),
  });

  async function points(vesselId: string, logVariableId: string, fromMs: number, toMs: number) {
    const interval = intervalFor(toMs - fromMs);
    const rows = await readSeries(engine, {
      vesselId,
      logVariableId,
      interval,
      fromMs,
      toMs,
      limit: MAX_POINTS,
    });
    return { interval, rows };
  }

  async function eventsBetween(
    vesselId: string,
    state: Judged,
    fromMs: number,
    toMs: number,
    breaches: readonly Breach[],
  ): Promise<ReportEvent[]> {
    const [onboard, limits] = await Promise.all([
      limiterEvents(engine, vesselId, fromMs, toMs),
      limitsSetBetween(engine, vesselId, fromMs, toMs),
    ]);
    const events: ReportEvent[] = [
      ...onboard.map((event) => ({
        atMs: event.atMs,
        type: event.type,
        source: 'Ship',
        description:
          event.type === 'PowerReserveUnlocked'
            ? 'Power reserve unlocked on board (limiter overridden)'
            : 'Power limit restored on board',
      })),
      ...limits.map((limit) => ({
        atMs: limit.changedAtMs,
        type: 'LimitSet',
        source: 'Office',
        description: `Limit set to ${kw(limit.limitKw)} kW by ${limit.changedByName}`,
      })),
    ];
    for (const breach of breaches) {
      if (breach.startMs >= fromMs && breach.startMs < toMs)
        events.push({
          atMs: breach.startMs,
          type: 'BreachStarted',
          source: 'Detected',
          description: `Shaft power above the limit of ${kw(breach.limitKw)} kW`,
        });
      if (breach.endMs >= fromMs && breach.endMs < toMs)
        events.push({
          atMs: breach.endMs,
          type: 'BreachEnded',
          source: 'Detected',
          description:
            breach.endedBy === 'belowRelease'
              ? `Back within the limit after ${formatDuration(breach.durationMs)}; peak ${kw(breach.peakKw)} kW`
              : `No shaft power data after ${formatDuration(breach.durationMs)} above the limit; peak ${kw(breach.peakKw)} kW`,
        });
    }
    return events.sort((a, b) => a.atMs - b.atMs || a.type.localeCompare(b.type));
  }

  const toEvent = (event: ReportEvent): ShapoliEvent => ({
    timestamp: iso(event.atMs),
    type: event.type as ShapoliEvent['type'],
    source: event.source as ShapoliEvent['source'],
    description: event.description,
  });

  /** The breach that starts at `startMs`, with what it was judged by; 404 without one. */
  async function breachAt(actor: Actor, vesselId: string, startMs: number) {
    const state = await judged(actor, vesselId);
    const { breaches, lastMs } = await findBreaches(vesselId, state, startMs, startMs + 1);
    const breach = breaches[0];
    if (!breach || !state.variable) throw notFound('No breach of the shaft power limit starts at this time.');
    return { state, breach, variable: state.variable, lastMs };
  }

  return {
    async settings(actor: Actor, vesselId: string): Promise<ShapoliSettings> {
      const state = await judged(actor, vesselId);
      return {
        vesselId,
        limitKw: state.limit?.limitKw ?? null,
        logVariableId: state.variable?.id ?? null,
        maxContinuousRatingKw: state.vessel.mcrKw,
        changedAt: state.limit ? iso(state.limit.changedAtMs) : null,
        changedByName: state.limit?.changedByName ?? null,
        version: state.limit?.settingsVersion ?? 0,
      };
    },

    /**
     * Based on the version of the settings the editor read (If-Match, ADR 0092; 0: no limit yet):
     * 428 without, 412 with the settings as saved now when another limit was set since.
     */
    async saveSettings(
      actor: Actor,
      input: ShapoliSettingsInput,
      ifMatch: number | null,
    ): Promise<ShapoliSettings> {
      requireSuperOrAdmin(actor);
      const state = await judged(actor, input.vesselId);
      if (state.vessel.mcrKw !== null && input.limitKw > state.vessel.mcrKw)
        throw invalidInput(
          `The limit can be at most the vessel's MCR of ${kw(state.vessel.mcrKw)} kW.`,
          'limitKw',
        );
      if (input.logVariableId) {
        const variables = await deps.logVariables.shaftPower(actor, input.vesselId);
        if (!variables.some((variable) => variable.id === input.logVariableId))
          throw invalidInput(
            'The power log variable is not a shaft power variable of this vessel.',
            'logVariableId',
          );
      }
      const basedOn = requireIfMatch(ifMatch);
      const changedByName = (await userName(deps.db, actor.userId)) ?? actor.email;
      const saved = await insertShapoliLimit(
        deps.db,
        {
          vesselId: input.vesselId,
          limitKw: input.limitKw,
          logVariableId: input.logVariableId ?? null,
          changedAt: deps.now(),
          changedBy: actor.userId,
          changedByName,
        },
        basedOn,
      );
      const now = await this.settings(actor, input.vesselId);
      if (!saved) throw preconditionFailed(now);
      return now;
    },

    async powerLogVariables(actor: Actor, vesselId: string): Promise<LogVariable[]> {
      await deps.access(actor, vesselId);
      return deps.logVariables.shaftPower(actor, vesselId);
    },

    async breaches(actor: Actor, query: ShapoliRangeQuery): Promise<Breaches> {
      const state = await judged(actor, query.vesselId);
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      const { breaches, lastMs } = await findBreaches(query.vesselId, state, fromMs, toMs);
      return {
        vesselId: query.vesselId,
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        limitKw: state.limit?.limitKw ?? null,
        logVariableId: state.variable?.id ?? null,
        rules: {
          minDurationMinutes: BREACH_RULES.minDurationMs / MINUTE_MS,
          releasePercent: BREACH_RULES.releasePercent,
          maxGapMinutes: BREACH_RULES.maxGapMs / MINUTE_MS,
        },
        breaches: breaches.map((breach) => present(breach, lastMs)),
      };
    },

    async details(actor: Actor, query: BreachDetailsQuery): Promise<BreachDetails> {
      const { state, breach, variable, lastMs } = await breachAt(
        actor,
        query.vesselId,
        Date.parse(query.breachStartDate),
      );
      const padMs = Math.max(30 * MINUTE_MS, breach.durationMs / 4);
      const fromMs = breach.startMs - padMs;
      const toMs = breach.endMs + padMs;
      const series = await points(query.vesselId, variable.id, fromMs, toMs);
      const events = await eventsBetween(query.vesselId, state, fromMs, toMs, [breach]);
      return {
        vesselId: query.vesselId,
        logVariableId: variable.id,
        breach: present(breach, lastMs),
        interval: series.interval,
        points: series.rows.map((row) => ({ timestamp: iso(row.t), average: row.mean, maximum: row.max })),
        events: events.map(toEvent),
      };
    },

    async events(actor: Actor, query: ShapoliRangeQuery): Promise<ShapoliEvent[]> {
      const state = await judged(actor, query.vesselId);
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      // Breaches that started before the range may end in it.
      const { breaches } = await findBreaches(query.vesselId, state, fromMs - LOOKAROUND_MS, toMs);
      return (await eventsBetween(query.vesselId, state, fromMs, toMs, breaches)).map(toEvent);
    },

    async average(actor: Actor, query: ShapoliRangeQuery): Promise<ShapoliAverage> {
      const state = await judged(actor, query.vesselId);
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      const series = state.variable
        ? await points(query.vesselId, state.variable.id, fromMs, toMs)
        : { interval: intervalFor(toMs - fromMs), rows: [] };
      const count = series.rows.reduce((sum, row) => sum + row.n, 0);
      const total = series.rows.reduce((sum, row) => sum + row.mean * row.n, 0);
      return {
        vesselId: query.vesselId,
        logVariableId: state.variable?.id ?? null,
        limitKw: state.limit?.limitKw ?? null,
        interval: series.interval,
        fromDate: iso(fromMs),
        toDate: iso(toMs),
        averagePowerKw: count > 0 ? total / count : null,
        points: series.rows.map((row) => ({ timestamp: iso(row.t), average: row.mean, maximum: row.max })),
      };
    },

    async breachReport(actor: Actor, query: BreachReportQuery): Promise<Response> {
      const startMs = Date.parse(query.breachStartDate);
      const toMs = Date.parse(query.toDate);
      const { state, breach, variable, lastMs } = await breachAt(actor, query.vesselId, startMs);
      const series = await points(query.vesselId, variable.id, startMs, toMs);
      const logPoints = series.rows.map((row) => ({ atMs: row.t, powerKw: row.mean }));
      if (query.format === 'csv') {
        const name = `ShaPoLi-breach-${iso(startMs).slice(0, 16).replace(/[-:]/g, '')}.csv`;
        return csvResponse(breachLogCsv(breach.limitKw, logPoints), name);
      }
      const events = await eventsBetween(query.vesselId, state, startMs, Math.max(toMs, breach.endMs + 1), [
        breach,
      ]);
      const document = breachReportDocument({
        vessel: state.vessel,
        variableName: variable.displayName,
        breach,
        ongoing: isOngoing(breach, lastMs),
        toMs,
        events,
        points: logPoints,
        resolution: resolutionText[series.interval] ?? series.interval,
      });
      return pdfResponse(await reportPdf(document), `${document.fileName}.pdf`);
    },

    async yearReport(actor: Actor, query: YearReportQuery): Promise<Response> {
      const state = await judged(actor, query.vesselId);
      if (!state.limit) throw notFound('No shaft power limit is set for this vessel.');
      const fromMs = Date.UTC(query.year, 0, 1);
      const toMs = Date.UTC(query.year + 1, 0, 1);
      const { breaches } = await findBreaches(query.vesselId, state, fromMs, toMs);
      if (query.format === 'csv')
        return csvResponse(
          yearBreachesCsv(breaches),
          `ShaPoLi-year-${state.vessel.name.replace(/[^A-Za-z0-9._-]+/g, '-')}-${query.year}.csv`,
        );
      const events = await eventsBetween(query.vesselId, state, fromMs, toMs, breaches);
      const document = yearReportDocument({
        vessel: state.vessel,
        variableName: state.variable?.displayName ?? '-',
        limitKw: state.limit.limitKw,
        summary: summariseYear(breaches, query.year),
        breaches,
        events,
      });
      return pdfResponse(await reportPdf(document), `${document.fileName}.pdf`);
    },
  };
}

/** The variable breaches are judged on: the one the settings name, else the one with the latest data. */
export function choosePowerVariable(
  variables: readonly LogVariable[],
  chosenId: string | null,
): LogVariable | null {
  if (chosenId) {
    const chosen = variables.find((variable) => variable.id === chosenId);
    if (chosen) return chosen;
  }
  return (
    [...variables].sort(
      (a, b) =>
        Number(b.hasLogData) - Number(a.hasLogData) ||
        (b.logDataMaxDate ?? '').localeCompare(a.logDataMaxDate ?? '') ||
        a.id.localeCompare(b.id),
    )[0] ?? null
  );
}

function pdfResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  });
}

export type ShapoliService = ReturnType<typeof createShapoliService>;
