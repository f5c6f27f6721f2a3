// The job queue's workers in this process, so that a job sent here starts at once instead of at
// the worker's next poll (up to a second later; the smallest poll pg-boss allows is half a second).
// A worker in another process (`npm run worker`, ADR 0066) still finds the job at its next poll.
import type PgBoss from 'pg-boss';

const workersOf = new WeakMap<PgBoss, Map<string, string[]>>();

/** Remembers a worker of `queue` that `boss.work` started in this process. */
export function registerLocalWorker(boss: PgBoss, queue: string, workerId: string): void {
  let queues = workersOf.get(boss);
  if (!queues) workersOf.set(boss, (queues = new Map()));
  queues.set(queue, [...(queues.get(queue) ?? []), workerId]);
}

/** Wakes this process's workers of `queue` (a stopped worker is passed over by pg-boss). */
export function wakeLocalWorkers(boss: PgBoss, queue: string): void {
  for (const id of workersOf.get(boss)?.get(queue) ?? []) boss.notifyWorker(id);
}
