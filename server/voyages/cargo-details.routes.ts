// VesselEventCargoDetails (endpoints.tsv; EMIS-208): find per event, upsert per cargo unit, delete.
import {
  CargoDetailListSchema,
  CargoDetailPairParamsSchema,
  CargoDetailSchema,
  CargoDetailWriteSchema,
  FindCargoDetailsQuerySchema,
} from '../../domain/contracts/cargo-details.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { createCargoDetailsService } from './cargo-details.service.ts';
import { respond, voyageDataAccess as access, writeContext } from '../http/sync-http.ts';
import { emissionReportReadAccess } from './emission-report-access.ts';

const tag = 'Vessel event cargo details';

export function registerCargoDetailRoutes(
  router: ApiRouter,
  services: { cargoDetails: ReturnType<typeof createCargoDetailsService> },
): void {
  const { cargoDetails: cargo } = services;

  router.authenticated(
    {
      method: 'get',
      path: '/VesselEventCargoDetails/Find',
      tag,
      summary: 'The cargo carried per cargo unit of one vessel event',
      access: emissionReportReadAccess,
      query: FindCargoDetailsQuerySchema,
      response: CargoDetailListSchema,
    },
    ({ actor, query }) => cargo.find(actor, query.vesselEventId),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/VesselEventCargoDetails',
      tag,
      summary: `Create the cargo of an event and cargo unit (201), or with ${ifMatchHeader} update it (200); only while the event is not confirmed`,
      access,
      body: CargoDetailWriteSchema,
      response: CargoDetailSchema,
      status: 201,
    },
    ({ actor, body, c }) => respond(c, () => cargo.save(actor, body, writeContext(c, body))),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/VesselEventCargoDetails/{vesselEventId}/{cargoUnitId}',
      tag,
      summary: `Soft-delete the cargo of an event and cargo unit (the deletion syncs); ${ifMatchHeader} required`,
      access,
      params: CargoDetailPairParamsSchema,
      response: CargoDetailSchema,
    },
    ({ actor, params, c }) => respond(c, () => cargo.remove(actor, params, writeContext(c, null))),
  );
}
