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
import { IdSchema, IsoDateTimeSchema, QueryBooleanSchema } from './common.ts';

/** 001 §9 diagnostic type order: speed 1, rpm 2, sfr or sfoc 3, others 4. */
export const DiagnosticTypeSchema = v.object({
  diagnosticTypeId: v.number(),
  diagnosticTypeName: v.string(),
});

export const PerformanceStatusSchema = v.picklist(PERFORMANCE_STATUSES);

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

export const LongTrendPeriodsFindQuerySchema = v.pipe(
  v.object({ longTrendId: v.optional(IdSchema), longTrendIds: v.optional(IdListSchema) }),
  v.check(
    (q) => q.longTrendId !== undefined || q.longTrendIds !== undefined,
    'Give longTrendId or longTrendIds.',
  ),
  v.transform((q) => ({
    longTrendIds: [...new Set([...(q.longTrendIds ?? []), ...(q.longTrendId ? [q.longTrendId] : [])])],
  })),
);

export const VesselPerformanceStatusSchema = v.object({
  vesselId: IdSchema,
  performanceStatus: v.picklist(OVERALL_VESSEL_STATUSES),
});
export type VesselPerformanceStatus = v.InferOutput<typeof VesselPerformanceStatusSchema>;
