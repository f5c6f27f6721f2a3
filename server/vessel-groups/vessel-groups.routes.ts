// VesselGroups (003 §7): the caller's own groups; every role but the partner type.
import { vesselGroupEndpoints as endpoints } from '../../domain/contracts/vessel-groups.ts';
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
      ...endpoints.list,
      tag,
      summary: "The caller's vessel groups with their vessels",
      access,
    },
    ({ actor }) => vesselGroups.list(actor),
  );
  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary: 'Adds a vessel group',
      access,
    },
    ({ actor, body }) => vesselGroups.create(actor, body.name),
  );
  router.authenticated(
    {
      ...endpoints.rename,
      tag,
      summary: 'Renames a vessel group',
      access,
    },
    ({ actor, params, body }) => vesselGroups.rename(actor, params.id, body.name),
  );
  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: 'Deletes a vessel group',
      access,
    },
    ({ actor, params }) => vesselGroups.remove(actor, params.id),
  );
  router.authenticated(
    {
      ...endpoints.addVessel,
      tag,
      summary: 'Adds a vessel the caller sees to a group',
      access,
    },
    ({ actor, body }) => vesselGroups.addVessel(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.removeVessel,
      tag,
      summary: 'Takes a vessel out of a group',
      access,
    },
    ({ actor, body }) => vesselGroups.removeVessel(actor, body),
  );
}
