// Calculation types and the general time span of 000 §3-§5: which types are ranges, the window a
// column's values are calculated over, the shift of non-range types to end now, the default span
// (start of the year to today) and the rules of the 'Select time span' dialog.
import { messages } from '../messages.ts';

export const calculationTypes = [
  'LastReceived',
  'LastVoyageAveraged',
  'LastVoyageAccumulated',
  'Averaged',
  'Accumulated',
  'FromAndToDates',
] as const;
export type CalculationType = (typeof calculationTypes)[number];

export const fromAndToDatesCalculationTypes = ['Averaged', 'Accumulated'] as const;
export type FromAndToDatesCalculationType = (typeof fromAndToDatesCalculationTypes)[number];

export const calculationTypeLabels: Record<CalculationType, string> = {
  LastReceived: 'Last received',
  LastVoyageAveraged: 'Last voyage averaged',
  LastVoyageAccumulated: 'Last voyage accumulated',
  Averaged: 'Averaged',
  Accumulated: 'Accumulated',
  FromAndToDates: 'From and to dates',
};

/** Hours of Averaged and Accumulated (000 §9): 1 to 300, default 24. */
export const minSpanHours = 1;
export const maxSpanHours = 300;
export const defaultSpanHours = 24;

/** Units an accumulated type may sum (000 §5, §9; the help tooltip also lists Rev/Min). */
export const accumulationUnits = [
  'rpm',
  'MT/hr',
  'MT/day',
  'knot',
  'kW',
  'kg/hr',
  'l/hr',
  'Rev/Min',
] as const;

export type ColumnTiming = {
  calculationType: CalculationType;
  hours: number;
  fromDate: string | null;
  toDate: string | null;
  fromAndToDatesCalculationType: FromAndToDatesCalculationType;
};

/** Only FromAndToDates is a range fixed in time; the others end now. */
export const isRangeType = (type: CalculationType) => type === 'FromAndToDates';

/** Whether the type sums values over time (Accumulated, LastVoyageAccumulated, FromAndToDates with Accumulated). */
export function isAccumulating(type: CalculationType, sub: FromAndToDatesCalculationType): boolean {
  return (
    type === 'Accumulated' ||
    type === 'LastVoyageAccumulated' ||
    (type === 'FromAndToDates' && sub === 'Accumulated')
  );
}

export function unitAllowedForAccumulation(unit: string): boolean {
  const wanted = unit.trim().toLowerCase();
  return accumulationUnits.some((allowed) => allowed.toLowerCase() === wanted);
}

const dayMs = 86_400_000;

/** The widget date range's default (000 §4): the start of the year (UTC) through today. */
export function defaultDateRange(now: Date): { fromDate: string; toDate: string } {
  const start = Date.UTC(now.getUTCFullYear(), 0, 1);
  const endOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + dayMs;
  return { fromDate: new Date(start).toISOString(), toDate: new Date(endOfToday).toISOString() };
}

/** The same span moved to end now (000 §4: non-range types). */
export function shiftToEndNow(
  range: { fromDate: string; toDate: string },
  now: Date,
): { fromDate: string; toDate: string } {
  const span = Date.parse(range.toDate) - Date.parse(range.fromDate);
  return { fromDate: new Date(now.getTime() - span).toISOString(), toDate: now.toISOString() };
}

/**
 * The window a column's value is calculated over: the last `hours` for Averaged and Accumulated,
 * the dates for FromAndToDates; null where the server chooses it (LastReceived, the last voyage).
 */
export function columnWindow(column: ColumnTiming, now: Date): { fromDate: string; toDate: string } | null {
  if (column.calculationType === 'Averaged' || column.calculationType === 'Accumulated')
    return {
      fromDate: new Date(now.getTime() - column.hours * 3_600_000).toISOString(),
      toDate: now.toISOString(),
    };
  if (column.calculationType === 'FromAndToDates') {
    const range =
      column.fromDate && column.toDate
        ? { fromDate: column.fromDate, toDate: column.toDate }
        : defaultDateRange(now);
    return range;
  }
  return null;
}

export type GeneralTimeSpan = ColumnTiming;

/** The general time span applied to one column: range types keep their dates, the others end now. */
export function applyTimeSpan<T extends ColumnTiming>(column: T, span: GeneralTimeSpan, now: Date): T {
  const dates =
    span.fromDate && span.toDate ? { fromDate: span.fromDate, toDate: span.toDate } : defaultDateRange(now);
  const placed = isRangeType(span.calculationType)
    ? dates
    : span.calculationType === 'Averaged' || span.calculationType === 'Accumulated'
      ? {
          fromDate: new Date(now.getTime() - span.hours * 3_600_000).toISOString(),
          toDate: now.toISOString(),
        }
      : shiftToEndNow(dates, now);
  return {
    ...column,
    calculationType: span.calculationType,
    hours: span.hours,
    fromAndToDatesCalculationType: span.fromAndToDatesCalculationType,
    ...placed,
  };
}

export type TimeSpanWidget = { name: string; units: readonly string[] };

/**
 * The dialog's rules (000 §5): widgets must be chosen; hours 1-300 for Averaged and Accumulated;
 * a range must be longer than zero; an accumulating type only over the allowed units.
 */
export function timeSpanError(widgets: readonly TimeSpanWidget[], span: GeneralTimeSpan): string | null {
  if (widgets.length === 0) return messages.pleaseSelectWidgets;
  if (
    (span.calculationType === 'Averaged' || span.calculationType === 'Accumulated') &&
    !(Number.isInteger(span.hours) && span.hours >= minSpanHours && span.hours <= maxSpanHours)
  )
    return messages.selectedHoursRange;
  if (
    isRangeType(span.calculationType) &&
    span.fromDate &&
    span.toDate &&
    Date.parse(span.toDate) <= Date.parse(span.fromDate)
  )
    return messages.totalTimespanMustBePositive;
  if (isAccumulating(span.calculationType, span.fromAndToDatesCalculationType)) {
    const offending = widgets.filter((w) => w.units.some((unit) => !unitAllowedForAccumulation(unit)));
    if (offending.length > 0)
      return messages.widgetsUnitNotAllowed.replace('names', offending.map((w) => w.name).join(', '));
  }
  return null;
}
