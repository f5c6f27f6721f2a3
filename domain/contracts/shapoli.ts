// EEXI shaft power limitation, the Shapoli calls (001 §2/§7, endpoints.tsv, PERF-071, PERF-167,
// PERF-174, ADR 0081). The spec names the calls and some query fields (vesselId, fromDate, toDate,
// breachStartDate, year); it shows no shapes, so the answers are ours. GET/PUT /Shapoli/Settings
// (the vessel's limit) is ours too: the spec names no call for it.
import * as v from 'valibot';
import { LogVariableSchema } from './log-variables.ts';
import { IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The longest range one call covers (a leap year and a day). */
export const SHAPOLI_MAX_DAYS = 367;
/** The highest limit accepted: above the largest two-stroke engines built. */
export const SHAPOLI_MAX_LIMIT_KW = 200_000;
const DAY_MS = 86_400_000;

const vesselId = v.pipe(v.string('The vessel id is required.'), v.uuid('The vessel id is not a valid id.'));
const dateOf = (name: string) =>
  v.pipe(
    v.string(`The ${name} date is required.`),
    v.isoTimestamp(`The ${name} date must be a UTC date and time such as 2026-03-01T00:00:00Z.`),
  );
const rangeChecks = <T extends { fromDate: string; toDate: string }>() =>
  [
    v.check<T, string>(
      (q) => Date.parse(q.fromDate) < Date.parse(q.toDate),
      'The from date must be before the to date.',
    ),
    v.check<T, string>(
      (q) => Date.parse(q.toDate) - Date.parse(q.fromDate) <= SHAPOLI_MAX_DAYS * DAY_MS,
      `The date range can be at most ${SHAPOLI_MAX_DAYS} days.`,
    ),
  ] as const;

/** GET /Shapoli/LogData/Average, /Shapoli/Breaches and /Shapoli/Events. */
export const ShapoliRangeQuerySchema = v.pipe(
  v.object(
    { vesselId, fromDate: dateOf('from'), toDate: dateOf('to') },
    'The call needs vesselId, fromDate and toDate.',
  ),
  ...rangeChecks<{ vesselId: string; fromDate: string; toDate: string }>(),
);
export type ShapoliRangeQuery = v.InferOutput<typeof ShapoliRangeQuerySchema>;

export const ShapoliVesselQuerySchema = v.object({ vesselId }, 'The call needs vesselId.');

export const shapoliReportFormats = ['pdf', 'csv'] as const;
export type ShapoliReportFormat = (typeof shapoliReportFormats)[number];
const format = v.optional(v.picklist(shapoliReportFormats, 'The format is pdf or csv.'), 'pdf');

/** GET /Breaches/Details: the breach that starts at breachStartDate. */
export const BreachDetailsQuerySchema = v.object(
  { vesselId, breachStartDate: dateOf('breach start') },
  'The call needs vesselId and breachStartDate.',
);
export type BreachDetailsQuery = v.InferOutput<typeof BreachDetailsQuerySchema>;

/** GET /Shapoli/Reports/Breach: the breach log report of the breach starting at breachStartDate. */
export const BreachReportQuerySchema = v.pipe(
  v.object(
    { vesselId, breachStartDate: dateOf('breach start'), toDate: dateOf('to'), format },
    'The report needs vesselId, breachStartDate and toDate.',
  ),
  v.check(
    (q) => Date.parse(q.breachStartDate) < Date.parse(q.toDate),
    'The breach start date must be before the to date.',
  ),
  v.check(
    (q) => Date.parse(q.toDate) - Date.parse(q.breachStartDate) <= SHAPOLI_MAX_DAYS * DAY_MS,
    `The date range can be at most ${SHAPOLI_MAX_DAYS} days.`,
  ),
);
export type BreachReportQuery = v.InferOutput<typeof BreachReportQuerySchema>;

/** GET /Shapoli/Reports/Year. */
export const YearReportQuerySchema = v.object(
  {
    vesselId,
    year: v.pipe(
      v.string('The year is required.'),
      v.regex(/^\d{4}$/, 'The year must be four digits.'),
      v.transform(Number),
      v.minValue(2000, 'The year must be 2000 or later.'),
      v.maxValue(2100, 'The year must be 2100 or earlier.'),
    ),
    format,
  },
  'The report needs vesselId and year.',
);
export type YearReportQuery = v.InferOutput<typeof YearReportQuerySchema>;

/** The detection rules the answer was found with (domain/shapoli/breaches.ts). */
export const BreachRulesSchema = v.object({
  minDurationMinutes: v.number(),
  releasePercent: v.number(),
  maxGapMinutes: v.number(),
});

export const BreachSchema = v.object({
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  durationMinutes: v.number(),
  peakPowerKw: v.number(),
  peakDate: IsoDateTimeSchema,
  averagePowerKw: v.number(),
  excessEnergyKwh: v.number(),
  limitKw: v.number(),
  sampleCount: v.number(),
  /** belowRelease: the power fell back; noData: the data stopped (ongoing when it is the latest data). */
  endedBy: v.picklist(['belowRelease', 'noData']),
  ongoing: v.boolean(),
});
export type BreachRecord = v.InferOutput<typeof BreachSchema>;

export const BreachesSchema = v.object({
  vesselId: IdSchema,
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  /** The limit in force; null when none is set (then there are no breaches). */
  limitKw: v.nullable(v.number()),
  /** The shaft power variable judged; null when the vessel logs none. */
  logVariableId: v.nullable(v.string()),
  rules: BreachRulesSchema,
  breaches: v.array(BreachSchema),
});
export type Breaches = v.InferOutput<typeof BreachesSchema>;

export const PowerPointSchema = v.object({
  timestamp: IsoDateTimeSchema,
  /** The mean of the interval (a sample's value when the interval is Raw). */
  average: v.number(),
  maximum: v.number(),
});
export type PowerPoint = v.InferOutput<typeof PowerPointSchema>;

export const shapoliIntervals = ['Raw', 'Quarter', 'Hour', 'Day'] as const;

/** GET /Shapoli/LogData/Average: the shaft power per interval in the range, and its mean. */
export const ShapoliAverageSchema = v.object({
  vesselId: IdSchema,
  logVariableId: v.nullable(v.string()),
  limitKw: v.nullable(v.number()),
  interval: v.picklist(shapoliIntervals),
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  /** The mean shaft power of the range's samples; null without samples. */
  averagePowerKw: v.nullable(v.number()),
  points: v.array(PowerPointSchema),
});
export type ShapoliAverage = v.InferOutput<typeof ShapoliAverageSchema>;

export const shapoliEventTypes = [
  'BreachStarted',
  'BreachEnded',
  'PowerReserveUnlocked',
  'PowerReserveRestored',
  'LimitSet',
] as const;
export type ShapoliEventType = (typeof shapoliEventTypes)[number];

export const ShapoliEventSchema = v.object({
  timestamp: IsoDateTimeSchema,
  type: v.picklist(shapoliEventTypes),
  /** Ship: logged on board; Office: set in Wakeline; Detected: found in the shaft power data. */
  source: v.picklist(['Ship', 'Office', 'Detected']),
  description: v.string(),
});
export type ShapoliEvent = v.InferOutput<typeof ShapoliEventSchema>;
export const ShapoliEventsSchema = v.array(ShapoliEventSchema);

export const BreachDetailsSchema = v.object({
  vesselId: IdSchema,
  logVariableId: v.string(),
  breach: BreachSchema,
  /** The shaft power around the breach, for the chart of power against the limit. */
  interval: v.picklist(shapoliIntervals),
  points: v.array(PowerPointSchema),
  events: v.array(ShapoliEventSchema),
});
export type BreachDetails = v.InferOutput<typeof BreachDetailsSchema>;

export const PowerLogVariablesSchema = v.array(LogVariableSchema);

/** GET /Shapoli/Settings: the limit in force. */
export const ShapoliSettingsSchema = v.object({
  vesselId: IdSchema,
  limitKw: v.nullable(v.number()),
  logVariableId: v.nullable(v.string()),
  /** The vessel's MCR (kW), the limit's upper bound; null when not recorded. */
  maxContinuousRatingKw: v.nullable(v.number()),
  changedAt: v.nullable(IsoDateTimeSchema),
  changedByName: v.nullable(v.string()),
  /**
   * The settings' version, the number of the newest limit (0 while none is set); a new limit sends
   * it back in If-Match (ADR 0092).
   */
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ShapoliSettings = v.InferOutput<typeof ShapoliSettingsSchema>;

/** PUT /Shapoli/Settings: a new limit (SuperUser or Administrator). */
export const ShapoliSettingsInputSchema = v.object(
  {
    vesselId,
    limitKw: v.pipe(
      v.number('The limit must be a number.'),
      v.finite('The limit must be a number.'),
      v.gtValue(0, 'The limit must be greater than 0 kW.'),
      v.maxValue(SHAPOLI_MAX_LIMIT_KW, `The limit can be at most ${SHAPOLI_MAX_LIMIT_KW} kW.`),
    ),
    logVariableId: v.optional(
      v.nullable(v.pipe(v.string(), v.uuid('The power log variable is not a valid id.'))),
      null,
    ),
  },
  'The settings need vesselId and limitKw.',
);
export type ShapoliSettingsInput = v.InferOutput<typeof ShapoliSettingsInputSchema>;

/** The Shapoli endpoints (declared once for the server's router and the client, ADR 0111). */
export const shapoliEndpoints = {
  average: endpoint({
    method: 'get',
    path: '/Shapoli/LogData/Average',
    query: ShapoliRangeQuerySchema,
    response: ShapoliAverageSchema,
  }),
  breaches: endpoint({
    method: 'get',
    path: '/Shapoli/Breaches',
    query: ShapoliRangeQuerySchema,
    response: BreachesSchema,
  }),
  /** The path the spec writes, without the /Shapoli prefix (PERF-175). */
  breachDetails: endpoint({
    method: 'get',
    path: '/Breaches/Details',
    query: BreachDetailsQuerySchema,
    response: BreachDetailsSchema,
  }),
  events: endpoint({
    method: 'get',
    path: '/Shapoli/Events',
    query: ShapoliRangeQuerySchema,
    response: ShapoliEventsSchema,
  }),
  powerLogVariables: endpoint({
    method: 'get',
    path: '/Shapoli/PowerLogVariables',
    query: ShapoliVesselQuerySchema,
    response: PowerLogVariablesSchema,
  }),
  /** PDF or CSV, not JSON: a download. */
  breachReport: endpoint({ method: 'get', path: '/Shapoli/Reports/Breach', query: BreachReportQuerySchema }),
  /** PDF or CSV, not JSON: a download. */
  yearReport: endpoint({ method: 'get', path: '/Shapoli/Reports/Year', query: YearReportQuerySchema }),
  settings: endpoint({
    method: 'get',
    path: '/Shapoli/Settings',
    query: ShapoliVesselQuerySchema,
    response: ShapoliSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'put',
    path: '/Shapoli/Settings',
    body: ShapoliSettingsInputSchema,
    response: ShapoliSettingsSchema,
  }),
};
