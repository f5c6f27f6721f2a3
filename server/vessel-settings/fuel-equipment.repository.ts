// fuel_tanks and flow_meters (0110) as synced tables; rows leave as the FuelTank and FlowMeter
// contracts. Also whether a tank or meter already has data (then DELETE deactivates, ADR 0024).
import { sql } from 'kysely';
import type { FlowMeter } from '../../domain/contracts/flow-meters.ts';
import type { FuelTank } from '../../domain/contracts/fuel-tanks.ts';
import type { FuelConsumptionSource } from '../../domain/contracts/reference-lists.ts';
import { defineSyncedTable, type Db } from '../db/synced-table.ts';

function parseSources(value: unknown): FuelConsumptionSource[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as FuelConsumptionSource[];
}

export const fuelTanksTable = defineSyncedTable({
  table: 'fuel_tanks',
  orderBy: 'created_at',
  present: (row): FuelTank => ({
    id: row.id,
    name: row.name,
    vesselId: row.vessel_id,
    fuelTypeId: row.fuel_type_id,
    fuelConsumptionSources: parseSources(row.fuel_consumption_sources),
    isDeactivated: row.is_deactivated,
    version: row.version,
    isDeleted: row.is_deleted,
  }),
});

export const flowMetersTable = defineSyncedTable({
  table: 'flow_meters',
  orderBy: 'created_at',
  present: (row): FlowMeter => ({
    id: row.id,
    name: row.name,
    vesselId: row.vessel_id,
    fuelTypeId: row.fuel_type_id,
    fuelConsumptionSources: parseSources(row.fuel_consumption_sources),
    fuelMassFlowRateLogVariableId: row.fuel_mass_flow_rate_log_variable_id,
    isDeactivated: row.is_deactivated,
    version: row.version,
    isDeleted: row.is_deleted,
  }),
});

/** Whether any sounding, operation or consumption (deleted ones included) refers to the tank. */
export async function fuelTankHasData(db: Db, fuelTankId: string): Promise<boolean> {
  const rows = await db
    .selectFrom('fuel_tank_soundings')
    .select('id')
    .where('fuel_tank_id', '=', fuelTankId)
    .unionAll(db.selectFrom('fuel_tank_operations').select('id').where('fuel_tank_id', '=', fuelTankId))
    .unionAll(
      db.selectFrom('fuel_tank_fuel_consumptions').select('id').where('fuel_tank_id', '=', fuelTankId),
    )
    .limit(1)
    .execute();
  return rows.length > 0;
}

/** Whether any operation or consumption (deleted ones included) refers to the flow meter. */
export async function flowMeterHasData(db: Db, flowMeterId: string): Promise<boolean> {
  const rows = await db
    .selectFrom('flow_meter_operations')
    .select('id')
    .where('flow_meter_id', '=', flowMeterId)
    .unionAll(
      db.selectFrom('flow_meter_fuel_consumptions').select('id').where('flow_meter_id', '=', flowMeterId),
    )
    .limit(1)
    .execute();
  return rows.length > 0;
}

/** Whether a log variable belongs to the vessel (a flow meter's flow rate variable). */
export async function isVesselLogVariable(db: Db, vesselId: string, logVariableId: string): Promise<boolean> {
  const { rows } =
    await sql`SELECT 1 FROM log_variables WHERE id = ${logVariableId} AND vessel_id = ${vesselId}`.execute(
      db,
    );
  return rows.length > 0;
}
