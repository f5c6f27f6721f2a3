// Vessel settings (002 §2, ADR 0024): GET and PUT /VesselSettings/{vesselId} (PUT with If-Match
// and Idempotency-Key, like the vessel events), the cargo units the vessel carries under the
// vessel administration service (EMIS-209), and the external (Veracity) key (EMIS-215, SuperUser only).
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import {
  vesselSettingsEndpoints as endpoints,
  type VesselCargoUnitRequest,
} from '../../domain/contracts/vessel-settings.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Actor } from '../security/actor.ts';
import type { createVesselSettingsService } from './vessel-settings.service.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { respond, voyageDataAccess, writeContext } from '../http/sync-http.ts';
import type { WriteContext } from '../db/synced-table.ts';

const tag = 'Vessel settings';
const keyAccess = 'SuperUser, for a vessel of its company (Administrators too get 403, DECISIONS EMIS-199)';

export function registerVesselSettingsRoutes(
  router: ApiRouter,
  services: { vesselSettings: ReturnType<typeof createVesselSettingsService> },
): void {
  const { vesselSettings: settings } = services;

  router.authenticated(
    {
      ...endpoints.get,
      tag,
      summary: 'The settings of a vessel with its cargo units and hasVeracityKey (never saved: version 0)',
      access: voyageDataAccess,
    },
    ({ actor, params }) => settings.get(actor, params.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Replaces the settings; ${ifMatchHeader} carries the version it was based on ("0" for the first save; 412 stale, 428 missing)`,
      access: voyageDataAccess,
    },
    ({ actor, params, body, c }) =>
      respond(c, () => settings.update(actor, params.vesselId, body, writeContext(c, body))),
  );

  const cargoUnitCalls: {
    contract: typeof endpoints.addCargoUnit | typeof endpoints.removeCargoUnit;
    summary: string;
    run: (
      actor: Actor,
      vesselId: string,
      input: VesselCargoUnitRequest,
      write: WriteContext,
    ) => Promise<StoredAnswer>;
  }[] = [
    {
      contract: endpoints.addCargoUnit,
      summary: 'Adds a cargo unit to those the vessel carries',
      run: settings.addCargoUnit,
    },
    {
      contract: endpoints.removeCargoUnit,
      summary: 'Removes a cargo unit from those the vessel carries',
      run: settings.removeCargoUnit,
    },
  ];
  for (const call of cargoUnitCalls) {
    router.authenticated(
      {
        ...call.contract,
        tag,
        summary: `${call.summary} (id = vesselId); answers the vessel's cargo units`,
        access: voyageDataAccess,
      },
      ({ actor, params, body, c }) =>
        respond(c, () => call.run(actor, params.id, body, writeContext(c, body, false))),
    );
  }

  router.authenticated(
    {
      ...endpoints.getVeracityKey,
      tag,
      summary: 'The external (Veracity) key in clear text and its expiration date (key null: none stored)',
      access: keyAccess,
    },
    ({ actor, params }) => settings.getVeracityKey(actor, params.id),
  );

  router.authenticated(
    {
      ...endpoints.updateVeracityKey,
      tag,
      summary:
        'Sets the external key: { vesselId, key } or { vesselId, veracityKey }, optional expirationDate',
      access: keyAccess,
    },
    ({ actor, body }) => settings.updateVeracityKey(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.getVeracityKeyExpiration,
      tag,
      summary: "The external key's expiration date (null: no key or no expiry)",
      access: keyAccess,
    },
    ({ actor, params }) => settings.getVeracityKeyExpiration(actor, params.id),
  );
}
