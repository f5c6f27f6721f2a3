// Who may read and write voyage data (DECISIONS: every role that sees the vessel, except the
// partner type KognifaiUser): one check for every synced route.
import { requireNotPartner, requirePartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import type { VesselsService } from './vessels.service.ts';

export type VoyageDataAccess = ((actor: Actor, vesselId: string) => Promise<void>) & {
  /** The same check for several vessels: one query when all are reached (else a loop of the check). */
  all?: (actor: Actor, vesselIds: readonly string[]) => Promise<void>;
};

/** 403 for the partner type or a vessel outside the caller's reach (404 for an unknown vessel). */
export function voyageDataAccess(vessels: VesselsService): VoyageDataAccess {
  return Object.assign(
    async (actor: Actor, vesselId: string) => {
      requireNotPartner(actor);
      await vessels.requireReachableVessel(actor, vesselId);
    },
    {
      all: async (actor: Actor, vesselIds: readonly string[]) => {
        requireNotPartner(actor);
        await vessels.requireReachableVessels(actor, vesselIds);
      },
    },
  );
}

/** The partner type's access to a vessel's data through the /Kognifai calls (403 for every other role). */
export function partnerVesselAccess(vessels: VesselsService): VoyageDataAccess {
  return Object.assign(
    async (actor: Actor, vesselId: string) => {
      requirePartner(actor);
      await vessels.requireReachableVessel(actor, vesselId);
    },
    {
      all: async (actor: Actor, vesselIds: readonly string[]) => {
        requirePartner(actor);
        await vessels.requireReachableVessels(actor, vesselIds);
      },
    },
  );
}

/** `access` for several vessels: one query through `all` when it offers it, else vessel by vessel. */
export async function requireAccessToAll(
  access: VoyageDataAccess,
  actor: Actor,
  vesselIds: readonly string[],
): Promise<void> {
  if (access.all) await access.all(actor, vesselIds);
  else for (const vesselId of new Set(vesselIds)) await access(actor, vesselId);
}
