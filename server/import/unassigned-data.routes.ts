// Unassigned data (issue 27, ADR 0087): packages whose IMO number no vessel has, waiting for an
// Administrator. They belong to no company, so every call is the Administrator's.
import {
  ImportPackageAcceptedSchema,
  UnassignedDataAssignSchema,
  UnassignedDataCreateVesselSchema,
  UnassignedDataCreatedSchema,
  UnassignedDataListSchema,
  UnassignedDataRefSchema,
} from '../../domain/contracts/imports.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { UnassignedDataService } from './unassigned-data.service.ts';

const tag = 'Imports';
const access = 'Administrator';

export function registerUnassignedDataRoutes(router: ApiRouter, unassigned: UnassignedDataService): void {
  router.authenticated(
    {
      method: 'get',
      path: '/UnassignedData',
      tag,
      summary: 'Received packages whose IMO number no vessel has, newest first',
      access,
      response: UnassignedDataListSchema,
    },
    ({ actor }) => unassigned.list(actor),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/UnassignedData/Assign',
      tag,
      summary:
        'Stores an unassigned package into a vessel (a vessel of another IMO number needs confirmImoMismatch); 202 with its import path',
      access,
      body: UnassignedDataAssignSchema,
      response: ImportPackageAcceptedSchema,
      status: 202,
    },
    ({ actor, body }) => unassigned.assign(actor, body),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/UnassignedData/CreateVessel',
      tag,
      summary: "Creates the vessel with the package's IMO number and assigns the package to it",
      access,
      body: UnassignedDataCreateVesselSchema,
      response: UnassignedDataCreatedSchema,
      status: 201,
    },
    ({ actor, body }) => unassigned.createVessel(actor, body),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/UnassignedData',
      tag,
      summary: 'Removes unassigned data and its stored package',
      access,
      body: UnassignedDataRefSchema,
    },
    ({ actor, body }) => unassigned.remove(actor, body.importPath),
  );
}
