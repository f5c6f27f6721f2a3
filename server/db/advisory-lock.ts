// A session-level PostgreSQL advisory lock around start-up work that several processes may do at
// once (migrations, the first-start seed): on PostgreSQL one process at a time, on one dedicated
// connection of the pool; on PGlite (one process, one connection) the work simply runs.
import type { DatabaseHandle } from './database.ts';

/** Lock keys (bigint) of the start-up steps (and the job queues' set-up); the job runner's is in server/jobs/job-runner-lock.ts. */
export const advisoryLockKeys = {
  migrations: 7_011_2027,
  firstStart: 7_011_2028,
  jobQueues: 7_011_2031,
} as const;

export async function withAdvisoryLock<T>(
  handle: Pick<DatabaseHandle, 'pool'>,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!handle.pool) return work();
  const client = await handle.pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // A connection that could not unlock is discarded (closing it ends the session and its lock).
    client.release(broken);
  }
}
