// Vessel administration of 003 §2/§4/§5/§7 (ADMIN-040..061, ADMIN-114..119, ADMIN-130..139): the
// administration record, creation, the lifecycle actions, the data receiver and feature switches.
// Edits share the particulars' rules with PUT /Vessels/{id} (contracts/vessels.ts).
import * as v from 'valibot';
import { IdParamsSchema, IdSchema, QueryBooleanSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { ExtendedVesselSchema, ImoNumberSchema, VesselUpdateRequestSchema } from './vessels.ts';

/** GET /VesselAdministrations, /{id} and /Find: the vessel as administration shows it (ADMIN-107). */
export const VesselAdministrationSchema = ExtendedVesselSchema;
export type VesselAdministration = v.InferOutput<typeof VesselAdministrationSchema>;

/** GET /VesselAdministrations/Find: the current data receiver, or the vessels with an IMO number. */
export const VesselAdministrationFindQuerySchema = v.object({
  isDataReceiver: v.optional(QueryBooleanSchema),
  imoNumber: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'The imoNumber must be a number of at most 7 digits.'),
      v.transform(Number),
    ),
  ),
  /** Only vessels of this company (the create form's uniqueness check, ADMIN-056). */
  companyId: v.optional(IdSchema),
});
export type VesselAdministrationFindQuery = v.InferInput<typeof VesselAdministrationFindQuerySchema>;
export type VesselAdministrationFind = v.InferOutput<typeof VesselAdministrationFindQuerySchema>;

/**
 * POST /VesselAdministrations: the particulars with a required IMO number, and the company to
 * assign the new vessel to (ADMIN-055; none leaves it unassigned).
 */
export const VesselCreateRequestSchema = v.object({
  ...VesselUpdateRequestSchema.entries,
  imoNumber: ImoNumberSchema,
  companyId: v.optional(v.nullable(IdSchema), null),
});
export type VesselCreateRequest = v.InferInput<typeof VesselCreateRequestSchema>;
export type VesselCreate = v.InferOutput<typeof VesselCreateRequestSchema>;

/** POST /VesselAdministrations/{id}/Assign {vesselId, companyId}; vesselId, when sent, is the path's id. */
export const VesselAssignRequestSchema = v.object({
  vesselId: v.optional(IdSchema),
  companyId: v.pipe(
    v.string('Choose the company to assign the vessel to.'),
    v.uuid('The companyId must be a UUID.'),
  ),
});
export type VesselAssignRequest = v.InferInput<typeof VesselAssignRequestSchema>;

/** POST /VesselAdministrations/{id}/ActivateFeature and /DeactivateFeature {vesselId, featureId}. */
export const VesselFeatureSwitchRequestSchema = v.object({
  vesselId: v.optional(IdSchema),
  featureId: v.pipe(v.string('Choose the feature to switch.'), v.uuid('The featureId must be a UUID.')),
});
export type VesselFeatureSwitchRequest = v.InferInput<typeof VesselFeatureSwitchRequestSchema>;

/** The lifecycle calls without a body, by path segment (003 §7). */
export const vesselLifecycleCalls = [
  {
    segment: 'Unassign',
    action: 'Unassign',
    summary: 'Takes the vessel from its company (Assigned or Active -> Unassigned)',
  },
  {
    segment: 'ArchiveVessel',
    action: 'Archive',
    summary: 'Archives the vessel (Assigned or Active -> Archived)',
  },
  {
    segment: 'ReactivateVessel',
    action: 'Reactivate',
    summary: 'Brings an archived vessel back (Archived -> Assigned)',
  },
  { segment: 'ActivateVessel', action: 'Activate', summary: 'Activates the vessel (Assigned -> Active)' },
  {
    segment: 'DeactivateVessel',
    action: 'Deactivate',
    summary: 'Deactivates the vessel (Active -> Assigned)',
  },
  {
    segment: 'SetDataReceiver',
    action: 'SetDataReceiver',
    summary: 'Makes the vessel the data receiver (the flag moves from the current one)',
  },
  {
    segment: 'UnsetDataReceiver',
    action: 'UnsetDataReceiver',
    summary: 'Removes the data-receiver flag from the vessel',
  },
] as const;

const lifecycleCall = <const P extends string>(path: P) =>
  endpoint({ method: 'post', path, params: IdParamsSchema, response: VesselAdministrationSchema });

/** Vessel administration's endpoints (003 §7), declared once for the server's router and the client. */
export const vesselAdministrationEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/VesselAdministrations',
    response: v.array(VesselAdministrationSchema),
  }),
  find: endpoint({
    method: 'get',
    path: '/VesselAdministrations/Find',
    query: VesselAdministrationFindQuerySchema,
    response: v.array(VesselAdministrationSchema),
  }),
  get: endpoint({
    method: 'get',
    path: '/VesselAdministrations/{id}',
    params: IdParamsSchema,
    response: VesselAdministrationSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/VesselAdministrations',
    body: VesselCreateRequestSchema,
    response: VesselAdministrationSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'put',
    path: '/VesselAdministrations/{id}',
    params: IdParamsSchema,
    body: VesselUpdateRequestSchema,
    response: VesselAdministrationSchema,
  }),
  assign: endpoint({
    method: 'post',
    path: '/VesselAdministrations/{id}/Assign',
    params: IdParamsSchema,
    body: VesselAssignRequestSchema,
    response: VesselAdministrationSchema,
  }),
  unassign: lifecycleCall('/VesselAdministrations/{id}/Unassign'),
  archive: lifecycleCall('/VesselAdministrations/{id}/ArchiveVessel'),
  reactivate: lifecycleCall('/VesselAdministrations/{id}/ReactivateVessel'),
  activate: lifecycleCall('/VesselAdministrations/{id}/ActivateVessel'),
  deactivate: lifecycleCall('/VesselAdministrations/{id}/DeactivateVessel'),
  setDataReceiver: lifecycleCall('/VesselAdministrations/{id}/SetDataReceiver'),
  unsetDataReceiver: lifecycleCall('/VesselAdministrations/{id}/UnsetDataReceiver'),
  activateFeature: endpoint({
    method: 'post',
    path: '/VesselAdministrations/{id}/ActivateFeature',
    params: IdParamsSchema,
    body: VesselFeatureSwitchRequestSchema,
    response: VesselAdministrationSchema,
  }),
  deactivateFeature: endpoint({
    method: 'post',
    path: '/VesselAdministrations/{id}/DeactivateFeature',
    params: IdParamsSchema,
    body: VesselFeatureSwitchRequestSchema,
    response: VesselAdministrationSchema,
  }),
  remove: endpoint({ method: 'delete', path: '/VesselAdministrations/{id}', params: IdParamsSchema }),
};

/** The endpoint of each body-less lifecycle call, by its path segment. */
export const vesselLifecycleEndpoints = {
  Unassign: vesselAdministrationEndpoints.unassign,
  ArchiveVessel: vesselAdministrationEndpoints.archive,
  ReactivateVessel: vesselAdministrationEndpoints.reactivate,
  ActivateVessel: vesselAdministrationEndpoints.activate,
  DeactivateVessel: vesselAdministrationEndpoints.deactivate,
  SetDataReceiver: vesselAdministrationEndpoints.setDataReceiver,
  UnsetDataReceiver: vesselAdministrationEndpoints.unsetDataReceiver,
} satisfies Record<(typeof vesselLifecycleCalls)[number]['segment'], unknown>;
