import * as v from 'valibot';
import { dataIntervals, type DataInterval } from '../log-data/data-interval.ts';
import { AnswerFormSchema, ColumnTimesSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export { answerForms, type AnswerForm } from './common.ts';

/**
 * LogData contracts (001 §7, §9): time series of log variables, raw or aggregated into Minute,
 * Quarter (QuarterHour), Hour or Day buckets, with times as ISO text or Unix epoch milliseconds
 * (dateTimeFormat UnixEpochMs), and a continuationFilter when the answer is cut (PERF-168).
 */

const uuid = (what: string) => v.pipe(v.string(), v.uuid(`${what} must be a valid id.`));
const booleanText = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', 'True', 'False'])], 'The value must be true or false.'),
  v.transform((value) => value === true || value === 'true' || value === 'True'),
);
const instant = (what: string) =>
  v.pipe(
    v.string(`${what} is required.`),
    v.check((text) => !Number.isNaN(Date.parse(text)), `${what} must be an ISO 8601 date and time.`),
  );

/** Granularity on the wire: the data intervals, plus QuarterHour as another name of Quarter. */
export const granularities = [...dataIntervals, 'QuarterHour'] as const;
export type Granularity = (typeof granularities)[number];

export const GranularitySchema = v.pipe(
  v.string(),
  v.transform((text) => {
    const match = granularities.find((name) => name.toLowerCase() === text.toLowerCase());
    return match === 'QuarterHour' ? 'Quarter' : match;
  }),
  v.picklist(dataIntervals, `The granularity must be one of ${granularities.join(', ')}.`),
);

export const dateTimeFormats = ['Iso', 'UnixEpochMs'] as const;
export type DateTimeFormat = (typeof dateTimeFormats)[number];

const DateTimeFormatSchema = v.pipe(
  v.string(),
  v.transform((text) => dateTimeFormats.find((name) => name.toLowerCase() === text.toLowerCase())),
  v.picklist(dateTimeFormats, 'The date time format must be Iso or UnixEpochMs.'),
);

/** The query parts shared by Find and BatchFind. */
const seriesQueryEntries = {
  /** PERF-163: Minute when absent. */
  granularity: v.optional(GranularitySchema, 'Minute'),
  fromDate: instant('The from date'),
  toDate: instant('The to date'),
  dateTimeFormat: v.optional(DateTimeFormatSchema, 'Iso'),
  /** Convert values to this unit (see domain/log-data/units.ts). */
  unitName: v.optional(v.pipe(v.string(), v.maxLength(32))),
  filterMinMax: v.optional(booleanText, false),
  filterOutliers: v.optional(booleanText, false),
  /** Opaque text from the previous answer; absent on the first request. */
  continuationFilter: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  /**
   * Columns: the compact answer (one time axis, an array of values per variable, ADR 0122) in
   * place of an object per value; Objects (the spec's form) when absent.
   */
  form: v.optional(AnswerFormSchema, 'Objects'),
  /** With form=Columns: count, min and max of each bucket beside its mean. */
  statistics: v.optional(booleanText, false),
};

const fromBeforeTo = <T extends { fromDate: string; toDate: string }>() =>
  v.forward<T, v.CheckIssue<T>, ['toDate']>(
    v.check<T, string>(
      (query) => Date.parse(query.fromDate) < Date.parse(query.toDate),
      'The from date must be before the to date.',
    ),
    ['toDate'] as never,
  );

export const LogDataFindQuerySchema = v.pipe(
  v.object({ logVariableId: uuid('The log variable'), ...seriesQueryEntries }),
  fromBeforeTo(),
);
export type LogDataFindQuery = v.InferOutput<typeof LogDataFindQuerySchema>;

/** At most this many variables in one BatchFind. */
export const maxBatchVariables = 60;

const idList = (what: string) =>
  v.pipe(
    v.string(`${what} are required.`),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
    v.minLength(1, `${what} are required.`),
    v.maxLength(maxBatchVariables, `At most ${maxBatchVariables} log variables can be asked for at once.`),
    v.array(uuid('Each log variable')),
  );

export const LogDataBatchFindQuerySchema = v.pipe(
  v.object({ logVariableIds: idList('The log variable ids'), ...seriesQueryEntries }),
  fromBeforeTo(),
);
export type LogDataBatchFindQuery = v.InferOutput<typeof LogDataBatchFindQuerySchema>;

/**
 * One value: for Raw the sample itself; for a bucket interval the mean of the bucket's samples at
 * the bucket's start, with their count, minimum and maximum.
 */
const pointEntries = {
  value: v.nullable(v.number()),
  count: v.optional(v.number()),
  min: v.optional(v.nullable(v.number())),
  max: v.optional(v.nullable(v.number())),
};
export const LogDataPointMsSchema = v.object({ timestamp: v.number(), ...pointEntries });
export const LogDataPointIsoSchema = v.object({ timestamp: v.string(), ...pointEntries });

const seriesEntries = {
  logVariableId: v.string(),
  /** The interval the values are in (Auto resolved). */
  granularity: v.picklist(dataIntervals),
  /** The unit of the values (after unitName conversion). */
  unit: v.string(),
};

export const LogDataSeriesMsSchema = v.object({ ...seriesEntries, values: v.array(LogDataPointMsSchema) });
export const LogDataSeriesIsoSchema = v.object({ ...seriesEntries, values: v.array(LogDataPointIsoSchema) });
export type LogDataSeries<T extends number | string = number> = {
  logVariableId: string;
  granularity: DataInterval;
  unit: string;
  values: {
    timestamp: T;
    value: number | null;
    count?: number;
    min?: number | null;
    max?: number | null;
  }[];
};

/** Find and BatchFind answer: null continuationFilter means the answer is complete. */
export const LogDataBatchResponseSchema = v.object({
  items: v.array(LogDataSeriesMsSchema),
  continuationFilter: v.nullable(v.string()),
});
export const LogDataBatchIsoResponseSchema = v.object({
  items: v.array(LogDataSeriesIsoSchema),
  continuationFilter: v.nullable(v.string()),
});
export type LogDataBatchResponse<T extends number | string = number> = {
  items: LogDataSeries<T>[];
  continuationFilter: string | null;
};

/** GET /LogData/Calculated/Accumulated and /Averaged. */
export const LogDataCalculatedQuerySchema = v.pipe(
  v.object({
    logVariableIds: idList('The log variable ids'),
    fromDate: instant('The from date'),
    toDate: instant('The to date'),
  }),
  fromBeforeTo(),
);

/** GET /LogData/LastReceived, /LastVoyageAveraged, /LastVoyageAccumulated. */
export const LogDataIdsQuerySchema = v.object({ logVariableIds: idList('The log variable ids') });

/**
 * One calculated value: Averaged is the time-weighted mean over the samples; Accumulated is the
 * integral of the value over time in value-hours (a rate in t/h gives tonnes).
 */
export const LogDataCalculatedValueSchema = v.object({
  logVariableId: v.string(),
  value: v.nullable(v.number()),
  unit: v.string(),
  count: v.number(),
  fromDate: v.nullable(v.string()),
  toDate: v.nullable(v.string()),
});
export type LogDataCalculatedValue = v.InferOutput<typeof LogDataCalculatedValueSchema>;
export const LogDataCalculatedListSchema = v.array(LogDataCalculatedValueSchema);

/** LastReceived: the newest sample of each variable. */
export const LogDataLastReceivedSchema = v.object({
  logVariableId: v.string(),
  timestamp: v.nullable(v.string()),
  value: v.nullable(v.number()),
  unit: v.string(),
});
export type LogDataLastReceived = v.InferOutput<typeof LogDataLastReceivedSchema>;
export const LogDataLastReceivedListSchema = v.array(LogDataLastReceivedSchema);

/**
 * The compact answer (form=Columns, ADR 0122): one time axis for all items, start and step (epoch
 * milliseconds) for bucket intervals or the times themselves for Raw, and per item an array of
 * values in the axis' order, null where the variable has none; count, min and max only when asked.
 */
export const LogDataColumnsResponseSchema = v.object({
  form: v.literal('Columns'),
  time: ColumnTimesSchema,
  items: v.array(
    v.object({
      ...seriesEntries,
      values: v.array(v.nullable(v.number())),
      count: v.optional(v.array(v.number())),
      min: v.optional(v.array(v.nullable(v.number()))),
      max: v.optional(v.array(v.nullable(v.number()))),
    }),
  ),
  continuationFilter: v.nullable(v.string()),
});
export type LogDataColumnsResponse = v.InferOutput<typeof LogDataColumnsResponseSchema>;

/**
 * A series answer: with form=Columns the compact one; else timestamps are numbers with
 * dateTimeFormat=UnixEpochMs, ISO text otherwise.
 */
export const LogDataSeriesAnswerSchema = v.union([
  LogDataColumnsResponseSchema,
  LogDataBatchResponseSchema,
  LogDataBatchIsoResponseSchema,
]);
export type LogDataSeriesAnswer = v.InferOutput<typeof LogDataSeriesAnswerSchema>;

/** The LogData endpoints and their partner variants (declared once, ADR 0111). */
export const logDataEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/LogData/Find',
    query: LogDataFindQuerySchema,
    response: LogDataSeriesAnswerSchema,
  }),
  partnerFind: endpoint({
    method: 'get',
    path: '/Kognifai/LogData',
    query: LogDataFindQuerySchema,
    response: LogDataSeriesAnswerSchema,
  }),
  batchFind: endpoint({
    method: 'get',
    path: '/LogData/BatchFind',
    query: LogDataBatchFindQuerySchema,
    response: LogDataSeriesAnswerSchema,
  }),
  calculatedAccumulated: endpoint({
    method: 'get',
    path: '/LogData/Calculated/Accumulated',
    query: LogDataCalculatedQuerySchema,
    response: LogDataCalculatedListSchema,
  }),
  calculatedAveraged: endpoint({
    method: 'get',
    path: '/LogData/Calculated/Averaged',
    query: LogDataCalculatedQuerySchema,
    response: LogDataCalculatedListSchema,
  }),
  lastVoyageAccumulated: endpoint({
    method: 'get',
    path: '/LogData/LastVoyageAccumulated',
    query: LogDataIdsQuerySchema,
    response: LogDataCalculatedListSchema,
  }),
  lastVoyageAveraged: endpoint({
    method: 'get',
    path: '/LogData/LastVoyageAveraged',
    query: LogDataIdsQuerySchema,
    response: LogDataCalculatedListSchema,
  }),
  lastReceived: endpoint({
    method: 'get',
    path: '/LogData/LastReceived',
    query: LogDataIdsQuerySchema,
    response: LogDataLastReceivedListSchema,
  }),
  partnerLastReceived: endpoint({
    method: 'get',
    path: '/Kognifai/LogData/LastReceived',
    query: LogDataIdsQuerySchema,
    response: LogDataLastReceivedListSchema,
  }),
};
