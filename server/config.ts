// Server configuration from the environment (README lists every variable).
import { resolve } from 'node:path';

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
};

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
  };
}
