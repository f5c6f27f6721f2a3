// GET /CharterParty/Table (001 §2 'Curve table', ADR 0056): ours, the spec names no call for it.
import { charterPartyEndpoints as endpoints } from '../../domain/contracts/charter-party.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { CharterPartyService } from './charter-party.service.ts';

export function registerCharterPartyRoutes(router: ApiRouter, charterParty: CharterPartyService): void {
  router.authenticated(
    {
      ...endpoints.table,
      tag: 'Charter party',
      summary:
        "The vessel's sea passages in a date range: actual main-engine fuel, the fuel the TimeCharter or SpotMarket curve allows, difference, distance and a summary",
      access:
        'every role but KognifaiUser, with access to the vessel, where the vessel has the CharterParty feature',
    },
    ({ actor, query }) => charterParty.table(actor, query),
  );
}
