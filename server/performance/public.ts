// What the performance capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export { findLongTrendConfiguration, listVesselEvents } from './diagnostic-events.repository.ts';
export {
  findChannelVariables,
  findDailySeries,
  findDailySeriesOfVessels,
  listLongTrends,
  listTrendEvents,
  listTrendEventsOfVessels,
  readBlocks,
} from './long-trends.repository.ts';
export { readinessInputs, trendBasisOf } from './long-trends.service.ts';
export { readReferenceCurves, vesselReferences } from './vessel-references.ts';
export { windCorrectedSeries, type WindCorrectedSeries } from './wind-series.ts';
export { findReferenceCurves, insertReferenceCurve } from './reference-curves.repository.ts';
export type { ReferenceCurveRow } from './reference-curves.repository.ts';
