// The job runner lock (ADR 0066): the queues' workers, the recovery of interrupted imports, the
// purge of deleted vessels and the demo feed run in ONE process of a deployment. On PostgreSQL that
// process holds a session-level advisory lock on a connection of its own for as long as it runs
// the jobs; another process that asks (a second `npm run worker`, or `npm start` with jobs inline
// next to a worker) stands by and takes over when the holder stops. PGlite has one process.
import type { DatabaseHandle } from '../db/database.ts';
import { tryAdvisoryLock } from '../db/advisory-locks.ts';

export const jobRunnerLockKey = 7_011_2030;

export type JobRunnerLock = { release: () => Promise<void> };

/**
 * Resolves once this process holds the lock (at once on PGlite), or with null when `isStopped`
 * turns true while standing by.
 */
export async function acquireJobRunnerLock(
  handle: Pick<DatabaseHandle, 'pool'>,
  options: { log: (message: string) => void; isStopped: () => boolean; pollMs?: number },
): Promise<JobRunnerLock | null> {
  if (!handle.pool) return { release: async () => {} };
  const client = await handle.pool.connect();
  client.on('error', (error) => options.log(`job runner lock: ${error.message}`));
  let isStandingBy = false;
  for (;;) {
    if (options.isStopped()) {
      client.release();
      return null;
    }
    if (await tryAdvisoryLock(client, jobRunnerLockKey)) break;
    if (!isStandingBy) {
      isStandingBy = true;
      options.log('another process runs the job queues; this one stands by to take over');
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1_000));
  }
  if (isStandingBy) options.log('this process now runs the job queues');
  return {
    // Closing the connection ends the session, and with it the lock.
    release: async () => client.release(true),
  };
}
