// Vessels (003 §7) and the partner list GET /Kognifai/Vessels.
import { vesselEndpoints as endpoints } from '../../domain/contracts/vessels.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, withVersion } from '../http/sync-http.ts';
import type { VesselsService } from './vessels.service.ts';

const tag = 'Vessels';

export function registerVesselRoutes(router: ApiRouter, { vessels }: { vessels: VesselsService }): void {
  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: 'The vessels the caller sees (IgnoreCompany: all, for Administrators; companyId: one company)',
      access: 'every role but KognifaiUser; scope per ADR 0002',
    },
    ({ actor, query }) => vessels.list(actor, query),
  );

  router.authenticated(
    {
      ...endpoints.extended,
      tag,
      summary: 'Every vessel with administration details',
      access: 'Administrator',
    },
    ({ actor }) => vessels.listExtended(actor),
  );

  router.authenticated(
    {
      ...endpoints.get,
      tag,
      summary: 'One vessel; ETag: its version, which an edit sends back in If-Match',
      access: 'every role but KognifaiUser, with access to the vessel',
    },
    ({ actor, params, c }) => withVersion(c, () => vessels.get(actor, params.id)),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Edits the particulars (003 §5 validation; the IMO number cannot change); ${ifMatchHeader} carries the version it was based on (412 with the current vessel when someone saved in between, 428 without it)`,
      access: 'SuperUser or Administrator, with access to the vessel',
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => vessels.update(actor, params.id, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.updateDraft,
      tag,
      summary: 'Sets the mean draft (0-25 m)',
      access: 'every role but KognifaiUser, with access to the vessel',
    },
    ({ actor, params, body }) => vessels.updateDraft(actor, params.id, body.draftMean),
  );

  router.authenticated(
    {
      ...endpoints.partnerList,
      tag,
      summary: "The partner's vessels (its access groups)",
      access: 'KognifaiUser',
    },
    ({ actor }) => vessels.listForPartner(actor),
  );
}
