// Who may read and write voyage data (DECISIONS: every role that sees the vessel, except the
// partner type KognifaiUser): one check for every synced route.
import { forbidden } from '../http/app-error.ts';
import { requireNotPartner, requirePartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import type { VesselsService } from './vessels.service.ts';

export type VoyageDataAccess = ((actor: Actor, vesselId: string) => Promise<void>) & {
  /** The same check for several vessels: one query when all are reached (else a loop of the check). */
  all?: (actor: Actor, vesselIds: readonly string[]) => Promise<void>;
};

/** A read about several vessels: those of the ids the caller may reach (the others left out). */
export type VoyageDataReach = (actor: Actor, vesselIds: readonly string[]) => Promise<Set<string>>;

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

/**
 * The same rule for a read about several vessels, in one statement: 403 for the partner type;
 * the vessels out of reach (or unknown) are left out, and 403 when none of them is left, as a
 * call about one vessel out of reach is refused.
 */
export function voyageDataReach(vessels: VesselsService): VoyageDataReach {
  return async (actor, vesselIds) => {
    requireNotPartner(actor);
    const reached = await vessels.reachableVesselIds(actor, vesselIds);
    if (reached.size === 0) throw forbidden();
    return reached;
  };
}
