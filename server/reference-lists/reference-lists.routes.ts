// The reference lists of the emission report (endpoints.tsv, EMIS-212): FuelTypes (with the
// company-owned ones), FuelConsumptionSources, IceClasses, VesselTypes and CargoUnits.
import {
  CargoUnitListSchema,
  CreateFuelTypeRequestSchema,
  FuelConsumptionSourceListSchema,
  FuelTypeListSchema,
  FuelTypeSchema,
  IceClassListSchema,
  VesselTypeListSchema,
} from '../../domain/contracts/reference-lists.ts';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { createReferenceListsService } from './reference-lists.service.ts';
import { respond, writeContext } from '../http/sync-http.ts';

const tag = 'Reference lists';
const readAccess = 'Every signed-in role except KognifaiUser';
const fuelTypeAccess = 'SuperUser (its company) or Administrator (its current company)';

export function registerReferenceListRoutes(
  router: ApiRouter,
  services: { referenceLists: ReturnType<typeof createReferenceListsService> },
): void {
  const { referenceLists: lists } = services;

  router.authenticated(
    {
      method: 'get',
      path: '/FuelTypes',
      tag,
      summary: "The global fuel types and the caller's company's (companyId set: company-owned)",
      access: readAccess,
      response: FuelTypeListSchema,
    },
    ({ actor }) => lists.fuelTypes(actor),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/FuelTypes',
      tag,
      summary: 'Adds a company-owned fuel type (name unique among the visible types ignoring case, 409)',
      access: fuelTypeAccess,
      body: CreateFuelTypeRequestSchema,
      response: FuelTypeSchema,
      status: 201,
    },
    ({ actor, body, c }) => respond(c, () => lists.createFuelType(actor, body, writeContext(c, body, false))),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/FuelTypes/{id}',
      tag,
      summary: 'Deletes a company-owned fuel type that nothing uses (global types: 409; in use: 409)',
      access: `${fuelTypeAccess}; the type's own company`,
      params: IdParamsSchema,
    },
    ({ actor, params }) => lists.deleteFuelType(actor, params.id),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/FuelConsumptionSources',
      tag,
      summary: 'The fuel consumption sources LogData, Manual, Regression and ManualEstimate',
      access: readAccess,
      response: FuelConsumptionSourceListSchema,
    },
    ({ actor }) => lists.fuelConsumptionSources(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/IceClasses',
      tag,
      summary: 'The ice classes of the vessel settings select',
      access: readAccess,
      response: IceClassListSchema,
    },
    ({ actor }) => lists.iceClasses(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/VesselTypes',
      tag,
      summary: 'The ship types of the vessel settings select (ids are the CII ship types)',
      access: readAccess,
      response: VesselTypeListSchema,
    },
    ({ actor }) => lists.vesselTypes(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/CargoUnits',
      tag,
      summary: 'The cargo units cargo carried is counted in',
      access: readAccess,
      response: CargoUnitListSchema,
    },
    ({ actor }) => lists.cargoUnits(actor),
  );
}
