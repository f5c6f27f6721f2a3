// Who may read and write voyage data (DECISIONS: every role that sees the vessel, except the
// partner type KognifaiUser): one check for every synced route.
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import type { VesselsService } from './vessels.service.ts';

export type VoyageDataAccess = (actor: Actor, vesselId: string) => Promise<void>;

/** 403 for the partner type or a vessel outside the caller's reach (404 for an unknown vessel). */
export function voyageDataAccess(vessels: VesselsService): VoyageDataAccess {
  return async (actor, vesselId) => {
    requireNotPartner(actor);
    await vessels.requireReachableVessel(actor, vesselId);
  };
}
