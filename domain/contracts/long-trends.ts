// Long trends, their periods and the vessel performance status (001 §3, §7; endpoints.tsv
// LongTrends, LongTrendPeriods, VesselPerformanceStatuses). Field names are the spec's; the
// additions (changePerYear, deviationFromBenchmark, sampleCount, values) are ours.
import * as v from 'valibot';
import {
  isValidManualBenchmarkLevel,
  OVERALL_VESSEL_STATUSES,
  PERFORMANCE_STATUSES,
} from '../calc/long-trend.ts';
import { messages } from '../messages.ts';
import { TREND_SOURCES } from '../performance/noon-report-trends.ts';
import {
  AnswerFormSchema,
  ColumnTimesSchema,
  IdSchema,
  IsoDateTimeSchema,
  QueryBooleanSchema,
} from './common.ts';

/** 001 §9 diagnostic type order: speed 1, rpm 2, sfr or sfoc 3, others 4. */
export const DiagnosticTypeSchema = v.object({
  diagnosticTypeId: v.number(),
  diagnosticTypeName: v.string(),
});

export const PerformanceStatusSchema = v.picklist(PERFORMANCE_STATUSES);

/**
 * What a computed long trend was made from (issue 24 §3, ADR 0098; ours): the steady-state blocks
 * kept of those read, the daily values made from them, the data's sample window, the most frequent
 * reason blocks were refused and the plausibility finding (blocks whose value of this trend was left
 * out). Absent before the first computation.
 */
export const TrendBasisSchema = v.object({
  blocksKept: v.pipe(v.number(), v.integer()),
  blocksTotal: v.pipe(v.number(), v.integer()),
  /** The daily values made from the kept blocks (a day needs enough of them). */
  dailyValueCount: v.pipe(v.number(), v.integer()),
  sampleWindowMinutes: v.nullable(v.number()),
  firstRefusalReason: v.nullable(v.string()),
  plausibilityReason: v.nullable(v.string()),
  /**
   * Where the daily values came from (issue 24 §2, ADR 0107): the vessel's sensor data (blocks are
   * sample windows) or its noon reports (blocks are reports, one daily value per kept report).
   */
  source: v.optional(v.picklist(TREND_SOURCES)),
  /** The vessel's live noon reports when the trend was computed (a sensor trend did not use them). */
  noonReportCount: v.optional(v.pipe(v.number(), v.integer())),
});
export type TrendBasis = v.InferOutput<typeof TrendBasisSchema>;

export const LongTrendSchema = v.object({
  id: IdSchema,
  vesselId: IdSchema,
  description: v.string(),
  descriptionLong: v.string(),
  diagnosticType: v.nullable(DiagnosticTypeSchema),
  performanceStatus: PerformanceStatusSchema,
  useInVesselStatus: v.boolean(),
  useManualBenchmarkLevel: v.boolean(),
  manualBenchmarkLevel: v.nullable(v.number()),
  /** When the trend was last computed from the vessel's data (ours). */
  computedAt: v.nullable(IsoDateTimeSchema),
  /** What the last computation was made from; null before the first (ours). */
  basis: v.optional(v.nullable(TrendBasisSchema)),
  /** The version of the trend's settings; PUT /LongTrends sends it back in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type LongTrend = v.InferOutput<typeof LongTrendSchema>;

export const LongTrendsFindQuerySchema = v.object({
  vesselId: IdSchema,
  isDiagnosticType: v.optional(QueryBooleanSchema),
});

/**
 * PUT /LongTrends: the whole long trend as read; only 'use in vessel status' and the manual
 * benchmark change. The level must be a number from -40 to 40 when it is used (PERF-119).
 */
export const LongTrendUpdateRequestSchema = v.pipe(
  v.object({
    id: IdSchema,
    vesselId: v.optional(IdSchema),
    useInVesselStatus: v.boolean(),
    useManualBenchmarkLevel: v.boolean(),
    manualBenchmarkLevel: v.nullish(v.number()),
  }),
  v.check(
    (body) =>
      !body.useManualBenchmarkLevel ||
      (body.manualBenchmarkLevel != null && isValidManualBenchmarkLevel(body.manualBenchmarkLevel)),
    messages.manualBenchmarkLevelRange,
  ),
);
export type LongTrendUpdateRequest = v.InferOutput<typeof LongTrendUpdateRequestSchema>;

const PointSchema = v.object({ x: IsoDateTimeSchema, y: v.number() });

export const LongTrendPeriodSchema = v.object({
  longTrendId: IdSchema,
  start: IsoDateTimeSchema,
  end: IsoDateTimeSchema,
  status: PerformanceStatusSchema,
  isCurrent: v.boolean(),
  trendline: v.nullable(
    v.object({ coefficient: v.number(), intercept: v.number(), start: PointSchema, end: PointSchema }),
  ),
  benchmarkPoint: v.nullable(PointSchema),
  unitName: v.string(),
  unitCaption: v.string(),
  isRpmDiagnostic: v.boolean(),
  maximumValue: v.nullable(v.number()),
  minimumValue: v.nullable(v.number()),
  changePerYear: v.nullable(v.number()),
  deviationFromBenchmark: v.nullable(v.number()),
  sampleCount: v.number(),
  /** The daily values of the period (ours): what the chart draws behind the trendline. */
  values: v.array(PointSchema),
});
export type LongTrendPeriod = v.InferOutput<typeof LongTrendPeriodSchema>;

/**
 * A period in the compact form (form=Columns, issue 25 §2, ADR 0122): its daily values as one time
 * axis (epoch ms) and one array of values (7 significant digits) in place of an object per value.
 */
export const LongTrendPeriodColumnsSchema = v.object({
  ...v.omit(LongTrendPeriodSchema, ['values']).entries,
  time: ColumnTimesSchema,
  values: v.array(v.nullable(v.number())),
});
export type LongTrendPeriodColumns = v.InferOutput<typeof LongTrendPeriodColumnsSchema>;

/** GET /LongTrendPeriods/Find?form=Columns: the periods with their daily values in columns. */
export const LongTrendPeriodsColumnsSchema = v.object({
  form: v.literal('Columns'),
  items: v.array(LongTrendPeriodColumnsSchema),
});
export type LongTrendPeriodsColumns = v.InferOutput<typeof LongTrendPeriodsColumnsSchema>;

/** The periods answer: the compact form when asked for (form=Columns), else the list of periods. */
export const LongTrendPeriodsAnswerSchema = v.union([
  LongTrendPeriodsColumnsSchema,
  v.array(LongTrendPeriodSchema),
]);

/** A list of ids in one query value, separated by commas, semicolons or pipes (at most 50). */
export const IdListSchema = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(/[,;|]/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  v.array(IdSchema),
  v.minLength(1),
  v.maxLength(50),
);

/** GET /LongTrendPeriods/Find: the trends, and form=Columns for the compact answer (ADR 0122). */
export const LongTrendPeriodsFindQuerySchema = v.pipe(
  v.object({
    longTrendId: v.optional(IdSchema),
    longTrendIds: v.optional(IdListSchema),
    form: v.optional(AnswerFormSchema, 'Objects'),
  }),
  v.check(
    (q) => q.longTrendId !== undefined || q.longTrendIds !== undefined,
    'Give longTrendId or longTrendIds.',
  ),
  v.transform((q) => ({
    longTrendIds: [...new Set([...(q.longTrendIds ?? []), ...(q.longTrendId ? [q.longTrendId] : [])])],
    form: q.form,
  })),
);

export const VesselPerformanceStatusSchema = v.object({
  vesselId: IdSchema,
  performanceStatus: v.picklist(OVERALL_VESSEL_STATUSES),
  /** Where the trends the status is read from came from; null before any was computed (ADR 0107). */
  source: v.optional(v.nullable(v.picklist(TREND_SOURCES))),
});
export type VesselPerformanceStatus = v.InferOutput<typeof VesselPerformanceStatusSchema>;
