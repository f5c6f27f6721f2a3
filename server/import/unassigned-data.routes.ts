// Unassigned data (issue 27, ADR 0087): packages whose IMO number no vessel has, waiting for an
// Administrator. They belong to no company, so every call is the Administrator's.
import { importEndpoints as endpoints } from '../../domain/contracts/imports.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { UnassignedDataService } from './unassigned-data.service.ts';

const tag = 'Imports';
const access = 'Administrator';

export function registerUnassignedDataRoutes(router: ApiRouter, unassigned: UnassignedDataService): void {
  router.authenticated(
    {
      ...endpoints.unassigned,
      tag,
      summary: 'Received packages whose IMO number no vessel has, newest first',
      access,
    },
    ({ actor }) => unassigned.list(actor),
  );

  router.authenticated(
    {
      ...endpoints.assignUnassigned,
      tag,
      summary:
        'Stores an unassigned package into a vessel (a vessel of another IMO number needs confirmImoMismatch); 202 with its import path',
      access,
    },
    ({ actor, body }) => unassigned.assign(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.createVesselFromUnassigned,
      tag,
      summary: "Creates the vessel with the package's IMO number and assigns the package to it",
      access,
    },
    ({ actor, body }) => unassigned.createVessel(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.removeUnassigned,
      tag,
      summary: 'Removes unassigned data and its stored package',
      access,
    },
    ({ actor, body }) => unassigned.remove(actor, body.importPath),
  );
}
