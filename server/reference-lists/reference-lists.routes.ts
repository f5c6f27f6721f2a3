// The reference lists of the emission report (endpoints.tsv, EMIS-212): FuelTypes (with the
// company-owned ones), FuelConsumptionSources, IceClasses, VesselTypes and CargoUnits.
import { referenceListEndpoints as endpoints } from '../../domain/contracts/reference-lists.ts';
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
      ...endpoints.fuelTypes,
      tag,
      summary: "The global fuel types and the caller's company's (companyId set: company-owned)",
      access: readAccess,
    },
    ({ actor }) => lists.fuelTypes(actor),
  );

  router.authenticated(
    {
      ...endpoints.createFuelType,
      tag,
      summary: 'Adds a company-owned fuel type (name unique among the visible types ignoring case, 409)',
      access: fuelTypeAccess,
    },
    ({ actor, body, c }) => respond(c, () => lists.createFuelType(actor, body, writeContext(c, body, false))),
  );

  router.authenticated(
    {
      ...endpoints.removeFuelType,
      tag,
      summary: 'Deletes a company-owned fuel type that nothing uses (global types: 409; in use: 409)',
      access: `${fuelTypeAccess}; the type's own company`,
    },
    ({ actor, params }) => lists.deleteFuelType(actor, params.id),
  );

  router.authenticated(
    {
      ...endpoints.fuelConsumptionSources,
      tag,
      summary: 'The fuel consumption sources LogData, Manual, Regression and ManualEstimate',
      access: readAccess,
    },
    ({ actor }) => lists.fuelConsumptionSources(actor),
  );

  router.authenticated(
    {
      ...endpoints.iceClasses,
      tag,
      summary: 'The ice classes of the vessel settings select',
      access: readAccess,
    },
    ({ actor }) => lists.iceClasses(actor),
  );

  router.authenticated(
    {
      ...endpoints.vesselTypes,
      tag,
      summary: 'The ship types of the vessel settings select (ids are the CII ship types)',
      access: readAccess,
    },
    ({ actor }) => lists.vesselTypes(actor),
  );

  router.authenticated(
    {
      ...endpoints.cargoUnits,
      tag,
      summary: 'The cargo units cargo carried is counted in',
      access: readAccess,
    },
    ({ actor }) => lists.cargoUnits(actor),
  );
}
