/**
 * Data analysis (001 §1, §2; PERF-016): one log variable plotted against another over a time span,
 * the samples paired by their time, the exclusion filters applied, and a regression curve (Linear,
 * Power or Polynomial of the 2nd to 5th order) fitted through the pairs. Presets name a pair by the
 * taxa of the taxonomy, so they work on every vessel that logs those quantities (ADR 0055).
 */
import type { RegressionKind } from '../calc/regression.ts';
import { CHANNEL_TAXA } from '../performance/long-trends.ts';

/** PERF-016: the curve types the data analysis offers. */
export const ANALYSIS_FITS = ['linear', 'power', 'polynomial'] as const satisfies readonly RegressionKind[];
export type AnalysisFit = (typeof ANALYSIS_FITS)[number];

/** PERF-016: the default duration of the time span, in hours. */
export const DEFAULT_ANALYSIS_HOURS = 24;

export const MAX_EXCLUSION_FILTERS = 5;

export const EXCLUSION_COMPARISONS = ['below', 'above'] as const;
export type ExclusionComparison = (typeof EXCLUSION_COMPARISONS)[number];

/** Leave out every pair whose time has a value of the variable below (or above) the limit. */
export type ExclusionFilter = { logVariableId: string; comparison: ExclusionComparison; limit: number };

type PresetFilter = { taxon: string; comparison: ExclusionComparison; limit: number };

export type AnalysisPreset = {
  id: string;
  name: string;
  xTaxon: string;
  yTaxon: string;
  fit: AnalysisFit;
  order: number;
  /** Leave out time in port and manoeuvring: the relations hold at sea. */
  filters: PresetFilter[];
};

const atSea: PresetFilter = { taxon: CHANNEL_TAXA.stw, comparison: 'below', limit: 5 };
const running: PresetFilter = { taxon: CHANNEL_TAXA.rpm, comparison: 'below', limit: 10 };

export const ANALYSIS_PRESETS: readonly AnalysisPreset[] = [
  {
    id: 'speed-power',
    name: 'Speed - Shaft power',
    xTaxon: CHANNEL_TAXA.stw,
    yTaxon: CHANNEL_TAXA.power,
    fit: 'power',
    order: 2,
    filters: [atSea],
  },
  {
    id: 'rpm-power',
    name: 'Shaft speed - Shaft power (propeller law)',
    xTaxon: CHANNEL_TAXA.rpm,
    yTaxon: CHANNEL_TAXA.power,
    fit: 'power',
    order: 2,
    filters: [running],
  },
  {
    id: 'power-fuel',
    name: 'Shaft power - Main engine fuel',
    xTaxon: CHANNEL_TAXA.power,
    yTaxon: CHANNEL_TAXA.meFuel,
    fit: 'polynomial',
    order: 2,
    filters: [running],
  },
  {
    id: 'speed-fuel',
    name: 'Speed - Main engine fuel',
    xTaxon: CHANNEL_TAXA.stw,
    yTaxon: CHANNEL_TAXA.meFuel,
    fit: 'power',
    order: 2,
    filters: [atSea],
  },
  {
    id: 'stw-sog',
    name: 'Speed through water - Speed over ground',
    xTaxon: CHANNEL_TAXA.stw,
    yTaxon: CHANNEL_TAXA.sog,
    fit: 'linear',
    order: 2,
    filters: [atSea],
  },
];

export type AnalysisVariable = {
  id: string;
  taxa: readonly string[];
  onboardSystem: string;
  description: string;
  logDataMaxDate: string | null;
};

/** How a fuel variable's onboard system or description names the main engine. */
const MAIN_ENGINE = /(main engine|\bM\/?E\b)/i;

/**
 * The vessel's variable of a taxon: among several, the one with the latest data; for fuel mass
 * flow, the main engine's (a vessel logs fuel per consumer under one taxon).
 */
export function variableOfTaxon<T extends AnalysisVariable>(
  variables: readonly T[],
  taxon: string,
): T | null {
  const candidates = variables.filter(
    (v) =>
      v.taxa.includes(taxon) &&
      (taxon !== CHANNEL_TAXA.meFuel || MAIN_ENGINE.test(v.onboardSystem) || MAIN_ENGINE.test(v.description)),
  );
  const time = (v: T) => (v.logDataMaxDate ? Date.parse(v.logDataMaxDate) : -Infinity);
  return candidates.sort((a, b) => time(b) - time(a))[0] ?? null;
}

export type ResolvedPreset =
  | { ok: true; xId: string; yId: string; fit: AnalysisFit; order: number; filters: ExclusionFilter[] }
  | { ok: false; missing: string[] };

/** A preset on this vessel: its variables, or the quantities the vessel does not log. */
export function resolvePreset(
  preset: AnalysisPreset,
  variables: readonly AnalysisVariable[],
): ResolvedPreset {
  const x = variableOfTaxon(variables, preset.xTaxon);
  const y = variableOfTaxon(variables, preset.yTaxon);
  if (!x || !y) {
    const missing = [!x ? preset.xTaxon : null, !y ? preset.yTaxon : null].filter((t) => t !== null);
    return { ok: false, missing: missing.map(taxonName) };
  }
  const filters: ExclusionFilter[] = [];
  for (const filter of preset.filters) {
    const variable = variableOfTaxon(variables, filter.taxon);
    if (variable)
      filters.push({ logVariableId: variable.id, comparison: filter.comparison, limit: filter.limit });
  }
  return { ok: true, xId: x.id, yId: y.id, fit: preset.fit, order: preset.order, filters };
}

/** 'Navigation:Speed through water' → 'Speed through water'. */
export function taxonName(taxon: string): string {
  return taxon.slice(taxon.indexOf(':') + 1);
}

/** A variable's samples in time order. */
export type TimeSeries = { timesMs: Float64Array; values: Float64Array };

export type AnalysisPairs = {
  /** Pairs kept, in time order. */
  xs: Float64Array;
  ys: Float64Array;
  timesMs: Float64Array;
  /** X samples without a Y sample at the same time (or the other way round). */
  unpaired: number;
  /** Pairs left out by the exclusion filters (also when a filter's variable has no value then). */
  excluded: number;
};

/** Index of `timeMs` in the sorted `times` from `start` on, or -1; `cursor.next` is where to go on. */
function seek(times: Float64Array, timeMs: number, cursor: { next: number }): number {
  let i = cursor.next;
  while (i < times.length && (times[i] as number) < timeMs) i++;
  cursor.next = i;
  return i < times.length && times[i] === timeMs ? i : -1;
}

/**
 * Pairs the X and Y samples taken at the same time (the rollups of one data interval share their
 * bucket times) and leaves out the pairs an exclusion filter rejects: the filter's variable has no
 * value at that time, or its value is below (above) the limit. One pass over each series.
 */
export function pairForAnalysis(
  x: TimeSeries,
  y: TimeSeries,
  filters: readonly { series: TimeSeries; comparison: ExclusionComparison; limit: number }[] = [],
): AnalysisPairs {
  const n = Math.min(x.timesMs.length, y.timesMs.length);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const timesMs = new Float64Array(n);
  const yCursor = { next: 0 };
  const filterCursors = filters.map(() => ({ next: 0 }));
  let kept = 0;
  let paired = 0;
  let excluded = 0;
  for (let i = 0; i < x.timesMs.length; i++) {
    const time = x.timesMs[i] as number;
    const j = seek(y.timesMs, time, yCursor);
    if (j < 0) continue;
    paired++;
    const rejected = filters.some((filter, k) => {
      const at = seek(filter.series.timesMs, time, filterCursors[k] as { next: number });
      if (at < 0) return true;
      const value = filter.series.values[at] as number;
      return filter.comparison === 'below' ? value < filter.limit : value > filter.limit;
    });
    if (rejected) {
      excluded++;
      continue;
    }
    xs[kept] = x.values[i] as number;
    ys[kept] = y.values[j] as number;
    timesMs[kept] = time;
    kept++;
  }
  return {
    xs: xs.slice(0, kept),
    ys: ys.slice(0, kept),
    timesMs: timesMs.slice(0, kept),
    unpaired: x.timesMs.length + y.timesMs.length - 2 * paired,
    excluded,
  };
}
