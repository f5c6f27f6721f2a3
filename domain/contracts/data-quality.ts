// Data quality calls (001 §7 'Data quality', PERF-160, PERF-161; endpoints.tsv): the spec names the
// paths, not the shapes (PERF-087), so the shapes are ours (ADR 0074).
import * as v from 'valibot';
import {
  DEFAULT_BLOCK_HOURS,
  MAX_BLOCK_HOURS,
  MAX_GAP_MINUTES,
  MIN_BLOCK_HOURS,
  MIN_GAP_MINUTES,
} from '../data-quality/data-quality.ts';
import { IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

const DAY_MS = 86_400_000;
/** The longest range one outage or feature read covers (a leap year). */
export const DATA_QUALITY_MAX_DAYS = 366;

const id = (what: string) =>
  v.pipe(v.string(`The ${what} id is required.`), v.uuid(`The ${what} id is not a valid id.`));
const dateOf = (name: string) =>
  v.pipe(
    v.string(`The ${name} date must be a date.`),
    v.isoTimestamp(`The ${name} date must be a UTC date and time such as 2026-03-01T00:00:00Z.`),
  );
type Range = { fromDate?: string; toDate?: string };
const ordered = (q: Range) => !q.fromDate || !q.toDate || Date.parse(q.fromDate) < Date.parse(q.toDate);
const notTooLong = (q: Range) =>
  !q.fromDate || !q.toDate || Date.parse(q.toDate) - Date.parse(q.fromDate) <= DATA_QUALITY_MAX_DAYS * DAY_MS;
/** The range checks: from before to, at most a leap year. */
function withRange<S extends v.GenericSchema<unknown, Range>>(schema: S) {
  return v.pipe(
    schema,
    v.check<v.InferOutput<S>, string>(ordered, 'The from date must be before the to date.'),
    v.check<v.InferOutput<S>, string>(
      notTooLong,
      `The date range can be at most ${DATA_QUALITY_MAX_DAYS} days.`,
    ),
  );
}

export const CompanyQuerySchema = v.object({ companyId: id('company') }, 'The call needs companyId.');
export type CompanyQuery = v.InferOutput<typeof CompanyQuerySchema>;

export const VesselQuerySchema = v.object({ vesselId: id('vessel') }, 'The call needs vesselId.');

/** A company's data, from `fromDate` to `toDate` (default: the last 30 days). */
export const DataOutageQuerySchema = withRange(
  v.object({
    companyId: id('company'),
    vesselId: v.optional(id('vessel')),
    /** Only this log variable's outages (ADR 0110). */
    logVariableId: v.optional(id('log variable')),
    fromDate: v.optional(dateOf('from')),
    toDate: v.optional(dateOf('to')),
  }),
);
export type DataOutageQuery = v.InferOutput<typeof DataOutageQuerySchema>;

/** PUT /DataQuality/DataOutage/Configuration: the company's outage threshold. */
export const DataOutageConfigurationRequestSchema = v.object({
  companyId: id('company'),
  /** A gap between two samples of a variable longer than this is an outage. */
  minimumGapMinutes: v.pipe(
    v.number('The minimum gap must be a number of minutes.'),
    v.integer('The minimum gap must be a whole number of minutes.'),
    v.minValue(MIN_GAP_MINUTES, `The minimum gap must be at least ${MIN_GAP_MINUTES} minutes.`),
    v.maxValue(MAX_GAP_MINUTES, `The minimum gap can be at most ${MAX_GAP_MINUTES} minutes (30 days).`),
  ),
});
export type DataOutageConfigurationRequest = v.InferOutput<typeof DataOutageConfigurationRequestSchema>;

/**
 * The threshold as read and saved, with its version: the next save sends it in If-Match (ADR 0092);
 * 0 while none is saved (the default of 60 minutes).
 */
export const DataOutageConfigurationSchema = v.object({
  ...DataOutageConfigurationRequestSchema.entries,
  version: v.pipe(v.number(), v.integer()),
});
export type DataOutageConfiguration = v.InferOutput<typeof DataOutageConfigurationSchema>;

export const DataOutageSchema = v.object({
  vesselId: IdSchema,
  vesselName: v.string(),
  logVariableId: IdSchema,
  logVariableName: v.string(),
  /** The last sample before the gap (or the range's start). */
  start: IsoDateTimeSchema,
  /** The first sample after the gap, or the range's end when none came (isOpen). */
  end: IsoDateTimeSchema,
  durationMinutes: v.number(),
  /**
   * Ongoing: no sample since, and the vessel's next package is overdue by its usual cadence or its
   * packages keep coming without the variable (ADR 0110).
   */
  isOpen: v.boolean(),
});

/** A vessel's usual package cadence and whether its next package is overdue (ADR 0110). */
export const VesselCadenceSchema = v.object({
  vesselId: IdSchema,
  vesselName: v.string(),
  /** The median interval between its recent packages (minutes; one day with fewer than two). */
  cadenceMinutes: v.number(),
  /** The last sample time its newest package reached (null: none). */
  lastPackageAt: v.nullable(IsoDateTimeSchema),
  /** The last package + 1.5 × the cadence. */
  nextPackageOverdueAt: v.nullable(IsoDateTimeSchema),
  /** At the range's end the next package was overdue. */
  overdue: v.boolean(),
  /** Variables whose silence at the range's end is only the wait for the next package (not outages). */
  awaitingVariableCount: v.number(),
});
export type VesselCadence = v.InferOutput<typeof VesselCadenceSchema>;
export type DataOutage = v.InferOutput<typeof DataOutageSchema>;

export const VariableAvailabilitySchema = v.object({
  vesselId: IdSchema,
  logVariableId: IdSchema,
  logVariableName: v.string(),
  outageCount: v.number(),
  /** Share of the range inside outages, percent rounded to 5 decimals (001 §9, PERF-212). */
  percentMissing: v.number(),
});
export type VariableAvailability = v.InferOutput<typeof VariableAvailabilitySchema>;

export const DataOutageListSchema = v.object({
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  minimumGapMinutes: v.number(),
  outages: v.array(DataOutageSchema),
  variables: v.array(VariableAvailabilitySchema),
  cadences: v.array(VesselCadenceSchema),
});
export type DataOutageList = v.InferOutput<typeof DataOutageListSchema>;

export const FleetOverviewRowSchema = v.object({
  vesselId: IdSchema,
  vesselName: v.string(),
  variableCount: v.number(),
  /** Outages in the last 30 days and the share of the variables' time they cover (percent). */
  outageCount: v.number(),
  percentMissing: v.number(),
  /** Open outliers as the last search stored them (the search is a job, not this read). */
  openOutlierCount: v.number(),
  /** When the vessel's outliers were last searched (null: not yet). */
  outliersSearchedAt: v.nullable(IsoDateTimeSchema),
  /** Data the last search did not cover is waiting for the search job (new samples, a new package). */
  outlierSearchPending: v.boolean(),
  lastSampleAt: v.nullable(IsoDateTimeSchema),
});
export const FleetOverviewSchema = v.object({
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  vessels: v.array(FleetOverviewRowSchema),
});
export type FleetOverview = v.InferOutput<typeof FleetOverviewSchema>;

export const OUTLIER_STATUSES = ['Open', 'Acknowledged', 'Deleted'] as const;
export type OutlierStatus = (typeof OUTLIER_STATUSES)[number];

export const CompanyOutliersQuerySchema = v.object({
  companyId: id('company'),
  status: v.optional(
    v.picklist(OUTLIER_STATUSES, 'The status must be Open, Acknowledged or Deleted.'),
    'Open',
  ),
});
export type CompanyOutliersQuery = v.InferOutput<typeof CompanyOutliersQuerySchema>;

export const OutlierSchema = v.object({
  id: IdSchema,
  vesselId: IdSchema,
  vesselName: v.string(),
  logVariableId: IdSchema,
  logVariableName: v.string(),
  unit: v.string(),
  timestamp: IsoDateTimeSchema,
  value: v.number(),
  /** The block the criterion judged the value in: its N, mean and sample standard deviation. */
  blockMean: v.number(),
  blockStandardDeviation: v.number(),
  blockCount: v.number(),
  status: v.picklist(OUTLIER_STATUSES),
});
export type Outlier = v.InferOutput<typeof OutlierSchema>;

export const OutlierFeatureConfigSchema = v.object({
  logVariableId: IdSchema,
  enabled: v.boolean('enabled must be true or false.'),
  blockHours: v.pipe(
    v.number('The block length must be a number of hours.'),
    v.integer('The block length must be a whole number of hours.'),
    v.minValue(MIN_BLOCK_HOURS, `The block length must be at least ${MIN_BLOCK_HOURS} hour.`),
    v.maxValue(MAX_BLOCK_HOURS, `The block length can be at most ${MAX_BLOCK_HOURS} hours.`),
  ),
});
export type OutlierFeatureConfig = v.InferOutput<typeof OutlierFeatureConfigSchema>;

/** A vessel's features (log variables) with their outlier configuration (defaults where unsaved). */
export const OutlierConfigSchema = v.object({
  vesselId: IdSchema,
  /** The version of the vessel's configuration as a whole; a save sends it in If-Match (ADR 0092), 0 while none is saved. */
  version: v.pipe(v.number(), v.integer()),
  defaultBlockHours: v.literal(DEFAULT_BLOCK_HOURS),
  features: v.array(
    v.object({
      ...OutlierFeatureConfigSchema.entries,
      name: v.string(),
      unit: v.string(),
      onboardSystem: v.string(),
    }),
  ),
});
export type OutlierConfig = v.InferOutput<typeof OutlierConfigSchema>;

export const OutlierConfigUpdateSchema = v.object({
  vesselId: id('vessel'),
  features: v.pipe(
    v.array(OutlierFeatureConfigSchema, 'features must be a list.'),
    v.maxLength(500, 'At most 500 features.'),
  ),
});
export type OutlierConfigUpdate = v.InferOutput<typeof OutlierConfigUpdateSchema>;

export const OutlierActionSchema = v.object({
  vesselId: id('vessel'),
  outlierIds: v.pipe(
    v.array(id('outlier'), 'outlierIds must be a list.'),
    v.minLength(1, 'Select at least one outlier.'),
    v.maxLength(1000, 'At most 1000 outliers at a time.'),
  ),
});
export type OutlierAction = v.InferOutput<typeof OutlierActionSchema>;
export const OutlierActionResultSchema = v.object({ count: v.number() });

export const FeatureValuesQuerySchema = withRange(
  v.object({
    vesselId: id('vessel'),
    logVariableId: id('log variable'),
    fromDate: dateOf('from'),
    toDate: dateOf('to'),
  }),
);
export type FeatureValuesQuery = v.InferOutput<typeof FeatureValuesQuerySchema>;

export const FeatureValuesSchema = v.object({
  logVariableId: IdSchema,
  name: v.string(),
  unit: v.string(),
  /** Raw, Quarter, Hour or Day means, as the range allows (001 §9 data-interval limits). */
  granularity: v.string(),
  values: v.array(v.object({ timestamp: IsoDateTimeSchema, value: v.number() })),
  outliers: v.array(OutlierSchema),
});
export type FeatureValues = v.InferOutput<typeof FeatureValuesSchema>;

export const SPEED_LOG_FEATURE_NAME = 'Speed Through Water';

const speedRange = {
  vesselId: id('vessel'),
  fromDate: dateOf('from'),
  toDate: dateOf('to'),
};
export const SpeedLogQuerySchema = withRange(
  v.object({
    ...speedRange,
    featureName: v.literal(SPEED_LOG_FEATURE_NAME, `featureName must be '${SPEED_LOG_FEATURE_NAME}'.`),
  }),
);
export type SpeedLogQuery = v.InferOutput<typeof SpeedLogQuerySchema>;
export const SpeedSeriesQuerySchema = withRange(v.object(speedRange));
export type SpeedSeriesQuery = v.InferOutput<typeof SpeedSeriesQuerySchema>;

const nullableNumber = v.nullable(v.number());
export const SpeedLogSchema = v.object({
  vesselId: IdSchema,
  featureName: v.literal(SPEED_LOG_FEATURE_NAME),
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  /** Whether the vessel logs both speeds (no demo vessel logs a current: derived STW is SOG there). */
  hasSpeedThroughWater: v.boolean(),
  hasSpeedOverGround: v.boolean(),
  dayCount: v.number(),
  meanDeviationPercent: nullableNumber,
  recentDeviationPercent: nullableNumber,
  driftPercentPerYear: nullableNumber,
  needsCalibration: v.boolean(),
  calibrationLimitPercent: v.number(),
  days: v.array(
    v.object({
      date: IsoDateTimeSchema,
      speedThroughWater: v.number(),
      derivedSpeedThroughWater: v.number(),
      deviationPercent: v.number(),
      blockCount: v.number(),
    }),
  ),
});
export type SpeedLog = v.InferOutput<typeof SpeedLogSchema>;

export const SpeedSeriesSchema = v.object({
  vesselId: IdSchema,
  unit: v.literal('knot'),
  values: v.array(v.object({ timestamp: IsoDateTimeSchema, value: v.number() })),
});
export type SpeedSeries = v.InferOutput<typeof SpeedSeriesSchema>;

/** The Data quality endpoints (declared once for the server's router and the client, ADR 0111). */
export const dataQualityEndpoints = {
  fleetOverview: endpoint({
    method: 'get',
    path: '/DataQuality/FleetOverview',
    query: CompanyQuerySchema,
    response: FleetOverviewSchema,
  }),
  dataOutages: endpoint({
    method: 'get',
    path: '/DataQuality/DataOutage',
    query: DataOutageQuerySchema,
    response: DataOutageListSchema,
  }),
  outageConfiguration: endpoint({
    method: 'get',
    path: '/DataQuality/DataOutage/Configuration',
    query: CompanyQuerySchema,
    response: DataOutageConfigurationSchema,
  }),
  saveOutageConfiguration: endpoint({
    method: 'put',
    path: '/DataQuality/DataOutage/Configuration',
    body: DataOutageConfigurationRequestSchema,
    response: DataOutageConfigurationSchema,
  }),
  companyOutliers: endpoint({
    method: 'get',
    path: '/DataQuality/CompanyOutliers',
    query: CompanyOutliersQuerySchema,
    response: v.array(OutlierSchema),
  }),
  outlierConfig: endpoint({
    method: 'get',
    path: '/DataQuality/Outliers/Config',
    query: VesselQuerySchema,
    response: OutlierConfigSchema,
  }),
  saveOutlierConfig: endpoint({
    method: 'post',
    path: '/DataQuality/Outliers/Config',
    body: OutlierConfigUpdateSchema,
    response: OutlierConfigSchema,
  }),
  /** The path the spec writes, in lower case. */
  featureValues: endpoint({
    method: 'get',
    path: '/datafeature',
    query: FeatureValuesQuerySchema,
    response: FeatureValuesSchema,
  }),
  acknowledge: endpoint({
    method: 'put',
    path: '/DataQuality/Outliers/TakeAction/Acknowledge',
    body: OutlierActionSchema,
    response: OutlierActionResultSchema,
  }),
  remove: endpoint({
    method: 'put',
    path: '/DataQuality/Outliers/TakeAction/Delete',
    body: OutlierActionSchema,
    response: OutlierActionResultSchema,
  }),
  speedLog: endpoint({
    method: 'get',
    path: '/DataQuality/SpeedLog',
    query: SpeedLogQuerySchema,
    response: SpeedLogSchema,
  }),
  derivedSpeedThroughWater: endpoint({
    method: 'get',
    path: '/DataQuality/SpeedLog/DerivedSpeedThroughWater',
    query: SpeedSeriesQuerySchema,
    response: SpeedSeriesSchema,
  }),
  speedThroughWater: endpoint({
    method: 'get',
    path: '/DataQuality/SpeedLog/SpeedThroughWater',
    query: SpeedSeriesQuerySchema,
    response: SpeedSeriesSchema,
  }),
};
