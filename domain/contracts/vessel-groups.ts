// Vessel groups (003 §3 'Vessel group': id, name, vesselIds or vessels; §5 the name rule; §7 the
// calls). A group is its user's own; the vessels are among those the user sees.
import * as v from 'valibot';
import { IdSchema } from './common.ts';

export const VESSEL_GROUP_NAME_MAX = 15;

export const vesselGroupMessages = {
  nameRequired: 'Please enter a name for the vessel group.',
  nameTooLong: 'The vessel group name cannot exceed 15 characters.',
} as const;

export const VesselGroupSchema = v.object({
  id: IdSchema,
  name: v.string(),
  vesselIds: v.array(IdSchema),
  vessels: v.array(v.object({ id: IdSchema, name: v.string() })),
});
export type VesselGroup = v.InferOutput<typeof VesselGroupSchema>;

export const VesselGroupNameSchema = v.pipe(
  v.string(vesselGroupMessages.nameRequired),
  v.trim(),
  v.minLength(1, vesselGroupMessages.nameRequired),
  v.maxLength(VESSEL_GROUP_NAME_MAX, vesselGroupMessages.nameTooLong),
);

export const VesselGroupRequestSchema = v.object({ name: VesselGroupNameSchema });
export type VesselGroupRequest = v.InferOutput<typeof VesselGroupRequestSchema>;

export const VesselGroupVesselRequestSchema = v.object({ vesselId: IdSchema, vesselGroupId: IdSchema });
export type VesselGroupVesselRequest = v.InferOutput<typeof VesselGroupVesselRequestSchema>;
