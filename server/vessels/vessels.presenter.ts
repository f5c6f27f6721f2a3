// Records to wire contracts (camelCase, UTC ISO strings, the spec's field names).
import type { VesselPerformance } from '../../domain/performance/vessel-performance.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { iso } from '../http/presenting.ts';
import type { VesselRecord } from './vessels.repository.ts';

export type LogDataRange = { logDataMinDate: string | null; logDataMaxDate: string | null };

export function presentVessel(
  vessel: VesselRecord,
  performance: VesselPerformance | null,
  logData: LogDataRange | null = null,
): Vessel {
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
    // The course is not kept with the vessel; the map reads it from the log data (ADR 0050).
    course: null,
    logDataMinDate: logData?.logDataMinDate ?? null,
    logDataMaxDate: logData?.logDataMaxDate ?? null,
    trendDataMinDate: performance?.trendDataMinDate ?? null,
    trendDataMaxDate: performance?.trendDataMaxDate ?? null,
    trendSource: performance?.source ?? null,
    features: vessel.features,
    version: vessel.version,
  };
}
