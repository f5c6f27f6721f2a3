import { feedDemoFleet } from '../demo/demo-fleet.ts';
import { seedDemoVoyages } from '../demo/demo-voyages.ts';
import type { Pipeline } from './pipeline.ts';

/**
 * Runs the job queues in this process (resuming interrupted imports) and, in demo mode, feeds the
 * demo fleet's history through them. On PostgreSQL it resolves once this process holds the job
 * runner lock (ADR 0066): another runner may hold it, and this one stands by until then.
 */
export async function runJobQueues(
  pipeline: Pipeline,
  options: { isDemo: boolean; dataDir: string },
): Promise<void> {
  await pipeline.start();
  // WAKELINE_DEMO_FLEET_DAYS: days of demo history per vessel (default 365; 0 sends none).
  const days = Number(process.env.WAKELINE_DEMO_FLEET_DAYS ?? 365);
  if (!options.isDemo || !(days > 0)) return;
  const sent = await feedDemoFleet({
    engine: pipeline.context.engine,
    dataDir: options.dataDir,
    imports: pipeline.services.imports,
    days: Math.round(days),
    fineDays: Math.min(3, Math.round(days)),
    seedVoyages: (source) => seedDemoVoyages(pipeline.context.db, source),
  });
  if (sent > 0)
    console.log(`[wakeline] demo fleet: ${sent} packages queued; Import Status shows their progress`);
}

/**
 * After the server listens: the job queues of runJobQueues, or with `sendOnly` (the jobs run in
 * `npm run worker` or in the cluster's primary) only the sending side. Never delays start-up;
 * failures are logged.
 */
export function startPipelineInBackground(
  pipeline: Pipeline,
  options: { isDemo: boolean; dataDir: string; sendOnly?: boolean },
): void {
  if (!options.sendOnly) {
    runJobQueues(pipeline, options).catch((error: unknown) =>
      console.error('[wakeline] the import pipeline could not start:', error),
    );
    return;
  }
  // The sending side is all an API process needs from the queues: retried until it works.
  const send = () =>
    pipeline.startSending().catch((error: unknown) => {
      console.error(`[wakeline] the job queues could not start (retrying in 5 s): ${String(error)}`);
      setTimeout(() => void send(), 5_000).unref();
    });
  void send();
}
