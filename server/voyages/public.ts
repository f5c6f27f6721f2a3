// What the voyages capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export { cargoDetailsTable } from './cargo-details.repository.ts';
export { emissionReportReadAccess } from './emission-report-access.ts';
export {
  flowMeterConsumptionsTable,
  flowMeterOperationsTable,
  fuelTankConsumptionsTable,
  fuelTankOperationsTable,
  soundingsTable,
} from './fuel-data.tables.ts';
export { findPortsByLoCode } from './ports.repository.ts';
export {
  listRuleEvents,
  vesselEventInsert,
  vesselEventPatch,
  vesselEventsTable,
} from './vessel-events.repository.ts';
export { loggedPositions } from './vessel-locations.service.ts';
export { voyagesOf } from './voyages.service.ts';
