// ISO 19030 (001 §3 'ISO 19030 event: id, vesselId. Performance indicators per vessel', §7, §8;
// endpoints.tsv /Iso19030Events). The spec names the calls and the event's id and vesselId; the other
// fields, and the indicators' call (written 'GET /{hash}/{id}', PERF-159) are ours:
// GET /Iso19030PerformanceIndicators/{vesselId}. Decisions: docs/adr/0080-iso19030.md.
import * as v from 'valibot';
import {
  ISO19030_EVENT_TYPE_IDS,
  ISO19030_INDICATOR_KINDS,
  ISO19030_MAINTENANCE_DAYS_RANGE,
  ISO19030_REFERENCE_DAYS_RANGE,
  iso19030EventTypeName,
} from '../performance/iso19030.ts';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The longest event: a long dry-docking (in-docking to out-docking). */
export const ISO19030_EVENT_MAX_DAYS = 180;
const DAY_MS = 86_400_000;
const earliestMs = Date.UTC(1950, 0, 1);
const latestMs = Date.UTC(2100, 0, 1);

const eventTypeMessage = `The event type must be one of: ${ISO19030_EVENT_TYPE_IDS.map(iso19030EventTypeName).join(', ')}.`;
const EventTypeSchema = v.picklist(ISO19030_EVENT_TYPE_IDS, eventTypeMessage);

const dateOf = (name: string) =>
  v.pipe(
    v.string(`The ${name} must be a date.`),
    v.isoTimestamp(`The ${name} must be a UTC date and time such as 2026-03-01T00:00:00Z.`),
    v.check((text) => {
      const ms = Date.parse(text);
      return ms >= earliestMs && ms < latestMs;
    }, `The ${name} must be between 1950 and 2100.`),
  );
const StartDateSchema = dateOf('start date');
const EndDateSchema = v.nullable(dateOf('end date'));
const DescriptionSchema = v.pipe(
  v.string('The description must be text.'),
  v.trim(),
  v.maxLength(500, 'The description is at most 500 characters.'),
);

/** The end is not before the start, and at most ISO19030_EVENT_MAX_DAYS after it. */
export function eventDatesError(startDate: string, endDate: string | null): string | null {
  if (endDate === null) return null;
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
  if (days < 0) return 'The end date must not be before the start date.';
  if (days > ISO19030_EVENT_MAX_DAYS) return `An event lasts at most ${ISO19030_EVENT_MAX_DAYS} days.`;
  return null;
}

/** One hull or propeller event; a dry-docking runs from in-docking (start) to out-docking (end). */
export const Iso19030EventSchema = v.object({
  id: IdSchema,
  vesselId: IdSchema,
  eventType: v.picklist(ISO19030_EVENT_TYPE_IDS),
  eventTypeName: v.string(),
  startDate: IsoDateTimeSchema,
  endDate: v.nullable(IsoDateTimeSchema),
  description: v.string(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  /** The row version; an edit or delete sends it back in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type Iso19030Event = v.InferOutput<typeof Iso19030EventSchema>;

export const Iso19030EventCreateSchema = v.pipe(
  v.object(
    {
      vesselId: v.pipe(v.string('The vessel id is required.'), v.uuid('The vessel id is not a valid id.')),
      eventType: EventTypeSchema,
      startDate: StartDateSchema,
      endDate: v.optional(EndDateSchema, null),
      description: v.optional(DescriptionSchema, ''),
    },
    'An event needs vesselId, eventType and startDate.',
  ),
  v.check(
    (event) => event.endDate === null || Date.parse(event.endDate) >= Date.parse(event.startDate),
    'The end date must not be before the start date.',
  ),
  v.check(
    (event) => eventDatesError(event.startDate, event.endDate) === null,
    `An event lasts at most ${ISO19030_EVENT_MAX_DAYS} days.`,
  ),
);
export type Iso19030EventCreate = v.InferOutput<typeof Iso19030EventCreateSchema>;

/** PATCH: the fields to change (at least one); the dates are checked again with the stored ones. */
export const Iso19030EventPatchSchema = v.pipe(
  v.object(
    {
      eventType: v.optional(EventTypeSchema),
      startDate: v.optional(StartDateSchema),
      endDate: v.optional(EndDateSchema),
      description: v.optional(DescriptionSchema),
    },
    'The changes must be an object.',
  ),
  v.check(
    (change) => Object.values(change).some((value) => value !== undefined),
    'Name at least one of eventType, startDate, endDate and description.',
  ),
);
export type Iso19030EventPatch = v.InferOutput<typeof Iso19030EventPatchSchema>;

export const Iso19030VesselParamsSchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vessel id is not a valid id.')),
});

const wholeDays = (name: string, range: { min: number; max: number }) => {
  const message = `The ${name} must be a whole number of days from ${range.min} to ${range.max}.`;
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{1,4}$/, message),
      v.transform(Number),
      v.minValue(range.min, message),
      v.maxValue(range.max, message),
    ),
  );
};

/** The period lengths; ISO 19030's defaults (365 and 90 days) without them. */
export const Iso19030IndicatorsQuerySchema = v.object({
  referenceDays: wholeDays('reference period', ISO19030_REFERENCE_DAYS_RANGE),
  maintenanceDays: wholeDays('maintenance period', ISO19030_MAINTENANCE_DAYS_RANGE),
});
export type Iso19030IndicatorsQuery = v.InferOutput<typeof Iso19030IndicatorsQuerySchema>;

export const Iso19030PeriodSchema = v.object({
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  /** The mean speed performance value of the period's daily values, percent; null without any. */
  mean: v.nullable(v.number()),
  valueCount: v.number(),
});
export type Iso19030Period = v.InferOutput<typeof Iso19030PeriodSchema>;

export const Iso19030IndicatorSchema = v.object({
  kind: v.picklist(ISO19030_INDICATOR_KINDS),
  /** Evaluation mean minus reference mean, percentage points (negative: worse); null with a reason. */
  value: v.nullable(v.number()),
  /**
   * The same indicator on measured (not wind-corrected) power; equal to `value` when the wind
   * correction is not applied (ADR 0104).
   */
  uncorrectedValue: v.nullable(v.number()),
  referencePeriod: v.nullable(Iso19030PeriodSchema),
  evaluationPeriod: v.nullable(Iso19030PeriodSchema),
  eventId: v.nullable(IdSchema),
  reason: v.nullable(v.string()),
});
export type Iso19030Indicator = v.InferOutput<typeof Iso19030IndicatorSchema>;

export const Iso19030PerformanceIndicatorsSchema = v.object({
  vesselId: IdSchema,
  referenceDays: v.number(),
  maintenanceDays: v.number(),
  /** The speed long trend the values come from; null when the vessel has none yet. */
  longTrendId: v.nullable(IdSchema),
  /**
   * ISO 19030-2's wind resistance correction (ADR 0104): applied when the vessel settings give the
   * transverse area and the vessel logs relative wind; else the reason in plain words. When applied,
   * `blocksKept` is how many 15-minute blocks passed the filters, wind at reference height included.
   */
  windCorrection: v.object({
    applied: v.boolean(),
    reason: v.nullable(v.string()),
    blocksKept: v.nullable(v.number()),
  }),
  dryDockingPerformance: Iso19030IndicatorSchema,
  inServicePerformance: Iso19030IndicatorSchema,
  maintenanceTrigger: Iso19030IndicatorSchema,
  /** One per maintenance event, latest first. */
  maintenanceEffects: v.array(Iso19030IndicatorSchema),
  /**
   * The daily speed performance values (percent, negative is speed loss), in time order:
   * wind-corrected when the correction is applied.
   */
  series: v.array(v.object({ timestamp: IsoDateTimeSchema, value: v.number() })),
  /** The same on measured power (the stored speed trend's values when the correction is not applied). */
  uncorrectedSeries: v.array(v.object({ timestamp: IsoDateTimeSchema, value: v.number() })),
});
export type Iso19030PerformanceIndicators = v.InferOutput<typeof Iso19030PerformanceIndicatorsSchema>;

/** The ISO 19030 endpoints (declared once for the server's router and the client, ADR 0111). */
export const iso19030Endpoints = {
  list: endpoint({ method: 'get', path: '/Iso19030Events', response: v.array(Iso19030EventSchema) }),
  /** id: the vessel id. */
  listOfVessel: endpoint({
    method: 'get',
    path: '/Iso19030Events/Vessel/{id}',
    params: IdParamsSchema,
    response: v.array(Iso19030EventSchema),
  }),
  get: endpoint({
    method: 'get',
    path: '/Iso19030Events/{id}',
    params: IdParamsSchema,
    response: Iso19030EventSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/Iso19030Events',
    body: Iso19030EventCreateSchema,
    response: Iso19030EventSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'patch',
    path: '/Iso19030Events/{id}',
    params: IdParamsSchema,
    body: Iso19030EventPatchSchema,
    response: Iso19030EventSchema,
  }),
  remove: endpoint({ method: 'delete', path: '/Iso19030Events/{id}', params: IdParamsSchema }),
  indicators: endpoint({
    method: 'get',
    path: '/Iso19030PerformanceIndicators/{vesselId}',
    params: Iso19030VesselParamsSchema,
    query: Iso19030IndicatorsQuerySchema,
    response: Iso19030PerformanceIndicatorsSchema,
  }),
};
