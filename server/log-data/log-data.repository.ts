import type { SqlConnection } from '../db/sql-engine.ts';

/** Reads for LogData beyond series: the newest samples, the last voyage. */

/**
 * The newest sample of each variable (its `last_ts`), in one statement for all of them: a variable
 * without samples is missing from the map. Given the variables' `lastTs` as read with them (exact
 * while the read cache holds them, ADR 0076), their span bounds the statement so that the planner
 * keeps only the partitions that hold those samples.
 */
export async function lastSamples(
  conn: SqlConnection,
  variables: readonly { id: string; vesselId: string; lastTs?: Date | null }[],
): Promise<Map<string, { ts: Date; value: number }>> {
  if (variables.length === 0) return new Map();
  const known = variables.every((v) => v.lastTs !== undefined);
  const times = variables.flatMap((v) => (v.lastTs ? [v.lastTs.getTime()] : []));
  if (known && times.length === 0) return new Map();
  const span = known
    ? [new Date(Math.min(...times)).toISOString(), new Date(Math.max(...times)).toISOString()]
    : [null, null];
  const rows = await conn.query<{ id: string; ts: Date; value: number }>(
    `SELECT lv.id, s.ts, s.value
       FROM unnest($1::uuid[], $2::uuid[]) AS w(id, vessel_id)
       JOIN log_variables lv ON lv.id = w.id AND lv.vessel_id = w.vessel_id
       JOIN samples s ON s.vessel_id = lv.vessel_id AND s.log_variable_id = lv.id AND s.ts = lv.last_ts
      WHERE ($3::timestamptz IS NULL OR s.ts >= $3::timestamptz)
        AND ($4::timestamptz IS NULL OR s.ts <= $4::timestamptz)`,
    [variables.map((v) => v.id), variables.map((v) => v.vesselId), ...span],
  );
  return new Map(rows.map((row) => [row.id, { ts: new Date(row.ts), value: Number(row.value) }]));
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

/**
 * `lastVoyage` of many vessels in one statement: each vessel's latest Departure and the first
 * Arrival after it. A vessel without a departure is missing from the map.
 */
export async function lastVoyages(
  conn: SqlConnection,
  vesselIds: readonly string[],
): Promise<Map<string, { start: Date; end: Date | null }>> {
  if (vesselIds.length === 0) return new Map();
  const rows = await conn.query<{ vessel_id: string; start: Date; end: Date | null }>(
    `SELECT v.vessel_id, d.ts AS start,
            (SELECT a.ts FROM vessel_log_events a
              WHERE a.vessel_id = v.vessel_id AND a.type = 'Arrival' AND a.ts > d.ts
              ORDER BY a.ts LIMIT 1) AS "end"
       FROM unnest($1::uuid[]) AS v(vessel_id)
       CROSS JOIN LATERAL (
         SELECT ts FROM vessel_log_events
          WHERE vessel_id = v.vessel_id AND type = 'Departure' ORDER BY ts DESC LIMIT 1) d`,
    [[...new Set(vesselIds)]],
  );
  return new Map(
    rows.map((row) => [
      row.vessel_id,
      { start: new Date(row.start), end: row.end === null ? null : new Date(row.end) },
    ]),
  );
}
