// The Fouling calls (001 §3, §7 'Fouling (paths as listed by one source)', endpoints.tsv; issue 13
// §1; ADR 0079). The spec gives the paths and some fields (speed loss history: timestamp and speed
// loss, ascending; sea surface temperature: timestamp, temperature, latlng, shipSpeed, timeSpent;
// hull coating manufacturers sorted by name; event impact by vesselId and eventDate); the other
// shapes are ours. Percentages are percent, speeds knots, fuel tonnes.
import * as v from 'valibot';
import { TREND_SOURCES } from '../performance/noon-report-trends.ts';
import {
  AnswerFormSchema,
  ColumnTimesSchema,
  IdParamsSchema,
  IdSchema,
  IsoDateTimeSchema,
} from './common.ts';
import { endpoint } from './endpoint.ts';

const vesselIdField = v.pipe(
  v.string('The vessel id is required.'),
  v.uuid('The vessel id is not a valid id.'),
);
const dateTimeOf = (name: string) =>
  v.pipe(
    v.string(`The ${name} date must be a date.`),
    v.isoTimestamp(`The ${name} date must be a UTC date and time such as 2026-03-01T00:00:00Z.`),
  );

/** The longest range one read covers: a year and a day. */
export const FOULING_MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const rangeChecks = <T extends { fromDate?: string; toDate?: string }>() =>
  [
    v.check<T, string>(
      (q) => !q.fromDate || !q.toDate || Date.parse(q.fromDate) < Date.parse(q.toDate),
      'The from date must be before the to date.',
    ),
    v.check<T, string>(
      (q) =>
        !q.fromDate ||
        !q.toDate ||
        Date.parse(q.toDate) - Date.parse(q.fromDate) <= FOULING_MAX_RANGE_DAYS * DAY_MS,
      `The date range can be at most ${FOULING_MAX_RANGE_DAYS} days.`,
    ),
  ] as const;

export const FoulingVesselQuerySchema = v.object({ vesselId: vesselIdField }, 'The call needs a vesselId.');
export type FoulingVesselQuery = v.InferOutput<typeof FoulingVesselQuerySchema>;

/** A vessel and an optional date range (without one: the whole history, or the last 90 days of data). */
const rangeEntries = {
  vesselId: vesselIdField,
  fromDate: v.optional(dateTimeOf('from')),
  toDate: v.optional(dateTimeOf('to')),
};

export const FoulingRangeQuerySchema = v.pipe(
  v.object(rangeEntries, 'The call needs a vesselId.'),
  ...rangeChecks<{ vesselId: string; fromDate?: string; toDate?: string }>(),
);
export type FoulingRangeQuery = v.InferOutput<typeof FoulingRangeQuerySchema>;

/** A range read of a daily series, and form=Columns for the compact answer (issue 25 §2, ADR 0122). */
export const FoulingSeriesQuerySchema = v.pipe(
  v.object({ ...rangeEntries, form: v.optional(AnswerFormSchema, 'Objects') }, 'The call needs a vesselId.'),
  ...rangeChecks<{ vesselId: string; fromDate?: string; toDate?: string; form: 'Objects' | 'Columns' }>(),
);
export type FoulingSeriesQuery = v.InferOutput<typeof FoulingSeriesQuerySchema>;

/** The daily values of a compact answer (ADR 0122): one time axis (epoch ms), 7 significant digits. */
const compactSeries = {
  form: v.literal('Columns'),
  time: ColumnTimesSchema,
  values: v.array(v.nullable(v.number())),
};

export const VesselIdsBodySchema = v.object(
  {
    vesselIds: v.pipe(
      v.array(vesselIdField, 'vesselIds must be a list of vessel ids.'),
      v.minLength(1, 'Choose at least one vessel.'),
      v.maxLength(500, 'At most 500 vessels at a time.'),
    ),
  },
  'The call needs vesselIds.',
);
export type VesselIdsBody = v.InferOutput<typeof VesselIdsBodySchema>;

const percent = v.nullable(v.number());

/** GET /Fouling/SpeedLoss: the daily speed loss (timestamp plus speed loss), ascending by time. */
export const SpeedLossHistorySchema = v.object({
  vesselId: IdSchema,
  unitName: v.literal('%'),
  values: v.array(v.object({ timestamp: IsoDateTimeSchema, speedLoss: v.number() })),
  /** The trend periods split at the trend events, with their trendline in speed-loss terms. */
  periods: v.array(
    v.object({
      start: IsoDateTimeSchema,
      end: IsoDateTimeSchema,
      isCurrent: v.boolean(),
      sampleCount: v.number(),
      trendlineStart: percent,
      trendlineEnd: percent,
      changePerYear: percent,
    }),
  ),
  /** The trend events (hull cleaning, dry dock, ...) that split the periods. */
  events: v.array(
    v.object({ timestamp: IsoDateTimeSchema, name: v.string(), trendEventType: v.nullable(v.string()) }),
  ),
  /** When the speed long trend was last computed; null before its first computation. */
  computedAt: v.nullable(IsoDateTimeSchema),
  /**
   * Where the daily speed loss came from (ADR 0107): the vessel's sensor data or, for a vessel
   * without any, its noon reports; null before the first computation.
   */
  source: v.optional(v.nullable(v.picklist(TREND_SOURCES))),
});
export type SpeedLossHistory = v.InferOutput<typeof SpeedLossHistorySchema>;

/** GET /Fouling/SpeedLoss?form=Columns: the daily speed loss as a time axis and an array of values. */
export const SpeedLossHistoryColumnsSchema = v.object({
  ...v.omit(SpeedLossHistorySchema, ['values']).entries,
  ...compactSeries,
});
export type SpeedLossHistoryColumns = v.InferOutput<typeof SpeedLossHistoryColumnsSchema>;

export const FOULING_STATUSES = ['Ok', 'Observe', 'NotOk', 'notAvailable'] as const;

/** GET /Fouling/Statistics: the speed loss statistics of a vessel. */
export const SpeedLossStatisticsSchema = v.object({
  vesselId: IdSchema,
  latestDate: v.nullable(IsoDateTimeSchema),
  dailyValueCount: v.number(),
  statisticsPeriodDays: v.number(),
  meanSpeedLoss: percent,
  meanSpeedLoss90Days: percent,
  currentSpeedLoss: percent,
  changePerYear: percent,
  lastCleaningDate: v.nullable(IsoDateTimeSchema),
  speedLossAtLastCleaning: percent,
  speedLossBeforeLastCleaning: percent,
  daysSinceLastCleaning: v.nullable(v.number()),
  benchmark: v.number(),
  deviationFromBenchmark: percent,
  daysToMaintenanceTrigger: v.nullable(v.number()),
  status: v.picklist(FOULING_STATUSES),
  /** Where the daily speed loss came from (ADR 0107); null before the first computation. */
  source: v.optional(v.nullable(v.picklist(TREND_SOURCES))),
});
export type SpeedLossStatistics = v.InferOutput<typeof SpeedLossStatisticsSchema>;

/** POST /Fouling/LatestStatistics: each vessel's statistics with its name and page. */
export const LatestSpeedLossStatisticsSchema = v.object({
  ...SpeedLossStatisticsSchema.entries,
  name: v.string(),
  url: v.string(),
});
export type LatestSpeedLossStatistics = v.InferOutput<typeof LatestSpeedLossStatisticsSchema>;

/** GET /Fouling/OperationProfile: hours per speed band and the idle and warm-water hours. */
export const OperationProfileSchema = v.object({
  vesselId: IdSchema,
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  warmWaterLimit: v.number(),
  bands: v.array(
    v.object({
      fromKnots: v.number(),
      toKnots: v.nullable(v.number()),
      hours: v.number(),
      share: v.number(),
    }),
  ),
  totalHours: v.number(),
  idleHours: v.number(),
  idleWarmWaterHours: v.number(),
  warmWaterHours: v.number(),
});
export type OperationProfileAnswer = v.InferOutput<typeof OperationProfileSchema>;

/** A reference list entry (hull coating types and manufacturers). */
export const HullCoatingListItemSchema = v.object({ id: v.number(), name: v.string() });
export type HullCoatingListItem = v.InferOutput<typeof HullCoatingListItemSchema>;

const shortText = (name: string, max: number) =>
  v.pipe(
    v.string(`The ${name} must be text.`),
    v.trim(),
    v.maxLength(max, `The ${name} is at most ${max} characters.`),
  );

/**
 * The id of an entry of a reference list: a whole number the database's integer holds (a larger
 * one was a 500 from the database, found by the generated-input test).
 */
const listId = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message));

/** POST /Fouling/HullCoatingVessel: the hull coating of a vessel (created or replaced). */
export const HullCoatingRequestSchema = v.object(
  {
    vesselId: vesselIdField,
    hullCoatingTypeId: listId('Choose a hull coating type.'),
    hullCoatingManufacturerId: listId('Choose a hull coating manufacturer.'),
    productName: v.optional(shortText('product name', 100), ''),
    /** The day the coating was applied (YYYY-MM-DD); null when not known. */
    appliedDate: v.nullable(
      v.pipe(
        v.string('The applied date must be a date.'),
        v.isoDate('The applied date must be a date such as 2025-06-30.'),
      ),
    ),
    comment: v.optional(shortText('comment', 1000), ''),
  },
  'The hull coating needs vesselId, hullCoatingTypeId, hullCoatingManufacturerId and appliedDate.',
);
export type HullCoatingRequest = v.InferOutput<typeof HullCoatingRequestSchema>;

export const HullCoatingSchema = v.object({
  vesselId: IdSchema,
  hullCoatingTypeId: v.number(),
  hullCoatingTypeName: v.string(),
  hullCoatingManufacturerId: v.number(),
  hullCoatingManufacturerName: v.string(),
  productName: v.string(),
  appliedDate: v.nullable(v.string()),
  comment: v.string(),
  updatedAt: IsoDateTimeSchema,
  /** The row version; a save sends it back in If-Match, 0 while none is recorded (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type HullCoating = v.InferOutput<typeof HullCoatingSchema>;

/** GET /Fouling/HullCoatingVessel/{id}: the vessel's hull coating, null when none is recorded. */
export const HullCoatingOfVesselSchema = v.nullable(HullCoatingSchema);

const limit = (name: string, min: number, max: number) =>
  v.pipe(
    v.number(`The ${name} must be a number.`),
    v.minValue(min, `The ${name} must be between ${min} and ${max}.`),
    v.maxValue(max, `The ${name} must be between ${min} and ${max}.`),
  );

/** PUT /Fouling/Config: the fouling chart configuration and benchmark of a vessel. */
export const FoulingConfigRequestSchema = v.object(
  {
    vesselId: vesselIdField,
    /** The speed loss counted as clean, percent (0: the sea trial). */
    benchmarkSpeedLoss: limit('benchmark', -20, 40),
    observeLimit: limit('observe limit', 0.5, 40),
    maintenanceTrigger: limit('maintenance trigger', 0.5, 40),
    statisticsPeriodDays: v.pipe(
      v.number('The statistics period must be a number of days.'),
      v.integer('The statistics period must be a whole number of days.'),
      v.minValue(7, 'The statistics period must be between 7 and 365 days.'),
      v.maxValue(365, 'The statistics period must be between 7 and 365 days.'),
    ),
  },
  'The configuration needs vesselId, benchmarkSpeedLoss, observeLimit, maintenanceTrigger and statisticsPeriodDays.',
);

/**
 * The rule across the fields, checked by the service after the caller's role and reach (a schema
 * check would answer 400 before a refused caller's 403) and by the form before sending.
 */
export function foulingConfigError(config: {
  observeLimit: number;
  maintenanceTrigger: number;
}): string | null {
  return config.observeLimit < config.maintenanceTrigger
    ? null
    : 'The observe limit must be below the maintenance trigger.';
}
export type FoulingConfigRequest = v.InferOutput<typeof FoulingConfigRequestSchema>;

export const FoulingConfigSchema = v.object({
  vesselId: IdSchema,
  benchmarkSpeedLoss: v.number(),
  observeLimit: v.number(),
  maintenanceTrigger: v.number(),
  statisticsPeriodDays: v.number(),
  warmWaterLimit: v.number(),
  /** False while the vessel has the defaults (nothing stored). */
  isStored: v.boolean(),
  /** The row version, 0 while nothing is stored; PUT /Fouling/Config sends it in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type FoulingConfig = v.InferOutput<typeof FoulingConfigSchema>;

/** GET /Fouling/PropulsionEfficiencyData: the daily propulsion efficiency against the reference hull. */
export const PropulsionEfficiencyDataSchema = v.object({
  vesselId: IdSchema,
  unitName: v.literal('%'),
  values: v.array(v.object({ timestamp: IsoDateTimeSchema, propulsionEfficiency: v.number() })),
  /** The efficiency at the current trendline level; null without a speed trend. */
  current: percent,
});
export type PropulsionEfficiencyData = v.InferOutput<typeof PropulsionEfficiencyDataSchema>;

/** GET /Fouling/PropulsionEfficiencyData?form=Columns: the daily efficiency in columns. */
export const PropulsionEfficiencyColumnsSchema = v.object({
  ...v.omit(PropulsionEfficiencyDataSchema, ['values']).entries,
  ...compactSeries,
});
export type PropulsionEfficiencyColumns = v.InferOutput<typeof PropulsionEfficiencyColumnsSchema>;

/** GET /Fouling/PropulsionEfficiencyCurve: the PowerSpeed reference and the hull now. */
export const PropulsionEfficiencyCurveSchema = v.object({
  vesselId: IdSchema,
  /** The vessel's PowerSpeed reference curve; null when it has none. */
  curveId: v.nullable(IdSchema),
  referenceDraft: v.nullable(v.number()),
  speedLoss: percent,
  propulsionEfficiency: percent,
  points: v.array(v.object({ power: v.number(), referenceSpeed: v.number(), currentSpeed: v.number() })),
});
export type PropulsionEfficiencyCurve = v.InferOutput<typeof PropulsionEfficiencyCurveSchema>;

/** GET /Fouling/AddedFuelConsumption: a range (default: the last 90 days of data). */
export const AddedFuelConsumptionQuerySchema = FoulingRangeQuerySchema;

const addedTotals = {
  fuelConsumption: v.number(),
  addedFuel: v.number(),
  addedCo2: v.number(),
  addedCost: v.nullable(v.number()),
};

export const AddedFuelConsumptionSchema = v.object({
  vesselId: IdSchema,
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  /** The fuel price of the vessel's consequence settings (Diagnostics), per tonne; null when not set. */
  fuelPrice: v.nullable(v.number()),
  co2Factor: v.number(),
  benchmarkSpeedLoss: v.number(),
  days: v.array(
    v.object({
      date: v.string(),
      speedLoss: percent,
      measured: v.boolean(),
      fuelConsumption: v.number(),
      addedFuel: v.nullable(v.number()),
      addedCo2: v.nullable(v.number()),
      addedCost: v.nullable(v.number()),
    }),
  ),
  ...addedTotals,
  daysWithoutSpeedLoss: v.number(),
});
export type AddedFuelConsumption = v.InferOutput<typeof AddedFuelConsumptionSchema>;

/** POST /Fouling/AddedFuelConsumptions: the totals of several vessels over one range. */
export const AddedFuelConsumptionsRequestSchema = v.pipe(
  v.object(
    {
      ...VesselIdsBodySchema.entries,
      fromDate: v.optional(dateTimeOf('from')),
      toDate: v.optional(dateTimeOf('to')),
    },
    'The call needs vesselIds.',
  ),
  ...rangeChecks<{ vesselIds: string[]; fromDate?: string; toDate?: string }>(),
);
export type AddedFuelConsumptionsRequest = v.InferOutput<typeof AddedFuelConsumptionsRequestSchema>;

export const AddedFuelConsumptionTotalSchema = v.object({
  vesselId: IdSchema,
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  fuelPrice: v.nullable(v.number()),
  ...addedTotals,
  daysWithoutSpeedLoss: v.number(),
});
export type AddedFuelConsumptionTotal = v.InferOutput<typeof AddedFuelConsumptionTotalSchema>;

/** GET /Fouling/Impact: the trend event of a day (YYYY-MM-DD) and what it gave back. */
export const EventImpactQuerySchema = v.object(
  {
    vesselId: vesselIdField,
    eventDate: v.pipe(
      v.string('The event date is required.'),
      v.isoDate('The event date must be a date such as 2026-03-01.'),
    ),
  },
  'The call needs vesselId and eventDate.',
);
export type EventImpactQuery = v.InferOutput<typeof EventImpactQuerySchema>;

export const EventImpactSchema = v.object({
  vesselId: IdSchema,
  eventDate: v.string(),
  event: v.object({ timestamp: IsoDateTimeSchema, name: v.string(), trendEventType: v.nullable(v.string()) }),
  speedLossBefore: percent,
  speedLossAfter: percent,
  recoveredSpeedLoss: percent,
  meanSpeedLossBefore: percent,
  meanSpeedLossAfter: percent,
  windowDays: v.number(),
  fuelConsumptionPerDay: v.nullable(v.number()),
  fuelSavedPerDay: v.nullable(v.number()),
  co2SavedPerDay: v.nullable(v.number()),
  costSavedPerDay: v.nullable(v.number()),
  fuelPrice: v.nullable(v.number()),
});
export type EventImpactAnswer = v.InferOutput<typeof EventImpactSchema>;

/** GET /Fouling/SeaSurfaceTemperature: one point per day (points without both coordinates dropped). */
export const SeaSurfaceTemperatureSchema = v.object({
  vesselId: IdSchema,
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  warmWaterLimit: v.number(),
  points: v.array(
    v.object({
      timestamp: IsoDateTimeSchema,
      temperature: v.number(),
      latlng: v.tuple([v.number(), v.number()]),
      /** Mean speed over ground, knots. */
      shipSpeed: v.number(),
      /** Hours of the day the point covers. */
      timeSpent: v.number(),
    }),
  ),
});
export type SeaSurfaceTemperature = v.InferOutput<typeof SeaSurfaceTemperatureSchema>;

/** PUT /Fouling/SeaSurfaceTemperature: the warm-water limit the map and the profile mark. */
export const SeaSurfaceTemperatureRequestSchema = v.object(
  { vesselId: vesselIdField, warmWaterLimit: limit('warm-water limit', 0, 35) },
  'The call needs vesselId and warmWaterLimit.',
);
export type SeaSurfaceTemperatureRequest = v.InferOutput<typeof SeaSurfaceTemperatureRequestSchema>;

/** The Fouling endpoints (declared once for the server's router and the client, ADR 0111). */
export const foulingEndpoints = {
  speedLoss: endpoint({
    method: 'get',
    path: '/Fouling/SpeedLoss',
    query: FoulingSeriesQuerySchema,
    response: v.union([SpeedLossHistoryColumnsSchema, SpeedLossHistorySchema]),
  }),
  operationProfile: endpoint({
    method: 'get',
    path: '/Fouling/OperationProfile',
    query: FoulingRangeQuerySchema,
    response: OperationProfileSchema,
  }),
  statistics: endpoint({
    method: 'get',
    path: '/Fouling/Statistics',
    query: FoulingVesselQuerySchema,
    response: SpeedLossStatisticsSchema,
  }),
  latestStatistics: endpoint({
    method: 'post',
    path: '/Fouling/LatestStatistics',
    body: VesselIdsBodySchema,
    response: v.array(LatestSpeedLossStatisticsSchema),
  }),
  hullCoatingTypes: endpoint({
    method: 'get',
    path: '/Fouling/HullCoatingType',
    response: v.array(HullCoatingListItemSchema),
  }),
  hullCoatingManufacturers: endpoint({
    method: 'get',
    path: '/Fouling/HullCoatingManufacturer',
    response: v.array(HullCoatingListItemSchema),
  }),
  /** id: the vessel id. */
  hullCoating: endpoint({
    method: 'get',
    path: '/Fouling/HullCoatingVessel/{id}',
    params: IdParamsSchema,
    response: HullCoatingOfVesselSchema,
  }),
  saveHullCoating: endpoint({
    method: 'post',
    path: '/Fouling/HullCoatingVessel',
    body: HullCoatingRequestSchema,
    response: HullCoatingSchema,
  }),
  /** 001 §7 writes it with a trailing slash; the server answers both. */
  hullCoatings: endpoint({
    method: 'post',
    path: '/Fouling/HullCoatingVessels',
    body: VesselIdsBodySchema,
    response: v.array(HullCoatingSchema),
  }),
  /** id: the vessel id. */
  config: endpoint({
    method: 'get',
    path: '/Fouling/Config/{id}',
    params: IdParamsSchema,
    response: FoulingConfigSchema,
  }),
  saveConfig: endpoint({
    method: 'put',
    path: '/Fouling/Config',
    body: FoulingConfigRequestSchema,
    response: FoulingConfigSchema,
  }),
  configs: endpoint({
    method: 'post',
    path: '/Fouling/Configs',
    body: VesselIdsBodySchema,
    response: v.array(FoulingConfigSchema),
  }),
  propulsionEfficiencyData: endpoint({
    method: 'get',
    path: '/Fouling/PropulsionEfficiencyData',
    query: FoulingSeriesQuerySchema,
    response: v.union([PropulsionEfficiencyColumnsSchema, PropulsionEfficiencyDataSchema]),
  }),
  propulsionEfficiencyCurve: endpoint({
    method: 'get',
    path: '/Fouling/PropulsionEfficiencyCurve',
    query: FoulingVesselQuerySchema,
    response: PropulsionEfficiencyCurveSchema,
  }),
  addedFuelConsumption: endpoint({
    method: 'get',
    path: '/Fouling/AddedFuelConsumption',
    query: AddedFuelConsumptionQuerySchema,
    response: AddedFuelConsumptionSchema,
  }),
  addedFuelConsumptions: endpoint({
    method: 'post',
    path: '/Fouling/AddedFuelConsumptions',
    body: AddedFuelConsumptionsRequestSchema,
    response: v.array(AddedFuelConsumptionTotalSchema),
  }),
  impact: endpoint({
    method: 'get',
    path: '/Fouling/Impact',
    query: EventImpactQuerySchema,
    response: EventImpactSchema,
  }),
  seaSurfaceTemperature: endpoint({
    method: 'get',
    path: '/Fouling/SeaSurfaceTemperature',
    query: FoulingRangeQuerySchema,
    response: SeaSurfaceTemperatureSchema,
  }),
  saveSeaSurfaceTemperature: endpoint({
    method: 'put',
    path: '/Fouling/SeaSurfaceTemperature',
    body: SeaSurfaceTemperatureRequestSchema,
    response: FoulingConfigSchema,
  }),
};
