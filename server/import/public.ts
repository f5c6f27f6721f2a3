// What the import capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export { importMappingStore } from './import-mappings.repository.ts';
export type { ImportMappingRow } from './import-mappings.repository.ts';
export type { ImportStatusService } from './import-status.service.ts';
export { findImportBySha, insertImport } from './import-records.repository.ts';
export { findVesselById } from './import-vessels.repository.ts';
export type { ImportVessel } from './import-vessels.repository.ts';
export { openPackage } from './package-reader.ts';
export { packageFile, packagesDir, storePackage } from './package-store.ts';
export { writeSimulatedPackage } from './package-writer.ts';
export type { PipelineContext } from './pipeline-context.ts';
export { ZipWriter } from './zip-writer.ts';
