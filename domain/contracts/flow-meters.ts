// FlowMeters (002 §3, §7; EMIS-106, EMIS-148, EMIS-211): a vessel's flow meters. A meter without a
// fuel mass flow rate log variable is read by hand (manual input). Created on the device with its
// own id; DELETE deactivates a meter that already has data (ADR 0024).
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { endpoint } from './endpoint.ts';
import { EquipmentCreateEntries, EquipmentEntries, FindByVesselQuerySchema } from './reference-lists.ts';

export const FlowMeterSchema = v.object({
  ...EquipmentEntries,
  /** null: manual input (EMIS-106). */
  fuelMassFlowRateLogVariableId: v.nullable(v.string()),
});
export type FlowMeter = v.InferOutput<typeof FlowMeterSchema>;
export const FlowMeterListSchema = v.array(FlowMeterSchema);

/** POST /FlowMeters: the fuel tank fields plus the optional flow rate log variable. */
export const CreateFlowMeterRequestSchema = v.object({
  ...EquipmentCreateEntries,
  fuelMassFlowRateLogVariableId: v.optional(
    v.nullable(v.pipe(v.string(), v.uuid('The fuelMassFlowRateLogVariableId must be a UUID.'))),
    null,
  ),
});
export type CreateFlowMeterRequest = v.InferOutput<typeof CreateFlowMeterRequestSchema>;

/** GET /FlowMeters/Find?vesselId= */
export const FindFlowMetersQuerySchema = FindByVesselQuerySchema;

export function isManualInput(meter: { fuelMassFlowRateLogVariableId: string | null }): boolean {
  return meter.fuelMassFlowRateLogVariableId === null;
}

const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(messages.idNotUuid)) });

/** The flow meters' endpoints (declared once for the server's router and the client). */
export const flowMeterEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/FlowMeters/Find',
    query: FindFlowMetersQuerySchema,
    response: FlowMeterListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/FlowMeters',
    body: CreateFlowMeterRequestSchema,
    response: FlowMeterSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/FlowMeters/{id}',
    params: IdParamsSchema,
    response: FlowMeterSchema,
  }),
};
