// What the ISO 19030 page says about the indicators (PERF-038, ADR 0080): the period lengths offered,
// each indicator's question, periods and formula in words, the figures as text, and the chart's
// model (daily values, event marks, the periods' means).
import type {
  Iso19030Event,
  Iso19030Indicator,
  Iso19030Period,
  Iso19030PerformanceIndicators,
} from '../../../domain/contracts/iso19030.ts';
import type { Iso19030IndicatorKind } from '../../../domain/performance/iso19030.ts';
import { formatDate } from '../../lib/format.ts';

/** The reference periods offered: ISO 19030's year first, shorter ones for a short history. */
export const REFERENCE_PERIOD_OPTIONS = [
  { days: 365, label: '1 year (ISO 19030)' },
  { days: 180, label: '6 months' },
  { days: 90, label: '3 months' },
  { days: 30, label: '1 month' },
] as const;
export const MAINTENANCE_PERIOD_OPTIONS = [
  { days: 90, label: '3 months (ISO 19030)' },
  { days: 30, label: '1 month' },
  { days: 14, label: '2 weeks' },
] as const;

const daysText = (days: number) => {
  const option = [...REFERENCE_PERIOD_OPTIONS, ...MAINTENANCE_PERIOD_OPTIONS].find((o) => o.days === days);
  return option ? option.label.replace(' (ISO 19030)', '') : `${days} days`;
};

export const SOURCE_TEXT =
  "The daily values of the vessel's speed long trend: speed through water against the PowerSpeed reference curve at the same shaft power and draft, in percent (the performance value of ISO 19030-2; negative is speed loss), one mean per day of the steady-state blocks of its sample window.";

export const FORMULA_TEXT =
  'Indicator = mean of the evaluation period − mean of the reference period, in percentage points. Negative: the hull and propeller perform worse than in the reference period; positive: better.';

export type IndicatorExplanation = { title: string; question: string; reference: string; evaluation: string };

export function explainIndicator(
  kind: Iso19030IndicatorKind,
  periods: { referenceDays: number; maintenanceDays: number },
): IndicatorExplanation {
  const reference = daysText(periods.referenceDays);
  const maintenance = daysText(periods.maintenanceDays);
  switch (kind) {
    case 'DryDockingPerformance':
      return {
        title: 'Dry-docking performance',
        question: 'Did the latest dry-docking restore the hull and propeller as well as the one before?',
        reference: `The first ${reference} after the previous out-docking.`,
        evaluation: `The first ${reference} after the latest out-docking.`,
      };
    case 'InServicePerformance':
      return {
        title: 'In-service performance',
        question: 'How much did the hull and propeller performance change over the docking interval?',
        reference: `The first ${reference} after the latest out-docking.`,
        evaluation: `The last ${reference} up to the latest value (or the next in-docking), after the reference period.`,
      };
    case 'MaintenanceTrigger':
      return {
        title: 'Maintenance trigger',
        question: 'Is it time to clean the hull or polish the propeller?',
        reference: `The first ${reference} after the latest out-docking.`,
        evaluation: `The moving average of the last ${maintenance} since the latest dry-docking or maintenance.`,
      };
    case 'MaintenanceEffect':
      return {
        title: 'Maintenance effect',
        question: 'How much did the hull cleaning or propeller polishing give back?',
        reference: `The ${maintenance} before the maintenance.`,
        evaluation: `The ${maintenance} after the maintenance.`,
      };
  }
}

/** '+1.25 points', '−0.40 points' (a real minus sign), '–' without a value. */
export function formatPoints(value: number | null): string {
  if (value === null) return '–';
  const text = Math.abs(value).toFixed(2);
  if (text === '0.00') return '0.00 points';
  return `${value > 0 ? '+' : '−'}${text} points`;
}

/** '+0.5 %' style for a period's mean speed performance value. */
export function formatPercent(value: number | null): string {
  if (value === null) return '–';
  return `${value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)} %`;
}

export function verdict(value: number | null): string | null {
  if (value === null) return null;
  if (value < 0) return 'Worse than in the reference period';
  if (value > 0) return 'Better than in the reference period';
  return 'As in the reference period';
}

/** '01. Jan, 2026 to 30. Jan, 2026 · 28 daily values · mean −2.10 %' (the end is exclusive). */
export function periodText(period: Iso19030Period | null): string {
  if (!period) return '–';
  const lastMs = Math.max(Date.parse(period.fromDate), Date.parse(period.toDate) - 1);
  return `${formatDate(period.fromDate)} to ${formatDate(new Date(lastMs))} · ${period.valueCount} daily values · mean ${formatPercent(period.mean)}`;
}

/** The event an indicator is about, named: 'Hull cleaning, 12. May, 2026'. */
export function eventLabel(event: Iso19030Event | undefined): string | null {
  return event ? `${event.eventTypeName}, ${formatDate(event.startDate)}` : null;
}

export type ChartSegment = { fromMs: number; toMs: number; mean: number; kind: 'reference' | 'evaluation' };
export type ChartMark = { startMs: number; endMs: number; label: string; isDocking: boolean };
export type SpeedLossChartModel = {
  data: [number[], number[]];
  marks: ChartMark[];
  segments: ChartSegment[];
};

/** The chart: the daily values, a mark per event (a band for a dry-docking), the periods' means. */
export function buildSpeedLossChart(
  indicators: Pick<
    Iso19030PerformanceIndicators,
    'series' | 'inServicePerformance' | 'maintenanceTrigger' | 'maintenanceEffects'
  >,
  events: readonly Iso19030Event[],
): SpeedLossChartModel {
  const xs = indicators.series.map((day) => Date.parse(day.timestamp));
  const ys = indicators.series.map((day) => day.value);
  const marks = events.map((event) => ({
    startMs: Date.parse(event.startDate),
    endMs: Date.parse(event.endDate ?? event.startDate),
    label: event.eventTypeName,
    isDocking: event.eventType === 'DryDocking',
  }));
  const segments: ChartSegment[] = [];
  const add = (period: Iso19030Period | null, kind: ChartSegment['kind']) => {
    if (period && period.mean !== null && period.valueCount > 0)
      segments.push({
        fromMs: Date.parse(period.fromDate),
        toMs: Date.parse(period.toDate),
        mean: period.mean,
        kind,
      });
  };
  const shown: Iso19030Indicator[] = [indicators.inServicePerformance, ...indicators.maintenanceEffects];
  for (const indicator of shown) {
    add(indicator.referencePeriod, 'reference');
    add(indicator.evaluationPeriod, 'evaluation');
  }
  add(indicators.maintenanceTrigger.evaluationPeriod, 'evaluation');
  return { data: [xs, ys], marks, segments };
}

/** The text alternative of the chart. */
export function chartSummary(model: SpeedLossChartModel): string {
  const [xs, ys] = model.data;
  if (xs.length === 0) return 'No daily speed values yet.';
  const min = Math.min(...ys);
  const max = Math.max(...ys);
  const events = model.marks
    .map((mark) => `${mark.label} on ${formatDate(new Date(mark.startMs))}`)
    .join('; ');
  return `${xs.length} daily speed values from ${formatDate(new Date(xs[0]!))} to ${formatDate(new Date(xs[xs.length - 1]!))}, between ${formatPercent(min)} and ${formatPercent(max)}.${events ? ` Events: ${events}.` : ''}`;
}
