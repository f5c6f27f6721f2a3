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
import { claimDataDir, DataDirInUseError } from './db/data-dir-lock.ts';
import { createMailer } from './mail/mailer.ts';
import { startPipelineInBackground } from './app/pipeline-start.ts';
import { pipelineModule } from './app/pipeline.ts';
import { demoAccounts, demoAccountSummary, demoPassword } from './demo/demo.ts';

async function readVersion(): Promise<string> {
  const packageJson = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}

async function main(): Promise<void> {
  const config = readConfig();
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl) await mkdir(pgliteDir, { recursive: true });
  // The embedded database must have one process: a second server, a backup or a restore is refused.
  const releaseDataDir = config.databaseUrl ? null : await claimDataDir(config.dataDir, 'server');
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
    await releaseDataDir?.();
    throw error;
  }

  const pipeline = pipelineModule({
    dataDir: config.dataDir,
    deletedVesselRetentionDays: config.deletedVesselRetentionDays,
  });
  const { app } = createApp(
    {
      database,
      mailer: createMailer({ smtpUrl: config.smtpUrl ?? undefined, mailDir: join(config.dataDir, 'mail') }),
      publicUrl: config.publicUrl,
      version: await readVersion(),
      distDir: config.distDir,
    },
    [pipeline.routes],
  );

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`;
    const lines = [`[wakeline] serving on http://localhost:${info.port} (database: ${where})`];
    if (config.isDemo) {
      lines.push(`[wakeline] demo accounts (password '${demoPassword}'):`);
      for (const account of demoAccounts)
        lines.push(`  ${account.email.padEnd(22)} ${demoAccountSummary[account.email] ?? account.role}`);
    }
    console.log(lines.join('\n'));
    startPipelineInBackground(pipeline.pipeline(), { isDemo: config.isDemo, dataDir: config.dataDir });
  });
  keepConnectionsAlive(server);

  const shutdown = () => {
    server.close(
      () =>
        void pipeline
          .pipeline()
          .stop()
          .finally(
            () =>
              void database
                .close()
                .then(() => releaseDataDir?.())
                .finally(() => process.exit(0)),
          ),
    );
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    `[wakeline] ${error instanceof StartupError || error instanceof DataDirInUseError ? error.message : ((error as Error).stack ?? String(error))}`,
  );
  process.exit(1);
});
