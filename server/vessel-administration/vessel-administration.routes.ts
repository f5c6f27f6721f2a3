// Vessel administration (003 §7 'Vessel administration'): the administration record, creation,
// edits, the lifecycle calls, the data receiver and feature switches. Cargo units and the Veracity
// key, also under /VesselAdministrations, live with the vessel settings.
import {
  vesselAdministrationEndpoints as endpoints,
  vesselLifecycleCalls,
  vesselLifecycleEndpoints,
} from '../../domain/contracts/vessel-administration.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, withVersion } from '../http/sync-http.ts';
import type { VesselAdministrationService } from './vessel-administration.service.ts';

const tag = 'VesselAdministrations';
const access = 'Administrator';

export function registerVesselAdministrationRoutes(
  router: ApiRouter,
  { vesselAdministration: admin }: { vesselAdministration: VesselAdministrationService },
): void {
  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: 'Every vessel (unassigned, assigned, archived) as administration shows it',
      access,
    },
    ({ actor }) => admin.list(actor),
  );

  router.authenticated(
    {
      ...endpoints.find,
      tag,
      summary:
        'The current data receiver (isDataReceiver=true), or the vessels with an IMO number (in a company)',
      access,
    },
    ({ actor, query }) => admin.find(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.get,
      tag,
      summary:
        'One vessel as administration shows it; ETag: its version, which an edit sends back in If-Match',
      access,
    },
    ({ actor, params, c }) => withVersion(c, () => admin.get(actor, params.id)),
  );

  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary:
        'Creates a vessel (003 §5 validation), assigned to companyId when given (409 when the company holds the IMO number)',
      access,
    },
    ({ actor, body }) => admin.create(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Edits the particulars (the IMO number cannot change; not while archived: 409); ${ifMatchHeader} carries the version it was based on (412 with the current vessel when someone saved in between, 428 without it)`,
      access,
    },
    ({ actor, params, body, c }) => withVersion(c, () => admin.update(actor, params.id, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.assign,
      tag,
      summary: 'Assigns an unassigned vessel to a company (409 when the company holds its IMO number)',
      access,
    },
    ({ actor, params, body }) => admin.assign(actor, params.id, body),
  );

  for (const call of vesselLifecycleCalls) {
    router.authenticated(
      {
        ...vesselLifecycleEndpoints[call.segment],
        tag,
        summary: `${call.summary}; 409 when the status does not allow it`,
        access,
      },
      ({ actor, params }) => admin.act(actor, params.id, call.action),
    );
  }

  for (const [contract, on] of [
    [endpoints.activateFeature, true],
    [endpoints.deactivateFeature, false],
  ] as const) {
    router.authenticated(
      {
        ...contract,
        tag,
        summary: `Switches a feature ${on ? 'on' : 'off'} for the vessel (not while archived: 409)`,
        access,
      },
      ({ actor, params, body }) => admin.switchFeature(actor, params.id, body, on),
    );
  }

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: 'Deletes an archived vessel (409 otherwise); its data is purged after the retention period',
      access,
    },
    ({ actor, params }) => admin.remove(actor, params.id),
  );
}
