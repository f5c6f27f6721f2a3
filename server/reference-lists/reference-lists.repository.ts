// The reference lists of 0110: fuel types (global and company-owned), vessel types, ice classes and
// cargo units. SQL only; the service decides who sees and changes what.
import type { FuelType, ReferenceItem } from '../../domain/contracts/reference-lists.ts';
import type { Db } from '../db/synced-table.ts';

type FuelTypeRow = {
  id: string;
  name: string;
  short_name: string;
  carbon_emission_factor: number;
  company_id: string | null;
  is_deactivated: boolean;
};

function presentFuelType(row: FuelTypeRow): FuelType {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    carbonEmissionFactor: row.carbon_emission_factor,
    companyId: row.company_id,
    isDeactivated: row.is_deactivated,
  };
}

const fuelTypeColumns = [
  'id',
  'name',
  'short_name',
  'carbon_emission_factor',
  'company_id',
  'is_deactivated',
] as const;

/** The global fuel types and those of `companyId` (none of a company when null), global first. */
export async function listFuelTypes(db: Db, companyId: string | null): Promise<FuelType[]> {
  const rows = await db
    .selectFrom('fuel_types')
    .select(fuelTypeColumns)
    .where((eb) =>
      companyId === null
        ? eb('company_id', 'is', null)
        : eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]),
    )
    .orderBy((eb) => eb('company_id', 'is not', null))
    .orderBy('created_at')
    .orderBy('name')
    .execute();
  return rows.map(presentFuelType);
}

export async function findFuelType(db: Db, id: string): Promise<FuelType | undefined> {
  const row = await db
    .selectFrom('fuel_types')
    .select(fuelTypeColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? presentFuelType(row) : undefined;
}

export async function insertFuelType(
  db: Db,
  values: { id: string; name: string; shortName: string; carbonEmissionFactor: number; companyId: string },
): Promise<FuelType> {
  const row = await db
    .insertInto('fuel_types')
    .values({
      id: values.id,
      name: values.name,
      short_name: values.shortName,
      carbon_emission_factor: values.carbonEmissionFactor,
      company_id: values.companyId,
    })
    .returning(fuelTypeColumns)
    .executeTakeFirstOrThrow();
  return presentFuelType(row);
}

export async function deleteFuelType(db: Db, id: string): Promise<void> {
  await db.deleteFrom('fuel_types').where('id', '=', id).execute();
}

/** The tables whose rows name a fuel type; any row, deleted ones included, keeps the type. */
const fuelTypeUsers = [
  'fuel_tanks',
  'flow_meters',
  'fuel_tank_operations',
  'fuel_tank_fuel_consumptions',
  'flow_meter_operations',
  'flow_meter_fuel_consumptions',
] as const;

export async function isFuelTypeInUse(db: Db, fuelTypeId: string): Promise<boolean> {
  for (const table of fuelTypeUsers) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('fuel_type_id', '=', fuelTypeId)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

export async function listVesselTypes(db: Db): Promise<ReferenceItem[]> {
  return db.selectFrom('vessel_types').select(['id', 'name']).orderBy('sort_order').execute();
}

export async function listIceClasses(db: Db): Promise<ReferenceItem[]> {
  return db.selectFrom('ice_classes').select(['id', 'name']).orderBy('sort_order').execute();
}

export async function listCargoUnits(db: Db): Promise<ReferenceItem[]> {
  return db.selectFrom('cargo_units').select(['id', 'name']).orderBy('sort_order').execute();
}

export async function referenceItemExists(
  db: Db,
  table: 'vessel_types' | 'ice_classes' | 'cargo_units',
  id: string,
): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
