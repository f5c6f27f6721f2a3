// The gate of a module that is switched on per vessel (003 §2 'Feature switches', ADR 0059): the
// vessel's reach first (404 or 403 as for every call), then its feature, refused with the readable
// name ('Charter party: feature not available for this vessel.', code FEATURE_NOT_AVAILABLE).
// A gated module is one declaration in the composition root:
//   access: gatedAccess(access, engine, 'Diagnostics')
// and its service checks `access(actor, vesselId)` as any other service does.
import { featureNotAvailableRefusal, type FeatureName } from '../../domain/features.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { AppError } from '../http/app-error.ts';
import { vesselsWithFeature } from './features.repository.ts';
import type { Actor } from '../security/actor.ts';
import { requireAccessToAll, type VoyageDataAccess } from '../vessels/public.ts';

/** Whether the vessel has the feature switched on (one query). */
export async function hasVesselFeature(
  conn: SqlConnection,
  vesselId: string,
  feature: FeatureName,
): Promise<boolean> {
  return (await vesselsWithFeature(conn, [vesselId], feature)).size > 0;
}

export { vesselsWithFeature };

export const featureNotAvailable = (feature: FeatureName) =>
  new AppError('FEATURE_NOT_AVAILABLE', featureNotAvailableRefusal(feature));

/** 403 in words when the vessel does not have the feature. */
export async function requireVesselFeature(
  conn: SqlConnection,
  vesselId: string,
  feature: FeatureName,
): Promise<void> {
  if (!(await hasVesselFeature(conn, vesselId, feature))) throw featureNotAvailable(feature);
}

/**
 * A module's access check: called as `access(actor, vesselId)` for a call about one vessel, it
 * checks the reach and then the feature.
 */
export type GatedAccess = VoyageDataAccess & {
  readonly feature: FeatureName;
  /** The reach alone, for a call of the service that the switch does not gate. */
  readonly reach: VoyageDataAccess;
  /** The feature alone, for a service that checked the reach its own way. */
  requireFeature(vesselId: string): Promise<void>;
  /**
   * A read about several vessels (a comparison): each vessel reached (one query when the reach
   * check offers `all`), then those with the feature kept (one query) and the others left out of the answer. When none has it, the call is refused
   * as a call about one vessel is.
   */
  vessels(actor: Actor, vesselIds: readonly string[]): Promise<Set<string>>;
};

export function gatedAccess(reach: VoyageDataAccess, conn: SqlConnection, feature: FeatureName): GatedAccess {
  const requireFeature = (vesselId: string) => requireVesselFeature(conn, vesselId, feature);
  const access = async (actor: Actor, vesselId: string) => {
    await reach(actor, vesselId);
    await requireFeature(vesselId);
  };
  return Object.assign(access, {
    feature,
    reach,
    requireFeature,
    async vessels(actor: Actor, vesselIds: readonly string[]) {
      const distinct = [...new Set(vesselIds)];
      await requireAccessToAll(reach, actor, distinct);
      const kept = await vesselsWithFeature(conn, distinct, feature);
      if (distinct.length > 0 && kept.size === 0) throw featureNotAvailable(feature);
      return kept;
    },
  });
}
