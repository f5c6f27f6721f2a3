// The data interval choices of the graph form (001 §4/§5/§9): which intervals are allowed for the
// chosen span and variables, with the spec's disabled texts, and the auto-advance of PERF-110.
// The limits themselves are the shared rules in domain/log-data (the server enforces the same).
import { messages } from '../../../domain/messages.ts';
import {
  dataIntervals,
  finestFirst,
  isIntervalWithinSizeLimit,
  isIntervalMultipleOfSampleWindows,
  type DataInterval,
} from '../../../domain/log-data/data-interval.ts';
import type { DataIntervalOption } from './components/data-interval-picker.tsx';

export type DataIntervalChoice = DataInterval;

const labels: Record<DataInterval, string> = {
  Auto: 'Auto',
  Day: 'Day',
  Hour: 'Hour',
  Quarter: 'Quarter',
  Minute: 'Minute',
  Raw: 'Raw',
};

/** PERF-128/129: every interval, with the reason it cannot be chosen when it cannot. */
export function dataIntervalOptions(
  spanMinutes: number | null,
  sampleWindowsMs: readonly number[],
): DataIntervalOption<DataInterval>[] {
  return dataIntervals.map((value) => {
    if (spanMinutes !== null && !isIntervalWithinSizeLimit(value, spanMinutes)) {
      return { value, label: labels[value], disabledReason: messages.notPossibleDataSize };
    }
    if (!isIntervalMultipleOfSampleWindows(value, sampleWindowsMs)) {
      return { value, label: labels[value], disabledReason: messages.notPossibleSampleWindow };
    }
    return { value, label: labels[value] };
  });
}

/**
 * The chosen interval when it is allowed; otherwise the next allowed one after it in Raw, Minute,
 * Quarter, Hour, Day (then Auto, which is always allowed).
 */
export function nextAllowedInterval(
  current: DataInterval,
  options: readonly DataIntervalOption<DataInterval>[],
): DataInterval {
  const isAllowed = (value: DataInterval) => options.some((o) => o.value === value && !o.disabledReason);
  if (isAllowed(current)) return current;
  // PERF-110: the order Raw, Minute, Quarter, Hour, Day.
  const start = finestFirst.findIndex((value) => value === current);
  for (const value of finestFirst.slice(start + 1)) if (isAllowed(value)) return value;
  return 'Auto';
}
