// SQL of the charter party table (ADR 0056): the vessel's speed over ground and main-engine fuel
// mass flow per 15-minute rollup bucket in a date range.
import type { LoggedBlock } from '../../domain/performance/charter-party.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

/** The buckets in [fromMs, toMs) where both variables have samples, in time order. */
export async function readLoggedBlocks(
  conn: SqlConnection,
  vesselId: string,
  variables: { speedId: string; fuelId: string },
  fromMs: number,
  toMs: number,
): Promise<LoggedBlock[]> {
  const rows = await conn.query<{ start_ms: number; speed: number; fuel: number }>(
    `SELECT (extract(epoch FROM bucket) * 1000)::float8 AS start_ms,
            sum(value_sum) FILTER (WHERE log_variable_id = $2::uuid) / sum(sample_count) FILTER (WHERE log_variable_id = $2::uuid) AS speed,
            sum(value_sum) FILTER (WHERE log_variable_id = $3::uuid) / sum(sample_count) FILTER (WHERE log_variable_id = $3::uuid) AS fuel
       FROM sample_rollups_15m
      WHERE vessel_id = $1 AND log_variable_id IN ($2::uuid, $3::uuid) AND sample_count > 0
        AND bucket >= to_timestamp($4::float8 / 1000) AND bucket < to_timestamp($5::float8 / 1000)
      GROUP BY bucket
     HAVING count(DISTINCT log_variable_id) = 2
      ORDER BY bucket`,
    [vesselId, variables.speedId, variables.fuelId, fromMs, toMs],
  );
  return rows.map((row) => ({
    startMs: Number(row.start_ms),
    speedKn: Number(row.speed),
    fuelMassFlowKgPerH: Number(row.fuel),
  }));
}
