// The job queues' depths as pg-boss's own tables hold them (absent before pg-boss first started).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Jobs per queue and state (created, retry, active) and every queue's name; null without pg-boss. */
export async function jobQueueDepths(
  db: Kysely<Database>,
): Promise<{ rows: { name: string; state: string; count: number }[]; queueNames: string[] } | null> {
  const exists = await sql<{ table: string | null }>`SELECT to_regclass('pgboss.job')::text AS table`.execute(
    db,
  );
  if (!exists.rows[0]?.table) return null;
  const { rows } = await sql<{ name: string; state: string; count: number }>`
    SELECT name, state::text AS state, count(*)::int AS count FROM pgboss.job
    WHERE state::text IN ('created', 'retry', 'active') GROUP BY name, state`.execute(db);
  const queueRows = await sql<{ name: string }>`SELECT name FROM pgboss.queue`.execute(db).catch(() => ({
    rows: [] as { name: string }[],
  }));
  return { rows, queueNames: queueRows.rows.map((row) => row.name) };
}
