// ISO 19030 (001 §1-§3, PERF-005, PERF-038, PERF-085): the hull and propeller events of a vessel and
// the four performance indicators of ISO 19030-1/-2, computed from the daily speed performance
// values the speed long trend already holds (the ISO performance value of deviations.ts, averaged per
// day by long-trends.ts; negative is slower). Every indicator is the mean of an evaluation period
// minus the mean of a reference period, in percentage points of that value, so a negative indicator
// is a deterioration and a positive one a recovery. Decisions: docs/adr/0080-iso19030.md.
import { MS_PER_DAY } from '../calc/long-trend.ts';
import { formatDate } from '../format/date-time.ts';
import type { DailyValue } from './long-trends.ts';
import { cleaningGain, speedLossFromDeviation } from './speed-loss.ts';

/** The kinds of hull and propeller event (ISO 19030-1: dry-docking and in-service maintenance). */
export const ISO19030_EVENT_TYPES = [
  { id: 'DryDocking', name: 'Dry-docking' },
  { id: 'HullCleaning', name: 'Hull cleaning' },
  { id: 'PropellerPolishing', name: 'Propeller polishing' },
  { id: 'HullCleaningAndPropellerPolishing', name: 'Hull cleaning and propeller polishing' },
  { id: 'HullInspection', name: 'Hull inspection' },
] as const;
export type Iso19030EventType = (typeof ISO19030_EVENT_TYPES)[number]['id'];
export const ISO19030_EVENT_TYPE_IDS = ISO19030_EVENT_TYPES.map((type) => type.id) as [
  Iso19030EventType,
  ...Iso19030EventType[],
];

export function iso19030EventTypeName(id: string): string {
  return ISO19030_EVENT_TYPES.find((type) => type.id === id)?.name ?? id;
}

/** The events whose effect the maintenance effect measures (an inspection does no work). */
export function isMaintenanceEvent(type: Iso19030EventType): boolean {
  return (
    type === 'HullCleaning' || type === 'PropellerPolishing' || type === 'HullCleaningAndPropellerPolishing'
  );
}

/**
 * The period lengths in days. ISO 19030's defaults as the research note gives them
 * (performance-methods.md §1.5): a year after out-docking for the reference of dry-docking
 * performance, in-service performance and maintenance trigger, and for the evaluation of the first
 * two; about three months for the maintenance trigger's moving average and on either side of a
 * maintenance event.
 */
export type Iso19030Periods = { referenceDays: number; maintenanceDays: number };
export const ISO19030_DEFAULT_PERIODS: Iso19030Periods = { referenceDays: 365, maintenanceDays: 90 };
export const ISO19030_REFERENCE_DAYS_RANGE = { min: 30, max: 730 } as const;
export const ISO19030_MAINTENANCE_DAYS_RANGE = { min: 7, max: 365 } as const;

/** A period's mean needs this many daily values (fewer say more about the gaps than the hull). */
export const ISO19030_MIN_DAILY_VALUES = 3;

/** An event as the indicators see it: a dry-docking from in-docking (start) to out-docking (end). */
export type Iso19030EventInput = {
  id: string;
  type: Iso19030EventType;
  startMs: number;
  /** Out-docking, or the end of the maintenance; null: the same as the start. */
  endMs: number | null;
};

/** A reference or evaluation period [fromMs, toMs) and the mean of the daily values inside it. */
export type PeriodMean = { fromMs: number; toMs: number; meanPercent: number | null; valueCount: number };

export const ISO19030_INDICATOR_KINDS = [
  'DryDockingPerformance',
  'InServicePerformance',
  'MaintenanceTrigger',
  'MaintenanceEffect',
] as const;
export type Iso19030IndicatorKind = (typeof ISO19030_INDICATOR_KINDS)[number];

export type Iso19030Indicator = {
  kind: Iso19030IndicatorKind;
  /** Evaluation mean minus reference mean, percentage points; null with a reason when not available. */
  valuePercent: number | null;
  reference: PeriodMean | null;
  evaluation: PeriodMean | null;
  /** The event the indicator is about (the dry-docking, or the maintenance event). */
  eventId: string | null;
  reason: string | null;
};

export type Iso19030Result = {
  periods: Iso19030Periods;
  dryDockingPerformance: Iso19030Indicator;
  inServicePerformance: Iso19030Indicator;
  maintenanceTrigger: Iso19030Indicator;
  /** One per maintenance event, latest first. */
  maintenanceEffects: Iso19030Indicator[];
};

const endOf = (event: Iso19030EventInput) => Math.max(event.startMs, event.endMs ?? event.startMs);

/** The mean of the daily values in [fromMs, toMs): each day weighs the same (001 §9: a daily average). */
export function periodMean(series: readonly DailyValue[], fromMs: number, toMs: number): PeriodMean {
  let sum = 0;
  let count = 0;
  for (const day of series) {
    if (day.atMs >= fromMs && day.atMs < toMs && Number.isFinite(day.value)) {
      sum += day.value;
      count += 1;
    }
  }
  return { fromMs, toMs, meanPercent: count > 0 ? sum / count : null, valueCount: count };
}

const formatDay = (ms: number) => formatDate(new Date(ms));

function tooFew(name: string, period: PeriodMean): string {
  return `Fewer than ${ISO19030_MIN_DAILY_VALUES} daily speed values in the ${name} (${formatDay(period.fromMs)} to ${formatDay(period.toMs - 1)}): ${period.valueCount}.`;
}

function indicator(
  kind: Iso19030IndicatorKind,
  eventId: string | null,
  reference: PeriodMean | null,
  evaluation: PeriodMean | null,
  reason: string | null = null,
): Iso19030Indicator {
  if (reason) return { kind, valuePercent: null, reference, evaluation, eventId, reason };
  if (reference && reference.valueCount < ISO19030_MIN_DAILY_VALUES)
    return {
      kind,
      valuePercent: null,
      reference,
      evaluation,
      eventId,
      reason: tooFew('reference period', reference),
    };
  if (evaluation && evaluation.valueCount < ISO19030_MIN_DAILY_VALUES)
    return {
      kind,
      valuePercent: null,
      reference,
      evaluation,
      eventId,
      reason: tooFew('evaluation period', evaluation),
    };
  const value =
    reference?.meanPercent != null && evaluation?.meanPercent != null
      ? evaluation.meanPercent - reference.meanPercent
      : null;
  return { kind, valuePercent: value, reference, evaluation, eventId, reason: null };
}

/**
 * The four indicators over a vessel's daily speed performance values and its events.
 * - Dry-docking performance: the first `referenceDays` after the latest out-docking against the first
 *   `referenceDays` after the one before (each period ends early at the next in-docking).
 * - In-service performance: the last `referenceDays` of the current docking interval (up to the
 *   latest value) against its first `referenceDays` after out-docking; the evaluation period starts
 *   no earlier than the reference period ends.
 * - Maintenance trigger: the moving average of the last `maintenanceDays` (clamped to the current
 *   fouling cycle, i.e. after the latest event's end, and to after the reference period) against the
 *   same reference as in-service performance.
 * - Maintenance effect, per maintenance event: `maintenanceDays` after the event's end against
 *   `maintenanceDays` before its start, each clamped to the neighbouring events.
 */
export function iso19030Indicators(
  series: readonly DailyValue[],
  events: readonly Iso19030EventInput[],
  periods: Iso19030Periods = ISO19030_DEFAULT_PERIODS,
): Iso19030Result {
  const sorted = [...series].sort((a, b) => a.atMs - b.atMs);
  const ordered = [...events].sort((a, b) => a.startMs - b.startMs || endOf(a) - endOf(b));
  const referenceMs = periods.referenceDays * MS_PER_DAY;
  const maintenanceMs = periods.maintenanceDays * MS_PER_DAY;
  // The end of the data: the latest daily value is inside every period that runs to the end.
  const seriesEndMs = sorted.length > 0 ? sorted[sorted.length - 1]!.atMs + 1 : Number.NEGATIVE_INFINITY;
  const dockings = ordered.filter((event) => event.type === 'DryDocking');
  const nextDockingStart = (afterMs: number) =>
    dockings.find((docking) => docking.startMs > afterMs)?.startMs ?? Number.POSITIVE_INFINITY;
  /** The first `referenceDays` after a docking's out-docking, ending early at the next in-docking. */
  const referenceAfter = (docking: Iso19030EventInput) => {
    const fromMs = endOf(docking);
    return periodMean(sorted, fromMs, Math.min(fromMs + referenceMs, nextDockingStart(fromMs)));
  };
  const noValues = sorted.length === 0 ? 'There are no daily speed values for this vessel yet.' : null;

  // Dry-docking performance.
  const current = dockings.at(-1) ?? null;
  const previous = dockings.at(-2) ?? null;
  const dryDockingPerformance =
    current && previous
      ? indicator(
          'DryDockingPerformance',
          current.id,
          referenceAfter(previous),
          referenceAfter(current),
          noValues,
        )
      : indicator(
          'DryDockingPerformance',
          current?.id ?? null,
          null,
          null,
          'Needs two dry-dockings: it compares the period after the latest out-docking with the period after the one before.',
        );

  // In-service performance and the maintenance trigger share the current interval's reference.
  const needsDocking = 'Needs a dry-docking: the reference period is the first days after its out-docking.';
  let inServicePerformance: Iso19030Indicator;
  let maintenanceTrigger: Iso19030Indicator;
  if (!current) {
    inServicePerformance = indicator('InServicePerformance', null, null, null, needsDocking);
    maintenanceTrigger = indicator('MaintenanceTrigger', null, null, null, needsDocking);
  } else {
    const reference = referenceAfter(current);
    const intervalEndMs = Math.min(seriesEndMs, nextDockingStart(endOf(current)));
    const evaluation = periodMean(
      sorted,
      Math.max(intervalEndMs - referenceMs, reference.toMs),
      Math.max(intervalEndMs, reference.toMs),
    );
    // Nothing after the reference period yet: the evaluation period has not begun.
    const waiting =
      noValues ??
      (reference.toMs >= intervalEndMs
        ? `The reference period runs until ${formatDay(reference.toMs - 1)}: the evaluation period follows it.`
        : null);
    inServicePerformance = indicator('InServicePerformance', current.id, reference, evaluation, waiting);
    // The current fouling cycle starts at the end of the latest dry-docking or maintenance.
    const cycleStartMs = Math.max(
      endOf(current),
      ...ordered.filter((e) => isMaintenanceEvent(e.type) && e.startMs < seriesEndMs).map(endOf),
    );
    const movingFromMs = Math.max(seriesEndMs - maintenanceMs, cycleStartMs, reference.toMs);
    const moving = periodMean(sorted, movingFromMs, Math.max(seriesEndMs, movingFromMs));
    maintenanceTrigger = indicator('MaintenanceTrigger', current.id, reference, moving, waiting);
  }

  // Maintenance effect, per maintenance event: the event's gain as every page computes it
  // (`cleaningGain`, ADR 0105), over the maintenance period either side.
  const speedLoss = sorted.map((day) => ({
    atMs: day.atMs,
    speedLossPercent: speedLossFromDeviation(day.value),
  }));
  const maintenanceEffects = ordered
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => isMaintenanceEvent(event.type))
    .map(({ event, index }) => {
      const before = ordered[index - 1];
      const after = ordered[index + 1];
      const gain = cleaningGain(
        speedLoss,
        { startMs: event.startMs, endMs: endOf(event) },
        {
          days: periods.maintenanceDays,
          previousEndMs: before ? endOf(before) : undefined,
          nextStartMs: after ? after.startMs : undefined,
        },
      );
      const effect = indicator(
        'MaintenanceEffect',
        event.id,
        periodMean(sorted, gain.before.fromMs, gain.before.toMs),
        periodMean(sorted, gain.after.fromMs, gain.after.toMs),
        noValues,
      );
      return effect.valuePercent === null ? effect : { ...effect, valuePercent: gain.gainPercent };
    })
    .reverse();

  return { periods, dryDockingPerformance, inServicePerformance, maintenanceTrigger, maintenanceEffects };
}
