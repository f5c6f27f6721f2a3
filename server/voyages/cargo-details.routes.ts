// VesselEventCargoDetails (endpoints.tsv; EMIS-208): find per event, upsert per cargo unit, delete.
import { cargoDetailEndpoints as endpoints } from '../../domain/contracts/cargo-details.ts';
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
      ...endpoints.find,
      tag,
      summary: 'The cargo carried per cargo unit of one vessel event',
      access: emissionReportReadAccess,
    },
    ({ actor, query }) => cargo.find(actor, query.vesselEventId),
  );

  router.authenticated(
    {
      ...endpoints.save,
      tag,
      summary: `Create the cargo of an event and cargo unit (201), or with ${ifMatchHeader} update it (200); only while the event is not confirmed`,
      access,
    },
    ({ actor, body, c }) => respond(c, () => cargo.save(actor, body, writeContext(c, body))),
  );

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Soft-delete the cargo of an event and cargo unit (the deletion syncs); ${ifMatchHeader} required`,
      access,
    },
    ({ actor, params, c }) => respond(c, () => cargo.remove(actor, params, writeContext(c, null))),
  );
}
