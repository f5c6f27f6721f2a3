// Server configuration from the environment (README lists every variable).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address.ts';

export type ServerConfig = {
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  isDemo: boolean;
  adminEmail: string | null;
  adminPassword: string | null;
  smtpUrl: string | null;
  publicUrl: string;
  distDir: string;
  /** WAKELINE_SECRET_KEY decoded (32 bytes); null: the key file in the data dir (loadSecretKey). */
  secretKey: Buffer | null;
  /** WAKELINE_DELETED_VESSEL_RETENTION_DAYS: days a deleted vessel's data is kept (default 90, ADR 0058). */
  deletedVesselRetentionDays: number;
  /** WAKELINE_API_PROCESSES: API processes sharing the port through node:cluster (default 1; more need PostgreSQL). */
  apiProcesses: number;
  /**
   * WAKELINE_JOBS: 'inline' (default) runs the job queues in this process (the primary when there
   * are several); 'external' leaves them to `npm run worker` and only sends jobs (ADR 0066).
   */
  jobs: JobsMode;
  /**
   * WAKELINE_TRUSTED_PROXIES: the reverse proxies (addresses and CIDR ranges) whose
   * X-Forwarded-For names the client (ADR 0091); none by default: the socket's address is the client.
   */
  trustedProxies: TrustedProxies;
};

export type JobsMode = 'inline' | 'external';

export const secretKeyBytes = 32;

/** WAKELINE_SECRET_KEY: 64 hexadecimal characters or the base64 of 32 bytes. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (
    key.length !== secretKeyBytes ||
    (!/^[0-9a-f]{64}$/i.test(trimmed) && key.toString('base64') !== trimmed)
  )
    throw new Error('WAKELINE_SECRET_KEY must be 32 bytes as 64 hexadecimal characters or as base64');
  return key;
}

export const defaultDeletedVesselRetentionDays = 90;

function retentionDays(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return defaultDeletedVesselRetentionDays;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 0)
    throw new Error(`WAKELINE_DELETED_VESSEL_RETENTION_DAYS must be a whole number of days, not '${text}'`);
  return days;
}

export const maxApiProcesses = 64;

function apiProcesses(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 1;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > maxApiProcesses)
    throw new Error(
      `WAKELINE_API_PROCESSES must be a whole number from 1 to ${maxApiProcesses}, not '${text}'`,
    );
  return count;
}

function jobsMode(text: string | undefined): JobsMode {
  const mode = (text ?? '').trim().toLowerCase();
  if (mode === '' || mode === 'inline') return 'inline';
  if (mode === 'external') return 'external';
  throw new Error(`WAKELINE_JOBS must be 'inline' or 'external', not '${text}'`);
}

/**
 * Why this configuration cannot run as `role` (null: it can). Several processes share one database
 * only on PostgreSQL: the embedded PGlite belongs to the one process that opened it.
 */
export function processModelProblem(
  config: Pick<ServerConfig, 'databaseUrl' | 'apiProcesses' | 'jobs'>,
  role: 'server' | 'worker',
): string | null {
  if (config.databaseUrl) return null;
  if (role === 'worker')
    return 'npm run worker needs PostgreSQL: set DATABASE_URL (the embedded PGlite database belongs to the one `npm start` process, which runs the job queues itself).';
  if (config.apiProcesses > 1)
    return `WAKELINE_API_PROCESSES=${config.apiProcesses} needs PostgreSQL: set DATABASE_URL, or leave WAKELINE_API_PROCESSES unset (the embedded PGlite database serves one process).`;
  if (config.jobs === 'external')
    return 'WAKELINE_JOBS=external needs PostgreSQL: set DATABASE_URL (a separate `npm run worker` cannot open the embedded PGlite database), or leave WAKELINE_JOBS unset.';
  return null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not '${env.PORT}'`);
  const blank = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
  return {
    port,
    databaseUrl: blank(env.DATABASE_URL),
    dataDir: resolve(env.WAKELINE_DATA_DIR ?? './data'),
    isDemo: (env.WAKELINE_DEMO ?? '1') !== '0',
    adminEmail: blank(env.WAKELINE_ADMIN_EMAIL),
    adminPassword: env.WAKELINE_ADMIN_PASSWORD ? env.WAKELINE_ADMIN_PASSWORD : null,
    smtpUrl: blank(env.SMTP_URL),
    publicUrl: (blank(env.WAKELINE_PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    distDir: resolve(env.WAKELINE_DIST_DIR ?? './dist'),
    secretKey: blank(env.WAKELINE_SECRET_KEY) ? parseSecretKey(env.WAKELINE_SECRET_KEY!) : null,
    deletedVesselRetentionDays: retentionDays(env.WAKELINE_DELETED_VESSEL_RETENTION_DAYS),
    apiProcesses: apiProcesses(env.WAKELINE_API_PROCESSES),
    jobs: jobsMode(env.WAKELINE_JOBS),
    trustedProxies: parseTrustedProxies(env.WAKELINE_TRUSTED_PROXIES),
  };
}

/**
 * The server secret that encrypts stored credentials (the vessels' external keys, ADR 0024):
 * WAKELINE_SECRET_KEY, else `<dataDir>/secret.key`, generated once (mode 0600) and kept. Losing
 * that file makes the stored keys unreadable, so back it up with the database.
 */
export async function loadSecretKey(config: Pick<ServerConfig, 'secretKey' | 'dataDir'>): Promise<Buffer> {
  if (config.secretKey) return config.secretKey;
  const file = join(config.dataDir, 'secret.key');
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(secretKeyBytes).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = await readFile(file, 'utf8');
  try {
    return parseSecretKey(text);
  } catch {
    throw new Error(`${file} does not hold a secret key (64 hexadecimal characters)`);
  }
}
