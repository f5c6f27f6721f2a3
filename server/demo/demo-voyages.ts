// Demo mode: a year of emission-report voyages per demo vessel (issue 5 §2), planned by
// domain/sim/demo-voyages.ts from the same simulation that produced the vessel's data package.
// Written in one transaction per vessel under the sync write lock, each row at its own feed
// position, so devices pull them like any other change. A vessel that has events already is left
// alone (a second start, or a crew that started entering data).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { planDemoTankRecords } from '../../domain/sim/demo-fuel-tanks.ts';
import { planDemoVoyages, type DemoVoyage } from '../../domain/sim/demo-voyages.ts';
import type { SimEvent } from '../../domain/sim/simulate.ts';
import type { VoyageLog } from '../../domain/sim/voyage-log.ts';
import type { Database } from '../db/schema.ts';
import { lockSyncWrites, nextChangeSeqs } from '../db/idempotency.ts';
import { vesselEventInsert } from '../voyages/public.ts';
import '../db/voyage-data-tables.ts';

export type DemoVoyageSource = {
  imoNumber: string;
  events: readonly SimEvent[];
  log: VoyageLog;
  draftLadenM: number;
  draftBallastM: number;
  now: Date;
};

const CHUNK = 500;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** Plans and stores the voyages of one demo vessel; returns how many voyages were written. */
export async function seedDemoVoyages(db: Kysely<Database>, source: DemoVoyageSource): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const vessel = await trx
      .selectFrom('vessels')
      .select(['id'])
      .where('imo_number', '=', Number(source.imoNumber))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!vessel) return 0;
    const existing = await trx
      .selectFrom('emission_report_vessel_events')
      .select('id')
      .where('vessel_id', '=', vessel.id)
      .limit(1)
      .executeTakeFirst();
    if (existing) return 0;

    const firstSeq = await lockSyncWrites(trx);
    const meters = await trx
      .selectFrom('flow_meters')
      .select(['id', 'fuel_type_id', 'fuel_mass_flow_rate_log_variable_id'])
      .where('vessel_id', '=', vessel.id)
      .where('is_deleted', '=', false)
      .where('is_deactivated', '=', false)
      .orderBy('change_seq')
      .execute();
    const tanks = await trx
      .selectFrom('fuel_tanks')
      .innerJoin('fuel_types', 'fuel_types.id', 'fuel_tanks.fuel_type_id')
      .select(['fuel_tanks.id', 'fuel_tanks.fuel_type_id', 'fuel_types.fuel_id'])
      .where('fuel_tanks.vessel_id', '=', vessel.id)
      .where('fuel_tanks.is_deleted', '=', false)
      .where('fuel_tanks.is_deactivated', '=', false)
      .orderBy('fuel_tanks.change_seq')
      .execute();
    const cargoUnits = await trx
      .selectFrom('vessel_cargo_units')
      .innerJoin('cargo_units', 'cargo_units.id', 'vessel_cargo_units.cargo_unit_id')
      .select(['cargo_units.id', 'cargo_units.name'])
      .where('vessel_cargo_units.vessel_id', '=', vessel.id)
      .orderBy('cargo_units.sort_order')
      .execute();
    const settings = await trx
      .selectFrom('vessel_settings')
      .select(['deadweight', 'created_by'])
      .where('id', '=', vessel.id)
      .executeTakeFirst();
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Administrator')
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .executeTakeFirst();

    const voyages: DemoVoyage[] = planDemoVoyages({
      imoNumber: source.imoNumber,
      events: source.events,
      log: source.log,
      draftLadenM: source.draftLadenM,
      draftBallastM: source.draftBallastM,
      deadweightTonnes: settings?.deadweight ?? 50_000,
      meters: meters.map((meter) => ({
        id: meter.id,
        fuelTypeId: meter.fuel_type_id,
        isLogged: meter.fuel_mass_flow_rate_log_variable_id !== null,
      })),
      cargoUnits,
      nowMs: source.now.getTime(),
      newId: randomUUID,
    });

    const { soundings, bunkerings } = planDemoTankRecords({
      voyages,
      tanks: tanks.map((tank) => ({
        id: tank.id,
        fuelTypeId: tank.fuel_type_id,
        fuelId: tank.fuel_id ?? '',
      })),
      newId: randomUUID,
    });
    const events = voyages.flatMap((voyage) => voyage.events);
    const consumptions = voyages.flatMap((voyage) => voyage.consumptions);
    const cargo = voyages.flatMap((voyage) => voyage.cargo);
    const rowCount =
      events.length + consumptions.length + cargo.length + soundings.length + bunkerings.length;
    const sequences = [firstSeq, ...(await nextChangeSeqs(trx, rowCount - 1))];
    let next = 0;
    const stamp = () => ({
      change_seq: sequences[next++]!,
      created_by: settings?.created_by ?? admin?.id ?? null,
      updated_by: settings?.created_by ?? admin?.id ?? null,
      created_at: source.now,
      updated_at: source.now,
    });

    await insertChunks(events, (chunk) =>
      trx
        .insertInto('emission_report_vessel_events')
        .values(
          chunk.map((event) => ({
            ...vesselEventInsert({ ...event, vesselId: vessel.id, source: 'Ship', location: null }),
            is_confirmed: event.isConfirmed,
            ...stamp(),
          })),
        )
        .execute(),
    );
    await insertChunks(consumptions, (chunk) =>
      trx
        .insertInto('flow_meter_fuel_consumptions')
        .values(
          chunk.map((entry) => ({
            id: entry.id,
            vessel_id: vessel.id,
            vessel_event_id: entry.vesselEventId,
            flow_meter_id: entry.flowMeterId,
            start_at: entry.startAt,
            end_at: entry.endAt,
            fuel_type_id: entry.fuelTypeId,
            fuel_consumption_in_ton: entry.fuelConsumptionInTon,
            actual_fuel_consumption_in_ton: entry.fuelConsumptionInTon,
            fuel_consumption_source: entry.fuelConsumptionSource,
            ...stamp(),
          })),
        )
        .execute(),
    );
    await insertChunks(cargo, (chunk) =>
      trx
        .insertInto('vessel_event_cargo_details')
        .values(
          chunk.map((detail) => ({
            id: detail.id,
            vessel_id: vessel.id,
            vessel_event_id: detail.vesselEventId,
            cargo_unit_id: detail.cargoUnitId,
            cargo_carried: detail.cargoCarried,
            ...stamp(),
          })),
        )
        .execute(),
    );
    await insertChunks(soundings, (chunk) =>
      trx
        .insertInto('fuel_tank_soundings')
        .values(
          chunk.map((sounding) => ({
            id: sounding.id,
            vessel_id: vessel.id,
            fuel_tank_id: sounding.fuelTankId,
            timestamp: sounding.timestamp,
            fuel_amount_in_ton: sounding.fuelAmountInTon,
            fuel_amount_in_cubic_metres: sounding.fuelAmountInCubicMetres,
            fuel_temperature_in_degrees_celcius: sounding.fuelTemperatureInDegreesCelcius,
            ...stamp(),
          })),
        )
        .execute(),
    );
    await insertChunks(bunkerings, (chunk) =>
      trx
        .insertInto('fuel_tank_operations')
        .values(
          chunk.map((operation) => ({
            id: operation.id,
            vessel_id: vessel.id,
            fuel_tank_id: operation.fuelTankId,
            timestamp: operation.timestamp,
            fuel_type_id: operation.fuelTypeId,
            fuel_density: operation.fuelDensity,
            fuel_adjustment_in_ton: operation.fuelAdjustmentInTon,
            sulphur_content: operation.sulphurContent,
            ...stamp(),
          })),
        )
        .execute(),
    );
    return voyages.length;
  });
}
