// Vessel access groups ("vessel categories", 003 §2/§3/§5/§7; ADMIN-070..081, ADR 0002).
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { accessGroupNameMaxLength } from '../vessel-rules.ts';
import { IdSchema } from './common.ts';
import { RoleSchema } from '../auth/roles.ts';

export const AccessGroupVesselSchema = v.object({ id: IdSchema, name: v.string(), imoNumber: v.number() });
export const AccessGroupUserSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  role: RoleSchema,
});

export const VesselCategorySchema = v.object({
  id: IdSchema,
  name: v.string(),
  isDefault: v.boolean(),
  companyId: IdSchema,
  companyName: v.string(),
  vessels: v.array(AccessGroupVesselSchema),
  users: v.array(AccessGroupUserSchema),
  /** The row version; a rename or delete sends it back in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type VesselCategory = v.InferOutput<typeof VesselCategorySchema>;

export const AccessGroupNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(messages.accessGroupNameRequired),
  v.maxLength(accessGroupNameMaxLength, messages.accessGroupNameTooLong),
);

/** POST /VesselCategories (an Administrator may name another company) and PUT /VesselCategories/{id}. */
export const VesselCategoryCreateRequestSchema = v.object({
  name: AccessGroupNameSchema,
  companyId: v.optional(IdSchema),
});
export type VesselCategoryCreateRequest = v.InferInput<typeof VesselCategoryCreateRequestSchema>;

export const VesselCategoryRenameRequestSchema = v.object({ name: AccessGroupNameSchema });
export type VesselCategoryRenameRequest = v.InferInput<typeof VesselCategoryRenameRequestSchema>;

export const CategoryVesselRequestSchema = v.object({ vesselId: IdSchema, vesselCategoryId: IdSchema });
export type CategoryVesselRequest = v.InferInput<typeof CategoryVesselRequestSchema>;

export const CategoryUserRequestSchema = v.object({ userId: IdSchema, vesselCategoryId: IdSchema });
export type CategoryUserRequest = v.InferInput<typeof CategoryUserRequestSchema>;
