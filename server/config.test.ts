import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, processModelProblem, readConfig } from './config.ts';

describe('readConfig', () => {
  it('defaults: port 8080, PGlite in ./data, demo mode, links to localhost', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: null,
      dataDir: resolve('./data'),
      isDemo: true,
      adminEmail: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('reads every variable; WAKELINE_DEMO=0 is production mode; the public URL loses its trailing slash', () => {
    const config = readConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://db/wakeline',
      WAKELINE_DATA_DIR: '/srv/wakeline',
      WAKELINE_DEMO: '0',
      WAKELINE_ADMIN_EMAIL: 'root@example.com',
      WAKELINE_ADMIN_PASSWORD: 'secret-password',
      SMTP_URL: 'smtp://mail:25',
      WAKELINE_PUBLIC_URL: 'https://wakeline.example.com/',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://db/wakeline',
      dataDir: '/srv/wakeline',
      isDemo: false,
      adminEmail: 'root@example.com',
      adminPassword: 'secret-password',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://wakeline.example.com',
    });
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('server secret (ADR 0024)', () => {
  it('WAKELINE_SECRET_KEY is read as 64 hexadecimal characters or base64 of 32 bytes', async () => {
    const key = randomBytes(32);
    expect(readConfig({ WAKELINE_SECRET_KEY: key.toString('hex') }).secretKey).toEqual(key);
    expect(readConfig({ WAKELINE_SECRET_KEY: key.toString('base64') }).secretKey).toEqual(key);
    expect(await loadSecretKey({ secretKey: key, dataDir: '/nonexistent' })).toEqual(key);
    expect(() => readConfig({ WAKELINE_SECRET_KEY: 'too-short' })).toThrow(/WAKELINE_SECRET_KEY/);
  });

  it('without WAKELINE_SECRET_KEY a key file is generated once in the data dir with mode 0600', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wakeline-secret-'));
    try {
      const first = await loadSecretKey({ secretKey: null, dataDir });
      expect(first).toHaveLength(32);
      expect(await loadSecretKey({ secretKey: null, dataDir })).toEqual(first);
      const file = join(dataDir, 'secret.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('hex'));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('process model (ADR 0066)', () => {
  it('one process with jobs inline by default; WAKELINE_API_PROCESSES and WAKELINE_JOBS are read and checked', () => {
    expect(readConfig({})).toMatchObject({ apiProcesses: 1, jobs: 'inline' });
    expect(readConfig({ WAKELINE_API_PROCESSES: '4', WAKELINE_JOBS: 'External' })).toMatchObject({
      apiProcesses: 4,
      jobs: 'external',
    });
    expect(() => readConfig({ WAKELINE_API_PROCESSES: '0' })).toThrow(/WAKELINE_API_PROCESSES must be/);
    expect(() => readConfig({ WAKELINE_API_PROCESSES: 'two' })).toThrow(/WAKELINE_API_PROCESSES must be/);
    expect(() => readConfig({ WAKELINE_JOBS: 'elsewhere' })).toThrow(/WAKELINE_JOBS must be/);
  });

  it('several processes, external jobs and the worker are refused on PGlite with a clear message, allowed on PostgreSQL', () => {
    const pglite = readConfig({ WAKELINE_API_PROCESSES: '2' });
    expect(processModelProblem(pglite, 'server')).toMatch(
      /^WAKELINE_API_PROCESSES=2 needs PostgreSQL: set DATABASE_URL/,
    );
    expect(processModelProblem(readConfig({ WAKELINE_JOBS: 'external' }), 'server')).toMatch(
      /^WAKELINE_JOBS=external needs PostgreSQL/,
    );
    expect(processModelProblem(readConfig({}), 'worker')).toMatch(/^npm run worker needs PostgreSQL/);
    expect(processModelProblem(readConfig({}), 'server')).toBeNull();
    const postgres = readConfig({ WAKELINE_API_PROCESSES: '2', DATABASE_URL: 'postgres://db/wakeline' });
    expect(processModelProblem(postgres, 'server')).toBeNull();
    expect(processModelProblem(postgres, 'worker')).toBeNull();
  });
});
