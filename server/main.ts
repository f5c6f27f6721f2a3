// `npm start` runs this (through scripts/start.mjs): configuration from the environment, the
// database (PGlite in <dataDir>/pglite, or PostgreSQL with DATABASE_URL), migrations, first-start
// data, then the PWA and /api/v1 from one process.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { keepConnectionsAlive } from './http/keep-alive.ts';
import { serve } from '@hono/node-server';
import { createApp } from './app/app.ts';
import { bootstrapDatabase, StartupError } from './app/bootstrap.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { createMailer } from './mail/mailer.ts';
import { startPipelineInBackground } from './app/pipeline-start.ts';
import { pipelineModule } from './app/pipeline.ts';
import { demoAccounts, demoAccountSummary, demoPassword } from './demo/demo.ts';
import { createStartupGate } from './observability/startup-gate.ts';
import { createLogger, logLevelFromEnv } from './observability/logging.ts';
import { imageSourcesFromEnv } from './observability/security-headers.ts';

async function readVersion(): Promise<string> {
  const packageJson = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ level: logLevelFromEnv() });
  // Readiness (ADR 0067): listen at once and answer 503 'starting' until the app is built.
  const gate = createStartupGate({ imageSources: imageSourcesFromEnv() });
  const server = serve({ fetch: gate.fetch, port: config.port });
  keepConnectionsAlive(server);
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl) await mkdir(pgliteDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', connectionString: config.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir },
  );
  try {
    const result = await bootstrapDatabase(database, config);
    if (result.appliedMigrations.length > 0)
      console.log(`[wakeline] applied migrations: ${result.appliedMigrations.join(', ')}`);
    if (result.created === 'demo') console.log('[wakeline] created the demo data');
    if (result.created === 'admin')
      console.log(`[wakeline] created the first Administrator ${config.adminEmail}`);
  } catch (error) {
    await database.close();
    throw error;
  }

  const pipeline = pipelineModule({
    dataDir: config.dataDir,
    deletedVesselRetentionDays: config.deletedVesselRetentionDays,
  });
  const { app, health } = createApp(
    {
      database,
      mailer: createMailer({ smtpUrl: config.smtpUrl ?? undefined, mailDir: join(config.dataDir, 'mail') }),
      publicUrl: config.publicUrl,
      version: await readVersion(),
      distDir: config.distDir,
      logger,
      metricsToken: process.env.WAKELINE_METRICS_TOKEN || null,
    },
    [pipeline.routes],
  );
  health.add('queues', () => pipeline.pipeline().queueHealth());
  gate.open(app.fetch);

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`;
  const lines = [`[wakeline] serving on http://localhost:${config.port} (database: ${where})`];
  if (config.isDemo) {
    lines.push(`[wakeline] demo accounts (password '${demoPassword}'):`);
    for (const account of demoAccounts)
      lines.push(`  ${account.email.padEnd(22)} ${demoAccountSummary[account.email] ?? account.role}`);
  }
  console.log(lines.join('\n'));
  startPipelineInBackground(pipeline.pipeline(), { isDemo: config.isDemo, dataDir: config.dataDir });

  const shutdown = () => {
    server.close(
      () =>
        void pipeline
          .pipeline()
          .stop()
          .finally(() => void database.close().finally(() => process.exit(0))),
    );
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    `[wakeline] ${error instanceof StartupError ? error.message : ((error as Error).stack ?? String(error))}`,
  );
  process.exit(1);
});
