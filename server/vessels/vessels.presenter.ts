// Records to wire contracts (camelCase, UTC ISO strings, the spec's field names).
import type { ExtendedVessel, Vessel } from '../../domain/contracts/vessels.ts';
import { iso } from '../http/presenting.ts';
import type { VesselPerformance } from '../performance/vessel-status.ts';
import type { VesselRecord } from './vessels.repository.ts';

export function presentVessel(vessel: VesselRecord, performance: VesselPerformance | null): Vessel {
  return {
    id: vessel.id,
    name: vessel.name,
    imoNumber: vessel.imoNumber,
    companyId: vessel.companyId,
    companyName: vessel.companyName,
    vesselType: vessel.vesselType,
    deadweight: vessel.deadweight,
    grossTonnage: vessel.grossTonnage,
    created: vessel.createdAt.toISOString(),
    lastExportDate: iso(vessel.lastExportAt),
    draftMean: vessel.draftMean,
    ballastDraftHigh: vessel.ballastDraftHigh,
    ballastDraftLow: vessel.ballastDraftLow,
    ladenDraftHigh: vessel.ladenDraftHigh,
    ladenDraftLow: vessel.ladenDraftLow,
    maxContinuousRating: vessel.maxContinuousRating,
    speedMaxContinuousRating: vessel.speedMaxContinuousRating,
    numberOfShafts: vessel.numberOfShafts,
    activeStatus: vessel.activeStatus,
    isDataReceiver: vessel.isDataReceiver,
    performanceStatus: performance?.status ?? null,
    // Filled once the data pipeline reports them.
    course: null,
    logDataMinDate: null,
    logDataMaxDate: null,
    trendDataMinDate: performance?.trendDataMinDate ?? null,
    trendDataMaxDate: performance?.trendDataMaxDate ?? null,
    features: vessel.features,
  };
}

export function presentExtendedVessel(
  vessel: VesselRecord,
  performance: VesselPerformance | null,
  accessGroupCount: number,
): ExtendedVessel {
  return { ...presentVessel(vessel, performance), accessGroupCount };
}
