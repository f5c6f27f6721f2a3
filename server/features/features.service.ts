// The feature catalogue and the features of one vessel (003 §2 'Feature switches').
import type { Feature } from '../../domain/contracts/features.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { presentFeature } from './features.presenter.ts';
import { notFound } from '../http/app-error.ts';
import { findVesselIdByImo, type VesselsService } from '../vessels/public.ts';
import { listFeatures, listVesselFeatures } from './features.repository.ts';
import type { ServiceContext } from '../context.ts';

export function createFeaturesService(ctx: ServiceContext, vessels: VesselsService) {
  return {
    async list(actor: Actor): Promise<Feature[]> {
      requireNotPartner(actor);
      return (await listFeatures(ctx.db)).map(presentFeature);
    },

    /**
     * GET /Cds/Features: the features of the vessel the data feed knows by `dfiVesselId`, the IMO
     * number its packages carry (ADR 0054); 404 when no vessel has it.
     */
    async findForDataFeed(actor: Actor, dfiVesselId: string): Promise<Feature[]> {
      requireNotPartner(actor);
      const vesselId = await findVesselIdByImo(ctx.db, Number(dfiVesselId));
      if (!vesselId) throw notFound('There is no vessel with that data feed id.');
      return this.findForVessel(actor, vesselId);
    },

    async findForVessel(actor: Actor, vesselId: string): Promise<Feature[]> {
      requireNotPartner(actor);
      await vessels.getReachableVessel(actor, vesselId);
      return (await listVesselFeatures(ctx.db, vesselId)).map(presentFeature);
    },
  };
}
export type FeaturesService = ReturnType<typeof createFeaturesService>;
