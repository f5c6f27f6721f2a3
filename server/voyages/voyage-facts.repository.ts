// What the voyage rules read beyond the events: which events have a live fuel consumption entry
// of an active flow meter or fuel tank (EMIS-130 with the EMIS-131 ruling), and the cargo units a
// vessel carries (EMIS-124: every one needs a cargo detail on a cargo event).
import type { Db } from '../db/synced-table.ts';
import '../db/voyage-data-tables.ts';

/** The ids among `eventIds` with a live consumption entry of a live, not deactivated meter or tank. */
export async function eventsWithFuelConsumption(db: Db, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const ids = [...eventIds];
  // One after the other: inside a transaction the queries share one connection.
  const flowMeter = await db
    .selectFrom('flow_meter_fuel_consumptions as c')
    .innerJoin('flow_meters as m', 'm.id', 'c.flow_meter_id')
    .select('c.vessel_event_id')
    .distinct()
    .where('c.vessel_event_id', 'in', ids)
    .where('c.is_deleted', '=', false)
    .where('m.is_deleted', '=', false)
    .where('m.is_deactivated', '=', false)
    .execute();
  const fuelTank = await db
    .selectFrom('fuel_tank_fuel_consumptions as c')
    .innerJoin('fuel_tanks as t', 't.id', 'c.fuel_tank_id')
    .select('c.vessel_event_id')
    .distinct()
    .where('c.vessel_event_id', 'in', ids)
    .where('c.is_deleted', '=', false)
    .where('t.is_deleted', '=', false)
    .where('t.is_deactivated', '=', false)
    .execute();
  return new Set([...flowMeter, ...fuelTank].map((row) => row.vessel_event_id));
}

export async function vesselCargoUnitIds(db: Db, vesselId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('vessel_cargo_units')
    .select('cargo_unit_id')
    .where('vessel_id', '=', vesselId)
    .execute();
  return rows.map((row) => row.cargo_unit_id);
}
