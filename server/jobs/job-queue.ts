// The job queue (pg-boss 10) over the app's SQL engine: on PostgreSQL through the pg pool, on PGlite
// through its connection (stack-check P13: parameterless scripts go to exec). Capabilities create
// their queues and workers on the instance this starts.
import PgBoss from 'pg-boss';
import type { SqlEngine } from '../db/sql-engine.ts';

/**
 * pg-boss's database over the engine. pg-boss records a job's end (complete, fail) without waiting
 * for it, so its statements under way are kept: `stopJobQueue` waits for them before the database
 * may close (a fail sent as the queue stopped met a closed pool in a test run).
 */
function bossDb(engine: SqlEngine) {
  const underWay = new Set<Promise<unknown>>();
  return {
    async executeSql(text: string, values?: unknown[]) {
      const running =
        values && values.length > 0
          ? engine.query(text, values).then((rows) => ({ rows }))
          : engine.exec(text).then((rows) => ({ rows }));
      underWay.add(running);
      try {
        return await running;
      } finally {
        underWay.delete(running);
      }
    },
    settled: () => Promise.allSettled([...underWay]),
  };
}

const databases = new WeakMap<PgBoss, ReturnType<typeof bossDb>>();

/** Stops `boss` (as PgBoss.stop) and waits for the statements it sent and did not wait for. */
export async function stopJobQueue(boss: PgBoss, options: PgBoss.StopOptions): Promise<void> {
  await boss.stop(options);
  await databases.get(boss)?.settled();
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
  const db = bossDb(engine);
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    schedule: false,
    supervise: options.supervise ?? true,
    migrate: true,
  });
  databases.set(boss, db);
  boss.on('error', onError);
  await boss.start();
  return boss;
}
