// The log variables a vessel's positions are read from (Latitude and Longitude), for the locations.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import type { SyncedRow } from '../db/synced-table.ts';

export type PositionVariables = { latitude: string; longitude: string };

/** Each vessel's Latitude and Longitude variables (the first of each by source id), in one statement. */
export async function positionVariablesOf(
  engine: SqlConnection,
  vesselIds: readonly string[],
): Promise<Map<string, PositionVariables>> {
  const found = new Map<string, PositionVariables>();
  if (vesselIds.length === 0) return found;
  const rows = await engine.query<{ vessel_id: string; id: string; name: string }>(
    `SELECT vessel_id, id, lower(name) AS name FROM log_variables
     WHERE vessel_id = ANY($1::uuid[]) AND lower(name) IN ('latitude', 'longitude') ORDER BY source_id`,
    [[...vesselIds]],
  );
  for (const vesselId of vesselIds) {
    const own = rows.filter((row) => row.vessel_id === vesselId);
    const latitude = own.find((row) => row.name === 'latitude')?.id;
    const longitude = own.find((row) => row.name === 'longitude')?.id;
    if (latitude && longitude) found.set(vesselId, { latitude, longitude });
  }
  return found;
}

/**
 * The located events of many vessels, each in its own window (widened by a millisecond each side),
 * in time order: one statement for all.
 */
export async function eventsWithLocationIn(
  db: Kysely<Database>,
  entries: readonly (readonly [string, { fromMs: number; toMs: number }])[],
): Promise<SyncedRow<'emission_report_vessel_events'>[]> {
  const { rows } = await sql<SyncedRow<'emission_report_vessel_events'>>`
    SELECT e.* FROM unnest(
        ${entries.map(([vesselId]) => vesselId)}::uuid[],
        ${entries.map(([, w]) => new Date(w.fromMs - 1).toISOString())}::timestamptz[],
        ${entries.map(([, w]) => new Date(w.toMs + 1).toISOString())}::timestamptz[]
      ) AS w(vessel_id, from_ts, to_ts)
      JOIN emission_report_vessel_events e
        ON e.vessel_id = w.vessel_id AND e."timestamp" >= w.from_ts AND e."timestamp" <= w.to_ts
     WHERE NOT e.is_deleted AND e.location IS NOT NULL
     ORDER BY e."timestamp"`.execute(db);
  return rows;
}
