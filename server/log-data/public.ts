// What the log-data capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export { listVesselVariables, upsertPackageVariables } from './log-variables.repository.ts';
export type { LogVariableRow } from './log-variables.repository.ts';
export type { LogVariablesService } from './log-variables.service.ts';
export { ensureSamplePartitions } from './partitions.repository.ts';
export {
  loadNewSamples,
  loadSamples,
  rebuildRollupsAt,
  removeSamplesToReplace,
} from './sample-store.repository.ts';
export type { SampleBatch } from './sample-store.repository.ts';
export { readSeries, readSeriesOfMany } from './series-reader.repository.ts';
export type { SeriesInterval, SeriesRow } from './series-reader.repository.ts';
