// FuelTanks (002 §3, §7; EMIS-102, EMIS-148, EMIS-210): a vessel's fuel tanks. Created on the
// device with its own id; DELETE deactivates a tank that already has data (ADR 0024).
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { endpoint } from './endpoint.ts';
import { EquipmentCreateEntries, EquipmentEntries, FindByVesselQuerySchema } from './reference-lists.ts';

export const FuelTankSchema = v.object({ ...EquipmentEntries });
export type FuelTank = v.InferOutput<typeof FuelTankSchema>;
export const FuelTankListSchema = v.array(FuelTankSchema);

/** POST /FuelTanks: `{ id, vesselId, name, fuelTypeId, fuelConsumptionSources }`. */
export const CreateFuelTankRequestSchema = v.object({ ...EquipmentCreateEntries });
export type CreateFuelTankRequest = v.InferOutput<typeof CreateFuelTankRequestSchema>;

/** GET /FuelTanks/Find?vesselId= */
export const FindFuelTanksQuerySchema = FindByVesselQuerySchema;

const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(messages.idNotUuid)) });

/** The fuel tanks' endpoints (declared once for the server's router and the client). */
export const fuelTankEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/FuelTanks/Find',
    query: FindFuelTanksQuerySchema,
    response: FuelTankListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/FuelTanks',
    body: CreateFuelTankRequestSchema,
    response: FuelTankSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/FuelTanks/{id}',
    params: IdParamsSchema,
    response: FuelTankSchema,
  }),
};
