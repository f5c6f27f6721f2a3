// Vessel access groups, "VesselCategories" on the wire (003 §7).
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  CategoryUserRequestSchema,
  CategoryVesselRequestSchema,
  type CategoryUserRequest,
  type CategoryVesselRequest,
  VesselCategoryCreateRequestSchema,
  VesselCategoryRenameRequestSchema,
  VesselCategorySchema,
} from '../../domain/contracts/vessel-categories.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { Actor } from '../security/actor.ts';
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
      method: 'get',
      path: '/VesselCategories',
      tag,
      summary: 'The access groups of the company, each with its vessels and users',
      access,
      response: v.array(VesselCategorySchema),
    },
    ({ actor }) => vesselCategories.list(actor),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/VesselCategories',
      tag,
      summary: 'Creates an access group (name unique in the company ignoring case, 409)',
      access,
      body: VesselCategoryCreateRequestSchema,
      response: VesselCategorySchema,
      status: 201,
    },
    ({ actor, body }) => vesselCategories.create(actor, body),
  );

  const membershipCalls = [
    {
      action: 'AddVessel',
      summary: 'Adds a vessel of the same company to the group',
      body: CategoryVesselRequestSchema,
      run: (actor: Actor, body: CategoryVesselRequest) =>
        vesselCategories.addVessel(actor, body.vesselCategoryId, body.vesselId),
    },
    {
      action: 'RemoveVessel',
      summary: 'Removes a vessel from the group',
      body: CategoryVesselRequestSchema,
      run: (actor: Actor, body: CategoryVesselRequest) =>
        vesselCategories.removeVessel(actor, body.vesselCategoryId, body.vesselId),
    },
    {
      action: 'AddUser',
      summary: 'Adds a User or KognifaiUser of the same company to the group',
      body: CategoryUserRequestSchema,
      run: (actor: Actor, body: CategoryUserRequest) =>
        vesselCategories.addUser(actor, body.vesselCategoryId, body.userId),
    },
    {
      action: 'RemoveUser',
      summary: 'Removes a user from the group',
      body: CategoryUserRequestSchema,
      run: (actor: Actor, body: CategoryUserRequest) =>
        vesselCategories.removeUser(actor, body.vesselCategoryId, body.userId),
    },
  ] as const;
  for (const call of membershipCalls) {
    router.authenticated(
      {
        method: 'post',
        path: `/VesselCategories/${call.action}`,
        tag,
        summary: call.summary,
        access: manageAccess,
        body: call.body as v.GenericSchema,
        response: VesselCategorySchema,
      },
      ({ actor, body }) => call.run(actor, body as never),
    );
  }

  router.authenticated(
    {
      method: 'put',
      path: '/VesselCategories/{id}',
      tag,
      summary: `Renames an access group (409 for a taken name); ${ifMatchHeader} carries the version it was based on (412 with the current group when stale, 428 without it)`,
      access: manageAccess,
      params: IdParamsSchema,
      body: VesselCategoryRenameRequestSchema,
      response: VesselCategorySchema,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => vesselCategories.rename(actor, params.id, body.name, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/VesselCategories/{id}',
      tag,
      summary: `Deletes an access group without vessels and users (else 409); ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: manageAccess,
      params: IdParamsSchema,
    },
    ({ actor, params, c }) => orRefusal(c, () => vesselCategories.remove(actor, params.id, ifMatchOf(c))),
  );
}
