// GET /Cii/Day, /Cii/Ytd and /Cii/Year (001 §2, §3, §7, §8; PERF-051, PERF-162; ADR 0063): the
// vessel's CII by day (from its logged daily means), year-to-date with a year-end forecast, and by
// year (from its confirmed voyages). The spec names the calls, not their shapes: these are ours.
import * as v from 'valibot';
import { CII_RULE_VERSIONS, CII_SHIP_TYPES } from '../emissions/cii-rules.ts';
import { CII_FORECAST_METHOD, FUEL_TYPE_BASES } from '../emissions/cii-periods.ts';
import { TREND_SOURCES } from '../performance/noon-report-trends.ts';
import { IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const CII_FIRST_YEAR = Math.min(...CII_RULE_VERSIONS.map((rules) => rules.firstYear));
export const CII_LAST_YEAR = Math.max(...CII_RULE_VERSIONS.map((rules) => rules.lastYear));

/** Our texts (the spec has only 'Failed to fetch calculations', domain/messages.ts). */
export const ciiMessages = {
  vesselId: 'The vessel id is not a valid id.',
  year: `The year must be a reporting year from ${CII_FIRST_YEAR} to ${CII_LAST_YEAR}.`,
  date: 'The dates must be days such as 2026-03-01.',
  dateInYear: 'The from and to dates must lie in the year.',
  dateOrder: 'The from date must not be after the to date.',
  missingSettings: (missing: readonly string[]) => {
    const names = missing.map((name) => name.toLowerCase());
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
    return `The CII needs the vessel's ${list}: enter ${names.length > 1 ? 'them' : 'it'} in the vessel settings.`;
  },
} as const;

/** The vessel settings the CII needs, as the settings page names them. */
export const CII_SETTINGS = ['Ship type', 'Deadweight', 'Gross tonnage'] as const;
export type CiiSetting = (typeof CII_SETTINGS)[number];

const VesselIdSchema = v.pipe(v.string(ciiMessages.vesselId), v.uuid(ciiMessages.vesselId));
const YearSchema = v.pipe(
  v.string(ciiMessages.year),
  v.regex(/^\d{4}$/, ciiMessages.year),
  v.transform(Number),
  v.check((year) => year >= CII_FIRST_YEAR && year <= CII_LAST_YEAR, ciiMessages.year),
);
const DaySchema = v.pipe(v.string(ciiMessages.date), v.isoDate(ciiMessages.date));

export const CiiYearQuerySchema = v.object(
  { vesselId: VesselIdSchema, year: YearSchema },
  'The CII needs vesselId and year.',
);
export type CiiYearQuery = v.InferOutput<typeof CiiYearQuerySchema>;

/** Day: a range of days in one year (each day is rated against that year's requirement). */
export const CiiDayQuerySchema = v.pipe(
  v.object(
    {
      vesselId: VesselIdSchema,
      year: YearSchema,
      /** First day; default 1 January. */
      fromDate: v.optional(DaySchema),
      /** Last day, included; default 31 December. */
      toDate: v.optional(DaySchema),
    },
    'The CII needs vesselId and year.',
  ),
  v.check(
    (q) => [q.fromDate, q.toDate].every((day) => day === undefined || day.startsWith(`${q.year}-`)),
    ciiMessages.dateInYear,
  ),
  v.check((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, ciiMessages.dateOrder),
);
export type CiiDayQuery = v.InferOutput<typeof CiiDayQuerySchema>;

const nullableNumber = v.nullable(v.number());
const RatingSchema = v.picklist(['A', 'B', 'C', 'D', 'E']);

export const CiiBoundariesSchema = v.object({
  superior: v.number(),
  lower: v.number(),
  upper: v.number(),
  inferior: v.number(),
});

/** What the year's rating is measured against: the vessel's ship data and the year's rules. */
export const CiiRequirementSchema = v.object({
  shipType: v.picklist(CII_SHIP_TYPES),
  shipTypeName: v.string(),
  /** The vessel's own DWT or GT. */
  capacity: v.number(),
  capacityUnit: v.picklist(['DWT', 'GT']),
  referenceCii: v.number(),
  requiredCii: v.number(),
  boundaries: CiiBoundariesSchema,
  /** Z of the year, percent below the reference line. */
  reductionFactorPercent: v.number(),
  /** The year the reference lines stand for (2019). */
  referenceYear: v.number(),
  ruleVersion: v.string(),
});
export type CiiRequirementAnswer = v.InferOutput<typeof CiiRequirementSchema>;

/** The CII of a period (`calculateCii` of its totals). */
export const CiiFiguresSchema = v.object({
  attainedCii: v.number(),
  requiredCii: v.number(),
  rating: RatingSchema,
  /** attained / required. */
  ratioToRequired: v.number(),
  boundaries: CiiBoundariesSchema,
  capacity: v.number(),
  capacityUnit: v.picklist(['DWT', 'GT']),
  ruleVersion: v.string(),
});
export type CiiFigures = v.InferOutput<typeof CiiFiguresSchema>;

export const CiiFuelTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  shortName: v.string(),
  /** Cf, t CO2 per t fuel. */
  carbonEmissionFactor: v.number(),
});
export type CiiFuelType = v.InferOutput<typeof CiiFuelTypeSchema>;

export const CiiFuelAmountSchema = v.object({
  fuelTypeId: v.string(),
  tonnes: v.number(),
  co2Tonnes: v.number(),
});
export type CiiFuelAmount = v.InferOutput<typeof CiiFuelAmountSchema>;

/** What every CII answer starts with. */
const ciiAnswerEntries = {
  vesselId: IdSchema,
  year: v.number(),
  /** null when the vessel settings lack what the CII needs (see missingSettings and notice). */
  requirement: v.nullable(CiiRequirementSchema),
  missingSettings: v.array(v.picklist(CII_SETTINGS)),
  /** Why there is no CII, in words; null when there is one. */
  notice: v.nullable(v.string()),
  /** The fuel types the figures name. */
  fuelTypes: v.array(CiiFuelTypeSchema),
};

/** A period's IMO DCS totals over the confirmed voyages, and its CII. */
export const CiiPeriodSchema = v.object({
  fromDate: IsoDateTimeSchema,
  /** Excluded. */
  toDate: IsoDateTimeSchema,
  /** The span the confirmed voyages cover inside the period; null without any. */
  coveredFrom: v.nullable(IsoDateTimeSchema),
  coveredTo: v.nullable(IsoDateTimeSchema),
  voyageCount: v.number(),
  /** Voyages in the period whose data is not confirmed yet, so not counted. */
  unconfirmedVoyageCount: v.number(),
  distanceNm: v.number(),
  co2Tonnes: v.number(),
  fuel: v.array(CiiFuelAmountSchema),
  /** null without ship data or without distance. */
  cii: v.nullable(CiiFiguresSchema),
});
export type CiiPeriod = v.InferOutput<typeof CiiPeriodSchema>;

export const CiiForecastSchema = v.object({
  method: v.literal(CII_FORECAST_METHOD),
  description: v.string(),
  daysCovered: v.number(),
  daysInYear: v.number(),
  scale: v.number(),
  distanceNm: v.number(),
  co2Tonnes: v.number(),
  fuel: v.array(CiiFuelAmountSchema),
  cii: v.nullable(CiiFiguresSchema),
  /** The CII the rest of the year may average to end at C or better; ≤ 0: out of reach. */
  restOfYearCiiForRatingC: nullableNumber,
});
export type CiiForecast = v.InferOutput<typeof CiiForecastSchema>;

export const CiiYtdSchema = v.object({
  ...ciiAnswerEntries,
  /** 1 January to now (the whole year once it is over). */
  period: CiiPeriodSchema,
  /** null when the confirmed voyages cover no time or no distance yet. */
  forecast: v.nullable(CiiForecastSchema),
});
export type CiiYtd = v.InferOutput<typeof CiiYtdSchema>;

/** A confirmed voyage's part in the year. */
export const CiiVoyageSchema = v.object({
  departureId: IdSchema,
  name: v.nullable(v.string()),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  fromPort: v.nullable(v.string()),
  toPort: v.nullable(v.string()),
  /** The share of the voyage's time inside the year (below 1 for a voyage over the new year). */
  timeShare: v.number(),
  distanceNm: v.number(),
  co2Tonnes: v.number(),
  fuel: v.array(CiiFuelAmountSchema),
});
export type CiiVoyage = v.InferOutput<typeof CiiVoyageSchema>;

export const CiiYearSchema = v.object({
  ...ciiAnswerEntries,
  period: CiiPeriodSchema,
  /** The year is over and no voyage in it waits for its data to be confirmed. */
  isComplete: v.boolean(),
  voyages: v.array(CiiVoyageSchema),
});
export type CiiYear = v.InferOutput<typeof CiiYearSchema>;

export const CiiDaySchema = v.object({
  /** YYYY-MM-DD (UTC). */
  date: v.string(),
  distanceNm: nullableNumber,
  fuel: v.array(v.object({ fuelTypeId: v.string(), tonnes: v.number() })),
  /** Logged fuel of no known fuel type (its CO2 is unknown). */
  unassignedFuelTonnes: v.number(),
  fuelTypeBasis: v.nullable(v.picklist(FUEL_TYPE_BASES)),
  co2Tonnes: nullableNumber,
  attainedCii: nullableNumber,
  rating: v.nullable(RatingSchema),
  /** The CII from the first day of the range to this one. */
  cumulativeAttainedCii: nullableNumber,
});
export type CiiDay = v.InferOutput<typeof CiiDaySchema>;

export const CiiDaysSchema = v.object({
  ...ciiAnswerEntries,
  fromDate: v.string(),
  toDate: v.string(),
  /** The logged variables read: speed over ground and every fuel mass flow. */
  speedVariable: v.nullable(v.string()),
  fuelVariables: v.array(v.string()),
  /**
   * Where the days come from: the logged daily means, or, for a vessel without logged speed and
   * fuel, its noon reports (issue 24 §2; absent from older servers: the logged means).
   */
  source: v.optional(v.picklist(TREND_SOURCES)),
  /** Days with a daily rollup of speed or fuel. */
  days: v.array(CiiDaySchema),
});
export type CiiDays = v.InferOutput<typeof CiiDaysSchema>;

/** The CII endpoints (declared once for the server's router and the client, ADR 0111). */
export const ciiEndpoints = {
  day: endpoint({ method: 'get', path: '/Cii/Day', query: CiiDayQuerySchema, response: CiiDaysSchema }),
  ytd: endpoint({ method: 'get', path: '/Cii/Ytd', query: CiiYearQuerySchema, response: CiiYtdSchema }),
  year: endpoint({ method: 'get', path: '/Cii/Year', query: CiiYearQuerySchema, response: CiiYearSchema }),
};
