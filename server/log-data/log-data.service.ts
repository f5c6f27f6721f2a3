import { isKognifai } from '../../domain/auth/roles.ts';
import { chauvenetCriticalZ } from '../../domain/calc/outliers.ts';
import type {
  AnswerForm,
  DateTimeFormat,
  LogDataBatchResponse,
  LogDataColumnsResponse,
  LogDataCalculatedValue,
  LogDataLastReceived,
  LogDataSeries,
} from '../../domain/contracts/log-data.ts';
import {
  isIntervalMultipleOfSampleWindows,
  isIntervalWithinSizeLimit,
  resolveAutoInterval,
  type DataInterval,
} from '../../domain/log-data/data-interval.ts';
import { seriesColumns } from '../../domain/log-data/series-columns.ts';
import { convertValue, unitConversion } from '../../domain/log-data/units.ts';
import { messages } from '../../domain/messages.ts';
import { AppError, forbidden, notFound } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import { requireNotPartner, requirePartner, vesselScopeFor } from '../security/access-policy.ts';
import { lastSamples, lastVoyages } from './log-data.repository.ts';
import { findVariablesInScope, type LogVariableRow } from './log-variables.repository.ts';
import { whereInScope } from '../vessels/public.ts';
import {
  acknowledgedTimes,
  readSeries,
  readSeriesOfMany,
  seriesStatistics,
  type SeriesFilter,
  type SeriesInterval,
} from './series-reader.repository.ts';
import type { DataContext } from '../context.ts';

/**
 * LogData (001 §7, §9): series of one or more variables at a granularity, with unit conversion,
 * the min/max and outlier (Chauvenet) filters, and a continuationFilter when an answer is cut at
 * `maxPointsPerAnswer` values; the data-interval size and sample-window rules are enforced here as
 * in the form. Calculated values: Averaged (mean of the samples) and Accumulated (Σ value × sample
 * window, in value-hours: a rate per hour gives its quantity), over a range or the last voyage.
 */

export const maxPointsPerAnswer = 100_000;

export type SeriesQuery = {
  granularity: DataInterval;
  fromDate: string;
  toDate: string;
  dateTimeFormat: DateTimeFormat;
  unitName?: string;
  filterMinMax: boolean;
  filterOutliers: boolean;
  continuationFilter?: string;
  form?: AnswerForm;
  statistics?: boolean;
};

type SeriesAnswer = LogDataBatchResponse<number | string> | LogDataColumnsResponse;

const answerPoints = (answer: SeriesAnswer) =>
  'form' in answer
    ? answer.items.length * ('ms' in answer.time ? answer.time.ms.length : answer.time.count)
    : answer.items.reduce((points, item) => points + item.values.length, 0);

type Continuation = { index: number; fromMs: number };

function encodeContinuation(continuation: Continuation): string {
  return Buffer.from(JSON.stringify(continuation)).toString('base64url');
}

function decodeContinuation(
  text: string | undefined,
  count: number,
  fromMs: number,
  toMs: number,
): Continuation {
  if (!text) return { index: 0, fromMs };
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Continuation;
    if (
      Number.isInteger(parsed.index) &&
      parsed.index >= 0 &&
      parsed.index < count &&
      Number.isFinite(parsed.fromMs) &&
      parsed.fromMs >= fromMs &&
      parsed.fromMs <= toMs
    ) {
      return parsed;
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION_FAILED', 'The continuationFilter does not belong to this query.', [
    { path: 'continuationFilter', message: 'The continuationFilter does not belong to this query.' },
  ]);
}

const accumulatedUnit = (unit: string) => {
  const perHour = /^(.*)\/(h|hr|hour)$/i.exec(unit.trim());
  return perHour ? perHour[1]! : `${unit}·h`;
};

/** Answers of at most this many points are kept in the read cache (10 variables for a day hourly: 240). */
const maxCachedAnswerPoints = 5_000;

export function createLogDataService(ctx: DataContext) {
  const { engine } = ctx;
  /** Through the read cache when there is one (ADR 0076): the same question, the same answer until a write. */
  const cached = <T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> =>
    ctx.readCache ? ctx.readCache.read(key, load, keep) : load();

  /** The variables, each on a vessel the caller reaches (partner calls only through /Kognifai). */
  async function accessibleVariables(
    actor: Actor,
    ids: string[],
    partner: boolean,
  ): Promise<LogVariableRow[]> {
    if (partner) requirePartner(actor);
    else requireNotPartner(actor);
    // Each variable and whether its vessel is in the caller's scope, cached per scope and variable
    // until a write to what it read (ADRs 0076, 0127); the ones not cached in one statement. Every
    // vessel asked for is checked.
    const scope = isKognifai(actor.role)
      ? vesselScopeFor(actor)
      : vesselScopeFor(actor, { ignoreCompany: true });
    const load = async (wanted: readonly string[]) => {
      const found = await findVariablesInScope(
        engine,
        [...wanted],
        ctx.db
          .selectFrom('vessels')
          .select('vessels.id')
          .where('vessels.deleted_at', 'is', null)
          .where(whereInScope(scope))
          .compile(),
      );
      const byId = new Map(found.map((row) => [row.id, row]));
      return wanted.map((id) => byId.get(id) ?? null);
    };
    const scopeKey = `log-variable:${JSON.stringify(scope)}:`;
    const rows = ctx.readCache
      ? await ctx.readCache.readMany(
          ids.map((id) => scopeKey + id),
          (missing) => load(missing.map((k) => ids[k]!)),
        )
      : await load(ids);
    const ordered: LogVariableRow[] = [];
    for (const row of rows) {
      if (!row) throw notFound('There is no log variable with that id.');
      if (!row.inScope) throw forbidden();
      const { inScope: _checked, ...variable } = row;
      ordered.push(variable);
    }
    return ordered;
  }

  function resolveInterval(
    requested: DataInterval,
    spanMs: number,
    variables: LogVariableRow[],
  ): SeriesInterval {
    const spanMinutes = spanMs / 60_000;
    const windows = variables.map((variable) => variable.sampleWindowMs);
    if (requested === 'Auto') return resolveAutoInterval(spanMinutes, windows);
    if (!isIntervalWithinSizeLimit(requested, spanMinutes)) {
      const message = `${requested} ${messages.notPossibleDataSize}`;
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'granularity', message }]);
    }
    if (!isIntervalMultipleOfSampleWindows(requested, windows)) {
      const message = `${requested} ${messages.notPossibleSampleWindow}`;
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'granularity', message }]);
    }
    return requested;
  }

  async function filterFor(variable: LogVariableRow, query: SeriesQuery, fromMs: number, toMs: number) {
    const filter: SeriesFilter = {};
    if (query.filterMinMax) {
      filter.min = variable.validMin;
      filter.max = variable.validMax;
    }
    if (query.filterOutliers) {
      const stats = await seriesStatistics(engine, {
        vesselId: variable.vesselId,
        logVariableId: variable.id,
        fromMs,
        toMs,
        filter,
      });
      if (stats.n >= 2 && stats.standardDeviation > 0) {
        filter.outlierMean = stats.mean;
        filter.outlierHalfWidth = chauvenetCriticalZ(stats.n) * stats.standardDeviation;
        // Values a user acknowledged as real stay (Data outliers, ADR 0074).
        filter.keepTimes = await acknowledgedTimes(engine, variable.id, fromMs, toMs);
      }
    }
    return filter;
  }

  /**
   * Find and BatchFind: the same question from the same vessel scope gets the same answer until a
   * write (ADR 0076); a refusal is never kept.
   */
  async function series(
    actor: Actor,
    ids: string[],
    query: SeriesQuery,
    partner: boolean,
  ): Promise<SeriesAnswer> {
    if (partner) requirePartner(actor);
    else requireNotPartner(actor);
    const scope = isKognifai(actor.role)
      ? vesselScopeFor(actor)
      : vesselScopeFor(actor, { ignoreCompany: true });
    return cached(
      `series:${JSON.stringify(scope)}:${ids.join(',')}:${JSON.stringify(query)}`,
      () => readAnswer(actor, ids, query, partner),
      (answer) => answerPoints(answer) <= maxCachedAnswerPoints,
    );
  }

  /**
   * The rows of each variable from its start (the first from `firstFromMs`, where a continuation
   * resumes), up to `limit` each: without a filter all in one statement (ADR 0084); a filter needs
   * each variable's own bounds and statistics, so those series are read side by side (the pg pool
   * runs them in parallel).
   */
  async function fetchRows(
    asked: LogVariableRow[],
    query: SeriesQuery,
    interval: SeriesInterval,
    window: { fromMs: number; toMs: number; firstFromMs: number; limit: number; statistics: boolean },
  ) {
    const { fromMs, toMs, firstFromMs, limit, statistics } = window;
    return query.filterMinMax || query.filterOutliers
      ? Promise.all(
          asked.map(async (variable, k) =>
            readSeries(engine, {
              vesselId: variable.vesselId,
              logVariableId: variable.id,
              interval,
              fromMs: k === 0 ? firstFromMs : fromMs,
              toMs,
              limit,
              filter: await filterFor(variable, query, fromMs, toMs),
            }),
          ),
        )
      : readSeriesOfMany(
          engine,
          interval,
          asked.map((variable, k) => ({
            vesselId: variable.vesselId,
            logVariableId: variable.id,
            fromMs: k === 0 ? firstFromMs : fromMs,
            toMs,
            limit,
          })),
          { statistics },
        );
  }

  async function readAnswer(
    actor: Actor,
    ids: string[],
    query: SeriesQuery,
    partner: boolean,
  ): Promise<SeriesAnswer> {
    const variables = await accessibleVariables(actor, ids, partner);
    const fromMs = Date.parse(query.fromDate);
    const toMs = Date.parse(query.toDate);
    const interval = resolveInterval(query.granularity, toMs - fromMs, variables);
    const conversions = variables.map((variable) => {
      if (!query.unitName) return { unit: variable.unit, conversion: null };
      const conversion = unitConversion(variable.unit, query.unitName);
      if (!conversion) {
        const message = `The unit ${variable.unit || '(none)'} of ${variable.name} cannot be converted to ${query.unitName}.`;
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'unitName', message }]);
      }
      return { unit: query.unitName, conversion };
    });
    const start = decodeContinuation(query.continuationFilter, variables.length, fromMs, toMs);
    const budget = ctx.maxPointsPerAnswer ?? maxPointsPerAnswer;
    if (query.form === 'Columns') {
      // Every variable from the same time (a continuation of this form resumes all of them): the
      // budget is shared, and the answer is cut where the first variable runs out of its share.
      const perVariable = Math.max(1, Math.floor(budget / variables.length));
      const rows = await fetchRows(variables, query, interval, {
        fromMs: start.fromMs,
        toMs,
        firstFromMs: start.fromMs,
        limit: perVariable + 1,
        statistics: query.statistics ?? false,
      });
      const { time, columns, cutMs } = seriesColumns(rows, {
        interval,
        fromMs: start.fromMs,
        toMs,
        perVariable,
        statistics: query.statistics ?? false,
        convert: conversions.map(({ conversion }) =>
          conversion ? (value: number) => convertValue(value, conversion) : (value: number) => value,
        ),
      });
      return {
        form: 'Columns',
        time,
        items: variables.map((variable, i) => ({
          logVariableId: variable.id,
          granularity: interval,
          unit: conversions[i]!.unit,
          ...columns[i]!,
        })),
        continuationFilter: cutMs === null ? null : encodeContinuation({ index: 0, fromMs: cutMs }),
      };
    }
    // The variables of one answer share their times: each time's text is made once per answer.
    const texts = new Map<number, string>();
    const text = (ms: number) => {
      let made = texts.get(ms);
      if (made === undefined) texts.set(ms, (made = new Date(ms).toISOString()));
      return made;
    };
    const stamp = query.dateTimeFormat === 'UnixEpochMs' ? (ms: number) => ms : text;
    const items: LogDataSeries<number | string>[] = [];
    let left = budget;
    // One more than the budget tells whether a series goes on; the series are cut in order below.
    const asked = variables.slice(start.index);
    const fetched = await fetchRows(asked, query, interval, {
      fromMs,
      toMs,
      firstFromMs: start.fromMs,
      limit: budget + 1,
      // The object form gives every bucket's min and max.
      statistics: true,
    });
    for (let index = start.index; index < variables.length; index++) {
      const variable = variables[index]!;
      const rows = fetched[index - start.index]!;
      const cut = rows.length > left;
      const kept = cut ? rows.slice(0, left) : rows;
      const { unit, conversion } = conversions[index]!;
      const convert = (value: number) => (conversion ? convertValue(value, conversion) : value);
      items.push({
        logVariableId: variable.id,
        granularity: interval,
        unit,
        values: kept.map((row) =>
          interval === 'Raw'
            ? { timestamp: stamp(row.t), value: convert(row.mean) }
            : {
                timestamp: stamp(row.t),
                value: convert(row.mean),
                count: row.n,
                min: convert(row.min),
                max: convert(row.max),
              },
        ),
      });
      left -= kept.length;
      if (cut) {
        return { items, continuationFilter: encodeContinuation({ index, fromMs: rows[kept.length]!.t }) };
      }
      if (left === 0 && index + 1 < variables.length) {
        return { items, continuationFilter: encodeContinuation({ index: index + 1, fromMs }) };
      }
    }
    return { items, continuationFilter: null };
  }

  /**
   * Averaged or Accumulated of each variable over its window (null: no window, e.g. no voyage),
   * from the Day buckets of all of them read in one statement (ADR 0084); the sums run over the
   * buckets in time order as the per-variable read did, so the figures are the same to the bit.
   */
  async function calculated(
    variables: LogVariableRow[],
    windows: ({ fromMs: number; toMs: number } | null)[],
    kind: 'Averaged' | 'Accumulated',
  ): Promise<LogDataCalculatedValue[]> {
    const asked = variables.flatMap((variable, i) => {
      const window = windows[i];
      return window
        ? [{ vesselId: variable.vesselId, logVariableId: variable.id, ...window, limit: 1_000_000 }]
        : [];
    });
    const buckets = await readSeriesOfMany(engine, 'Day', asked);
    let next = 0;
    return variables.map((variable, i) => {
      const window = windows[i];
      const unit = kind === 'Accumulated' ? accumulatedUnit(variable.unit) : variable.unit;
      if (!window) {
        return { logVariableId: variable.id, value: null, unit, count: 0, fromDate: null, toDate: null };
      }
      const days = buckets[next++]!;
      const count = days.reduce((sum, day) => sum + day.n, 0);
      const sum = days.reduce((total, day) => total + day.mean * day.n, 0);
      const value =
        count === 0 ? null : kind === 'Averaged' ? sum / count : (sum * variable.sampleWindowMs) / 3_600_000;
      return {
        logVariableId: variable.id,
        value,
        unit,
        count,
        fromDate: new Date(window.fromMs).toISOString(),
        toDate: new Date(window.toMs).toISOString(),
      };
    });
  }

  /** Each variable's last voyage (its vessel's), all vessels in one query. */
  async function voyageWindows(variables: LogVariableRow[]) {
    const voyages = await lastVoyages(
      engine,
      variables.map((variable) => variable.vesselId),
    );
    return variables.map((variable) => {
      const voyage = voyages.get(variable.vesselId);
      if (!voyage) return null;
      return { fromMs: voyage.start.getTime(), toMs: (voyage.end ?? ctx.now()).getTime() };
    });
  }

  return {
    find: (actor: Actor, id: string, query: SeriesQuery, partner = false) =>
      series(actor, [id], query, partner),
    batchFind: (actor: Actor, ids: string[], query: SeriesQuery) => series(actor, ids, query, false),

    async calculated(
      actor: Actor,
      ids: string[],
      fromDate: string,
      toDate: string,
      kind: 'Averaged' | 'Accumulated',
    ) {
      const variables = await accessibleVariables(actor, ids, false);
      const window = { fromMs: Date.parse(fromDate), toMs: Date.parse(toDate) };
      return calculated(
        variables,
        variables.map(() => window),
        kind,
      );
    },

    async lastVoyage(actor: Actor, ids: string[], kind: 'Averaged' | 'Accumulated') {
      const variables = await accessibleVariables(actor, ids, false);
      return calculated(variables, await voyageWindows(variables), kind);
    },

    async lastReceived(actor: Actor, ids: string[], partner = false): Promise<LogDataLastReceived[]> {
      const variables = await accessibleVariables(actor, ids, partner);
      const samples = await lastSamples(engine, variables);
      return variables.map((variable) => {
        const sample = samples.get(variable.id);
        return {
          logVariableId: variable.id,
          timestamp: sample ? sample.ts.toISOString() : null,
          value: sample ? sample.value : null,
          unit: variable.unit,
        };
      });
    },
  };
}

export type LogDataService = ReturnType<typeof createLogDataService>;
