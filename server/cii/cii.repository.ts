// What the CII reads (ADR 0063): the vessel's ship type, DWT and GT from its settings, its
// emission-report events and fuel consumption entries, the fuel types they name, the fuel type of
// its first active flow meter or fuel tank, and from the time series the variables of speed over
// ground and fuel mass flow with their daily rollups.
import type { Kysely } from 'kysely';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import { CHANNEL_TAXA } from '../../domain/performance/long-trends.ts';
import { effectiveConsumptionTonnes } from '../../domain/voyages/fuel-rules.ts';
import type { DailyMean } from '../../domain/emissions/cii-periods.ts';
import type { Database } from '../db/schema.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import {
  flowMeterConsumptionsTable,
  fuelTankConsumptionsTable,
  vesselEventsTable,
} from '../voyages/public.ts';
import '../db/voyage-data-tables.ts';

export type CiiShipSettings = {
  vesselTypeId: string | null;
  vesselTypeName: string | null;
  deadweight: number | null;
  grossTonnage: number | null;
};

export async function readShipSettings(db: Kysely<Database>, vesselId: string): Promise<CiiShipSettings> {
  const row = await db
    .selectFrom('vessel_settings as s')
    .leftJoin('vessel_types as t', 't.id', 's.vessel_type_id')
    .select(['s.vessel_type_id', 't.name as type_name', 's.deadweight', 's.gross_tonnage'])
    .where('s.id', '=', vesselId)
    .where('s.is_deleted', '=', false)
    .executeTakeFirst();
  return {
    vesselTypeId: row?.vessel_type_id ?? null,
    vesselTypeName: row?.type_name ?? null,
    deadweight: row?.deadweight ?? null,
    grossTonnage: row?.gross_tonnage ?? null,
  };
}

/** A live fuel consumption entry of a flow meter or a fuel tank, with the value that counts. */
export type ConsumptionEntry = {
  vesselEventId: string;
  startAt: string;
  endAt: string;
  fuelTypeId: string;
  tonnes: number;
};

export async function readVoyageData(
  db: Kysely<Database>,
  vesselId: string,
): Promise<{ events: VesselEvent[]; entries: ConsumptionEntry[] }> {
  // One after the other: inside a transaction the queries share one connection.
  const events = await vesselEventsTable.listByVessel(db, vesselId);
  const meters = await flowMeterConsumptionsTable.listByVessel(db, vesselId);
  const tanks = await fuelTankConsumptionsTable.listByVessel(db, vesselId);
  return {
    events,
    entries: [
      ...meters.map((entry) => ({
        vesselEventId: entry.vesselEventId,
        startAt: entry.startAt,
        endAt: entry.endAt,
        fuelTypeId: entry.fuelTypeId,
        tonnes: effectiveConsumptionTonnes(entry),
      })),
      ...tanks.map((entry) => ({
        vesselEventId: entry.vesselEventId,
        startAt: entry.startAt,
        endAt: entry.endAt,
        fuelTypeId: entry.fuelTypeId,
        tonnes: entry.fuelConsumptionInTon,
      })),
    ],
  };
}

export type FuelTypeRow = { id: string; name: string; shortName: string; carbonEmissionFactor: number };

export async function readFuelTypes(db: Kysely<Database>, ids: readonly string[]): Promise<FuelTypeRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('fuel_types')
    .select(['id', 'name', 'short_name', 'carbon_emission_factor'])
    .where('id', 'in', [...ids])
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    carbonEmissionFactor: row.carbon_emission_factor,
  }));
}

/** The fuel type of the vessel's first active flow meter, else of its first active fuel tank. */
export async function readEquipmentFuelType(db: Kysely<Database>, vesselId: string): Promise<string | null> {
  for (const table of ['flow_meters', 'fuel_tanks'] as const) {
    const row = await db
      .selectFrom(table)
      .select('fuel_type_id')
      .where('vessel_id', '=', vesselId)
      .where('is_deleted', '=', false)
      .where('is_deactivated', '=', false)
      .orderBy('change_seq')
      .executeTakeFirst();
    if (row) return row.fuel_type_id;
  }
  return null;
}

export type CiiVariableRow = {
  id: string;
  name: string;
  onboardSystem: string;
  unit: string;
  kind: 'speed' | 'fuel';
  /** The fuel type of the live flow meter that reads this variable, if any. */
  flowMeterFuelTypeId: string | null;
};

/**
 * The vessel's speed over ground (the one logged last, as `findChannelVariables` picks it) and
 * every fuel mass flow variable, through the taxonomy of their names.
 */
export async function findCiiVariables(conn: SqlConnection, vesselId: string): Promise<CiiVariableRow[]> {
  const rows = await conn.query<{
    id: string;
    name: string;
    onboard_system: string;
    unit: string;
    taxon: string;
    last_ms: number | null;
    meter_fuel_type_id: string | null;
  }>(
    `SELECT DISTINCT ON (lv.id) lv.id, lv.name, lv.onboard_system, lv.unit, t.taxon,
            (extract(epoch FROM lv.last_ts) * 1000)::float8 AS last_ms,
            (SELECT m.fuel_type_id FROM flow_meters m
              WHERE m.fuel_mass_flow_rate_log_variable_id = lv.id AND m.vessel_id = lv.vessel_id
                AND m.is_deleted = false AND m.is_deactivated = false
              ORDER BY m.change_seq LIMIT 1) AS meter_fuel_type_id
       FROM log_variables lv
       JOIN taxonomy_log_variables tlv ON lower(tlv.name) = lower(lv.name)
       CROSS JOIN LATERAL unnest(tlv.taxa) AS t(taxon)
      WHERE lv.vessel_id = $1 AND t.taxon = ANY($2::text[])
      ORDER BY lv.id, t.taxon`,
    [vesselId, [CHANNEL_TAXA.sog, CHANNEL_TAXA.meFuel]],
  );
  const variables = rows.map((row) => ({ ...row, lastMs: Number(row.last_ms ?? 0) }));
  const speed = variables
    .filter((row) => row.taxon === CHANNEL_TAXA.sog)
    .sort((a, b) => b.lastMs - a.lastMs || a.id.localeCompare(b.id))[0];
  return variables
    .filter((row) => row === speed || row.taxon === CHANNEL_TAXA.meFuel)
    .map((row) => ({
      id: row.id,
      name: row.name,
      onboardSystem: row.onboard_system,
      unit: row.unit,
      kind: row.taxon === CHANNEL_TAXA.sog ? 'speed' : 'fuel',
      flowMeterFuelTypeId: row.meter_fuel_type_id,
    }));
}

/** Reads the daily means of variables in [fromMs, toMs): the rollups, or raw samples (bench, tests). */
export type DailyMeansReader = (
  conn: SqlConnection,
  vesselId: string,
  variableIds: readonly string[],
  fromMs: number,
  toMs: number,
) => Promise<DailyMean[]>;

/** The daily means from the daily rollups (one row per variable and UTC day). */
export const readDailyRollups: DailyMeansReader = async (conn, vesselId, variableIds, fromMs, toMs) => {
  if (variableIds.length === 0) return [];
  const rows = await conn.query<{ day_ms: number; id: string; mean: number }>(
    `SELECT (extract(epoch FROM bucket) * 1000)::float8 AS day_ms, log_variable_id AS id,
            value_sum / sample_count AS mean
       FROM sample_rollups_1d
      WHERE vessel_id = $1 AND log_variable_id = ANY($2::uuid[]) AND sample_count > 0
        AND bucket >= to_timestamp($3::float8 / 1000) AND bucket < to_timestamp($4::float8 / 1000)`,
    [vesselId, [...variableIds], fromMs, toMs],
  );
  return rows.map((row) => ({ dayMs: Number(row.day_ms), variableId: row.id, mean: Number(row.mean) }));
};
