// `npm start` runs this (through scripts/start.mjs): configuration from the environment, the
// database (PGlite in <dataDir>/pglite, or PostgreSQL with DATABASE_URL), migrations, first-start
// data, then the PWA and /api/v1. One process by default; on PostgreSQL, WAKELINE_API_PROCESSES=N
// starts N API processes sharing the port (node:cluster) under a primary that bootstraps the
// database and runs the job queues, unless WAKELINE_JOBS=external leaves them to `npm run worker`
// (ADR 0066).
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { keepConnectionsAlive } from './http/keep-alive.ts';
import type { ServerConfig } from './config.ts';
import { startPipelineInBackground } from './app/pipeline-start.ts';
import { createStartupGate } from './observability/startup-gate.ts';
import { imageSourcesFromEnv } from './observability/security-headers.ts';
import {
  bootstrapAndReport,
  buildServer,
  exitOnFatal,
  openConfiguredDatabase,
  readProcessConfig,
  servingLines,
} from './app/runtime.ts';

/** One API process: the app on the port; with `isOnly` it also bootstraps and (jobs inline) runs the jobs. */
async function serveApi(config: ServerConfig, isOnly: boolean): Promise<void> {
  // Readiness (ADR 0067): listen at once and answer 503 'starting' until the app is built. A
  // cluster's API process listens only when its app is built: the primary counts listening
  // processes to say the cluster is serving, and it has already bootstrapped the database.
  const gate = createStartupGate({ imageSources: imageSourcesFromEnv() });
  const built = isOnly
    ? null
    : await openConfiguredDatabase(config).then(async (database) => ({
        database,
        ...(await buildServer(config, database, { servesApi: true })),
      }));
  const server = serve({ fetch: built ? built.app.fetch : gate.fetch, port: config.port });
  keepConnectionsAlive(server);
  // PORT=0 (tests) listens on a free port: the lines name the one it got.
  const listening = new Promise<number>((resolve) =>
    server.once('listening', () => resolve((server.address() as AddressInfo).port)),
  );
  const database = built?.database ?? (await openConfiguredDatabase(config));
  if (!built) await bootstrapAndReport(database, config);
  const { app, pipeline, stop } = built ?? (await buildServer(config, database, { servesApi: true }));
  const sendOnly = !isOnly || config.jobs === 'external';
  gate.open(app.fetch);
  if (isOnly) {
    const jobs = config.jobs === 'external' ? '; job queues: npm run worker' : '';
    console.log(servingLines(config, await listening, jobs));
  }
  startPipelineInBackground(pipeline, { isDemo: config.isDemo, dataDir: config.dataDir, sendOnly });

  const shutdown = () => {
    server.close(
      () =>
        void pipeline
          .stop()
          .finally(() => stop())
          .finally(() => void database.close().finally(() => process.exit(0))),
    );
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** The cluster's primary: bootstraps once, forks the API processes (replacing one that dies), runs the jobs inline. */
async function runPrimary(config: ServerConfig): Promise<void> {
  const database = await openConfiguredDatabase(config);
  await bootstrapAndReport(database, config);
  const { pipeline } = await buildServer(config, database);
  let isShuttingDown = false;
  const listening = new Set<Worker>();

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    if (listening.size !== config.apiProcesses) return;
    const jobs = config.jobs === 'external' ? 'npm run worker' : 'the primary process';
    console.log(
      servingLines(config, address.port, `; ${config.apiProcesses} API processes; job queues: ${jobs}`),
    );
    if (config.jobs === 'inline')
      startPipelineInBackground(pipeline, { isDemo: config.isDemo, dataDir: config.dataDir });
  });
  cluster.on('exit', (worker, code, signal) => {
    const hadListened = listening.delete(worker);
    if (isShuttingDown) return;
    if (!hadListened) {
      console.error(`[wakeline] an API process exited before it listened (code ${code ?? signal}); stopping`);
      shutdown(1);
      return;
    }
    console.error(
      `[wakeline] API process ${worker.process.pid} exited (${code ?? signal}); starting another`,
    );
    cluster.fork();
  });
  for (let index = 0; index < config.apiProcesses; index += 1) cluster.fork();

  function shutdown(exitCode: number) {
    if (isShuttingDown) return;
    isShuttingDown = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    for (const worker of workers) worker.process.kill('SIGTERM');
    const exited = Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) =>
            worker.isDead() ? resolve() : worker.once('exit', () => resolve()),
          ),
      ),
    );
    void exited
      .then(() => pipeline.stop())
      .finally(() => void database.close().finally(() => process.exit(exitCode)));
    setTimeout(() => process.exit(exitCode), 8_000).unref();
  }
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
}

async function main(): Promise<void> {
  const config = readProcessConfig('server');
  if (cluster.isWorker) return serveApi(config, false);
  if (config.apiProcesses > 1) return runPrimary(config);
  return serveApi(config, true);
}

main().catch(exitOnFatal);
