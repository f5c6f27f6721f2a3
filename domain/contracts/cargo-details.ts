// VesselEventCargoDetails (002 §3, §5, §7; EMIS-100, EMIS-208): cargo carried per event and cargo
// unit, one live record per pair. Ids are generated on the device; every answer carries the
// record `version`, which an update or delete sends back in If-Match.
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

export const cargoDetailMessages = {
  notNumber: 'Cargo carried must be a number.',
  negative: 'Cargo carried cannot be negative.',
  eventNotFound: 'The vessel event was not found.',
  notFound: 'The cargo detail was not found.',
  unknownUnit: 'The cargo unit was not found.',
  unitNotCarried: 'The vessel does not carry this cargo unit; add it in the vessel settings first.',
  eventConfirmed: 'Cargo can be changed only while the event is not confirmed.',
  pairTaken: 'Cargo of this unit was already entered for this event as another record.',
} as const;

const uuid = (name: string) => v.pipe(v.string(), v.uuid(`The ${name} must be a UUID.`));

/** The API refuses what is not a number (400); the form turns such input into 0 first (EMIS-166). */
export const CargoCarriedSchema = v.pipe(
  v.number(cargoDetailMessages.notNumber),
  v.finite(cargoDetailMessages.notNumber),
  v.minValue(0, cargoDetailMessages.negative),
);

/** POST /VesselEventCargoDetails: creates the pair's record or, with If-Match, updates it. */
export const CargoDetailWriteSchema = v.object({
  id: v.optional(uuid('id')),
  vesselEventId: uuid('vesselEventId'),
  cargoUnitId: uuid('cargoUnitId'),
  cargoCarried: CargoCarriedSchema,
});
export type CargoDetailWrite = v.InferOutput<typeof CargoDetailWriteSchema>;

export const CargoDetailSchema = v.object({
  id: v.string(),
  vesselId: v.string(),
  vesselEventId: v.string(),
  cargoUnitId: v.string(),
  cargoCarried: v.number(),
  /** The cargo unit's name (EMIS-100 'unit caption'). */
  unitCaption: v.string(),
  version: v.pipe(v.number(), v.integer()),
  isDeleted: v.boolean(),
});
export type CargoDetail = v.InferOutput<typeof CargoDetailSchema>;

export const CargoDetailListSchema = v.array(CargoDetailSchema);

export const FindCargoDetailsQuerySchema = v.object({ vesselEventId: uuid('vesselEventId') });

export const CargoDetailPairParamsSchema = v.object({
  vesselEventId: uuid('vesselEventId'),
  cargoUnitId: uuid('cargoUnitId'),
});

/**
 * What a typed cargo value means (EMIS-166, EMIS-167): empty deletes the entry (null), anything
 * that is not a number is stored as 0, otherwise the number (a decimal comma is accepted).
 */
export function cargoCarriedFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/** The cargo details' endpoints (declared once for the server's router and the client). */
export const cargoDetailEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/VesselEventCargoDetails/Find',
    query: FindCargoDetailsQuerySchema,
    response: CargoDetailListSchema,
  }),
  /** 201 when created; with If-Match an update (200). */
  save: endpoint({
    method: 'post',
    path: '/VesselEventCargoDetails',
    body: CargoDetailWriteSchema,
    response: CargoDetailSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/VesselEventCargoDetails/{vesselEventId}/{cargoUnitId}',
    params: CargoDetailPairParamsSchema,
    response: CargoDetailSchema,
  }),
};
