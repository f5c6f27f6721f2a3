// What the entries (server/main.ts: `npm start`, its cluster's processes; server/worker.ts:
// `npm run worker`) share: the configuration checked for the process model, the database opened
// and bootstrapped, the container with its pipeline, the app, and the lines a process prints (ADR 0066).
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { processModelProblem, readConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { claimDataDir, DataDirInUseError } from '../db/data-dir-lock.ts';
import { createMailer } from '../mail/mailer.ts';
import { demoAccounts, demoAccountSummary, demoPassword } from '../demo/demo.ts';
import { createApp, type WakelineApp } from './app.ts';
import { bootstrapDatabase, StartupError } from './bootstrap.ts';
import type { Pipeline } from './pipeline.ts';
import { createContainer, type Container } from './container.ts';
import type { AppDeps } from '../context.ts';
import { createLogger, logLevelFromEnv } from '../observability/logging.ts';

/** The configuration, or a StartupError with the reason it cannot run as `role`. */
export function readProcessConfig(role: 'server' | 'worker'): ServerConfig {
  let config: ServerConfig;
  try {
    config = readConfig();
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
  const problem = processModelProblem(config, role);
  if (problem) throw new StartupError(problem);
  return config;
}

export function databaseDescription(config: ServerConfig): string {
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`;
}

export async function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', connectionString: config.databaseUrl });
  const pgliteDir = join(config.dataDir, 'pglite');
  await mkdir(pgliteDir, { recursive: true });
  // The embedded database must have one process: a second server, a backup or a restore is refused
  // (ADR 0068); the claim is released when the database closes.
  const releaseDataDir = await claimDataDir(config.dataDir, 'server');
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    return { ...database, close: () => database.close().finally(releaseDataDir) };
  } catch (error) {
    await releaseDataDir();
    throw error;
  }
}

/** Migrations and first-start data (safe when several processes start at once); closes the database on failure. */
export async function bootstrapAndReport(database: DatabaseHandle, config: ServerConfig): Promise<void> {
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
}

async function readVersion(): Promise<string> {
  const packageJson = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}

/** What the app and the container are built from, for this process's configuration. */
async function processDeps(
  config: ServerConfig,
  database: DatabaseHandle,
  options: { servesApi?: boolean },
): Promise<AppDeps> {
  return {
    database,
    mailer: createMailer({ smtpUrl: config.smtpUrl ?? undefined, mailDir: join(config.dataDir, 'mail') }),
    publicUrl: config.publicUrl,
    version: await readVersion(),
    distDir: config.distDir,
    logger: createLogger({ level: logLevelFromEnv() }),
    metricsToken: process.env.WAKELINE_METRICS_TOKEN || null,
    trustedProxies: config.trustedProxies,
    revocationFence: options.servesApi ?? false,
  };
}

/** Every service and the vessel data pipeline over the database, without the HTTP app (the worker). */
export async function buildContainer(
  config: ServerConfig,
  database: DatabaseHandle,
  options: { servesApi?: boolean } = {},
): Promise<Container & { pipeline: Pipeline }> {
  const container = createContainer(await processDeps(config, database, options), {
    pipeline: { dataDir: config.dataDir, deletedVesselRetentionDays: config.deletedVesselRetentionDays },
  });
  const { pipeline } = container;
  if (!pipeline) throw new Error('The container was built without the pipeline');
  return { ...container, pipeline };
}

/** The app (routes, services) and its vessel data pipeline over the database. */
export async function buildServer(
  config: ServerConfig,
  database: DatabaseHandle,
  options: { servesApi?: boolean } = {},
): Promise<WakelineApp & { pipeline: Pipeline }> {
  const container = await buildContainer(config, database, options);
  const built = createApp(container.deps, [], container);
  const started = container.pipeline;
  built.health.add('queues', () => started.queueHealth());
  return { ...built, pipeline: started };
}

/** Where the app is served and, in demo mode, the demo accounts. */
export function servingLines(config: ServerConfig, port: number, processes: string): string {
  const lines = [
    `[wakeline] serving on http://localhost:${port} (database: ${databaseDescription(config)}${processes})`,
  ];
  if (config.isDemo) {
    lines.push(`[wakeline] demo accounts (password '${demoPassword}'):`);
    for (const account of demoAccounts)
      lines.push(`  ${account.email.padEnd(22)} ${demoAccountSummary[account.email] ?? account.role}`);
  }
  return lines.join('\n');
}

export function exitOnFatal(error: unknown): never {
  console.error(
    `[wakeline] ${error instanceof StartupError || error instanceof DataDirInUseError ? error.message : ((error as Error).stack ?? String(error))}`,
  );
  process.exit(1);
}
