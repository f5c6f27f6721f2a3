// The ISO 19030 calls (001 §7, PERF-158): the events of endpoints.tsv, and the performance indicators
// per vessel, which the spec lists as 'GET /{hash}/{id}' (PERF-159): ours,
// GET /Iso19030PerformanceIndicators/{vesselId} (ADR 0080).
import { iso19030Endpoints as endpoints } from '../../domain/contracts/iso19030.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { Iso19030Service } from './iso19030.service.ts';

const tag = 'ISO 19030';
const access =
  'every role but KognifaiUser, with access to the vessel, where the vessel has the Diagnostics feature';

export function registerIso19030Routes(router: ApiRouter, iso19030: Iso19030Service): void {
  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: 'The hull and propeller events of every vessel the caller sees that has the module',
      access,
    },
    ({ actor }) => iso19030.list(actor),
  );

  router.authenticated(
    {
      ...endpoints.listOfVessel,
      tag,
      summary: "The vessel's hull and propeller events, by start date",
      access,
    },
    ({ actor, params }) => iso19030.listOfVessel(actor, params.id),
  );

  router.authenticated(
    {
      ...endpoints.get,
      tag,
      summary: 'One hull or propeller event, its version also as ETag',
      access,
    },
    ({ actor, params, c }) => withVersion(c, () => iso19030.get(actor, params.id)),
  );

  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary:
        'Records a hull or propeller event (a dry-docking from in-docking to out-docking, a hull cleaning, a propeller polishing, ...)',
      access,
    },
    ({ actor, body }) => iso19030.create(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Changes the fields named in the body (type, start and end dates, description); ${ifMatchHeader} carries the version it was based on (412 with the current event when stale, 428 without it)`,
      access,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => iso19030.update(actor, params.id, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Deletes a hull or propeller event; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access,
    },
    ({ actor, params, c }) => orRefusal(c, () => iso19030.remove(actor, params.id, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.indicators,
      tag,
      summary:
        "The four ISO 19030 performance indicators (dry-docking performance, in-service performance, maintenance trigger, maintenance effect per maintenance event) over the vessel's daily speed performance values, with their reference and evaluation periods, and those values",
      access,
    },
    ({ actor, params, query }) => iso19030.indicators(actor, params.vesselId, query),
  );
}
