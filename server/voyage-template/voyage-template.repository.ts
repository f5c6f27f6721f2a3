// What the voyage-data template reads and writes (ADR 0077): the vessel's cargo units, meters and
// tanks; the events, cargo and consumptions around a file's times; and the plan's rows, written
// through the synced tables so they reach the crews' devices by the change feed, each row with its
// own feed position.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nextChangeSeq } from '../db/idempotency.ts';
import type { Db, WriteMeta } from '../db/synced-table.ts';
import type { TemplatePlan, TemplateState } from '../../domain/voyages/voyage-template.ts';
import { flowMetersTable, fuelTanksTable, listVesselCargoUnits } from '../vessel-settings/public.ts';
import {
  cargoDetailsTable,
  flowMeterConsumptionsTable,
  fuelTankConsumptionsTable,
  listRuleEvents,
  vesselEventInsert,
  vesselEventPatch,
  vesselEventsTable,
} from '../voyages/public.ts';
import type { TemplateEquipment } from './template-sheet.ts';

/** The vessel's name, cargo units, active flow meters with manual input and active fuel tanks. */
export async function readTemplateEquipment(db: Db, vesselId: string): Promise<TemplateEquipment | null> {
  const vessel = await db.selectFrom('vessels').select('name').where('id', '=', vesselId).executeTakeFirst();
  if (!vessel) return null;
  const cargoUnits = await listVesselCargoUnits(db, vesselId);
  const meters = await flowMetersTable.listByVessel(db, vesselId, { is_deactivated: false });
  const tanks = await fuelTanksTable.listByVessel(db, vesselId, { is_deactivated: false });
  const pick = ({ id, name, fuelTypeId }: { id: string; name: string; fuelTypeId: string }) => ({
    id,
    name,
    fuelTypeId,
  });
  return {
    vesselId,
    vesselName: vessel.name,
    cargoUnits: cargoUnits.map(({ id, name }) => ({ id, name })),
    flowMeters: meters.filter((meter) => meter.fuelMassFlowRateLogVariableId === null).map(pick),
    fuelTanks: tanks.map(pick),
  };
}

/** The live events, cargo and consumptions the rules need for rows between `from` and `to`. */
export async function readTemplateState(
  db: Db,
  vesselId: string,
  span: { from: string; to: string },
  equipment: Pick<TemplateEquipment, 'flowMeters' | 'fuelTanks'>,
): Promise<TemplateState> {
  const events = await listRuleEvents(db, vesselId, span.from, span.to);
  const cargo = await cargoDetailsTable.list(db, { vessel_event_id: events.map((event) => event.id) });
  const meterEntries = await flowMeterConsumptionsTable.list(db, {
    flow_meter_id: equipment.flowMeters.map((meter) => meter.id),
  });
  const tankEntries = await fuelTankConsumptionsTable.list(db, {
    fuel_tank_id: equipment.fuelTanks.map((tank) => tank.id),
  });
  return {
    events,
    cargo: cargo.map(({ id, vesselEventId, cargoUnitId, cargoCarried, version }) => ({
      id,
      vesselEventId,
      cargoUnitId,
      cargoCarried,
      version,
    })),
    fuel: [
      ...meterEntries.map((entry) => ({
        kind: 'flowMeter' as const,
        id: entry.id,
        equipmentId: entry.flowMeterId,
        vesselEventId: entry.vesselEventId,
        startAt: entry.startAt,
        endAt: entry.endAt,
        fuelConsumptionInTon: entry.fuelConsumptionInTon,
        isManual: entry.fuelConsumptionSource === 'Manual',
        version: entry.version,
      })),
      ...tankEntries.map((entry) => ({
        kind: 'fuelTank' as const,
        id: entry.id,
        equipmentId: entry.fuelTankId,
        vesselEventId: entry.vesselEventId,
        startAt: entry.startAt,
        endAt: entry.endAt,
        fuelConsumptionInTon: entry.fuelConsumptionInTon,
        isManual: true,
        version: entry.version,
      })),
    ],
  };
}

/** Writes the plan in the caller's transaction (which holds the sync write lock). */
export async function writeTemplatePlan(
  trx: Transaction<Database>,
  vesselId: string,
  plan: TemplatePlan,
  meta: Omit<WriteMeta, 'changeSeq'> & { changeSeq: number },
): Promise<void> {
  let first = true;
  /** The lock's own position for the first row, a new one for every other. */
  const stamp = async (): Promise<WriteMeta> => {
    if (first) {
      first = false;
      return meta;
    }
    return { ...meta, changeSeq: await nextChangeSeq(trx) };
  };
  const moved = (what: string, id: string) => {
    throw new Error(`The ${what} ${id} changed during the template upload.`);
  };

  for (const event of plan.newEvents) {
    await vesselEventsTable.insert(trx, { ...vesselEventInsert(event), is_confirmed: false }, await stamp());
  }
  for (const { id, version, event } of plan.eventUpdates) {
    const updated = await vesselEventsTable.update(trx, id, version, vesselEventPatch(event), await stamp());
    if (!updated) moved('event', id);
  }
  for (const detail of plan.newCargo) {
    await cargoDetailsTable.insert(
      trx,
      {
        id: detail.id,
        vessel_id: vesselId,
        vessel_event_id: detail.vesselEventId,
        cargo_unit_id: detail.cargoUnitId,
        cargo_carried: detail.cargoCarried,
      },
      await stamp(),
    );
  }
  for (const { id, version, cargoCarried } of plan.cargoUpdates) {
    const updated = await cargoDetailsTable.update(
      trx,
      id,
      version,
      { cargo_carried: cargoCarried },
      await stamp(),
    );
    if (!updated) moved('cargo detail', id);
  }
  for (const entry of plan.newFuel) {
    const common = {
      id: entry.id,
      vessel_id: vesselId,
      vessel_event_id: entry.vesselEventId,
      start_at: entry.startAt,
      end_at: entry.endAt,
      fuel_type_id: entry.fuelTypeId,
      fuel_consumption_in_ton: entry.tonnes,
    };
    if (entry.kind === 'flowMeter') {
      await flowMeterConsumptionsTable.insert(
        trx,
        {
          ...common,
          flow_meter_id: entry.equipmentId,
          corrected_fuel_consumption_in_ton: null,
          actual_fuel_consumption_in_ton: null,
          fuel_consumption_source: 'Manual',
        },
        await stamp(),
      );
    } else {
      await fuelTankConsumptionsTable.insert(
        trx,
        { ...common, fuel_tank_id: entry.equipmentId, departure_id: entry.departureId, timestamp: null },
        await stamp(),
      );
    }
  }
  for (const { kind, id, version, tonnes } of plan.fuelUpdates) {
    const patch = { fuel_consumption_in_ton: tonnes };
    const updated =
      kind === 'flowMeter'
        ? await flowMeterConsumptionsTable.update(trx, id, version, patch, await stamp())
        : await fuelTankConsumptionsTable.update(trx, id, version, patch, await stamp());
    if (!updated) moved('fuel consumption', id);
  }
}
