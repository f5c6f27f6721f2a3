// The Diagnostics page's calls (001 §3, §7; endpoints.tsv DiagnosticEvents, VesselEvents,
// TrendLimits, LongTrendConfigurations, Benefits, Consequences, LongTrends/Data,
// LongTrendPeriods/Meta). The spec names the fields of the vessel event and of the benefit; the
// shapes it does not show are ours (docs/adr/0048-diagnostics.md).
import * as v from 'valibot';
import { MCR_PERCENT_OPTIONS } from '../calc/consequences.ts';
import { BENCHMARK_PERIODS } from '../performance/benefits.ts';
import {
  TREND_EVENT_TYPE_IDS,
  VESSEL_EVENT_SOURCES,
  VESSEL_EVENT_TYPES,
} from '../performance/trend-events.ts';
import { messages } from '../messages.ts';
import {
  AnswerFormSchema,
  ColumnTimesSchema,
  IdParamsSchema,
  IdSchema,
  IsoDateTimeSchema,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  DiagnosticTypeSchema,
  IdListSchema,
  LongTrendPeriodsAnswerSchema,
  LongTrendPeriodsFindQuerySchema,
  LongTrendSchema,
  LongTrendsFindQuerySchema,
  LongTrendUpdateRequestSchema,
  VesselPerformanceStatusSchema,
} from './long-trends.ts';

const NameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'The name is required.'),
  v.maxLength(100, 'The name is at most 100 characters.'),
);
const DescriptionSchema = v.pipe(v.string(), v.trim(), v.maxLength(1000, 'At most 1000 characters.'));

/** 001 §3 'Vessel performance event'; trendEventType and description are ours. */
export const VesselPerformanceEventSchema = v.object({
  id: IdSchema,
  vesselId: IdSchema,
  timestamp: IsoDateTimeSchema,
  name: v.string(),
  type: v.picklist(VESSEL_EVENT_TYPES),
  source: v.picklist(VESSEL_EVENT_SOURCES),
  trendEventType: v.nullable(v.string()),
  description: v.string(),
  /** Office events can be changed and deleted; those recorded onboard cannot. */
  isEditable: v.boolean(),
  /**
   * The version of an office event; an edit or delete sends it back in If-Match (ADR 0092). 0 for
   * an event recorded onboard, which cannot be changed.
   */
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type VesselPerformanceEvent = v.InferOutput<typeof VesselPerformanceEventSchema>;

export const VesselEventsFindQuerySchema = v.object({
  vesselId: IdSchema,
  /** TrendEvent, InfoEvent or both, separated by commas (default both). */
  eventTypes: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(/[,;|]/)
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(VESSEL_EVENT_TYPES, 'eventTypes are TrendEvent and InfoEvent.')),
    ),
  ),
});

export const TrendEventTypeSchema = v.object({ id: v.string(), name: v.string() });
export type TrendEventType = v.InferOutput<typeof TrendEventTypeSchema>;

export const InfoEventRequestSchema = v.object({
  vesselId: IdSchema,
  timestamp: IsoDateTimeSchema,
  name: NameSchema,
  description: v.optional(DescriptionSchema, ''),
});
export type InfoEventRequest = v.InferOutput<typeof InfoEventRequestSchema>;

export const TrendEventRequestSchema = v.object({
  vesselId: IdSchema,
  timestamp: IsoDateTimeSchema,
  trendEventType: v.picklist(TREND_EVENT_TYPE_IDS, messages.trendEventTypeRequired),
  /** Defaults to the kind's name. */
  name: v.optional(NameSchema),
  description: v.optional(DescriptionSchema, ''),
});
export type TrendEventRequest = v.InferOutput<typeof TrendEventRequestSchema>;

/** PUT /VesselEvents/{id}: the name, time and description of an office event. */
export const VesselEventUpdateSchema = v.object({
  timestamp: IsoDateTimeSchema,
  name: NameSchema,
  description: v.optional(DescriptionSchema, ''),
});
export type VesselEventUpdate = v.InferOutput<typeof VesselEventUpdateSchema>;

/** GET /TrendLimits: the deviation from the benchmark at which a trend is Observe and Not ok. */
export const TrendLimitSchema = v.object({
  diagnosticType: DiagnosticTypeSchema,
  /** Which direction is worse: lower (speed, rpm), higher (SFOC) or either. */
  worseWhen: v.picklist(['lower', 'higher', 'either']),
  observeAt: v.number(),
  notOkAt: v.number(),
  unitName: v.string(),
});
export type TrendLimit = v.InferOutput<typeof TrendLimitSchema>;

export const VesselIdQuerySchema = v.object({ vesselId: IdSchema });

/** PUT /LongTrendConfigurations: what the consequences are priced with, per vessel. */
export const LongTrendConfigurationRequestSchema = v.object({
  vesselId: IdSchema,
  /** The fuel price, USD per tonne; without it the consequences carry no money column. */
  fuelPriceUsdPerTonne: v.nullable(
    v.pipe(
      v.number(),
      v.minValue(0, 'The fuel price must be 0 or more.'),
      v.maxValue(10_000, 'The fuel price is at most 10000 USD per tonne.'),
    ),
  ),
  /** The main engine's SFOC at its most economical load, g/kWh (the GHG4 load curve is built on it). */
  sfocGPerKwh: v.pipe(
    v.number(),
    v.minValue(100, 'The SFOC must be between 100 and 400 g/kWh.'),
    v.maxValue(400, 'The SFOC must be between 100 and 400 g/kWh.'),
  ),
  /** Tonnes of CO2 per tonne of the main engine's fuel (MEPC.364(79) Cf). */
  co2Factor: v.pipe(
    v.number(),
    v.minValue(2, 'The CO2 factor must be between 2 and 4 t/t.'),
    v.maxValue(4, 'The CO2 factor must be between 2 and 4 t/t.'),
  ),
});
export type LongTrendConfigurationRequest = v.InferOutput<typeof LongTrendConfigurationRequestSchema>;

/**
 * GET /LongTrendConfigurations/Find and the answer of a save: the configuration with its version,
 * which the next save sends in If-Match (ADR 0092); 0 while none is saved (the defaults).
 */
export const LongTrendConfigurationSchema = v.object({
  ...LongTrendConfigurationRequestSchema.entries,
  version: v.pipe(v.number(), v.integer()),
});
export type LongTrendConfiguration = v.InferOutput<typeof LongTrendConfigurationSchema>;

export const McrPercentSchema = v.picklist(MCR_PERCENT_OPTIONS);

/** 001 §3 'Benefit/consequence': one per MCR option, each with its results. */
export const ConsequenceResultSchema = v.object({
  headerName: v.string(),
  value: v.nullable(v.number()),
  displayValue: v.string(),
  isValid: v.boolean(),
});
export const ConsequenceSchema = v.object({
  longTrendId: IdSchema,
  mcrPercent: McrPercentSchema,
  mcrDisplay: v.string(),
  diagnosticTypeName: v.string(),
  /** The deviation whose consequence this is, percent (ours). */
  deviation: v.nullable(v.number()),
  results: v.array(ConsequenceResultSchema),
});
export type Consequence = v.InferOutput<typeof ConsequenceSchema>;

export const BenefitSchema = v.object({
  /** No consequences: the trend is benchmarking (PERF-079). */
  consequences: v.array(ConsequenceSchema),
  /** Why no consequence can be calculated for this vessel, if so (PERF-033). */
  notice: v.nullable(v.string()),
});
export type Benefit = v.InferOutput<typeof BenefitSchema>;

export const BenefitsFindQuerySchema = v.object({ trendEventId: IdSchema, longTrendId: IdSchema });
export const ConsequencesFindLatestQuerySchema = v.object({ longTrendIds: IdListSchema });

/**
 * GET /Consequences (001 §7, SHELL-178): what the trends' deviation over a date range costs per day,
 * per MCR option; `benchmarkPeriod` Own (each day against its period's benchmark, the default) or
 * First (against the first benchmark in the range). The shape is ours (ADR 0048 addendum).
 */
export const ConsequencesQuerySchema = v.pipe(
  v.object({
    vesselId: IdSchema,
    longTrendId: v.optional(IdSchema),
    fromDate: IsoDateTimeSchema,
    toDate: IsoDateTimeSchema,
    benchmarkPeriod: v.optional(
      v.picklist(BENCHMARK_PERIODS, 'The benchmark period must be Own or First.'),
      'Own',
    ),
  }),
  v.check(
    (q) => Date.parse(q.fromDate) <= Date.parse(q.toDate),
    'The from date must not be after the to date.',
  ),
);
export type ConsequencesQuery = v.InferOutput<typeof ConsequencesQuerySchema>;

export const RangeConsequencesSchema = v.object({
  ...BenefitSchema.entries,
  /** The daily values in the range the mean deviation is taken over, per trend. */
  dailyValueCounts: v.array(v.object({ longTrendId: IdSchema, dailyValueCount: v.number() })),
});
export type RangeConsequences = v.InferOutput<typeof RangeConsequencesSchema>;

export const LongTrendIdsQuerySchema = v.object({ longTrendIds: IdListSchema });

const PointSchema = v.object({ x: IsoDateTimeSchema, y: v.number() });

/** GET /LongTrends/Data: the daily values of each trend (ours: the shape is not shown). */
export const LongTrendDataSchema = v.object({
  longTrendId: IdSchema,
  unitName: v.string(),
  values: v.array(PointSchema),
});
export type LongTrendData = v.InferOutput<typeof LongTrendDataSchema>;

/** GET /LongTrends/Data: the trends, and form=Columns for the compact answer (ADR 0122). */
export const LongTrendDataQuerySchema = v.object({
  longTrendIds: IdListSchema,
  form: v.optional(AnswerFormSchema, 'Objects'),
});

/** GET /LongTrends/Data?form=Columns: each trend's daily values as a time axis and an array. */
export const LongTrendDataColumnsSchema = v.object({
  form: v.literal('Columns'),
  items: v.array(
    v.object({
      ...v.omit(LongTrendDataSchema, ['values']).entries,
      time: ColumnTimesSchema,
      values: v.array(v.nullable(v.number())),
    }),
  ),
});
export type LongTrendDataColumns = v.InferOutput<typeof LongTrendDataColumnsSchema>;

/** GET /LongTrendPeriods/Meta: what the trend was computed from (ours: the shape is not shown). */
export const LongTrendPeriodMetaSchema = v.object({
  longTrendId: IdSchema,
  trendDataMinDate: v.nullable(IsoDateTimeSchema),
  trendDataMaxDate: v.nullable(IsoDateTimeSchema),
  periodCount: v.number(),
  dailyValueCount: v.number(),
  blocksKept: v.number(),
  blocksTotal: v.number(),
  computedAt: v.nullable(IsoDateTimeSchema),
  /** ADR 0098: the data's sample window (minutes) the steady-state test used. */
  sampleWindowMinutes: v.optional(v.number()),
  /** ADR 0098: the most frequent reason blocks were refused, in words. */
  firstRefusalReason: v.optional(v.string()),
  /** ADR 0098: the reference that looks wrong and why (this trend's values were left out). */
  plausibilityReason: v.optional(v.string()),
});
export type LongTrendPeriodMeta = v.InferOutput<typeof LongTrendPeriodMetaSchema>;

/**
 * GET /LongTrendPeriods/Statistics: the compare table's row of each trend (001 §3 'Long trend row
 * for comparison'); benchmarking trends have no change, benchmark or deviation (PERF-108).
 */
export const LongTrendStatisticsSchema = v.object({
  longTrendId: IdSchema,
  vesselId: IdSchema,
  name: v.string(),
  url: v.string(),
  diagnosticType: DiagnosticTypeSchema,
  lastPeriodStartDate: v.nullable(IsoDateTimeSchema),
  changePerYear: v.nullable(v.number()),
  benchmarkPointValue: v.nullable(v.number()),
  deviationFromBenchmark: v.nullable(v.number()),
  isBenchmarking: v.boolean(),
});
export type LongTrendStatistics = v.InferOutput<typeof LongTrendStatisticsSchema>;

/** PUT /DiagnosticEvents/Trend/{id}: the fields of any office event, and optionally the trend event's kind. */
export const TrendEventUpdateSchema = v.object({
  ...VesselEventUpdateSchema.entries,
  trendEventType: v.optional(v.picklist(TREND_EVENT_TYPE_IDS, messages.trendEventTypeRequired)),
});
export type TrendEventUpdate = v.InferOutput<typeof TrendEventUpdateSchema>;

/** The Diagnostics page's endpoints (declared once for the server's router and the client, ADR 0111). */
export const diagnosticsEndpoints = {
  trendEventTypes: endpoint({
    method: 'get',
    path: '/DiagnosticEvents/Trend/Types',
    response: v.array(TrendEventTypeSchema),
  }),
  addInfoEvent: endpoint({
    method: 'post',
    path: '/DiagnosticEvents/Info',
    body: InfoEventRequestSchema,
    response: VesselPerformanceEventSchema,
    status: 201,
  }),
  addTrendEvent: endpoint({
    method: 'post',
    path: '/DiagnosticEvents/Trend',
    body: TrendEventRequestSchema,
    response: VesselPerformanceEventSchema,
    status: 201,
  }),
  updateInfoEvent: endpoint({
    method: 'put',
    path: '/DiagnosticEvents/Info/{id}',
    params: IdParamsSchema,
    body: VesselEventUpdateSchema,
    response: VesselPerformanceEventSchema,
  }),
  updateTrendEvent: endpoint({
    method: 'put',
    path: '/DiagnosticEvents/Trend/{id}',
    params: IdParamsSchema,
    body: TrendEventUpdateSchema,
    response: VesselPerformanceEventSchema,
  }),
  removeInfoEvent: endpoint({
    method: 'delete',
    path: '/DiagnosticEvents/Info/{id}',
    params: IdParamsSchema,
  }),
  removeTrendEvent: endpoint({
    method: 'delete',
    path: '/DiagnosticEvents/Trend/{id}',
    params: IdParamsSchema,
  }),
  findEvents: endpoint({
    method: 'get',
    path: '/VesselEvents/Find',
    query: VesselEventsFindQuerySchema,
    response: v.array(VesselPerformanceEventSchema),
  }),
  updateEvent: endpoint({
    method: 'put',
    path: '/VesselEvents/{id}',
    params: IdParamsSchema,
    body: VesselEventUpdateSchema,
    response: VesselPerformanceEventSchema,
  }),
  trendLimits: endpoint({
    method: 'get',
    path: '/TrendLimits',
    query: VesselIdQuerySchema,
    response: v.array(TrendLimitSchema),
  }),
  configuration: endpoint({
    method: 'get',
    path: '/LongTrendConfigurations/Find',
    query: VesselIdQuerySchema,
    response: v.array(LongTrendConfigurationSchema),
  }),
  saveConfiguration: endpoint({
    method: 'put',
    path: '/LongTrendConfigurations',
    body: LongTrendConfigurationRequestSchema,
    response: LongTrendConfigurationSchema,
  }),
  benefit: endpoint({
    method: 'get',
    path: '/Benefits/Find',
    query: BenefitsFindQuerySchema,
    response: BenefitSchema,
  }),
  latestConsequences: endpoint({
    method: 'get',
    path: '/Consequences/FindLatest',
    query: ConsequencesFindLatestQuerySchema,
    response: BenefitSchema,
  }),
  consequences: endpoint({
    method: 'get',
    path: '/Consequences',
    query: ConsequencesQuerySchema,
    response: RangeConsequencesSchema,
  }),
};

/**
 * The long trends' endpoints: LongTrends, LongTrendPeriods and VesselPerformanceStatuses (declared
 * once, ADR 0111; here beside the Diagnostics schemas they also answer, which import long-trends.ts).
 */
export const longTrendEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/LongTrends/Find',
    query: LongTrendsFindQuerySchema,
    response: v.array(LongTrendSchema),
  }),
  update: endpoint({
    method: 'put',
    path: '/LongTrends',
    body: LongTrendUpdateRequestSchema,
    response: LongTrendSchema,
  }),
  periods: endpoint({
    method: 'get',
    path: '/LongTrendPeriods/Find',
    query: LongTrendPeriodsFindQuerySchema,
    response: LongTrendPeriodsAnswerSchema,
  }),
  data: endpoint({
    method: 'get',
    path: '/LongTrends/Data',
    query: LongTrendDataQuerySchema,
    response: v.union([LongTrendDataColumnsSchema, v.array(LongTrendDataSchema)]),
  }),
  /** An Excel workbook (.xlsx), not JSON: a download. */
  excel: endpoint({
    method: 'get',
    path: '/LongTrends/Excel',
    query: VesselIdQuerySchema,
  }),
  meta: endpoint({
    method: 'get',
    path: '/LongTrendPeriods/Meta',
    query: LongTrendIdsQuerySchema,
    response: v.array(LongTrendPeriodMetaSchema),
  }),
  statistics: endpoint({
    method: 'get',
    path: '/LongTrendPeriods/Statistics',
    query: LongTrendIdsQuerySchema,
    response: v.array(LongTrendStatisticsSchema),
  }),
  vesselStatus: endpoint({
    method: 'get',
    path: '/VesselPerformanceStatuses/{id}',
    params: IdParamsSchema,
    response: VesselPerformanceStatusSchema,
  }),
};
