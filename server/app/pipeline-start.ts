import { feedDemoFleet } from '../demo/demo-fleet.ts';
import { seedDemoVoyages } from '../demo/demo-voyages.ts';
import type { Pipeline } from './pipeline.ts';

/**
 * After the server listens: start the import queues (resuming interrupted imports) and, in demo
 * mode, feed the demo fleet's history through them. Never delays start-up; failures are logged.
 */
export function startPipelineInBackground(
  pipeline: Pipeline,
  options: { isDemo: boolean; dataDir: string },
): void {
  void (async () => {
    try {
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
    } catch (error) {
      console.error('[wakeline] the import pipeline could not start:', error);
    }
  })();
}
