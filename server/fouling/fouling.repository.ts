// SQL of the Fouling module (0600-create-fouling.sql; ADR 0079): the hull coating lists, the
// vessels' hull coatings and fouling configurations, and the day and hour readings of the logged
// channels the fouling figures need (read from the rollups, never stored again).
import {
  DEFAULT_FOULING_CONFIG,
  type DayFuel,
  type FoulingConfigValues,
  type HourReading,
} from '../../domain/performance/fouling.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { readSeries } from '../log-data/public.ts';
import { findChannelVariables } from '../performance/public.ts';
import { loggedPositions } from '../voyages/public.ts';

const DAY_MS = 86_400_000;

export type ListItem = { id: number; name: string };

export async function listHullCoatingTypes(conn: SqlConnection): Promise<ListItem[]> {
  return conn.query<ListItem>('SELECT id, name FROM hull_coating_types ORDER BY sort_order, name');
}

/** The manufacturers sorted by name (001 §3). */
export async function listHullCoatingManufacturers(conn: SqlConnection): Promise<ListItem[]> {
  return conn.query<ListItem>('SELECT id, name FROM hull_coating_manufacturers ORDER BY lower(name), id');
}

export type HullCoatingRow = {
  vesselId: string;
  hullCoatingTypeId: number;
  hullCoatingTypeName: string;
  hullCoatingManufacturerId: number;
  hullCoatingManufacturerName: string;
  productName: string;
  appliedDate: string | null;
  comment: string;
  updatedAt: Date;
  version: number;
};

export async function findHullCoatings(
  conn: SqlConnection,
  vesselIds: readonly string[],
): Promise<HullCoatingRow[]> {
  if (vesselIds.length === 0) return [];
  return conn.query<HullCoatingRow>(
    `SELECT c.vessel_id AS "vesselId", c.hull_coating_type_id AS "hullCoatingTypeId",
            t.name AS "hullCoatingTypeName", c.hull_coating_manufacturer_id AS "hullCoatingManufacturerId",
            m.name AS "hullCoatingManufacturerName", c.product_name AS "productName",
            to_char(c.applied_date, 'YYYY-MM-DD') AS "appliedDate", c.comment, c.updated_at AS "updatedAt", c.version
       FROM vessel_hull_coatings c
       JOIN hull_coating_types t ON t.id = c.hull_coating_type_id
       JOIN hull_coating_manufacturers m ON m.id = c.hull_coating_manufacturer_id
      WHERE c.vessel_id = ANY($1::uuid[])
      ORDER BY c.vessel_id`,
    [[...vesselIds]],
  );
}

export async function hullCoatingListsHave(
  conn: SqlConnection,
  typeId: number,
  manufacturerId: number,
): Promise<{ type: boolean; manufacturer: boolean }> {
  const [row] = await conn.query<{ type: boolean; manufacturer: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM hull_coating_types WHERE id = $1) AS type,
            EXISTS (SELECT 1 FROM hull_coating_manufacturers WHERE id = $2) AS manufacturer`,
    [typeId, manufacturerId],
  );
  return row ?? { type: false, manufacturer: false };
}

/**
 * Records the vessel's hull coating while it is still at version `basedOn`, 0 meaning none recorded
 * yet (ADR 0092), each case one statement: the first inserts and does nothing when a row exists (a
 * concurrent first save waits for the other's row); a later one updates only that version. False
 * when nothing was written.
 */
export async function saveHullCoating(
  conn: SqlConnection,
  coating: {
    vesselId: string;
    hullCoatingTypeId: number;
    hullCoatingManufacturerId: number;
    productName: string;
    appliedDate: string | null;
    comment: string;
    updatedAt: Date;
    updatedBy: string;
  },
  basedOn: number,
): Promise<boolean> {
  const values = [
    coating.vesselId,
    coating.hullCoatingTypeId,
    coating.hullCoatingManufacturerId,
    coating.productName,
    coating.appliedDate,
    coating.comment,
    coating.updatedAt,
    coating.updatedBy,
  ];
  const saved =
    basedOn === 0
      ? await conn.query(
          `INSERT INTO vessel_hull_coatings (vessel_id, hull_coating_type_id, hull_coating_manufacturer_id,
                  product_name, applied_date, comment, updated_at, updated_by)
           VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8)
           ON CONFLICT (vessel_id) DO NOTHING RETURNING vessel_id`,
          values,
        )
      : await conn.query(
          `UPDATE vessel_hull_coatings SET hull_coating_type_id = $2, hull_coating_manufacturer_id = $3,
                  product_name = $4, applied_date = $5::date, comment = $6, updated_at = $7, updated_by = $8,
                  version = version + 1
            WHERE vessel_id = $1 AND version = $9 RETURNING vessel_id`,
          [...values, basedOn],
        );
  return saved.length > 0;
}

/** `version` 0 while nothing is stored (ADR 0092). */
export type StoredFoulingConfig = FoulingConfigValues & {
  vesselId: string;
  isStored: boolean;
  version: number;
};

/** Each vessel's fouling configuration; a vessel without a stored one has the defaults. */
export async function findFoulingConfigs(
  conn: SqlConnection,
  vesselIds: readonly string[],
): Promise<Map<string, StoredFoulingConfig>> {
  const rows =
    vesselIds.length === 0
      ? []
      : await conn.query<{
          vessel_id: string;
          benchmark_speed_loss_percent: number;
          observe_limit_percent: number;
          maintenance_trigger_percent: number;
          statistics_period_days: number;
          warm_water_limit_c: number;
          version: number;
        }>('SELECT * FROM fouling_configs WHERE vessel_id = ANY($1::uuid[])', [[...vesselIds]]);
  const found = new Map<string, StoredFoulingConfig>();
  for (const vesselId of vesselIds)
    found.set(vesselId, { vesselId, ...DEFAULT_FOULING_CONFIG, isStored: false, version: 0 });
  for (const row of rows)
    found.set(row.vessel_id, {
      vesselId: row.vessel_id,
      benchmarkSpeedLossPercent: row.benchmark_speed_loss_percent,
      observeLimitPercent: row.observe_limit_percent,
      maintenanceTriggerPercent: row.maintenance_trigger_percent,
      statisticsPeriodDays: row.statistics_period_days,
      warmWaterLimitC: row.warm_water_limit_c,
      isStored: true,
      version: row.version,
    });
  return found;
}

/**
 * Stores the chart settings of one vessel while they are at version `basedOn`, 0 meaning none
 * stored yet (ADR 0092; each case one statement, as the hull coating). A first save stores the
 * warm-water limit given; a later one leaves the stored limit alone. False when nothing was written.
 */
export async function saveFoulingConfig(
  conn: SqlConnection,
  config: FoulingConfigValues & { vesselId: string },
  now: Date,
  basedOn: number,
): Promise<boolean> {
  const chart = [
    config.vesselId,
    config.benchmarkSpeedLossPercent,
    config.observeLimitPercent,
    config.maintenanceTriggerPercent,
    config.statisticsPeriodDays,
  ];
  const saved =
    basedOn === 0
      ? await conn.query(
          `INSERT INTO fouling_configs (vessel_id, benchmark_speed_loss_percent, observe_limit_percent,
                  maintenance_trigger_percent, statistics_period_days, warm_water_limit_c, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (vessel_id) DO NOTHING RETURNING vessel_id`,
          [...chart, config.warmWaterLimitC, now],
        )
      : await conn.query(
          `UPDATE fouling_configs SET benchmark_speed_loss_percent = $2, observe_limit_percent = $3,
                  maintenance_trigger_percent = $4, statistics_period_days = $5, updated_at = $6,
                  version = version + 1
            WHERE vessel_id = $1 AND version = $7 RETURNING vessel_id`,
          [...chart, now, basedOn],
        );
  return saved.length > 0;
}

/**
 * Sets the warm-water limit alone, whatever the version (one value; ADR 0092 decision 7): the
 * other settings stay as stored (the defaults when none are), and the version moves.
 */
export async function saveWarmWaterLimit(
  conn: SqlConnection,
  config: FoulingConfigValues & { vesselId: string },
  now: Date,
): Promise<void> {
  await conn.query(
    `INSERT INTO fouling_configs AS f (vessel_id, benchmark_speed_loss_percent, observe_limit_percent,
            maintenance_trigger_percent, statistics_period_days, warm_water_limit_c, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (vessel_id) DO UPDATE SET warm_water_limit_c = EXCLUDED.warm_water_limit_c,
            updated_at = EXCLUDED.updated_at, version = f.version + 1`,
    [
      config.vesselId,
      config.benchmarkSpeedLossPercent,
      config.observeLimitPercent,
      config.maintenanceTriggerPercent,
      config.statisticsPeriodDays,
      config.warmWaterLimitC,
      now,
    ],
  );
}

/** The time of the vessel's latest logged sample (any variable); null without data. */
export async function latestLogDataMs(conn: SqlConnection, vesselId: string): Promise<number | null> {
  const [row] = await conn.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM max(last_ts)) * 1000)::float8 AS ms FROM log_variables WHERE vessel_id = $1`,
    [vesselId],
  );
  return row?.ms ?? null;
}

/** The main engine's fuel per UTC day, tonnes (day rollup mean kg/h × 24 h), in [fromMs, toMs). */
export async function readMainEngineFuelDays(
  conn: SqlConnection,
  vesselId: string,
  fromMs: number,
  toMs: number,
): Promise<DayFuel[]> {
  const variables = await findChannelVariables(conn, vesselId);
  if (!variables.meFuel) return [];
  const startMs = Math.floor(fromMs / DAY_MS) * DAY_MS;
  const rows = await readSeries(conn, {
    vesselId,
    logVariableId: variables.meFuel,
    interval: 'Day',
    fromMs: startMs,
    toMs,
    limit: 2 * 366 + 2,
  });
  return rows
    .filter((row) => Number.isFinite(row.mean))
    .map((row) => ({ dayMs: row.t, fuelTonnes: (Math.max(0, row.mean) * 24) / 1000 }));
}

/**
 * The hourly readings of position (the vessel map's logged positions), sea water temperature and
 * speed over ground in [fromMs, toMs), from the hour rollups.
 */
export async function readHourReadings(
  conn: SqlConnection,
  vesselId: string,
  fromMs: number,
  toMs: number,
): Promise<HourReading[]> {
  const variables = await findChannelVariables(conn, vesselId);
  const limit = Math.ceil((toMs - fromMs) / 3_600_000) + 2;
  const read = (id: string | undefined) =>
    id ? readSeries(conn, { vesselId, logVariableId: id, interval: 'Hour', fromMs, toMs, limit }) : [];
  const [positions, temperatures, speeds] = await Promise.all([
    loggedPositions(conn, vesselId, fromMs, toMs, 'Hour'),
    read(variables.seaTemperature),
    read(variables.sog),
  ]);
  const hours = new Map<number, HourReading>();
  const at = (ms: number) => {
    let reading = hours.get(ms);
    if (!reading) {
      reading = { hourMs: ms, latitude: null, longitude: null, seaTemperatureC: null, speedKn: null };
      hours.set(ms, reading);
    }
    return reading;
  };
  for (const p of positions) {
    const reading = at(Date.parse(p.timestamp));
    reading.latitude = p.latitude;
    reading.longitude = p.longitude;
  }
  for (const row of temperatures) if (Number.isFinite(row.mean)) at(row.t).seaTemperatureC = row.mean;
  for (const row of speeds) if (Number.isFinite(row.mean)) at(row.t).speedKn = row.mean;
  return [...hours.values()].sort((a, b) => a.hourMs - b.hourMs);
}
