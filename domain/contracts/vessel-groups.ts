// Vessel groups (003 §3 'Vessel group': id, name, vesselIds or vessels; §5 the name rule; §7 the
// calls). A group is its user's own; the vessels are among those the user sees.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { IdParamsSchema, IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const VESSEL_GROUP_NAME_MAX = 15;

export const VesselGroupSchema = v.object({
  id: IdSchema,
  name: v.string(),
  vesselIds: v.array(IdSchema),
  vessels: v.array(v.object({ id: IdSchema, name: v.string() })),
});
export type VesselGroup = v.InferOutput<typeof VesselGroupSchema>;

export const VesselGroupNameSchema = v.pipe(
  v.string(messages.vesselGroupNameRequired),
  v.trim(),
  v.minLength(1, messages.vesselGroupNameRequired),
  v.maxLength(VESSEL_GROUP_NAME_MAX, messages.vesselGroupNameTooLong),
);

export const VesselGroupRequestSchema = v.object({ name: VesselGroupNameSchema });
export type VesselGroupRequest = v.InferOutput<typeof VesselGroupRequestSchema>;

export const VesselGroupVesselRequestSchema = v.object({ vesselId: IdSchema, vesselGroupId: IdSchema });
export type VesselGroupVesselRequest = v.InferOutput<typeof VesselGroupVesselRequestSchema>;

/** The vessel groups' endpoints (003 §7), declared once for the server's router and the client. */
export const vesselGroupEndpoints = {
  list: endpoint({ method: 'get', path: '/VesselGroups', response: v.array(VesselGroupSchema) }),
  create: endpoint({
    method: 'post',
    path: '/VesselGroups',
    body: VesselGroupRequestSchema,
    response: VesselGroupSchema,
    status: 201,
  }),
  rename: endpoint({
    method: 'put',
    path: '/VesselGroups/{id}',
    params: IdParamsSchema,
    body: VesselGroupRequestSchema,
    response: VesselGroupSchema,
  }),
  remove: endpoint({ method: 'delete', path: '/VesselGroups/{id}', params: IdParamsSchema }),
  addVessel: endpoint({
    method: 'post',
    path: '/VesselGroups/AddVessel',
    body: VesselGroupVesselRequestSchema,
    response: VesselGroupSchema,
  }),
  removeVessel: endpoint({
    method: 'post',
    path: '/VesselGroups/RemoveVessel',
    body: VesselGroupVesselRequestSchema,
    response: VesselGroupSchema,
  }),
};
