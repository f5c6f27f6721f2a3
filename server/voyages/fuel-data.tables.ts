// The fuel data tables of 0110 (soundings, fuel tank operations and consumptions, flow meter
// operations and consumptions) as synced tables; rows leave as the contracts of
// domain/contracts/fuel-data.ts. Listed in synced-entities.ts for the change feed.
import type {
  FlowMeterFuelConsumption,
  FlowMeterOperation,
  FuelTankFuelConsumption,
  FuelTankOperation,
  FuelTankSounding,
} from '../../domain/contracts/fuel-data.ts';
import { defineSyncedTable } from '../db/synced-table.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export const soundingsTable = defineSyncedTable({
  table: 'fuel_tank_soundings',
  orderBy: 'timestamp',
  present: (row): FuelTankSounding => ({
    id: row.id,
    vesselId: row.vessel_id,
    fuelTankId: row.fuel_tank_id,
    timestamp: iso(row.timestamp),
    fuelAmountInTon: row.fuel_amount_in_ton,
    fuelAmountInCubicMetres: row.fuel_amount_in_cubic_metres,
    fuelTemperatureInDegreesCelcius: row.fuel_temperature_in_degrees_celcius,
    version: row.version,
    isDeleted: row.is_deleted,
  }),
});

export const fuelTankOperationsTable = defineSyncedTable({
  table: 'fuel_tank_operations',
  orderBy: 'timestamp',
  present: (row): FuelTankOperation => ({
    id: row.id,
    vesselId: row.vessel_id,
    fuelTankId: row.fuel_tank_id,
    timestamp: iso(row.timestamp),
    fuelTypeId: row.fuel_type_id,
    fuelDensity: row.fuel_density,
    fuelAdjustmentInTon: row.fuel_adjustment_in_ton,
    sulphurContent: row.sulphur_content,
    version: row.version,
    isDeleted: row.is_deleted,
  }),
});

export const fuelTankConsumptionsTable = defineSyncedTable({
  table: 'fuel_tank_fuel_consumptions',
  orderBy: 'start_at',
  present: (row): FuelTankFuelConsumption => ({
    id: row.id,
    vesselId: row.vessel_id,
    fuelTankId: row.fuel_tank_id,
    vesselEventId: row.vessel_event_id,
    departureId: row.departure_id,
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    fuelTypeId: row.fuel_type_id,
    fuelConsumptionInTon: row.fuel_consumption_in_ton,
    timestamp: row.timestamp === null ? null : iso(row.timestamp),
    version: row.version,
    isDeleted: row.is_deleted,
  }),
});

export const flowMeterOperationsTable = defineSyncedTable({
  table: 'flow_meter_operations',
  orderBy: 'timestamp',
  present: (row): FlowMeterOperation => ({
    id: row.id,
    vesselId: row.vessel_id,
    flowMeterId: row.flow_meter_id,
    timestamp: iso(row.timestamp),
    fuelTypeId: row.fuel_type_id,
    estimatedFuelMassFlowRateInTonDay: row.estimated_fuel_mass_flow_rate_in_ton_day,
    version: row.version,
    isDeleted: row.is_deleted,
  }),
});

export const flowMeterConsumptionsTable = defineSyncedTable({
  table: 'flow_meter_fuel_consumptions',
  orderBy: 'start_at',
  present: (row): FlowMeterFuelConsumption => ({
    id: row.id,
    vesselId: row.vessel_id,
    vesselEventId: row.vessel_event_id,
    flowMeterId: row.flow_meter_id,
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    fuelTypeId: row.fuel_type_id,
    fuelConsumptionInTon: row.fuel_consumption_in_ton,
    correctedFuelConsumptionInTon: row.corrected_fuel_consumption_in_ton,
    actualFuelConsumptionInTon: row.actual_fuel_consumption_in_ton,
    fuelConsumptionSource: row.fuel_consumption_source,
    version: row.version,
    isDeleted: row.is_deleted,
  }),
});
