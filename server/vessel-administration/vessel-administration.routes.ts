// Vessel administration (003 §7 'Vessel administration'): the administration record, creation,
// edits, the lifecycle calls, the data receiver and feature switches. Cargo units and the Veracity
// key, also under /VesselAdministrations, live with the vessel settings.
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  VesselAdministrationFindQuerySchema,
  VesselAdministrationSchema,
  VesselAssignRequestSchema,
  VesselCreateRequestSchema,
  VesselFeatureSwitchRequestSchema,
  vesselLifecycleCalls,
} from '../../domain/contracts/vessel-administration.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import { VesselUpdateRequestSchema } from '../../domain/contracts/vessels.ts';
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
      method: 'get',
      path: '/VesselAdministrations',
      tag,
      summary: 'Every vessel (unassigned, assigned, archived) as administration shows it',
      access,
      response: v.array(VesselAdministrationSchema),
    },
    ({ actor }) => admin.list(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/VesselAdministrations/Find',
      tag,
      summary:
        'The current data receiver (isDataReceiver=true), or the vessels with an IMO number (in a company)',
      access,
      query: VesselAdministrationFindQuerySchema,
      response: v.array(VesselAdministrationSchema),
    },
    ({ actor, query }) => admin.find(actor, query),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/VesselAdministrations/{id}',
      tag,
      summary:
        'One vessel as administration shows it; ETag: its version, which an edit sends back in If-Match',
      access,
      params: IdParamsSchema,
      response: VesselAdministrationSchema,
    },
    ({ actor, params, c }) => withVersion(c, () => admin.get(actor, params.id)),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/VesselAdministrations',
      tag,
      summary:
        'Creates a vessel (003 §5 validation), assigned to companyId when given (409 when the company holds the IMO number)',
      access,
      body: VesselCreateRequestSchema,
      response: VesselAdministrationSchema,
      status: 201,
    },
    ({ actor, body }) => admin.create(actor, body),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/VesselAdministrations/{id}',
      tag,
      summary: `Edits the particulars (the IMO number cannot change; not while archived: 409); ${ifMatchHeader} carries the version it was based on (412 with the current vessel when someone saved in between, 428 without it)`,
      access,
      params: IdParamsSchema,
      body: VesselUpdateRequestSchema,
      response: VesselAdministrationSchema,
    },
    ({ actor, params, body, c }) => withVersion(c, () => admin.update(actor, params.id, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/VesselAdministrations/{id}/Assign',
      tag,
      summary: 'Assigns an unassigned vessel to a company (409 when the company holds its IMO number)',
      access,
      params: IdParamsSchema,
      body: VesselAssignRequestSchema,
      response: VesselAdministrationSchema,
    },
    ({ actor, params, body }) => admin.assign(actor, params.id, body),
  );

  for (const call of vesselLifecycleCalls) {
    router.authenticated(
      {
        method: 'post',
        path: `/VesselAdministrations/{id}/${call.segment}`,
        tag,
        summary: `${call.summary}; 409 when the status does not allow it`,
        access,
        params: IdParamsSchema,
        response: VesselAdministrationSchema,
      },
      ({ actor, params }) => admin.act(actor, params.id, call.action),
    );
  }

  for (const [segment, on] of [
    ['ActivateFeature', true],
    ['DeactivateFeature', false],
  ] as const) {
    router.authenticated(
      {
        method: 'post',
        path: `/VesselAdministrations/{id}/${segment}`,
        tag,
        summary: `Switches a feature ${on ? 'on' : 'off'} for the vessel (not while archived: 409)`,
        access,
        params: IdParamsSchema,
        body: VesselFeatureSwitchRequestSchema,
        response: VesselAdministrationSchema,
      },
      ({ actor, params, body }) => admin.switchFeature(actor, params.id, body, on),
    );
  }

  router.authenticated(
    {
      method: 'delete',
      path: '/VesselAdministrations/{id}',
      tag,
      summary: 'Deletes an archived vessel (409 otherwise); its data is purged after the retention period',
      access,
      params: IdParamsSchema,
    },
    ({ actor, params }) => admin.remove(actor, params.id),
  );
}
