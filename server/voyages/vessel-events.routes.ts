// The offline-synced endpoints of EmissionReportVesselEvents (endpoints.tsv); the change feed is in
// sync-feed.routes.ts, the HTTP helpers every synced route shares in sync-http.ts.
// Writes answer with the stored result of their Idempotency-Key and the row version as ETag.
import * as v from 'valibot';
import {
  FindVesselEventsQuerySchema,
  VesselEventListSchema,
  VesselEventSchema,
  VesselEventWriteSchema,
} from '../../domain/contracts/emission-report-vessel-events.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { respond, voyageDataAccess as writeAccess, writeContext } from '../http/sync-http.ts';
import type { createVesselEventsService } from './vessel-events.service.ts';
import { emissionReportReadAccess } from './emission-report-access.ts';

const tag = 'Emission report vessel events';
const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid('The id must be a UUID.')) });
const FindVoyageQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
  departureId: v.pipe(v.string(), v.uuid('The departureId must be a UUID.')),
});

export function registerVesselEventRoutes(
  router: ApiRouter,
  services: { vesselEvents: ReturnType<typeof createVesselEventsService> },
): void {
  const { vesselEvents: events } = services;

  router.authenticated(
    {
      method: 'get',
      path: '/EmissionReportVesselEvents/Find',
      tag,
      summary: 'The emission report events of a vessel',
      access: emissionReportReadAccess,
      query: FindVesselEventsQuerySchema,
      response: VesselEventListSchema,
    },
    ({ actor, query }) => events.find(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/EmissionReportVesselEvents/FindVoyageVesselEvents',
      tag,
      summary: 'The events of one voyage: its departure up to the next departure',
      access: emissionReportReadAccess,
      query: FindVoyageQuerySchema,
      response: VesselEventListSchema,
    },
    ({ actor, query }) => events.findVoyage(actor, query.vesselId, query.departureId),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/EmissionReportVesselEvents',
      tag,
      summary:
        'Create an event of any type with its client-generated id under the rules of 002 §5 (Idempotency-Key makes repeats safe)',
      access: writeAccess,
      body: VesselEventWriteSchema,
      response: VesselEventSchema,
      status: 201,
    },
    ({ actor, body, c }) => respond(c, () => events.create(actor, body, writeContext(c, body, false))),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/EmissionReportVesselEvents/{id}',
      tag,
      summary: `Replace an event, confirm or unconfirm it (isConfirmed); ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: writeAccess,
      params: IdParamsSchema,
      body: VesselEventWriteSchema,
      response: VesselEventSchema,
    },
    ({ actor, params, body, c }) =>
      respond(c, () => events.update(actor, params.id, body, writeContext(c, body))),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/EmissionReportVesselEvents/{id}',
      tag,
      summary: `Soft-delete an event (the deletion syncs); ${ifMatchHeader} required`,
      access: writeAccess,
      params: IdParamsSchema,
      response: VesselEventSchema,
    },
    ({ actor, params, c }) => respond(c, () => events.remove(actor, params.id, writeContext(c, null))),
  );

  const voyageActions = [
    [
      'ConfirmVoyageInformation',
      'Confirm the voyage information (EMIS-129)',
      events.confirmVoyageInformation,
    ],
    ['UnconfirmVoyageInformation', 'Unconfirm the voyage information', events.unconfirmVoyageInformation],
    ['ConfirmVoyageData', 'Confirm the voyage data (EMIS-130, EMIS-131)', events.confirmVoyageData],
    ['UnconfirmVoyageData', 'Unconfirm the voyage data', events.unconfirmVoyageData],
  ] as const;
  for (const [action, summary, run] of voyageActions) {
    router.authenticated(
      {
        method: 'post',
        path: `/EmissionReportVesselEvents/{id}/${action}`,
        tag,
        summary: `${summary}; id = the departure, ${ifMatchHeader} = its version; answers the departure`,
        access: writeAccess,
        params: IdParamsSchema,
        response: VesselEventSchema,
      },
      ({ actor, params, c }) => respond(c, () => run(actor, params.id, writeContext(c, null))),
    );
  }
}
