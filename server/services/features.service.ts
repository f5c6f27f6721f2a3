// The feature catalogue and the features of one vessel (003 §2 'Feature switches').
import type { Feature } from '../../domain/contracts/features.ts';
import { requireNotPartner } from '../policies/access-policy.ts';
import type { Actor } from '../policies/actor.ts';
import { presentFeature } from '../presenters/presenters.ts';
import { listFeatures, listVesselFeatures } from '../repositories/features.repository.ts';
import type { ServiceContext } from './context.ts';
import type { VesselsService } from './vessels.service.ts';

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
