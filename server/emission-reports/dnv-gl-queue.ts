// 'Send to DNV GL' (EMIS-204, ADR 0072): the voyage's classification-society CSV is posted to the
// endpoint of WAKELINE_DNVGL_URL with the key of WAKELINE_DNVGL_KEY, as a job of the
// 'dnvgl-upload' queue (pg-boss): retried on failure (3 retries, backing off from 5 s), its state
// kept in dnv_gl_uploads for the voyage screen.
import type PgBoss from 'pg-boss';
import { registerLocalWorker, wakeLocalWorkers } from '../jobs/local-workers.ts';

export const dnvGlQueueName = 'dnvgl-upload';

export type DnvGlEndpoint = { url: string; key: string };

/** The endpoint from the environment; null (sending not configured) unless both are set. */
export function dnvGlEndpointFromEnv(env: NodeJS.ProcessEnv = process.env): DnvGlEndpoint | null {
  const url = env.WAKELINE_DNVGL_URL?.trim();
  const key = env.WAKELINE_DNVGL_KEY?.trim();
  return url && key ? { url, key } : null;
}

type JobData = { departureId: string };

export type DnvGlQueue = { send(departureId: string): Promise<void> };

export type DnvGlSender = {
  /** Posts the voyage; throws on failure. `isLastAttempt` marks the voyage Failed on failure. */
  send(departureId: string, isLastAttempt: boolean): Promise<void>;
};

export const dnvGlRetry = { retryLimit: 3, retryDelay: 5, retryBackoff: true };

export async function createDnvGlQueue(boss: PgBoss): Promise<DnvGlQueue> {
  await boss.createQueue(dnvGlQueueName, {
    name: dnvGlQueueName,
    policy: 'standard',
    ...dnvGlRetry,
    expireInHours: 1,
    retentionDays: 7,
  });
  return {
    async send(departureId) {
      await boss.send(dnvGlQueueName, { departureId } satisfies JobData, dnvGlRetry);
      wakeLocalWorkers(boss, dnvGlQueueName);
    },
  };
}

export async function workDnvGlQueue(
  boss: PgBoss,
  sender: DnvGlSender,
  options: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<void> {
  const log = options.log ?? ((message: string) => console.warn(message));
  registerLocalWorker(
    boss,
    dnvGlQueueName,
    await boss.work<JobData>(
      dnvGlQueueName,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const isLastAttempt = job.retryCount >= job.retryLimit;
        try {
          await sender.send(job.data.departureId, isLastAttempt);
        } catch (error) {
          log(`DNV GL upload of voyage ${job.data.departureId}: ${(error as Error).message}`);
          throw error;
        }
      },
    ),
  );
}
