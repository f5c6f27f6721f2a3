// The offline-synced endpoints of EmissionReportVesselEvents (endpoints.tsv); the change feed is in
// sync-feed.routes.ts, the HTTP helpers every synced route shares in sync-http.ts.
// Writes answer with the stored result of their Idempotency-Key and the row version as ETag.
import { vesselEventEndpoints as endpoints } from '../../domain/contracts/emission-report-vessel-events.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { respond, voyageDataAccess as writeAccess, writeContext } from '../http/sync-http.ts';
import type { createVesselEventsService } from './vessel-events.service.ts';
import { emissionReportReadAccess } from './emission-report-access.ts';

const tag = 'Emission report vessel events';

export function registerVesselEventRoutes(
  router: ApiRouter,
  services: { vesselEvents: ReturnType<typeof createVesselEventsService> },
): void {
  const { vesselEvents: events } = services;

  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary: 'The emission report events of a vessel',
      access: emissionReportReadAccess,
    },
    ({ actor, query }) => events.find(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.findVoyage,
      tag,
      summary: 'The events of one voyage: its departure up to the next departure',
      access: emissionReportReadAccess,
    },
    ({ actor, query }) => events.findVoyage(actor, query.vesselId, query.departureId),
  );

  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary:
        'Create an event of any type with its client-generated id under the rules of 002 §5 (Idempotency-Key makes repeats safe)',
      access: writeAccess,
    },
    ({ actor, body, c }) => respond(c, () => events.create(actor, body, writeContext(c, body, false))),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Replace an event, confirm or unconfirm it (isConfirmed); ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: writeAccess,
    },
    ({ actor, params, body, c }) =>
      respond(c, () => events.update(actor, params.id, body, writeContext(c, body))),
  );

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Soft-delete an event (the deletion syncs); ${ifMatchHeader} required`,
      access: writeAccess,
    },
    ({ actor, params, c }) => respond(c, () => events.remove(actor, params.id, writeContext(c, null))),
  );

  const voyageActions = [
    [
      endpoints.confirmVoyageInformation,
      'Confirm the voyage information (EMIS-129)',
      events.confirmVoyageInformation,
    ],
    [
      endpoints.unconfirmVoyageInformation,
      'Unconfirm the voyage information',
      events.unconfirmVoyageInformation,
    ],
    [endpoints.confirmVoyageData, 'Confirm the voyage data (EMIS-130, EMIS-131)', events.confirmVoyageData],
    [endpoints.unconfirmVoyageData, 'Unconfirm the voyage data', events.unconfirmVoyageData],
  ] as const;
  for (const [contract, summary, run] of voyageActions) {
    router.authenticated(
      {
        ...contract,
        tag,
        summary: `${summary}; id = the departure, ${ifMatchHeader} = its version; answers the departure`,
        access: writeAccess,
      },
      ({ actor, params, c }) => respond(c, () => run(actor, params.id, writeContext(c, null))),
    );
  }
}
