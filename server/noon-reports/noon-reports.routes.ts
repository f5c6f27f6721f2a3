// The noon report endpoints (ADR 0102), synced like EmissionReportVesselEvents: writes answer with
// the stored result of their Idempotency-Key and the row version as ETag; PUT and DELETE need
// If-Match (412 stale, 428 missing).
import { noonReportEndpoints as endpoints } from '../../domain/contracts/noon-reports.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import { emissionReportReadAccess } from '../voyages/public.ts';
import type { VoyageNoonFuelService } from './voyage-noon-fuel.service.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { respond, voyageDataAccess as access, writeContext } from '../http/sync-http.ts';
import type { NoonReportsService } from './noon-reports.service.ts';

const tag = 'Noon reports';

export function registerNoonReportRoutes(
  router: ApiRouter,
  services: { noonReports: NoonReportsService; voyageNoonFuel: VoyageNoonFuelService },
): void {
  const { noonReports, voyageNoonFuel } = services;

  router.authenticated(
    {
      ...endpoints.voyageNoonFuel,
      tag,
      summary:
        "A voyage's fuel per fuel type (departure to arrival, as the emission report counts it) beside the sum of the noon reports of that period and the difference (noon reports minus voyage), in tonnes; id = an event of the voyage, departureId = its departure",
      access: emissionReportReadAccess,
    },
    ({ actor, params, query }) => voyageNoonFuel.voyage(actor, params.id, query.departureId),
  );

  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary: 'The noon reports of a vessel with from ≤ report time < to, in time order',
      access,
    },
    ({ actor, query }) => noonReports.find(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.get,
      tag,
      summary: 'One noon report with the warnings found when it was saved',
      access,
    },
    ({ actor, params }) => noonReports.get(actor, params.id),
  );

  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary:
        'Create a noon report with its client-generated id (Idempotency-Key makes repeats safe); impossible values are refused, implausible ones saved with warnings',
      access,
    },
    ({ actor, body, c }) => respond(c, () => noonReports.create(actor, body, writeContext(c, body, false))),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Replace a noon report; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access,
    },
    ({ actor, params, body, c }) =>
      respond(c, () => noonReports.update(actor, params.id, body, writeContext(c, body))),
  );

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Soft-delete a noon report (the deletion syncs); ${ifMatchHeader} required`,
      access,
    },
    ({ actor, params, c }) => respond(c, () => noonReports.remove(actor, params.id, writeContext(c, null))),
  );
}
