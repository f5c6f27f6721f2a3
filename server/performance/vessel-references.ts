// The references a vessel's performance values are read against (ADR 0047): its PowerSpeed and SFOC
// curves fitted with their own regressions, and the propeller law of its MCR point. The long-trend
// recalculation, the wind-corrected series (wind-series.ts) and the other capabilities read them here.
import { fitRegressionModel, REGRESSION_KINDS, type RegressionKind } from '../../domain/calc/regression.ts';
import type { VesselReferences } from '../../domain/performance/steady-state.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import type { VesselRecord } from '../vessels/public.ts';
import { findReferenceCurves, type ReferenceCurveRow } from './reference-curves.repository.ts';

/** A curve fitted with its own regression, if it is usable (a known fit, at least two points). */
function curveModel(curve: ReferenceCurveRow | undefined) {
  if (!curve || !(REGRESSION_KINDS as readonly string[]).includes(curve.curveFit) || curve.points.length < 2)
    return null;
  const fit = fitRegressionModel(curve.curveFit as RegressionKind, curve.points, {
    order: curve.regressionOrder,
  });
  return { model: fit.model, referenceDraftM: curve.referenceDraft };
}

/**
 * The speed-power reference (the vessel's PowerSpeed curve), the propeller law (MCR point) and the
 * engine's SFOC reference (its SFOC curve), from the vessel and its curves of those modes.
 */
export function vesselReferences(
  vessel: Pick<VesselRecord, 'maxContinuousRating' | 'speedMaxContinuousRating'>,
  curves: { powerSpeed: ReferenceCurveRow | undefined; sfoc: ReferenceCurveRow | undefined },
): VesselReferences {
  const sfoc = curveModel(curves.sfoc);
  const mcrKw = vessel.maxContinuousRating ?? 0;
  const rpmAtMcr = vessel.speedMaxContinuousRating ?? 0;
  return {
    speedPower: curveModel(curves.powerSpeed),
    propeller: mcrKw > 0 && rpmAtMcr > 0 ? { mcrKw, rpmAtMcr } : null,
    sfoc: sfoc && { model: sfoc.model },
  };
}

/** The vessel's first PowerSpeed and SFOC curves (the ones the long trends read). */
export async function readReferenceCurves(engine: SqlConnection, vesselId: string) {
  const [[powerSpeed], [sfoc]] = await Promise.all([
    findReferenceCurves(engine, vesselId, 'PowerSpeed'),
    findReferenceCurves(engine, vesselId, 'SFOC'),
  ]);
  return { powerSpeed, sfoc };
}
