// Vessel access groups, "VesselCategories" on the wire (003 §7).
import { vesselCategoryEndpoints as endpoints } from '../../domain/contracts/vessel-categories.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { VesselCategoriesService } from './vessel-categories.service.ts';

const tag = 'Vessel access groups';
const access = 'SuperUser (its company) or Administrator (its current company)';
const manageAccess = `${access}; not default groups`;

export function registerVesselCategoryRoutes(
  router: ApiRouter,
  { vesselCategories }: { vesselCategories: VesselCategoriesService },
): void {
  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: 'The access groups of the company, each with its vessels and users',
      access,
    },
    ({ actor }) => vesselCategories.list(actor),
  );

  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary: 'Creates an access group (name unique in the company ignoring case, 409)',
      access,
    },
    ({ actor, body }) => vesselCategories.create(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.addVessel,
      tag,
      summary: 'Adds a vessel of the same company to the group',
      access: manageAccess,
    },
    ({ actor, body }) => vesselCategories.addVessel(actor, body.vesselCategoryId, body.vesselId),
  );

  router.authenticated(
    { ...endpoints.removeVessel, tag, summary: 'Removes a vessel from the group', access: manageAccess },
    ({ actor, body }) => vesselCategories.removeVessel(actor, body.vesselCategoryId, body.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.addUser,
      tag,
      summary: 'Adds a User or KognifaiUser of the same company to the group',
      access: manageAccess,
    },
    ({ actor, body }) => vesselCategories.addUser(actor, body.vesselCategoryId, body.userId),
  );

  router.authenticated(
    { ...endpoints.removeUser, tag, summary: 'Removes a user from the group', access: manageAccess },
    ({ actor, body }) => vesselCategories.removeUser(actor, body.vesselCategoryId, body.userId),
  );

  router.authenticated(
    {
      ...endpoints.rename,
      tag,
      summary: `Renames an access group (409 for a taken name); ${ifMatchHeader} carries the version it was based on (412 with the current group when stale, 428 without it)`,
      access: manageAccess,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => vesselCategories.rename(actor, params.id, body.name, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Deletes an access group without vessels and users (else 409); ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: manageAccess,
    },
    ({ actor, params, c }) => orRefusal(c, () => vesselCategories.remove(actor, params.id, ifMatchOf(c))),
  );
}
