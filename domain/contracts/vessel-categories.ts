// Vessel access groups ("vessel categories", 003 §2/§3/§5/§7; ADMIN-070..081, ADR 0002).
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { accessGroupNameMaxLength } from '../vessel-rules.ts';
import { IdParamsSchema, IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
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

/** The access group endpoints, "VesselCategories" on the wire (declared once for the server and the client, ADR 0111). */
export const vesselCategoryEndpoints = {
  list: endpoint({ method: 'get', path: '/VesselCategories', response: v.array(VesselCategorySchema) }),
  create: endpoint({
    method: 'post',
    path: '/VesselCategories',
    body: VesselCategoryCreateRequestSchema,
    response: VesselCategorySchema,
    status: 201,
  }),
  addVessel: endpoint({
    method: 'post',
    path: '/VesselCategories/AddVessel',
    body: CategoryVesselRequestSchema,
    response: VesselCategorySchema,
  }),
  removeVessel: endpoint({
    method: 'post',
    path: '/VesselCategories/RemoveVessel',
    body: CategoryVesselRequestSchema,
    response: VesselCategorySchema,
  }),
  addUser: endpoint({
    method: 'post',
    path: '/VesselCategories/AddUser',
    body: CategoryUserRequestSchema,
    response: VesselCategorySchema,
  }),
  removeUser: endpoint({
    method: 'post',
    path: '/VesselCategories/RemoveUser',
    body: CategoryUserRequestSchema,
    response: VesselCategorySchema,
  }),
  rename: endpoint({
    method: 'put',
    path: '/VesselCategories/{id}',
    params: IdParamsSchema,
    body: VesselCategoryRenameRequestSchema,
    response: VesselCategorySchema,
  }),
  remove: endpoint({ method: 'delete', path: '/VesselCategories/{id}', params: IdParamsSchema }),
};
