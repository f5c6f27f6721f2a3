// Backup and restore (ADR 0068) on the database of this pass: the embedded PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set (the api project runs once for each, so both engines are covered
// and neither pass skips). 1: a round trip of a database filled with the demo data and a day of the
// demo fleet's imported log data, compared table by table (both passes). 2, PGlite pass: the refusals
// while a process holds the data folder, and --force. 2, PostgreSQL pass: docs/deployment.md's steps
// with the real commands: a clean database, the server as the guide starts it, health, backup, restore.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { createGunzip, createGzip } from 'node:zlib';
import { hostname, tmpdir } from 'node:os';
import { fillWithDemo, type Target } from '../../tests/support/backup-support.ts';
import { lockFile } from '../db/data-dir-lock.ts';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup, type BackupManifest } from './backup.service.ts';
import { readTar, TarWriter } from './tar.ts';
import { fileHashes, tableFingerprints, type Query } from './test-table-fingerprints.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? null;
const engine = adminUrl ? 'PostgreSQL' : 'PGlite';
const root = new URL('../..', import.meta.url).pathname;
let work = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'wakeline-backup-test-'));
});
const databases: string[] = [];
afterAll(async () => {
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
  await rm(work, { recursive: true, force: true });
});

/** A fresh, empty PostgreSQL database (the guide's `createdb`); its URL. */
async function createDatabase(): Promise<string> {
  const name = `wakeline_backup_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: adminUrl! });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  databases.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function fingerprintsOf(target: Target) {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await tableFingerprints((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  }
  const pglite = await PGlite.create({ dataDir: join(target.dataDir, 'pglite') });
  try {
    return await tableFingerprints((sql) => pglite.query(sql) as ReturnType<Query>);
  } finally {
    await pglite.close();
  }
}

/**
 * Waits until no other session is connected to the database: a client that has ended (or a command
 * that has exited) leaves its server process for a moment, and a restore rightly refuses to run
 * while the database has other connections.
 */
async function othersGone(databaseUrl: string): Promise<void> {
  // Asked from the administration database, so that the question adds no session of its own.
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: adminUrl! });
  await client.connect();
  try {
    for (const deadline = Date.now() + 15_000; ;) {
      const { rows } = await client.query<{ sessions: number }>(
        "SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
        [database],
      );
      if (rows[0]!.sessions === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** The round trip's source, copy and file, which the PGlite refusals reuse. */
let roundTrip: { source: Target; copy: Target; file: string; manifest: BackupManifest } | null = null;

describe(`backup and restore on ${engine}`, () => {
  it(`a filled ${engine} database comes back from its backup table by table, with its stored packages`, async () => {
    const source = { databaseUrl: adminUrl ? await createDatabase() : null, dataDir: join(work, 'source') };
    const copy = { databaseUrl: adminUrl ? await createDatabase() : null, dataDir: join(work, 'copy') };
    await fillWithDemo(source);
    const file = join(work, 'round-trip.tar.gz');
    const backup = await createBackup({
      target: source,
      file,
      version: '0.0.0-test',
      secretKeyFromEnvironment: false,
    });
    expect(backup.manifest.engine).toBe(adminUrl ? 'postgres' : 'pglite');
    await restoreBackup({ target: copy, file, force: false });
    roundTrip = { source, copy, file, manifest: backup.manifest };

    const before = await fingerprintsOf(source);
    const after = await fingerprintsOf(copy);
    // Not an empty comparison: the catalog lists the platform, time-series and queue tables, and
    // the demo and the imported day filled them.
    expect(before.size).toBeGreaterThan(40);
    const filled = [...before].filter(([, print]) => print.rows > 0).map(([name]) => name);
    expect(filled).toEqual(expect.arrayContaining(['public.users', 'public.vessels', 'public.imports']));
    // The manifest counted every public table's rows, as the restored copy holds them.
    for (const name of ['users', 'vessels', 'imports'])
      expect(backup.manifest.rows?.[name], name).toBe(before.get(`public.${name}`)!.rows);
    expect(filled.filter((name) => /^public\.samples_y\d{4}m\d{2}$/.test(name)).length).toBeGreaterThan(0);
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));

    const packages = await fileHashes(join(source.dataDir, 'packages'));
    packages.forEach((_hash, rel) => rel.startsWith('incoming/') && packages.delete(rel));
    expect([...packages.keys()].filter((rel) => rel.endsWith('.zip')).length).toBeGreaterThan(0);
    expect(Object.fromEntries(await fileHashes(join(copy.dataDir, 'packages')))).toEqual(
      Object.fromEntries(packages),
    );
  }, 180_000);

  it(`${engine}: a damaged, foreign or incomplete archive is refused in words with --force, and the old database stays as it was (issue 27)`, async () => {
    const { source, copy, file, manifest } = roundTrip!;
    const expected = Object.fromEntries(await fingerprintsOf(source));
    const bytes = await readFile(file);
    const truncated = join(work, 'truncated.tar.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = join(work, 'flipped.tar.gz');
    const changed = Buffer.from(bytes);
    for (let i = Math.floor(changed.length / 3); i < Math.floor(changed.length / 3) + 64; i++)
      changed[i]! ^= 0xff;
    await writeFile(flipped, changed);
    // Only the gzip trailer's CRC-32 changed: every tar entry reads, the checksum at the end does not.
    const trailer = join(work, 'trailer.tar.gz');
    const lastCrcByte = Buffer.from(bytes);
    lastCrcByte[lastCrcByte.length - 8]! ^= 0xff;
    await writeFile(trailer, lastCrcByte);
    const foreign = join(work, 'notes.txt.gz');
    await writeFile(foreign, 'these are notes, not a backup\n');
    // The archive's manifest alone: a backup without its database.
    const manifestOnly = join(work, 'manifest-only.tar.gz');
    await repack(
      file,
      manifestOnly,
      (name) => name === 'manifest.json',
      (m) => m,
    );
    // Every entry, but a manifest that lists one migration fewer than the database holds.
    const miscounted = join(work, 'miscounted.tar.gz');
    await repack(
      file,
      miscounted,
      () => true,
      (m) => ({ ...m, migrations: m.migrations.slice(0, -1) }),
    );

    // Every entry, but a manifest that counted one row more in a table than the database holds.
    const [table, counted] = Object.entries(manifest.rows ?? {}).find(([, n]) => n > 0)!;
    const rowsMiscounted = join(work, 'rows-miscounted.tar.gz');
    await repack(
      file,
      rowsMiscounted,
      () => true,
      (m) => ({ ...m, rows: { ...m.rows, [table]: counted + 1 } }),
    );

    const cases: [string, RegExp][] = [
      [truncated, /is damaged: it breaks off or some of its bytes changed/],
      [flipped, /is damaged: it breaks off or some of its bytes changed/],
      [trailer, /is damaged: it breaks off or some of its bytes changed/],
      [foreign, /is not a Wakeline backup/],
      [manifestOnly, /holds no database: it is not a complete Wakeline backup/],
      [
        miscounted,
        new RegExp(
          `is damaged: its database holds ${manifest.migrations.length} of the ${manifest.migrations.length - 1} migrations`,
        ),
      ],
      [
        rowsMiscounted,
        new RegExp(
          `is damaged: its table ${table} holds ${counted} rows where its manifest counted ${counted + 1}`,
        ),
      ],
    ];
    for (const [archive, words] of cases) {
      await expect(restoreBackup({ target: copy, file: archive, force: true }), archive).rejects.toThrow(
        words,
      );
      expect(Object.fromEntries(await fingerprintsOf(copy)), archive).toEqual(expected);
    }
    // The command says it in words with exit code 2, never zlib's own words or a stack trace.
    const command = await npm(['restore', truncated, '--', '--force'], {
      ...process.env,
      WAKELINE_DATA_DIR: copy.dataDir,
      ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
    });
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('is damaged');
    expect(command.stderr).not.toMatch(/zlib|unexpected end of file|at .*\.ts:\d+/);
    expect(Object.fromEntries(await fingerprintsOf(copy))).toEqual(expected);
    if (copy.databaseUrl) {
      // The sound archive with --force: restored beside, verified, then the old schemas dropped
      // (once the refused command's and the fingerprint's sessions have left the server).
      await othersGone(copy.databaseUrl);
      await restoreBackup({ target: copy, file, force: true });
      expect(Object.fromEntries(await fingerprintsOf(copy))).toEqual(expected);
      const client = new pg.Client({ connectionString: copy.databaseUrl });
      await client.connect();
      try {
        const aside = await client.query(
          `SELECT nspname FROM pg_namespace WHERE nspname LIKE '%\\_replaced\\_%'`,
        );
        expect(aside.rows).toEqual([]);
      } finally {
        await client.end();
      }
    }
  }, 180_000);

  if (!adminUrl) {
    it('PGlite: backup and restore refuse while a process holds the data folder; --force moves the old one aside', async () => {
      const { source, copy, file } = roundTrip!;
      // A live process recorded as the data folder's server (as server/main.ts records itself).
      const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      try {
        await writeFile(lockFile(source.dataDir), `${holder.pid} ${hostname()} server\n`);
        await expect(
          createBackup({
            target: source,
            file: join(work, 'refused.tar.gz'),
            version: '0',
            secretKeyFromEnvironment: false,
          }),
        ).rejects.toThrow(
          `The data folder ${source.dataDir} is in use by a Wakeline server (process ${holder.pid})`,
        );
        await writeFile(lockFile(copy.dataDir), `${holder.pid} ${hostname()} server\n`);
        await expect(restoreBackup({ target: copy, file, force: true })).rejects.toThrow(
          'is in use by a Wakeline server',
        );
      } finally {
        holder.kill();
        await once(holder, 'exit');
      }
      // The holder is gone: its lock file is stale and no longer refuses.
      await expect(restoreBackup({ target: copy, file, force: false })).rejects.toThrow(
        'The target is not empty: pglite, packages',
      );
      const forced = await restoreBackup({ target: copy, file, force: true });
      expect(forced.replacedDir).not.toBeNull();
      expect(Object.fromEntries(await fingerprintsOf(copy))).toEqual(
        Object.fromEntries(await fingerprintsOf(source)),
      );
      expect(Object.fromEntries(await fileHashes(join(forced.replacedDir!, 'pglite')))).not.toEqual({});
    });
  }

  if (adminUrl) {
    it('docs/deployment.md on a clean PostgreSQL: createdb, start, health, backup beside the server, restore, start again', async () => {
      const admin = { email: 'ops@example.com', password: 'a-long-first-password' };
      const env = (target: Target) => ({
        ...process.env,
        DATABASE_URL: target.databaseUrl!,
        WAKELINE_DATA_DIR: target.dataDir,
        WAKELINE_DEMO: '0',
        WAKELINE_ADMIN_EMAIL: admin.email,
        WAKELINE_ADMIN_PASSWORD: admin.password,
        PORT: '0',
        WAKELINE_DIST_DIR: join(work, 'no-dist'),
      });
      const first = { databaseUrl: await createDatabase(), dataDir: join(work, 'guide') };
      const second = { databaseUrl: await createDatabase(), dataDir: join(work, 'guide-restored') };
      const file = join(work, 'guide.tar.gz');

      const server = await startServer(env(first));
      try {
        await expectServing(server.url, admin);
        // A backup beside the running server (pg_dump reads one snapshot).
        expect(await npm(['backup', file], env(first))).toMatchObject({ code: 0 });
        // A restore into the database the server uses is refused: it is in use.
        await expect(restoreBackup({ target: first, file, force: true })).rejects.toThrow(
          'other connection(s): stop every Wakeline process',
        );
      } finally {
        await server.stop();
      }

      expect(await npm(['restore', file], env(second))).toMatchObject({ code: 0 });
      await expect(restoreBackup({ target: second, file, force: false })).rejects.toThrow(
        'The target is not empty: database',
      );

      const restored = await startServer(env(second));
      try {
        await expectServing(restored.url, admin);
      } finally {
        await restored.stop();
      }
    }, 180_000);
  }
});

async function expectServing(url: string, admin: { email: string; password: string }): Promise<void> {
  // As the guide says: the server is ready when health answers 200 (503 'starting' until its job
  // queues run, ADR 0067).
  let health = await fetch(`${url}/api/v1/health`);
  for (let waited = 0; health.status === 503 && waited < 30_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    health = await fetch(`${url}/api/v1/health`);
  }
  expect(health.status).toBe(200);
  const signIn = await fetch(`${url}/api/v1/Authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: admin.email, password: admin.password }),
  });
  expect(signIn.status).toBe(200);
}

/** `npm run server` (what `npm start` runs after its build check); resolves once it listens. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it listened:\n${output}`)),
    );
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function npm(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '--silent', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, stdout, stderr };
}

/** Copies the entries of a backup that `keep` names into a new archive, its manifest changed by `edit`. */
async function repack(
  from: string,
  to: string,
  keep: (name: string) => boolean,
  edit: (manifest: BackupManifest) => BackupManifest,
): Promise<void> {
  const gzip = createGzip();
  const written = gzip.pipe(createWriteStream(to));
  const tar = new TarWriter(gzip);
  await readTar(createReadStream(from).pipe(createGunzip()), async (entry, content) => {
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(chunk as Buffer);
    if (!keep(entry.name)) return;
    if (entry.type === 'directory') return tar.directory(entry.name);
    const body = Buffer.concat(chunks);
    await tar.buffer(
      entry.name,
      entry.name === 'manifest.json'
        ? Buffer.from(JSON.stringify(edit(JSON.parse(body.toString('utf8')) as BackupManifest)))
        : body,
      entry.mode & 0o777,
    );
  });
  await tar.finish();
  await once(written, 'close');
}
