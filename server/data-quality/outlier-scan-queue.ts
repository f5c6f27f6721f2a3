import type PgBoss from 'pg-boss';
import { registerLocalWorker, wakeLocalWorkers } from '../jobs/local-workers.ts';

/**
 * The outlier search queue (issue 13 §2, ADR 0074): one job per vessel after every import that
 * stored data, after its outlier configuration is saved, and for the vessels the catch-up finds
 * behind (at start and every hour). The reads (FleetOverview, CompanyOutliers, /datafeature) only
 * read what the job stored and say when a search is pending: no GET writes. 'stately' with the
 * vessel as singleton key, as the long-trend queue: at most one search waiting and one running per
 * vessel.
 */
export const outlierScanQueueName = 'outlierscans';

type JobData = { vesselId: string };

export type OutlierScanQueue = {
  /** Asks for the vessel's outliers to be searched (merged with a search already waiting). */
  request(vesselId: string): Promise<void>;
  /** Resolves when no search is waiting or running (tests, the demo seed). */
  idle(timeoutMs?: number): Promise<void>;
};

/** Creates the queue (once per database) and answers the sending side. */
export async function createOutlierScanQueue(boss: PgBoss): Promise<OutlierScanQueue> {
  await boss.createQueue(outlierScanQueueName, {
    name: outlierScanQueueName,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    expireInHours: 2,
    retentionDays: 1,
  });
  const pending = () => boss.getQueueSize(outlierScanQueueName, { before: 'completed' });
  return {
    async request(vesselId) {
      await boss.send(outlierScanQueueName, { vesselId } satisfies JobData, { singletonKey: vesselId });
      wakeLocalWorkers(boss, outlierScanQueueName);
    },
    async idle(timeoutMs = 600_000) {
      const until = Date.now() + timeoutMs;
      while ((await pending()) > 0) {
        if (Date.now() > until) throw new Error('The outlier search queue did not become idle in time');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/** The worker of the queue (the job runner's process). */
export async function workOutlierScanQueue(
  boss: PgBoss,
  scanner: { scanOutliers(vesselId: string): Promise<unknown> },
  options: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<void> {
  const log = options.log ?? ((message: string) => console.warn(message));
  registerLocalWorker(
    boss,
    outlierScanQueueName,
    await boss.work<JobData>(
      outlierScanQueueName,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        try {
          await scanner.scanOutliers(job.data.vesselId);
        } catch (error) {
          log(`outlier search of vessel ${job.data.vesselId}: ${(error as Error).message}`);
          throw error;
        }
      },
    ),
  );
}
