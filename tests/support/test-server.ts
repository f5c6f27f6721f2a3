// The real Wakeline app on a free port with a fresh database per test file: PGlite in memory,
// started from a migrated template that is built once and cached on disk (stack-check P12), or,
// with TEST_DATABASE_URL, a freshly created PostgreSQL database that is dropped afterwards.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp, type RouteModule, type WakelineApp } from '../../server/app/app.ts';
import { createContainer } from '../../server/app/container.ts';
import type { Pipeline, PipelineOptions } from '../../server/app/pipeline.ts';
import type { AppDeps } from '../../server/context.ts';
import type { HealthChecks } from '../../server/observability/health.ts';
import { bootstrapDatabase } from '../../server/app/bootstrap.ts';
import { fromPGlite, openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { watchTableWritesScript } from '../../server/db/read-cache.ts';
import { migrate, readMigrations } from '../../server/db/migrate.ts';
import { keepConnectionsAlive } from '../../server/http/keep-alive.ts';
import { createFolderMailer, type StoredMail } from '../../server/mail/mailer.ts';
import { demoPassword } from '../../server/demo/demo.ts';

export { demoPassword };

export const demoEmails = {
  admin: 'admin@example.com',
  super: 'super@example.com',
  user: 'user@example.com',
  crew: 'crew@example.com',
  partner: 'partner@example.com',
  other: 'other@example.org',
  harbourSuper: 'manager@example.org',
} as const;
export type DemoAccountKey = keyof typeof demoEmails;

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

export type RequestOptions = {
  token?: string | null;
  apiKey?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
};

export type TestServer = {
  baseUrl: string;
  /** The app itself, for in-process requests (`app.request`) where many calls must stay cheap. */
  app: WakelineApp['app'];
  database: DatabaseHandle;
  mailDir: string;
  /** Moves the server's clock (sessions, reset tokens, rate limits, activity). */
  advanceClock: (ms: number) => void;
  request: <T = unknown>(method: string, path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
  /** A bearer token for a demo account (cached per server). */
  tokenFor: (account: DemoAccountKey) => Promise<string>;
  /** Calls the API as a demo account. */
  as: (
    account: DemoAccountKey,
  ) => <T = unknown>(
    method: string,
    path: string,
    options?: Omit<RequestOptions, 'token'>,
  ) => Promise<ApiResponse<T>>;
  readMail: () => Promise<StoredMail[]>;
  /** The app's health checks (tests add failing ones). */
  health: HealthChecks;
  /** The vessel data pipeline, when the options asked for it (not started). */
  pipeline: Pipeline | null;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  /** Seed the demo data (default true); false gives an empty migrated database. */
  demo?: boolean;
  maxLoginFailures?: number;
  maxResetRequests?: number;
  maxAddressLoginFailures?: number;
  maxAccountResetRequests?: number;
  extraRoutes?: readonly RouteModule[];
  /** Build the vessel data pipeline (its services and routes) over the data folder given. */
  pipeline?: PipelineOptions;
  /** Check every answer against its contract (default true; benchmarks turn it off). */
  checkResponses?: boolean;
  /** Observability and the built client (ADR 0067 tests): a logger, the metrics token, a dist folder. */
  appDeps?: Partial<
    Pick<AppDeps, 'logger' | 'metricsToken' | 'distDir' | 'trustedProxies' | 'revocationFence'>
  >;
};

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await readMigrations()) hash.update(migration.name).update(migration.sql);
  // migrate() also attaches the read caches' triggers (ADR 0076).
  hash.update(watchTableWritesScript());
  return hash.digest('hex').slice(0, 16);
}

/**
 * The key of a database that is migrated and seeded with the demo data: the migrations, the demo
 * seed's sources and the UTC day (the seed places its dates around today).
 */
async function seededKey(): Promise<string> {
  const hash = createHash('sha256').update(await migrationsKey());
  const demoDir = join(import.meta.dirname, '../../server/demo');
  for (const name of (await readdir(demoDir))
    .filter((n) => n.endsWith('.ts') && !n.includes('.test.'))
    .sort())
    hash.update(name).update(await readFile(join(demoDir, name)));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** A PGlite dump built once per key and reused from the temporary folder. */
async function pgliteDump(
  name: string,
  key: string,
  prepare: (handle: DatabaseHandle) => Promise<void>,
): Promise<Blob> {
  const file = join(tmpdir(), `wakeline-pglite-${name}-${key}.tar`);
  if (!existsSync(file)) {
    const handle = fromPGlite(await PGlite.create());
    await prepare(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return new Blob([await readFile(file)]);
}

/** A dump of a freshly migrated PGlite, built once per set of migrations and reused. */
export async function pgliteTemplate(): Promise<Blob> {
  return pgliteDump('template', await migrationsKey(), async (handle) => {
    await migrate(handle);
  });
}

const demoBootstrap = { isDemo: true, adminEmail: null, adminPassword: null } as const;

/**
 * A dump of a PGlite that is migrated and holds the demo data, as a demo start leaves it: the API
 * tests start from it instead of seeding the demo data once per server (ADR 0095).
 */
async function pgliteDemoTemplate(): Promise<Blob> {
  return pgliteDump('demo', await seededKey(), async (handle) => {
    await bootstrapDatabase(handle, demoBootstrap);
  });
}

async function openTestDatabase(
  demo: boolean,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const loadDataDir = demo ? await pgliteDemoTemplate() : await pgliteTemplate();
    const handle = await openDatabase({ kind: 'pglite', loadDataDir });
    return { handle, drop: async () => {} };
  }
  const created = await createTestPostgresDatabase(
    adminUrl,
    demo ? await postgresDemoTemplate(adminUrl) : null,
  );
  const handle = await openDatabase({ kind: 'postgres', connectionString: created.url });
  return { handle, drop: created.drop };
}

/** Serialises the building of a template database among the test files of a run. */
const templateLockKey = 7_310_531;

/**
 * The name of a database on the PostgreSQL of `adminUrl` that is migrated and holds the demo data,
 * built by the first test file that needs it and copied by every other (CREATE DATABASE ...
 * TEMPLATE): a copy takes a fraction of a second where migrating and seeding take seconds.
 */
async function postgresDemoTemplate(adminUrl: string): Promise<string> {
  const name = `wakeline_template_${await seededKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ kind: 'postgres', connectionString: url.toString() });
      await bootstrapDatabase(handle, demoBootstrap);
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [templateLockKey]).catch(() => {});
    await admin.end();
  }
  return name;
}

/**
 * A fresh database on the PostgreSQL of `adminUrl` (the shared throwaway cluster), for one test
 * file, empty or a copy of `template`: its URL, and `drop` once every connection to it is closed.
 */
export async function createTestPostgresDatabase(
  adminUrl: string,
  template: string | null = null,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wakeline_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The pool's last connections may still be closing: wait for them rather than terminate
      // them (a terminated connection that is half-way through closing raises an uncaught error
      // in its client); force only if they never go.
      let dropped = false;
      for (let attempt = 0; attempt < 50 && !dropped; attempt += 1) {
        dropped = await client.query(`DROP DATABASE IF EXISTS ${name}`).then(
          () => true,
          async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            return false;
          },
        );
      }
      if (!dropped) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { handle, drop } = await openTestDatabase(options.demo ?? true);
  await bootstrapDatabase(handle, {
    isDemo: options.demo ?? true,
    adminEmail: options.demo === false ? 'first.admin@example.com' : null,
    adminPassword: options.demo === false ? 'first-admin-password' : null,
  });
  const mailDir = await mkdtemp(join(tmpdir(), 'wakeline-mail-'));
  let clockOffsetMs = 0;
  const deps: AppDeps = {
    database: handle,
    mailer: createFolderMailer(mailDir),
    publicUrl: 'http://wakeline.test',
    version: '0.0.0-test',
    distDir: null,
    now: () => new Date(Date.now() + clockOffsetMs),
    checkResponses: options.checkResponses ?? true,
    maxLoginFailures: options.maxLoginFailures,
    maxResetRequests: options.maxResetRequests,
    maxAddressLoginFailures: options.maxAddressLoginFailures,
    maxAccountResetRequests: options.maxAccountResetRequests,
    revocationFence: true,
    ...options.appDeps,
  };
  const container = createContainer(deps, { pipeline: options.pipeline });
  const { app, health, stop } = createApp(deps, options.extraRoutes, container);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  keepConnectionsAlive(server);
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = apiClient(baseUrl);

  return {
    baseUrl,
    app,
    database: handle,
    mailDir,
    health,
    pipeline: container.pipeline,
    advanceClock: (ms) => {
      clockOffsetMs += ms;
    },
    ...client,
    readMail: async () => {
      const names = (await readdir(mailDir)).filter((name) => name.endsWith('.json')).sort();
      return Promise.all(
        names.map(async (name) => JSON.parse(await readFile(join(mailDir, name), 'utf8')) as StoredMail),
      );
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await handle.close();
      await drop();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

export type ApiClient = Pick<TestServer, 'request' | 'tokenFor' | 'as'>;

/** Requests to a Wakeline at `baseUrl` (a test server, or a process a test started). */
export function apiClient(baseUrl: string): ApiClient {
  async function request<T>(
    method: string,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (requestOptions.token) headers.Authorization = `Bearer ${requestOptions.token}`;
    if (requestOptions.apiKey) headers['X-Api-Key'] = requestOptions.apiKey;
    let body: string | undefined;
    if (requestOptions.rawBody !== undefined) body = requestOptions.rawBody;
    else if (requestOptions.body !== undefined) body = JSON.stringify(requestOptions.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  const tokens = new Map<DemoAccountKey, string>();
  async function tokenFor(account: DemoAccountKey): Promise<string> {
    const cached = tokens.get(account);
    if (cached) return cached;
    const response = await request<{ token: string }>('POST', '/api/v1/Authenticate', {
      body: { username: demoEmails[account], password: demoPassword },
    });
    if (response.status !== 200)
      throw new Error(`Sign-in of ${account} failed: ${response.status} ${JSON.stringify(response.body)}`);
    tokens.set(account, response.body.token);
    return response.body.token;
  }

  return {
    request,
    tokenFor,
    as:
      (account) =>
      async <T>(method: string, path: string, requestOptions: Omit<RequestOptions, 'token'> = {}) =>
        request<T>(method, path, { ...requestOptions, token: await tokenFor(account) }),
  };
}
