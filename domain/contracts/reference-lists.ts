// The reference lists of the emission report (002 §3, §7; EMIS-101, EMIS-109, EMIS-212): fuel
// types (global ones and those a company adds), fuel consumption sources, ice classes, vessel
// (ship) types and cargo units.
import * as v from 'valibot';
import { settingsMessages } from '../voyages/settings-messages.ts';
import { IdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const FuelTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  shortName: v.string(),
  carbonEmissionFactor: v.number(),
  /** Set: owned by that company and deletable (EMIS-187); null: a global type. */
  companyId: v.nullable(v.string()),
  isDeactivated: v.boolean(),
});
export type FuelType = v.InferOutput<typeof FuelTypeSchema>;
export const FuelTypeListSchema = v.array(FuelTypeSchema);

/** Longest fuel type name and short name we store. */
export const fuelTypeNameMaxLength = 100;
export const fuelTypeShortNameMaxLength = 30;

/** POST /FuelTypes (EMIS-176): name, short name and a finite carbon emission factor. */
export const CreateFuelTypeRequestSchema = v.object({
  /** Optional client-generated id, so a repeated request cannot add the type twice. */
  id: v.optional(v.pipe(v.string(), v.uuid('The id must be a UUID.'))),
  name: v.pipe(
    v.string(settingsMessages.nameRequired),
    v.trim(),
    v.nonEmpty(settingsMessages.nameRequired),
    v.maxLength(fuelTypeNameMaxLength, settingsMessages.nameTooLong),
  ),
  shortName: v.pipe(
    v.string(settingsMessages.shortNameRequired),
    v.trim(),
    v.nonEmpty(settingsMessages.shortNameRequired),
    v.maxLength(fuelTypeShortNameMaxLength, settingsMessages.shortNameTooLong),
  ),
  carbonEmissionFactor: v.pipe(
    v.number(settingsMessages.carbonEmissionFactorFinite),
    v.finite(settingsMessages.carbonEmissionFactorFinite),
    v.minValue(0, settingsMessages.carbonEmissionFactorNegative),
  ),
});
export type CreateFuelTypeRequest = v.InferOutput<typeof CreateFuelTypeRequestSchema>;

/** The sources a fuel consumption comes from (002 §9, EMIS-108); the ids are the wire values. */
export const fuelConsumptionSources = ['LogData', 'Manual', 'Regression', 'ManualEstimate'] as const;
export type FuelConsumptionSource = (typeof fuelConsumptionSources)[number];
export const FuelConsumptionSourceIdSchema = v.picklist(
  fuelConsumptionSources,
  'The fuel consumption source must be LogData, Manual, Regression or ManualEstimate.',
);

export const fuelConsumptionSourceNames: Record<FuelConsumptionSource, string> = {
  LogData: 'Log data',
  Manual: 'Manual',
  Regression: 'Regression',
  ManualEstimate: 'Manual estimate',
};

/** GET /FuelConsumptionSources answers `[{ id: 'LogData', name: 'Log data' }, ...]` in this order. */
export const FuelConsumptionSourceSchema = v.object({ id: FuelConsumptionSourceIdSchema, name: v.string() });
export type FuelConsumptionSourceItem = v.InferOutput<typeof FuelConsumptionSourceSchema>;
export const FuelConsumptionSourceListSchema = v.array(FuelConsumptionSourceSchema);

/** Ice classes, vessel (ship) types and cargo units are `{ id, name }` lists in display order. */
export const ReferenceItemSchema = v.object({ id: v.string(), name: v.string() });
export type ReferenceItem = v.InferOutput<typeof ReferenceItemSchema>;
export const ReferenceItemListSchema = v.array(ReferenceItemSchema);

export const IceClassListSchema = ReferenceItemListSchema;
export const VesselTypeListSchema = ReferenceItemListSchema;
export const CargoUnitSchema = ReferenceItemSchema;
export type CargoUnit = ReferenceItem;
export const CargoUnitListSchema = ReferenceItemListSchema;

/** Longest fuel tank or flow meter name we store. */
export const equipmentNameMaxLength = 100;

/** The name of a new fuel tank or flow meter (EMIS-173): required, trimmed. */
export const EquipmentNameSchema = v.pipe(
  v.string(settingsMessages.nameRequired),
  v.trim(),
  v.nonEmpty(settingsMessages.nameRequired),
  v.maxLength(equipmentNameMaxLength, settingsMessages.nameTooLong),
);

/** A fuel tank's or flow meter's sources (EMIS-173): at least one, each once, in the list order. */
export const EquipmentSourcesSchema = v.pipe(
  v.array(FuelConsumptionSourceIdSchema, settingsMessages.sourceRequired),
  v.minLength(1, settingsMessages.sourceRequired),
  v.transform((sources) => fuelConsumptionSources.filter((source) => sources.includes(source))),
);

export const EquipmentFuelTypeIdSchema = v.pipe(
  v.string(settingsMessages.fuelTypeRequired),
  v.nonEmpty(settingsMessages.fuelTypeRequired),
  v.uuid(settingsMessages.fuelTypeRequired),
);

/** The fields a fuel tank and a flow meter share (EMIS-102, EMIS-106) and the sync columns. */
export const EquipmentEntries = {
  id: v.string(),
  name: v.string(),
  vesselId: v.string(),
  fuelTypeId: v.string(),
  fuelConsumptionSources: v.array(FuelConsumptionSourceIdSchema),
  /** Removed from use but kept because it has data (EMIS-148); hidden from new entries. */
  isDeactivated: v.boolean(),
  version: v.pipe(v.number(), v.integer()),
  isDeleted: v.boolean(),
};

/** The fields a client sends to create a fuel tank or flow meter; the id is made on the device. */
export const EquipmentCreateEntries = {
  id: v.pipe(v.string(), v.uuid('The id must be a UUID.')),
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
  name: EquipmentNameSchema,
  fuelTypeId: EquipmentFuelTypeIdSchema,
  fuelConsumptionSources: EquipmentSourcesSchema,
};

export const FindByVesselQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
});

/** The reference lists' endpoints (declared once for the server's router and the client). */
export const referenceListEndpoints = {
  fuelTypes: endpoint({ method: 'get', path: '/FuelTypes', response: FuelTypeListSchema }),
  createFuelType: endpoint({
    method: 'post',
    path: '/FuelTypes',
    body: CreateFuelTypeRequestSchema,
    response: FuelTypeSchema,
    status: 201,
  }),
  removeFuelType: endpoint({ method: 'delete', path: '/FuelTypes/{id}', params: IdParamsSchema }),
  fuelConsumptionSources: endpoint({
    method: 'get',
    path: '/FuelConsumptionSources',
    response: FuelConsumptionSourceListSchema,
  }),
  iceClasses: endpoint({ method: 'get', path: '/IceClasses', response: IceClassListSchema }),
  vesselTypes: endpoint({ method: 'get', path: '/VesselTypes', response: VesselTypeListSchema }),
  cargoUnits: endpoint({ method: 'get', path: '/CargoUnits', response: CargoUnitListSchema }),
};
