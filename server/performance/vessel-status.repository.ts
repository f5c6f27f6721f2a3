// Each vessel's long trends with their status and the span of their daily values, in one query.
import { sql, type Kysely } from 'kysely';
import type { TrendSource } from '../../domain/performance/noon-report-trends.ts';
import type { Database } from '../db/schema.ts';

export async function trendStatusRows(db: Kysely<Database>, vesselIds: readonly string[]) {
  const { rows } = await sql<{
    vessel_id: string;
    diagnostic_type: string;
    use_in_vessel_status: boolean;
    performance_status: string;
    computed_at: Date | string | null;
    source: TrendSource;
    min_ts: Date | string | null;
    max_ts: Date | string | null;
  }>`SELECT t.vessel_id, t.diagnostic_type, t.use_in_vessel_status, t.performance_status,
        t.computed_at, t.source, (SELECT min(ts) FROM long_trend_values WHERE long_trend_id = t.id) AS min_ts,
        (SELECT max(ts) FROM long_trend_values WHERE long_trend_id = t.id) AS max_ts
       FROM long_trends t
      WHERE t.vessel_id = ANY(${[...vesselIds]}::uuid[])`.execute(db);
  return rows;
}
