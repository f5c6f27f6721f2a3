// Vessels (003 §7) and the partner list GET /Kognifai/Vessels.
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  ExtendedVesselSchema,
  VesselDraftRequestSchema,
  VesselSchema,
  VesselUpdateRequestSchema,
  VesselsQuerySchema,
} from '../../domain/contracts/vessels.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, withVersion } from '../http/sync-http.ts';
import type { VesselsService } from './vessels.service.ts';

const tag = 'Vessels';

export function registerVesselRoutes(router: ApiRouter, { vessels }: { vessels: VesselsService }): void {
  router.authenticated(
    {
      method: 'get',
      path: '/Vessels',
      tag,
      summary: 'The vessels the caller sees (IgnoreCompany: all, for Administrators; companyId: one company)',
      access: 'every role but KognifaiUser; scope per ADR 0002',
      query: VesselsQuerySchema,
      response: v.array(VesselSchema),
    },
    ({ actor, query }) => vessels.list(actor, query),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Vessels/Extended',
      tag,
      summary: 'Every vessel with administration details',
      access: 'Administrator',
      response: v.array(ExtendedVesselSchema),
    },
    ({ actor }) => vessels.listExtended(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Vessels/{id}',
      tag,
      summary: 'One vessel; ETag: its version, which an edit sends back in If-Match',
      access: 'every role but KognifaiUser, with access to the vessel',
      params: IdParamsSchema,
      response: VesselSchema,
    },
    ({ actor, params, c }) => withVersion(c, () => vessels.get(actor, params.id)),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/Vessels/{id}',
      tag,
      summary: `Edits the particulars (003 §5 validation; the IMO number cannot change); ${ifMatchHeader} carries the version it was based on (412 with the current vessel when someone saved in between, 428 without it)`,
      access: 'SuperUser or Administrator, with access to the vessel',
      params: IdParamsSchema,
      body: VesselUpdateRequestSchema,
      response: VesselSchema,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => vessels.update(actor, params.id, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/Vessels/{id}/Draft',
      tag,
      summary: 'Sets the mean draft (0-25 m)',
      access: 'every role but KognifaiUser, with access to the vessel',
      params: IdParamsSchema,
      body: VesselDraftRequestSchema,
      response: VesselSchema,
    },
    ({ actor, params, body }) => vessels.updateDraft(actor, params.id, body.draftMean),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Kognifai/Vessels',
      tag,
      summary: "The partner's vessels (its access groups)",
      access: 'KognifaiUser',
      response: v.array(VesselSchema),
    },
    ({ actor }) => vessels.listForPartner(actor),
  );
}
