// The feature catalogue and the features of one vessel (003 §2 'Feature switches').
import type { Feature } from '../../domain/contracts/features.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { presentFeature } from './features.presenter.ts';
import { listFeatures, listVesselFeatures } from './features.repository.ts';
import type { ServiceContext } from '../context.ts';
import type { VesselsService } from '../vessels/vessels.service.ts';

export function createFeaturesService(ctx: ServiceContext, vessels: VesselsService) {
  return {
    async list(actor: Actor): Promise<Feature[]> {
      requireNotPartner(actor);
      return (await listFeatures(ctx.db)).map(presentFeature);
    },

    async findForVessel(actor: Actor, vesselId: string): Promise<Feature[]> {
      requireNotPartner(actor);
      await vessels.getReachableVessel(actor, vesselId);
      return (await listVesselFeatures(ctx.db, vesselId)).map(presentFeature);
    },
  };
}
export type FeaturesService = ReturnType<typeof createFeaturesService>;
