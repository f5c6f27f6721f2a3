import type { SqlConnection } from '../db/sql-engine.ts';

/** Reads for LogData beyond series: the newest sample, the last voyage. */

export async function lastSample(
  conn: SqlConnection,
  vesselId: string,
  logVariableId: string,
): Promise<{ ts: Date; value: number } | null> {
  const [row] = await conn.query<{ ts: Date; value: number }>(
    `SELECT s.ts, s.value FROM log_variables lv
     JOIN samples s ON s.vessel_id = lv.vessel_id AND s.log_variable_id = lv.id AND s.ts = lv.last_ts
     WHERE lv.id = $1 AND lv.vessel_id = $2`,
    [logVariableId, vesselId],
  );
  return row ? { ts: new Date(row.ts), value: Number(row.value) } : null;
}

/**
 * The vessel's last voyage from the package events: its latest Departure, ended by the first
 * Arrival after it (null while at sea).
 */
export async function lastVoyage(
  conn: SqlConnection,
  vesselId: string,
): Promise<{ start: Date; end: Date | null } | null> {
  const [departure] = await conn.query<{ ts: Date }>(
    "SELECT ts FROM vessel_log_events WHERE vessel_id = $1 AND type = 'Departure' ORDER BY ts DESC LIMIT 1",
    [vesselId],
  );
  if (!departure) return null;
  const [arrival] = await conn.query<{ ts: Date }>(
    "SELECT ts FROM vessel_log_events WHERE vessel_id = $1 AND type = 'Arrival' AND ts > $2 ORDER BY ts LIMIT 1",
    [vesselId, new Date(departure.ts).toISOString()],
  );
  return { start: new Date(departure.ts), end: arrival ? new Date(arrival.ts) : null };
}
