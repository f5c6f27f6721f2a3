import type PgBoss from 'pg-boss';
import { registerLocalWorker, wakeLocalWorkers } from '../jobs/local-workers.ts';
import type { LongTrendsService } from './long-trends.service.ts';

/**
 * The long-trend recalculation queue (issue 11 §1): one job per vessel after every import that
 * stored data, and on demand. The queue is 'stately' with the vessel as singleton key, so a vessel
 * has at most one recalculation waiting and one running: ten packages imported in a row cost one
 * or two recalculations, never ten.
 */
export const longTrendQueueName = 'longtrends';

type JobData = { vesselId: string };

export type LongTrendQueue = {
  /** Asks for a recalculation of the vessel's long trends (merged with one already waiting). */
  request(vesselId: string): Promise<void>;
  /** Resolves when no recalculation is waiting or running (tests, the demo seed). */
  idle(timeoutMs?: number): Promise<void>;
};

export async function startLongTrendQueue(
  boss: PgBoss,
  longTrends: Pick<LongTrendsService, 'recalculate'>,
  options: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<LongTrendQueue> {
  const queue = await createLongTrendQueue(boss);
  await workLongTrendQueue(boss, longTrends, options);
  return queue;
}

/** Creates the queue (once per database) and answers the sending side (an API process, ADR 0066). */
export async function createLongTrendQueue(boss: PgBoss): Promise<LongTrendQueue> {
  await boss.createQueue(longTrendQueueName, {
    name: longTrendQueueName,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    expireInHours: 2,
    retentionDays: 1,
  });
  // Jobs created, retrying or running (every state before completed).
  const pending = () => boss.getQueueSize(longTrendQueueName, { before: 'completed' });
  return {
    async request(vesselId) {
      await boss.send(longTrendQueueName, { vesselId } satisfies JobData, { singletonKey: vesselId });
      wakeLocalWorkers(boss, longTrendQueueName);
    },
    async idle(timeoutMs = 600_000) {
      const until = Date.now() + timeoutMs;
      while ((await pending()) > 0) {
        if (Date.now() > until) throw new Error('The long-trend queue did not become idle in time');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/** The worker of the queue (the job runner's process). */
export async function workLongTrendQueue(
  boss: PgBoss,
  longTrends: Pick<LongTrendsService, 'recalculate'>,
  options: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<void> {
  const log = options.log ?? ((message: string) => console.warn(message));
  registerLocalWorker(
    boss,
    longTrendQueueName,
    await boss.work<JobData>(
      longTrendQueueName,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        try {
          await longTrends.recalculate(job.data.vesselId);
        } catch (error) {
          log(`long trends of vessel ${job.data.vesselId}: ${(error as Error).message}`);
          throw error;
        }
      },
    ),
  );
}
