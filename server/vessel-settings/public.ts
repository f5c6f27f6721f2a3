// What the vessel-settings capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export { flowMetersTable, fuelTanksTable } from './fuel-equipment.repository.ts';
export { fuelEquipmentMessages } from './fuel-equipment.service.ts';
export {
  addVesselCargoUnit,
  listVesselCargoUnits,
  saveVesselSettings,
  vesselSettingsColumns,
  vesselSettingsTable,
} from './vessel-settings.repository.ts';
