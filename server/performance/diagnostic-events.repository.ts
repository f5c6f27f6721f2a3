// SQL of the vessel performance events (0301-create-performance-events.sql) and of the per-vessel
// long-trend configuration. The events of a vessel are the office's (performance_events) and those
// logged onboard (vessel_log_events, imported with the packages), read as one list.
import { createHash, randomUUID } from 'node:crypto';
import type { VesselEventType } from '../../domain/performance/trend-events.ts';
import { ONBOARD_TREND_EVENT_TYPES, trendEventTypeName } from '../../domain/performance/trend-events.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

export type PerformanceEventRow = {
  id: string;
  vesselId: string;
  type: VesselEventType;
  trendEventType: string | null;
  atMs: number;
  name: string;
  description: string;
  source: 'Ship' | 'Office';
  /** The office row's version (ADR 0092); 0 for an onboard event. */
  version: number;
};

/**
 * An onboard event has no id of its own (vessel, time and type are its key): its id is a UUID made
 * from that key, stable across reads, so Benefits/Find can name it.
 */
export function onboardEventId(vesselId: string, atMs: number, type: string): string {
  const hex = createHash('sha1').update(`${vesselId}|${atMs}|${type}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type OfficeRow = {
  id: string;
  vessel_id: string;
  event_type: VesselEventType;
  trend_event_type: string | null;
  ms: string | number;
  name: string;
  description: string;
  version: number;
};

const officeColumns = `id, vessel_id, event_type, trend_event_type, (extract(epoch FROM ts) * 1000)::bigint AS ms,
  name, description, version`;

const fromOffice = (row: OfficeRow): PerformanceEventRow => ({
  id: row.id,
  vesselId: row.vessel_id,
  type: row.event_type,
  trendEventType: row.trend_event_type,
  atMs: Number(row.ms),
  name: row.name,
  description: row.description,
  source: 'Office',
  version: row.version,
});

/** The vessel's events of the given types, by time: onboard trend events and the office's. */
export async function listVesselEvents(
  conn: SqlConnection,
  vesselId: string,
  types: readonly VesselEventType[],
): Promise<PerformanceEventRow[]> {
  const office = await conn.query<OfficeRow>(
    `SELECT ${officeColumns} FROM performance_events WHERE vessel_id = $1 AND event_type = ANY($2::text[])`,
    [vesselId, [...types]],
  );
  const events = office.map(fromOffice);
  if (types.includes('TrendEvent')) {
    const onboard = await conn.query<{ ms: string | number; type: string }>(
      `SELECT (extract(epoch FROM ts) * 1000)::bigint AS ms, type FROM vessel_log_events
        WHERE vessel_id = $1 AND type = ANY($2::text[])`,
      [vesselId, [...ONBOARD_TREND_EVENT_TYPES]],
    );
    for (const row of onboard) {
      const atMs = Number(row.ms);
      events.push({
        id: onboardEventId(vesselId, atMs, row.type),
        vesselId,
        type: 'TrendEvent',
        trendEventType: row.type,
        atMs,
        name: trendEventTypeName(row.type),
        description: '',
        source: 'Ship',
        version: 0,
      });
    }
  }
  return events.sort((a, b) => a.atMs - b.atMs || a.name.localeCompare(b.name));
}

export async function findOfficeEvent(conn: SqlConnection, id: string): Promise<PerformanceEventRow | null> {
  const [row] = await conn.query<OfficeRow>(`SELECT ${officeColumns} FROM performance_events WHERE id = $1`, [
    id,
  ]);
  return row ? fromOffice(row) : null;
}

export async function insertOfficeEvent(
  conn: SqlConnection,
  event: Omit<PerformanceEventRow, 'id' | 'source' | 'version'> & { createdBy: string | null },
): Promise<string> {
  const id = randomUUID();
  await conn.query(
    `INSERT INTO performance_events (id, vessel_id, event_type, trend_event_type, ts, name, description, created_by)
     VALUES ($1, $2, $3, $4, to_timestamp($5 / 1000.0), $6, $7, $8)`,
    [
      id,
      event.vesselId,
      event.type,
      event.trendEventType,
      event.atMs,
      event.name,
      event.description,
      event.createdBy,
    ],
  );
  return id;
}

/** Writes the event while it is at version `basedOn` (one statement, ADR 0092); false when not. */
export async function updateOfficeEvent(
  conn: SqlConnection,
  id: string,
  change: { atMs: number; name: string; description: string; trendEventType?: string | null },
  basedOn: number,
): Promise<boolean> {
  const updated = await conn.query(
    `UPDATE performance_events SET ts = to_timestamp($2 / 1000.0), name = $3, description = $4,
       trend_event_type = COALESCE($5, trend_event_type), updated_at = now(), version = version + 1
     WHERE id = $1 AND version = $6 RETURNING id`,
    [id, change.atMs, change.name, change.description, change.trendEventType ?? null, basedOn],
  );
  return updated.length > 0;
}

/** Deletes the event while it is at version `basedOn` (one statement); false when it was not. */
export async function deleteOfficeEvent(conn: SqlConnection, id: string, basedOn: number): Promise<boolean> {
  const deleted = await conn.query(
    'DELETE FROM performance_events WHERE id = $1 AND version = $2 RETURNING id',
    [id, basedOn],
  );
  return deleted.length > 0;
}

export type LongTrendConfigurationRow = {
  vesselId: string;
  fuelPriceUsdPerTonne: number | null;
  sfocGPerKwh: number;
  co2Factor: number;
};

export async function findLongTrendConfiguration(
  conn: SqlConnection,
  vesselId: string,
): Promise<(LongTrendConfigurationRow & { version: number }) | null> {
  const [row] = await conn.query<{
    vessel_id: string;
    fuel_price_usd_per_tonne: number | null;
    sfoc_g_per_kwh: number;
    co2_factor: number;
    version: number;
  }>('SELECT * FROM long_trend_configurations WHERE vessel_id = $1', [vesselId]);
  return row
    ? {
        vesselId: row.vessel_id,
        fuelPriceUsdPerTonne: row.fuel_price_usd_per_tonne,
        sfocGPerKwh: row.sfoc_g_per_kwh,
        co2Factor: row.co2_factor,
        version: row.version,
      }
    : null;
}

/**
 * Saves the vessel's configuration while it is still at version `basedOn`, in one statement
 * (ADR 0092): 0 means none saved yet and inserts version 1 only while there is no row; a later
 * version updates only that version. False when it was not so and nothing was written.
 */
export async function saveLongTrendConfiguration(
  conn: SqlConnection,
  config: LongTrendConfigurationRow,
  basedOn: number,
): Promise<boolean> {
  const values = [config.vesselId, config.fuelPriceUsdPerTonne, config.sfocGPerKwh, config.co2Factor];
  const rows =
    basedOn === 0
      ? await conn.query(
          `INSERT INTO long_trend_configurations (vessel_id, fuel_price_usd_per_tonne, sfoc_g_per_kwh, co2_factor)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (vessel_id) DO NOTHING
           RETURNING vessel_id`,
          values,
        )
      : await conn.query(
          `UPDATE long_trend_configurations SET fuel_price_usd_per_tonne = $2, sfoc_g_per_kwh = $3,
             co2_factor = $4, updated_at = now(), version = version + 1
           WHERE vessel_id = $1 AND version = $5
           RETURNING vessel_id`,
          [...values, basedOn],
        );
  return rows.length > 0;
}
