// The noon report endpoints (ADR 0102), synced like EmissionReportVesselEvents: writes answer with
// the stored result of their Idempotency-Key and the row version as ETag; PUT and DELETE need
// If-Match (412 stale, 428 missing).
import * as v from 'valibot';
import {
  FindNoonReportsQuerySchema,
  NoonReportListSchema,
  NoonReportSchema,
  NoonReportWriteSchema,
} from '../../domain/contracts/noon-reports.ts';
import { VoyageReportParamsSchema } from '../../domain/contracts/emission-reports.ts';
import { VoyageNoonFuelSchema } from '../../domain/contracts/noon-reports.ts';
import { IdSchema } from '../../domain/contracts/common.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import { emissionReportReadAccess } from '../voyages/emission-report-access.ts';
import type { VoyageNoonFuelService } from './voyage-noon-fuel.service.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { respond, voyageDataAccess as access, writeContext } from '../http/sync-http.ts';
import type { NoonReportsService } from './noon-reports.service.ts';

const tag = 'Noon reports';
const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid('The id must be a UUID.')) });

export function registerNoonReportRoutes(
  router: ApiRouter,
  services: { noonReports: NoonReportsService; voyageNoonFuel: VoyageNoonFuelService },
): void {
  const { noonReports, voyageNoonFuel } = services;

  router.authenticated(
    {
      method: 'get',
      path: '/EmissionReport/VoyageNoonFuel/{id}',
      tag,
      summary:
        "A voyage's fuel per fuel type (departure to arrival, as the emission report counts it) beside the sum of the noon reports of that period and the difference (noon reports minus voyage), in tonnes; id = an event of the voyage, departureId = its departure",
      access: emissionReportReadAccess,
      params: VoyageReportParamsSchema,
      query: v.object({ departureId: v.optional(IdSchema) }),
      response: VoyageNoonFuelSchema,
    },
    ({ actor, params, query }) => voyageNoonFuel.voyage(actor, params.id, query.departureId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/NoonReports/Find',
      tag,
      summary: 'The noon reports of a vessel with from ≤ report time < to, in time order',
      access,
      query: FindNoonReportsQuerySchema,
      response: NoonReportListSchema,
    },
    ({ actor, query }) => noonReports.find(actor, query),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/NoonReports/{id}',
      tag,
      summary: 'One noon report with the warnings found when it was saved',
      access,
      params: IdParamsSchema,
      response: NoonReportSchema,
    },
    ({ actor, params }) => noonReports.get(actor, params.id),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/NoonReports',
      tag,
      summary:
        'Create a noon report with its client-generated id (Idempotency-Key makes repeats safe); impossible values are refused, implausible ones saved with warnings',
      access,
      body: NoonReportWriteSchema,
      response: NoonReportSchema,
      status: 201,
    },
    ({ actor, body, c }) => respond(c, () => noonReports.create(actor, body, writeContext(c, body, false))),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/NoonReports/{id}',
      tag,
      summary: `Replace a noon report; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access,
      params: IdParamsSchema,
      body: NoonReportWriteSchema,
      response: NoonReportSchema,
    },
    ({ actor, params, body, c }) =>
      respond(c, () => noonReports.update(actor, params.id, body, writeContext(c, body))),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/NoonReports/{id}',
      tag,
      summary: `Soft-delete a noon report (the deletion syncs); ${ifMatchHeader} required`,
      access,
      params: IdParamsSchema,
      response: NoonReportSchema,
    },
    ({ actor, params, c }) => respond(c, () => noonReports.remove(actor, params.id, writeContext(c, null))),
  );
}
