// vessel_event_cargo_details (0110) as a synced table; rows leave as CargoDetail contracts with the
// caption of their cargo unit (EMIS-100).
import type { CargoDetail } from '../../domain/contracts/cargo-details.ts';
import { defineSyncedTable, type Db } from '../db/synced-table.ts';

export const cargoDetailsTable = defineSyncedTable({
  table: 'vessel_event_cargo_details',
  present: (row): CargoDetail => ({
    id: row.id,
    vesselId: row.vessel_id,
    vesselEventId: row.vessel_event_id,
    cargoUnitId: row.cargo_unit_id,
    cargoCarried: row.cargo_carried,
    unitCaption: '',
    version: row.version,
    isDeleted: row.is_deleted,
  }),
  async enrich(db, details) {
    const captions = await cargoUnitNames(db, [...new Set(details.map((detail) => detail.cargoUnitId))]);
    return details.map((detail) => ({ ...detail, unitCaption: captions.get(detail.cargoUnitId) ?? '' }));
  },
});

export async function cargoUnitNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('cargo_units')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether the vessel lists the cargo unit among those it carries (vessel settings, EMIS-110). */
export async function vesselCarries(db: Db, vesselId: string, cargoUnitId: string): Promise<boolean> {
  const row = await db
    .selectFrom('vessel_cargo_units')
    .select('cargo_unit_id')
    .where('vessel_id', '=', vesselId)
    .where('cargo_unit_id', '=', cargoUnitId)
    .executeTakeFirst();
  return row !== undefined;
}
