// Fuel data crew enter on board (002 §3, §5, §7; endpoints.tsv): fuel tank soundings (EMIS-103),
// fuel tank operations (EMIS-104), fuel tank fuel consumptions (EMIS-105), flow meter operations
// (EMIS-107) and flow meter fuel consumptions (EMIS-108). Like the vessel events, ids are generated
// on the device, so POST carries the id; every answer carries the row `version` (sent back in
// If-Match) and `isDeleted` (deletes are soft, so they reach other devices through the feed).
// The API keeps the spec's field names; `vesselId` is on every answer (the tank's or meter's
// vessel) so the device can file each row under its vessel without another lookup.
import * as v from 'valibot';
import { fuelRuleMessages } from '../voyages/fuel-messages.ts';
import { FuelConsumptionSourceIdSchema, fuelConsumptionSources } from './reference-lists.ts';
import { IdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const fuelDataFieldMessages = {
  id: 'The id must be a UUID.',
  timestamp: 'The timestamp must be an ISO 8601 date and time.',
  validTimestamp: 'The timestamp must be a valid date and time.',
  notNegative: 'The value must be a number of at least 0.',
  finite: 'The value must be a number.',
} as const;

const uuid = (field: string) => v.pipe(v.string(), v.uuid(`The ${field} must be a UUID.`));

const instant = v.pipe(
  v.string(),
  v.isoTimestamp(fuelDataFieldMessages.timestamp),
  v.check((value) => !Number.isNaN(Date.parse(value)), fuelDataFieldMessages.validTimestamp),
);

const finiteNumber = v.pipe(v.number(fuelDataFieldMessages.finite), v.finite(fuelDataFieldMessages.finite));
/** EMIS-172 for consumptions, and every amount of fuel: a number of at least 0. */
const tonnes = v.pipe(finiteNumber, v.minValue(0, fuelDataFieldMessages.notNegative));
const optionalAmount = v.optional(v.nullable(tonnes), null);

const synced = {
  version: v.pipe(v.number(), v.integer()),
  isDeleted: v.boolean(),
};

// Fuel tank soundings (EMIS-103) ---------------------------------------------------------------

export const FuelTankSoundingWriteSchema = v.object({
  id: uuid('id'),
  vesselId: uuid('vesselId'),
  fuelTankId: uuid('fuelTankId'),
  timestamp: instant,
  fuelAmountInTon: optionalAmount,
  fuelAmountInCubicMetres: optionalAmount,
  fuelTemperatureInDegreesCelcius: v.optional(v.nullable(finiteNumber), null),
});
export type FuelTankSoundingWrite = v.InferOutput<typeof FuelTankSoundingWriteSchema>;

export const FuelTankSoundingSchema = v.object({
  ...FuelTankSoundingWriteSchema.entries,
  fuelAmountInTon: v.nullable(v.number()),
  fuelAmountInCubicMetres: v.nullable(v.number()),
  fuelTemperatureInDegreesCelcius: v.nullable(v.number()),
  ...synced,
});
export type FuelTankSounding = v.InferOutput<typeof FuelTankSoundingSchema>;

// Fuel tank operations: bunkering and de-bunkering (EMIS-104, EMIS-177) -----------------------

export const FuelTankOperationWriteSchema = v.object({
  id: uuid('id'),
  /** Optional on write (the spec's entity has none): the tank's vessel; must match when given. */
  vesselId: v.optional(uuid('vesselId')),
  fuelTankId: uuid('fuelTankId'),
  timestamp: instant,
  fuelTypeId: uuid('fuelTypeId'),
  /** At 15 °C (002 §9). */
  fuelDensity: v.pipe(finiteNumber, v.gtValue(0, fuelRuleMessages.densityRequired)),
  /** Negative for de-bunkering (EMIS-177). */
  fuelAdjustmentInTon: finiteNumber,
  /** Percent by mass. */
  sulphurContent: v.optional(
    v.nullable(
      v.pipe(
        finiteNumber,
        v.minValue(0, fuelRuleMessages.sulphurRange),
        v.maxValue(100, fuelRuleMessages.sulphurRange),
      ),
    ),
    null,
  ),
});
export type FuelTankOperationWrite = v.InferOutput<typeof FuelTankOperationWriteSchema>;

export const FuelTankOperationSchema = v.object({
  ...FuelTankOperationWriteSchema.entries,
  vesselId: v.string(),
  sulphurContent: v.nullable(v.number()),
  ...synced,
});
export type FuelTankOperation = v.InferOutput<typeof FuelTankOperationSchema>;

// Fuel tank fuel consumptions (EMIS-105) --------------------------------------------------------

export const FuelTankFuelConsumptionWriteSchema = v.object({
  id: uuid('id'),
  vesselId: v.optional(uuid('vesselId')),
  fuelTankId: uuid('fuelTankId'),
  /** The event whose leg the consumption belongs to. */
  vesselEventId: uuid('vesselEventId'),
  /** The departure of that event's voyage; the server fills it in when absent. */
  departureId: v.optional(v.nullable(uuid('departureId')), null),
  startAt: instant,
  endAt: instant,
  fuelTypeId: uuid('fuelTypeId'),
  fuelConsumptionInTon: tonnes,
  timestamp: v.optional(v.nullable(instant), null),
});
export type FuelTankFuelConsumptionWrite = v.InferOutput<typeof FuelTankFuelConsumptionWriteSchema>;

export const FuelTankFuelConsumptionSchema = v.object({
  ...FuelTankFuelConsumptionWriteSchema.entries,
  vesselId: v.string(),
  departureId: v.nullable(v.string()),
  timestamp: v.nullable(v.string()),
  ...synced,
});
export type FuelTankFuelConsumption = v.InferOutput<typeof FuelTankFuelConsumptionSchema>;

// Flow meter operations (EMIS-107) --------------------------------------------------------------

export const FlowMeterOperationWriteSchema = v.object({
  id: uuid('id'),
  vesselId: v.optional(uuid('vesselId')),
  flowMeterId: uuid('flowMeterId'),
  timestamp: instant,
  fuelTypeId: uuid('fuelTypeId'),
  estimatedFuelMassFlowRateInTonDay: tonnes,
});
export type FlowMeterOperationWrite = v.InferOutput<typeof FlowMeterOperationWriteSchema>;

export const FlowMeterOperationSchema = v.object({
  ...FlowMeterOperationWriteSchema.entries,
  vesselId: v.string(),
  ...synced,
});
export type FlowMeterOperation = v.InferOutput<typeof FlowMeterOperationSchema>;

// Flow meter fuel consumptions (EMIS-108, EMIS-142..147) ---------------------------------------

/**
 * POST creates Manual entries only (LogData, Regression and ManualEstimate entries come from the
 * vessel data, not from a person). PUT is a full replace under the rules of
 * `domain/voyages/fuel-rules.ts` (`checkConsumptionEdit`): a non-Manual entry changes only its
 * `correctedFuelConsumptionInTon` (EMIS-143), a Manual one its value and time span (EMIS-144).
 */
export const FlowMeterFuelConsumptionWriteSchema = v.object({
  id: uuid('id'),
  vesselId: v.optional(uuid('vesselId')),
  vesselEventId: uuid('vesselEventId'),
  flowMeterId: uuid('flowMeterId'),
  startAt: instant,
  endAt: instant,
  fuelTypeId: uuid('fuelTypeId'),
  fuelConsumptionInTon: tonnes,
  correctedFuelConsumptionInTon: optionalAmount,
  actualFuelConsumptionInTon: optionalAmount,
  fuelConsumptionSource: v.optional(FuelConsumptionSourceIdSchema, 'Manual'),
});
export type FlowMeterFuelConsumptionWrite = v.InferOutput<typeof FlowMeterFuelConsumptionWriteSchema>;

export const FlowMeterFuelConsumptionSchema = v.object({
  ...FlowMeterFuelConsumptionWriteSchema.entries,
  vesselId: v.string(),
  correctedFuelConsumptionInTon: v.nullable(v.number()),
  actualFuelConsumptionInTon: v.nullable(v.number()),
  fuelConsumptionSource: v.picklist(fuelConsumptionSources),
  ...synced,
});
export type FlowMeterFuelConsumption = v.InferOutput<typeof FlowMeterFuelConsumptionSchema>;

// Queries -----------------------------------------------------------------------------------------

const queryInstant = v.optional(instant);

/** GET /FuelTankSoundings/Find and /FuelTankOperations/Find: a tank, optionally a time window. */
export const FindByFuelTankQuerySchema = v.object({
  fuelTankId: uuid('fuelTankId'),
  fromDate: queryInstant,
  toDate: queryInstant,
});
export type FindByFuelTankQuery = v.InferOutput<typeof FindByFuelTankQuerySchema>;

/** GET /FlowMeterOperations/Find. */
export const FindByFlowMeterQuerySchema = v.object({
  flowMeterId: uuid('flowMeterId'),
  fromDate: queryInstant,
  toDate: queryInstant,
});
export type FindByFlowMeterQuery = v.InferOutput<typeof FindByFlowMeterQuerySchema>;

/** GET /FuelTankFuelConsumptions/Find: a tank, narrowed by a voyage or one event when given. */
export const FindFuelTankConsumptionsQuerySchema = v.object({
  fuelTankId: uuid('fuelTankId'),
  departureId: v.optional(uuid('departureId')),
  vesselEventId: v.optional(uuid('vesselEventId')),
});
export type FindFuelTankConsumptionsQuery = v.InferOutput<typeof FindFuelTankConsumptionsQuerySchema>;

/** GET /FlowMeterFuelConsumptions/Find: the entries of one event. */
export const FindFlowMeterConsumptionsQuerySchema = v.object({
  vesselEventId: uuid('vesselEventId'),
});
export type FindFlowMeterConsumptionsQuery = v.InferOutput<typeof FindFlowMeterConsumptionsQuerySchema>;

export const FuelTankSoundingListSchema = v.array(FuelTankSoundingSchema);
export const FuelTankOperationListSchema = v.array(FuelTankOperationSchema);
export const FuelTankFuelConsumptionListSchema = v.array(FuelTankFuelConsumptionSchema);
export const FlowMeterOperationListSchema = v.array(FlowMeterOperationSchema);
export const FlowMeterFuelConsumptionListSchema = v.array(FlowMeterFuelConsumptionSchema);

/** The fuel tank soundings' endpoints (declared once for the server's router and the client). */
export const fuelTankSoundingEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/FuelTankSoundings/Find',
    query: FindByFuelTankQuerySchema,
    response: FuelTankSoundingListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/FuelTankSoundings',
    body: FuelTankSoundingWriteSchema,
    response: FuelTankSoundingSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/FuelTankSoundings/{id}',
    params: IdParamsSchema,
    response: FuelTankSoundingSchema,
  }),
};

/** The fuel tank operations (bunkering, de-bunkering)' endpoints (declared once for the server's router and the client). */
export const fuelTankOperationEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/FuelTankOperations/Find',
    query: FindByFuelTankQuerySchema,
    response: FuelTankOperationListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/FuelTankOperations',
    body: FuelTankOperationWriteSchema,
    response: FuelTankOperationSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/FuelTankOperations/{id}',
    params: IdParamsSchema,
    response: FuelTankOperationSchema,
  }),
};

/** The fuel tank fuel consumptions' endpoints (declared once for the server's router and the client). */
export const fuelTankFuelConsumptionEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/FuelTankFuelConsumptions/Find',
    query: FindFuelTankConsumptionsQuerySchema,
    response: FuelTankFuelConsumptionListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/FuelTankFuelConsumptions',
    body: FuelTankFuelConsumptionWriteSchema,
    response: FuelTankFuelConsumptionSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'put',
    path: '/FuelTankFuelConsumptions/{id}',
    params: IdParamsSchema,
    body: FuelTankFuelConsumptionWriteSchema,
    response: FuelTankFuelConsumptionSchema,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/FuelTankFuelConsumptions/{id}',
    params: IdParamsSchema,
    response: FuelTankFuelConsumptionSchema,
  }),
};

/** The flow meter operations' endpoints (declared once for the server's router and the client). */
export const flowMeterOperationEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/FlowMeterOperations/Find',
    query: FindByFlowMeterQuerySchema,
    response: FlowMeterOperationListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/FlowMeterOperations',
    body: FlowMeterOperationWriteSchema,
    response: FlowMeterOperationSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/FlowMeterOperations/{id}',
    params: IdParamsSchema,
    response: FlowMeterOperationSchema,
  }),
};

/** The flow meter fuel consumptions' endpoints (declared once for the server's router and the client). */
export const flowMeterFuelConsumptionEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/FlowMeterFuelConsumptions/Find',
    query: FindFlowMeterConsumptionsQuerySchema,
    response: FlowMeterFuelConsumptionListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/FlowMeterFuelConsumptions',
    body: FlowMeterFuelConsumptionWriteSchema,
    response: FlowMeterFuelConsumptionSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'put',
    path: '/FlowMeterFuelConsumptions/{id}',
    params: IdParamsSchema,
    body: FlowMeterFuelConsumptionWriteSchema,
    response: FlowMeterFuelConsumptionSchema,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/FlowMeterFuelConsumptions/{id}',
    params: IdParamsSchema,
    response: FlowMeterFuelConsumptionSchema,
  }),
};
