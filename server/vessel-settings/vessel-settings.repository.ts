// vessel_settings (0110) as a synced table (id = vesselId) with the cargo units the vessel carries
// and whether it has an external key; vessel_cargo_units; vessel_veracity_keys. SQL only.
import type { ReferenceItem } from '../../domain/contracts/reference-lists.ts';
import type { VesselSettings, VesselSettingsWrite } from '../../domain/contracts/vessel-settings.ts';
import { defineSyncedTable, type Db, type SyncedPatch, type WriteMeta } from '../db/synced-table.ts';

export const vesselSettingsTable = defineSyncedTable({
  table: 'vessel_settings',
  present: (row): VesselSettings => ({
    id: row.id,
    vesselId: row.vessel_id,
    vesselTypeId: row.vessel_type_id,
    iceClassId: row.ice_class_id,
    portOfRegistry: row.port_of_registry,
    homePort: row.home_port,
    energyEfficiencyDesignIndex: row.energy_efficiency_design_index,
    estimatedIndexValue: row.estimated_index_value,
    auxiliaryEnginesPower: row.auxiliary_engines_power,
    mainPropulsionPower: row.main_propulsion_power,
    deadweight: row.deadweight,
    netTonnage: row.net_tonnage,
    grossTonnage: row.gross_tonnage,
    ownerCompanyName: row.owner_company_name,
    ownerCompanyAddress: row.owner_company_address,
    operatorCompanyName: row.operator_company_name,
    operatorCompanyAddress: row.operator_company_address,
    emissionsContactPersonName: row.emissions_contact_person_name,
    emissionsContactPersonAddress: row.emissions_contact_person_address,
    emissionsContactPersonPhone: row.emissions_contact_person_phone,
    emissionsContactPersonEmail: row.emissions_contact_person_email,
    notes: row.notes,
    windTransverseAreaM2: row.wind_transverse_area_m2,
    windAreaHeightM: row.wind_area_height_m,
    anemometerHeightM: row.anemometer_height_m,
    windDesignDraughtM: row.wind_design_draught_m,
    breadthM: row.breadth_m,
    windShipType: row.wind_ship_type as VesselSettings['windShipType'],
    propulsiveEfficiency: row.propulsive_efficiency,
    cargoUnits: [],
    hasVeracityKey: false,
    version: row.version,
    isDeleted: row.is_deleted,
  }),
  /** Cargo units and key presence of every vessel in the batch, in two queries. */
  async enrich(db, settings) {
    const vesselIds = settings.map((item) => item.vesselId);
    const [cargoUnits, withKey] = await Promise.all([
      cargoUnitsOfVessels(db, vesselIds),
      vesselsWithVeracityKey(db, vesselIds),
    ]);
    return settings.map((item) => ({
      ...item,
      cargoUnits: cargoUnits.get(item.vesselId) ?? [],
      hasVeracityKey: withKey.has(item.vesselId),
    }));
  },
});

/** The settings of a vessel that never saved any: every field empty, version 0. */
export async function unsavedVesselSettings(db: Db, vesselId: string): Promise<VesselSettings> {
  const [cargoUnits, withKey] = await Promise.all([
    cargoUnitsOfVessels(db, [vesselId]),
    vesselsWithVeracityKey(db, [vesselId]),
  ]);
  return {
    id: vesselId,
    vesselId,
    vesselTypeId: null,
    iceClassId: null,
    portOfRegistry: null,
    homePort: null,
    energyEfficiencyDesignIndex: null,
    estimatedIndexValue: null,
    auxiliaryEnginesPower: null,
    mainPropulsionPower: null,
    deadweight: null,
    netTonnage: null,
    grossTonnage: null,
    ownerCompanyName: null,
    ownerCompanyAddress: null,
    operatorCompanyName: null,
    operatorCompanyAddress: null,
    emissionsContactPersonName: null,
    emissionsContactPersonAddress: null,
    emissionsContactPersonPhone: null,
    emissionsContactPersonEmail: null,
    notes: null,
    windTransverseAreaM2: null,
    windAreaHeightM: null,
    anemometerHeightM: null,
    windDesignDraughtM: null,
    breadthM: null,
    windShipType: null,
    propulsiveEfficiency: null,
    cargoUnits: cargoUnits.get(vesselId) ?? [],
    hasVeracityKey: withKey.has(vesselId),
    version: 0,
    isDeleted: false,
  };
}

/** The columns a PUT replaces. */
export function vesselSettingsColumns(settings: VesselSettingsWrite): SyncedPatch<'vessel_settings'> {
  return {
    vessel_type_id: settings.vesselTypeId,
    ice_class_id: settings.iceClassId,
    port_of_registry: settings.portOfRegistry,
    home_port: settings.homePort,
    energy_efficiency_design_index: settings.energyEfficiencyDesignIndex,
    estimated_index_value: settings.estimatedIndexValue,
    auxiliary_engines_power: settings.auxiliaryEnginesPower,
    main_propulsion_power: settings.mainPropulsionPower,
    deadweight: settings.deadweight,
    net_tonnage: settings.netTonnage,
    gross_tonnage: settings.grossTonnage,
    owner_company_name: settings.ownerCompanyName,
    owner_company_address: settings.ownerCompanyAddress,
    operator_company_name: settings.operatorCompanyName,
    operator_company_address: settings.operatorCompanyAddress,
    emissions_contact_person_name: settings.emissionsContactPersonName,
    emissions_contact_person_address: settings.emissionsContactPersonAddress,
    emissions_contact_person_phone: settings.emissionsContactPersonPhone,
    emissions_contact_person_email: settings.emissionsContactPersonEmail,
    notes: settings.notes,
    wind_transverse_area_m2: settings.windTransverseAreaM2,
    wind_area_height_m: settings.windAreaHeightM,
    anemometer_height_m: settings.anemometerHeightM,
    wind_design_draught_m: settings.windDesignDraughtM,
    breadth_m: settings.breadthM,
    wind_ship_type: settings.windShipType,
    propulsive_efficiency: settings.propulsiveEfficiency,
  };
}

/** Writes the settings row: inserted at version 1 when the vessel has none, else moved to the next version. */
export async function saveVesselSettings(
  db: Db,
  vesselId: string,
  expectedVersion: number,
  columns: SyncedPatch<'vessel_settings'>,
  meta: WriteMeta,
): Promise<VesselSettings | undefined> {
  if (expectedVersion === 0)
    return vesselSettingsTable.insert(db, { id: vesselId, vessel_id: vesselId, ...columns }, meta);
  return vesselSettingsTable.update(db, vesselId, expectedVersion, columns, meta);
}

/**
 * A change to what the settings show from other tables (cargo units, key presence): the row moves
 * to a new version and feed position so devices receive it (created when the vessel has none).
 */
export async function touchVesselSettings(db: Db, vesselId: string, meta: WriteMeta): Promise<void> {
  const current = await vesselSettingsTable.findById(db, vesselId);
  await saveVesselSettings(db, vesselId, current?.version ?? 0, {}, meta);
}

async function cargoUnitsOfVessels(
  db: Db,
  vesselIds: readonly string[],
): Promise<Map<string, ReferenceItem[]>> {
  const byVessel = new Map<string, ReferenceItem[]>();
  if (vesselIds.length === 0) return byVessel;
  const rows = await db
    .selectFrom('vessel_cargo_units')
    .innerJoin('cargo_units', 'cargo_units.id', 'vessel_cargo_units.cargo_unit_id')
    .select(['vessel_cargo_units.vessel_id as vesselId', 'cargo_units.id as id', 'cargo_units.name as name'])
    .where('vessel_cargo_units.vessel_id', 'in', [...vesselIds])
    .orderBy('cargo_units.sort_order')
    .execute();
  for (const row of rows)
    byVessel.set(row.vesselId, [...(byVessel.get(row.vesselId) ?? []), { id: row.id, name: row.name }]);
  return byVessel;
}

export async function listVesselCargoUnits(db: Db, vesselId: string): Promise<ReferenceItem[]> {
  return (await cargoUnitsOfVessels(db, [vesselId])).get(vesselId) ?? [];
}

/** Adds a cargo unit to those the vessel carries; false when it was there already. */
export async function addVesselCargoUnit(db: Db, vesselId: string, cargoUnitId: string): Promise<boolean> {
  const result = await db
    .insertInto('vessel_cargo_units')
    .values({ vessel_id: vesselId, cargo_unit_id: cargoUnitId })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a cargo unit from those the vessel carries; false when it was not there. */
export async function removeVesselCargoUnit(db: Db, vesselId: string, cargoUnitId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('vessel_cargo_units')
    .where('vessel_id', '=', vesselId)
    .where('cargo_unit_id', '=', cargoUnitId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// External (Veracity) key ------------------------------------------------------------------------

async function vesselsWithVeracityKey(db: Db, vesselIds: readonly string[]): Promise<Set<string>> {
  if (vesselIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('vessel_veracity_keys')
    .select('vessel_id')
    .where('vessel_id', 'in', [...vesselIds])
    .execute();
  return new Set(rows.map((row) => row.vessel_id));
}

export type StoredVeracityKey = { keyCiphertext: string; expiresAt: Date | null };

export async function findVeracityKey(db: Db, vesselId: string): Promise<StoredVeracityKey | undefined> {
  const row = await db
    .selectFrom('vessel_veracity_keys')
    .select(['key_ciphertext', 'expires_at'])
    .where('vessel_id', '=', vesselId)
    .executeTakeFirst();
  return row ? { keyCiphertext: row.key_ciphertext, expiresAt: row.expires_at } : undefined;
}

export async function saveVeracityKey(
  db: Db,
  values: { vesselId: string; keyCiphertext: string; expiresAt: string | null; userId: string; now: Date },
): Promise<void> {
  const columns = {
    key_ciphertext: values.keyCiphertext,
    expires_at: values.expiresAt,
    updated_by: values.userId,
    updated_at: values.now,
  };
  await db
    .insertInto('vessel_veracity_keys')
    .values({ vessel_id: values.vesselId, ...columns })
    .onConflict((oc) => oc.column('vessel_id').doUpdateSet(columns))
    .execute();
}
