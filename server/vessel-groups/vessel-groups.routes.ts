// VesselGroups (003 §7): the caller's own groups; every role but the partner type.
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  VesselGroupRequestSchema,
  VesselGroupSchema,
  VesselGroupVesselRequestSchema,
} from '../../domain/contracts/vessel-groups.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { VesselGroupsService } from './vessel-groups.service.ts';

const tag = 'Vessel groups';
const access = 'every role but KognifaiUser; a user sees and changes only their own groups';

export function registerVesselGroupRoutes(
  router: ApiRouter,
  { vesselGroups }: { vesselGroups: VesselGroupsService },
): void {
  router.authenticated(
    {
      method: 'get',
      path: '/VesselGroups',
      tag,
      summary: "The caller's vessel groups with their vessels",
      access,
      response: v.array(VesselGroupSchema),
    },
    ({ actor }) => vesselGroups.list(actor),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/VesselGroups',
      tag,
      summary: 'Adds a vessel group',
      access,
      body: VesselGroupRequestSchema,
      response: VesselGroupSchema,
      status: 201,
    },
    ({ actor, body }) => vesselGroups.create(actor, body.name),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/VesselGroups/{id}',
      tag,
      summary: 'Renames a vessel group',
      access,
      params: IdParamsSchema,
      body: VesselGroupRequestSchema,
      response: VesselGroupSchema,
    },
    ({ actor, params, body }) => vesselGroups.rename(actor, params.id, body.name),
  );
  router.authenticated(
    {
      method: 'delete',
      path: '/VesselGroups/{id}',
      tag,
      summary: 'Deletes a vessel group',
      access,
      params: IdParamsSchema,
    },
    ({ actor, params }) => vesselGroups.remove(actor, params.id),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/VesselGroups/AddVessel',
      tag,
      summary: 'Adds a vessel the caller sees to a group',
      access,
      body: VesselGroupVesselRequestSchema,
      response: VesselGroupSchema,
    },
    ({ actor, body }) => vesselGroups.addVessel(actor, body),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/VesselGroups/RemoveVessel',
      tag,
      summary: 'Takes a vessel out of a group',
      access,
      body: VesselGroupVesselRequestSchema,
      response: VesselGroupSchema,
    },
    ({ actor, body }) => vesselGroups.removeVessel(actor, body),
  );
}
