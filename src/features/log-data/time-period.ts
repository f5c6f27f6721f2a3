// The time period picker of 001 §2/§4/§5: four choices (AllValues, LastVoyage, LastPeriod,
// SetPeriod), their validation messages and the period they resolve to. Times are UTC.
import type { LastVoyage, TimeConfigurationType } from '../../../domain/contracts/log-data-config.ts';
import { messages } from '../../../domain/messages.ts';
import { parseTimeOfDay } from '../../../domain/format/date-time.ts';

export type { TimeConfigurationType };

/** The picker's inputs as typed (text), so invalid input can be shown and explained. */
export type TimePeriodInput = {
  type: TimeConfigurationType;
  lastNumberDays: string;
  lastNumberHours: string;
  lastNumberMinutes: string;
  /** 'YYYY-MM-DD' or '' */
  fromDate: string;
  /** 'HH:mm' or '' (optional) */
  fromTime: string;
  toDate: string;
  toTime: string;
};

/** What the vessel offers to the picker: its log-data range and its last voyage, when known. */
export type PeriodBounds = {
  logDataMinDate: string | null;
  logDataMaxDate: string | null;
  lastVoyage: LastVoyage | null;
};

export type TimePeriodErrors = Partial<
  Record<
    'lastNumberDays' | 'lastNumberHours' | 'lastNumberMinutes' | 'fromTime' | 'toTime' | 'period',
    string
  >
>;

export type ResolvedPeriod = { fromMs: number; toMs: number };

function sortedTimes(values: (string | null)[]): string[] {
  return values
    .filter((value): value is string => value !== null && !Number.isNaN(Date.parse(value)))
    .sort((a, b) => Date.parse(a) - Date.parse(b));
}

/**
 * The picker's bounds: the vessel's log-data range, else the range of its variables (the vessel's
 * may lag behind an import), and its last voyage.
 */
export function periodBoundsOf(
  vessel: { logDataMinDate: string | null; logDataMaxDate: string | null },
  variables: readonly { logDataMinDate: string | null; logDataMaxDate: string | null }[],
  lastVoyage: LastVoyage | null,
): PeriodBounds {
  return {
    logDataMinDate: vessel.logDataMinDate ?? sortedTimes(variables.map((v) => v.logDataMinDate))[0] ?? null,
    logDataMaxDate:
      vessel.logDataMaxDate ?? sortedTimes(variables.map((v) => v.logDataMaxDate)).at(-1) ?? null,
    lastVoyage,
  };
}

export const defaultTimePeriodInput: TimePeriodInput = {
  type: 'LastPeriod',
  lastNumberDays: '1',
  lastNumberHours: '',
  lastNumberMinutes: '',
  fromDate: '',
  fromTime: '',
  toDate: '',
  toTime: '',
};

/** Whole numbers: the stored configuration keeps whole days, hours and minutes. */
const countPattern = /^\d+$/;
const minuteMs = 60_000;

/** PERF-120: '' (not given) is fine; otherwise HH:mm within 00:00-23:59. */
export function validateTime(text: string): string | undefined {
  if (text === '') return undefined;
  return parseTimeOfDay(text) === null ? messages.invalidTimeRange : undefined;
}

/** PERF-121: a non-negative whole number. Optional fields may stay empty (then 0). */
export function validateCount(text: string, isOptional: boolean): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return isOptional ? undefined : messages.inputMustBePositive;
  return countPattern.test(trimmed) ? undefined : messages.inputMustBePositive;
}

const countOf = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

/** PERF-112: days x 24 x 60, plus hours x 60, plus minutes. */
export function lastPeriodMinutes(
  input: Pick<TimePeriodInput, 'lastNumberDays' | 'lastNumberHours' | 'lastNumberMinutes'>,
): number {
  return (
    countOf(input.lastNumberDays) * 24 * 60 +
    countOf(input.lastNumberHours) * 60 +
    countOf(input.lastNumberMinutes)
  );
}

/** An unset voyage date is the placeholder 0001-01-01 (000 §3). */
function isSetDate(value: string | null | undefined): value is string {
  return !!value && !value.startsWith('0001-01-01') && !Number.isNaN(Date.parse(value));
}

export function hasLastVoyage(bounds: PeriodBounds): boolean {
  return !!bounds.lastVoyage && isSetDate(bounds.lastVoyage.startDate);
}

export function hasLogData(bounds: PeriodBounds): boolean {
  return isSetDate(bounds.logDataMinDate) && isSetDate(bounds.logDataMaxDate);
}

function dateTimeMs(date: string, time: string, isEnd: boolean): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const clock = time.trim() === '' ? (isEnd ? '23:59' : '00:00') : time.trim();
  const ms = Date.parse(`${date}T${clock}:00Z`);
  return Number.isNaN(ms) ? null : ms;
}

export type TimePeriodResult = { errors: TimePeriodErrors; period: ResolvedPeriod | null };

/**
 * Checks the picker and resolves it to a period. A from-date later than the to-date is not an
 * error: the date pickers clamp it (001 §5); what remains is that the span must be above 0.
 */
export function resolveTimePeriod(
  input: TimePeriodInput,
  bounds: PeriodBounds,
  nowMs: number,
): TimePeriodResult {
  const errors: TimePeriodErrors = {};
  switch (input.type) {
    case 'AllValues': {
      if (!hasLogData(bounds))
        return { errors: { period: messages.totalTimespanMustBePositive }, period: null };
      return finish(
        errors,
        Date.parse(bounds.logDataMinDate as string),
        Date.parse(bounds.logDataMaxDate as string),
      );
    }
    case 'LastVoyage': {
      if (!hasLastVoyage(bounds) || !bounds.lastVoyage)
        return { errors: { period: messages.totalTimespanMustBePositive }, period: null };
      const { startDate, endDate } = bounds.lastVoyage;
      return finish(errors, Date.parse(startDate), isSetDate(endDate) ? Date.parse(endDate) : nowMs);
    }
    case 'LastPeriod': {
      const days = validateCount(input.lastNumberDays, false);
      const hours = validateCount(input.lastNumberHours, true);
      const minutes = validateCount(input.lastNumberMinutes, true);
      if (days) errors.lastNumberDays = days;
      if (hours) errors.lastNumberHours = hours;
      if (minutes) errors.lastNumberMinutes = minutes;
      if (days || hours || minutes) return { errors, period: null };
      return finish(errors, nowMs - lastPeriodMinutes(input) * minuteMs, nowMs);
    }
    case 'SetPeriod': {
      const fromTime = validateTime(input.fromTime);
      const toTime = validateTime(input.toTime);
      if (fromTime) errors.fromTime = fromTime;
      if (toTime) errors.toTime = toTime;
      if (fromTime || toTime) return { errors, period: null };
      const fromMs = dateTimeMs(input.fromDate, input.fromTime, false);
      const toMs = dateTimeMs(input.toDate, input.toTime, true);
      if (fromMs === null || toMs === null)
        return { errors: { period: messages.totalTimespanMustBePositive }, period: null };
      return finish(errors, fromMs, toMs);
    }
  }
}

function finish(errors: TimePeriodErrors, fromMs: number, toMs: number): TimePeriodResult {
  // PERF-123: the total span must be greater than 0.
  if (!(toMs - fromMs > 0))
    return { errors: { ...errors, period: messages.totalTimespanMustBePositive }, period: null };
  return { errors, period: { fromMs, toMs } };
}

export function periodMinutes(period: ResolvedPeriod): number {
  return (period.toMs - period.fromMs) / minuteMs;
}
