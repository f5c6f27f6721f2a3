// `npm run worker`: the job queues without HTTP (ADR 0066), for API processes started with
// WAKELINE_JOBS=external on the same PostgreSQL and the same WAKELINE_DATA_DIR (the stored import
// packages). Migrations and the first-start data are safe to run at the same time as the API
// processes; one runner holds the job runner lock, a second `npm run worker` stands by.
import { runJobQueues } from './app/pipeline-start.ts';
import {
  bootstrapAndReport,
  buildContainer,
  databaseDescription,
  exitOnFatal,
  openConfiguredDatabase,
  readProcessConfig,
} from './app/runtime.ts';

async function main(): Promise<void> {
  const config = readProcessConfig('worker');
  const database = await openConfiguredDatabase(config);
  await bootstrapAndReport(database, config);
  // The services and the job pipeline only: no HTTP app is built (ADR 0096).
  const { pipeline } = await buildContainer(config, database);
  console.log(`[wakeline] worker: waiting to run the job queues (database: ${databaseDescription(config)})`);

  let isStopping = false;
  const shutdown = () => {
    if (isStopping) return;
    isStopping = true;
    void pipeline.stop().finally(() => void database.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 35_000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await pipeline.start();
  if (isStopping) return;
  console.log('[wakeline] worker: running the job queues');
  await runJobQueues(pipeline, { isDemo: config.isDemo, dataDir: config.dataDir });
}

main().catch(exitOnFatal);
