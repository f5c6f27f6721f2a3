// Vessel access groups, "VesselCategories" on the wire (003 §7).
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  CategoryUserRequestSchema,
  CategoryVesselRequestSchema,
  VesselCategoryCreateRequestSchema,
  VesselCategoryRenameRequestSchema,
  VesselCategorySchema,
} from '../../domain/contracts/vessel-categories.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Services } from '../services/services.ts';

const tag = 'Vessel access groups';
const access = 'SuperUser (its company) or Administrator (its current company)';
const manageAccess = `${access}; not default groups`;

export function registerVesselCategoryRoutes(router: ApiRouter, { vesselCategories }: Services): void {
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

  for (const [action, summary] of [
    ['AddVessel', 'Adds a vessel of the same company to the group'],
    ['RemoveVessel', 'Removes a vessel from the group'],
  ] as const) {
    router.authenticated(
      {
        method: 'post',
        path: `/VesselCategories/${action}`,
        tag,
        summary,
        access: manageAccess,
        body: CategoryVesselRequestSchema,
        response: VesselCategorySchema,
      },
      ({ actor, body }) =>
        action === 'AddVessel'
          ? vesselCategories.addVessel(actor, body.vesselCategoryId, body.vesselId)
          : vesselCategories.removeVessel(actor, body.vesselCategoryId, body.vesselId),
    );
  }

  for (const [action, summary] of [
    ['AddUser', 'Adds a User or KognifaiUser of the same company to the group'],
    ['RemoveUser', 'Removes a user from the group'],
  ] as const) {
    router.authenticated(
      {
        method: 'post',
        path: `/VesselCategories/${action}`,
        tag,
        summary,
        access: manageAccess,
        body: CategoryUserRequestSchema,
        response: VesselCategorySchema,
      },
      ({ actor, body }) =>
        action === 'AddUser'
          ? vesselCategories.addUser(actor, body.vesselCategoryId, body.userId)
          : vesselCategories.removeUser(actor, body.vesselCategoryId, body.userId),
    );
  }

  router.authenticated(
    {
      method: 'put',
      path: '/VesselCategories/{id}',
      tag,
      summary: 'Renames an access group (409 for a taken name)',
      access: manageAccess,
      params: IdParamsSchema,
      body: VesselCategoryRenameRequestSchema,
      response: VesselCategorySchema,
    },
    ({ actor, params, body }) => vesselCategories.rename(actor, params.id, body.name),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/VesselCategories/{id}',
      tag,
      summary: 'Deletes an access group without vessels and users (else 409)',
      access: manageAccess,
      params: IdParamsSchema,
    },
    ({ actor, params }) => vesselCategories.remove(actor, params.id),
  );
}
