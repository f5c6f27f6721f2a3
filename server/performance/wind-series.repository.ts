// SQL of the stored ISO 19030-2 wind-corrected series (0870-iso19030-wind-series.sql, ADR 0119): per
// vessel the daily speed performance values on wind-corrected and on measured power, the key of the
// inputs they were computed from, and the blocks kept. Times are epoch milliseconds as computed (a
// float column, not a timestamp: the GET answers exactly what the computation gave).
import type { DailyValue } from '../../domain/performance/long-trends.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

export type StoredWindSeries = {
  inputsKey: string;
  blocksKept: number;
  corrected: DailyValue[];
  uncorrected: DailyValue[];
};

/** The vessel's stored series; null when none is stored. */
export async function findWindSeries(
  conn: SqlConnection,
  vesselId: string,
): Promise<StoredWindSeries | null> {
  const [head] = await conn.query<{ inputs_key: string; blocks_kept: number }>(
    'SELECT inputs_key, blocks_kept FROM iso19030_wind_series WHERE vessel_id = $1',
    [vesselId],
  );
  if (!head) return null;
  const rows = await conn.query<{ corrected: boolean; at_ms: number; value: number; block_count: number }>(
    `SELECT corrected, at_ms, value, block_count FROM iso19030_wind_values
      WHERE vessel_id = $1 ORDER BY corrected, position`,
    [vesselId],
  );
  const series: StoredWindSeries = {
    inputsKey: head.inputs_key,
    blocksKept: head.blocks_kept,
    corrected: [],
    uncorrected: [],
  };
  for (const row of rows)
    (row.corrected ? series.corrected : series.uncorrected).push({
      atMs: Number(row.at_ms),
      value: Number(row.value),
      blockCount: row.block_count,
    });
  return series;
}

/** Replaces the vessel's stored series (call inside a transaction). */
export async function storeWindSeries(
  conn: SqlConnection,
  vesselId: string,
  series: StoredWindSeries & { now: Date },
): Promise<void> {
  await conn.query('DELETE FROM iso19030_wind_series WHERE vessel_id = $1', [vesselId]);
  await conn.query(
    `INSERT INTO iso19030_wind_series (vessel_id, inputs_key, blocks_kept, computed_at)
     VALUES ($1, $2, $3, $4)`,
    [vesselId, series.inputsKey, series.blocksKept, series.now],
  );
  const chunk = 2_000;
  for (const [corrected, values] of [
    [true, series.corrected],
    [false, series.uncorrected],
  ] as const)
    for (let i = 0; i < values.length; i += chunk) {
      const part = values.slice(i, i + chunk);
      await conn.query(
        `INSERT INTO iso19030_wind_values (vessel_id, corrected, position, at_ms, value, block_count)
         SELECT $1, $2, $3::int + p::int, t, v, n
           FROM unnest($4::float8[], $5::float8[], $6::int[]) WITH ORDINALITY AS u(t, v, n, p)`,
        [
          vesselId,
          corrected,
          i,
          part.map((d) => d.atMs),
          part.map((d) => d.value),
          part.map((d) => d.blockCount),
        ],
      );
    }
}

/** Removes the vessel's stored series (the correction no longer applies). */
export async function deleteWindSeries(conn: SqlConnection, vesselId: string): Promise<void> {
  await conn.query('DELETE FROM iso19030_wind_series WHERE vessel_id = $1', [vesselId]);
}
