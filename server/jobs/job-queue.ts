// The job queue (pg-boss 10) over the app's SQL engine: on PostgreSQL through the pg pool, on PGlite
// through its connection (stack-check P13: parameterless scripts go to exec). Capabilities create
// their queues and workers on the instance this starts.
import PgBoss from 'pg-boss';
import type { SqlEngine } from '../db/sql-engine.ts';

function bossDb(engine: SqlEngine) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return { rows: await engine.query(text, values) };
      return { rows: await engine.exec(text) };
    },
  };
}

/**
 * `supervise`: run pg-boss's maintenance (expiry, archive); the job runner does, a process that
 * only sends jobs (an API process when the workers run elsewhere, ADR 0066) does not.
 */
export async function startJobQueue(
  engine: SqlEngine,
  onError: (error: Error) => void,
  options: { supervise?: boolean } = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossDb(engine),
    schema: 'pgboss',
    schedule: false,
    supervise: options.supervise ?? true,
    migrate: true,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
