// The data analysis form (001 §1, §2; PERF-016): a preset or two chosen variables, the time span
// (24 hours by default), the data interval, the exclusion filters and the curve type, checked before
// Plot. The calculation itself runs in the calc worker (domain/log-data/data-analysis.ts).
import {
  ANALYSIS_PRESETS,
  DEFAULT_ANALYSIS_HOURS,
  MAX_EXCLUSION_FILTERS,
  resolvePreset,
  type AnalysisFit,
  type AnalysisVariable,
  type ExclusionComparison,
  type ExclusionFilter,
} from '../../../domain/log-data/data-analysis.ts';
import type { DataInterval } from '../../../domain/log-data/data-interval.ts';
import { messages } from '../../../domain/messages.ts';
import { parseQuantity } from '../../lib/form-rules.ts';
import { defaultTimePeriodInput, type TimePeriodInput } from './time-period.ts';

/** An exclusion filter as typed: the limit stays text until it is checked. */
export type ExclusionFilterInput = {
  logVariableId: string | null;
  comparison: ExclusionComparison;
  limit: string;
};

export type AnalysisForm = {
  presetId: string | null;
  xId: string | null;
  yId: string | null;
  fit: AnalysisFit;
  order: number;
  timePeriod: TimePeriodInput;
  dataInterval: DataInterval;
  filterMinMax: boolean;
  filters: ExclusionFilterInput[];
};

export const initialAnalysisForm: AnalysisForm = {
  presetId: null,
  xId: null,
  yId: null,
  fit: 'linear',
  order: 2,
  timePeriod: { ...defaultTimePeriodInput, lastNumberDays: String(DEFAULT_ANALYSIS_HOURS / 24) },
  dataInterval: 'Auto',
  filterMinMax: true,
  filters: [],
};

export const xMissing = 'Choose the variable of the X axis.';
export const yMissing = 'Choose the variable of the Y axis.';
export const sameAxes = 'Choose two different variables.';
export const filterVariableMissing = 'Choose the variable the filter reads.';

/**
 * The form with a preset applied: its variables, curve type and filters on this vessel, or the
 * quantities the vessel does not log (the form is left as it was).
 */
export function applyPreset(
  form: AnalysisForm,
  presetId: string,
  variables: readonly AnalysisVariable[],
): { form: AnalysisForm; missing: string[] } {
  const preset = ANALYSIS_PRESETS.find((p) => p.id === presetId);
  if (!preset) return { form, missing: [] };
  const resolved = resolvePreset(preset, variables);
  if (!resolved.ok) return { form: { ...form, presetId }, missing: resolved.missing };
  return {
    form: {
      ...form,
      presetId,
      xId: resolved.xId,
      yId: resolved.yId,
      fit: resolved.fit,
      order: resolved.order,
      filters: resolved.filters.map((f) => ({ ...f, limit: String(f.limit) })),
    },
    missing: [],
  };
}

export type AnalysisFormErrors = {
  x?: string;
  y?: string;
  /** Per filter row: the variable's or the limit's problem. */
  filters: { variable?: string; limit?: string }[];
};

export function analysisFormErrors(form: AnalysisForm): AnalysisFormErrors {
  const errors: AnalysisFormErrors = {
    filters: form.filters.map((filter) => ({
      variable: filter.logVariableId ? undefined : filterVariableMissing,
      limit: Number.isFinite(parseQuantity(filter.limit) ?? Number.NaN)
        ? undefined
        : messages.valueMustBeNumber,
    })),
  };
  if (!form.xId) errors.x = xMissing;
  if (!form.yId) errors.y = yMissing;
  else if (form.xId === form.yId) errors.y = sameAxes;
  return errors;
}

export function hasErrors(errors: AnalysisFormErrors): boolean {
  return Boolean(errors.x || errors.y || errors.filters.some((f) => f.variable || f.limit));
}

export function canAddFilter(form: AnalysisForm): boolean {
  return form.filters.length < MAX_EXCLUSION_FILTERS;
}

/** The checked filters (call only when the form has no errors). */
export function exclusionFiltersOf(form: AnalysisForm): ExclusionFilter[] {
  return form.filters.map((filter) => ({
    logVariableId: filter.logVariableId as string,
    comparison: filter.comparison,
    limit: parseQuantity(filter.limit) as number,
  }));
}
