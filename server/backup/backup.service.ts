// `npm run backup` / `npm run restore` (ADR 0068). One backup file, a plain tar.gz, holds
//   manifest.json                 what it is: engine, time, Wakeline version, applied migrations
//   database/pglite/...           the embedded database's folder, copied while nothing has it open
//   database/wakeline.pgdump      or PostgreSQL's `pg_dump --format=custom` of DATABASE_URL
//   data/packages/..., data/secret.key, data/mail/...   the files the data folder keeps
// Restore goes into an empty target, or with --force moves what the target holds aside first.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { claimDataDir } from '../db/data-dir-lock.ts';
import { readMigrations } from '../db/migrate.ts';
import { readTar, TarWriter } from './tar.ts';
import {
  appliedMigrations,
  beginSnapshot,
  databaseState,
  dropSchemasAside,
  endSnapshot,
  existingSchemas,
  moveSchemasAside,
  putSchemasBack,
  relationCount,
  rowCounts,
} from './backup.repository.ts';

export type BackupEngine = 'pglite' | 'postgres';

export type BackupManifest = {
  format: 'wakeline-backup';
  formatVersion: 1;
  engine: BackupEngine;
  createdAt: string;
  wakelineVersion: string;
  migrations: string[];
  /** Where the server secret is: in the backup (data/secret.key) or WAKELINE_SECRET_KEY (keep it yourself). */
  secretKey: 'in-backup' | 'environment' | 'not-created';
  /**
   * Rows of every table of the public schema when the backup was taken (the snapshot the dump
   * reads); a restore compares the restored copy with them before it takes the old one's place.
   * Absent in backups made before it was added.
   */
  rows?: Record<string, number>;
};

export type BackupTarget = {
  /** DATABASE_URL, or null for the embedded database in <dataDir>/pglite. */
  databaseUrl: string | null;
  dataDir: string;
};

/** A refusal the command prints as it is (exit code 2): nothing was changed. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}

/** The data folder's parts a backup holds besides the database (`packages/incoming` is left out). */
export const dataFolderParts = ['packages', 'secret.key', 'mail'] as const;
const skipped = new Set(['packages/incoming', 'pglite/postmaster.pid']);
/** Wakeline's schemas on PostgreSQL: its tables, and pg-boss's queues. */
const wakelineSchemas = ['public', 'pgboss'];

type Log = (line: string) => void;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Every directory and regular file under `root/part`, parents first, as paths relative to root. */
async function* walk(
  root: string,
  part: string,
): AsyncGenerator<{ rel: string; path: string; isDirectory: boolean }> {
  if (skipped.has(part)) return;
  const path = join(root, part);
  const info = await stat(path).catch(() => null);
  if (!info) return;
  if (info.isFile()) {
    yield { rel: part, path, isDirectory: false };
    return;
  }
  if (!info.isDirectory()) return;
  yield { rel: part, path, isDirectory: true };
  for (const name of (await readdir(path)).sort()) yield* walk(root, `${part}/${name}`);
}

function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs pg_dump / pg_restore with the password in the environment, never on the command line. */
async function runPgTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const { url, env } = withoutPassword(databaseUrl);
  const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const [code] = (await Promise.race([
    once(child, 'exit'),
    once(child, 'error').then(([error]) => {
      throw new BackupRefusedError(
        `${tool} could not be run (${(error as Error).message}): install the PostgreSQL client tools, version ${'>='} the server's`,
      );
    }),
  ])) as [number | null];
  if (code !== 0) throw new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`);
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The restored copy must hold the rows its manifest counted, table by table. */
function verifyRows(file: string, manifest: BackupManifest, found: Record<string, number>): void {
  if (!manifest.rows) return;
  for (const [table, wanted] of Object.entries(manifest.rows)) {
    const got = found[table];
    if (got !== wanted)
      throw new BackupRefusedError(
        `${file} is damaged: its table ${table} holds ${got ?? 'no'} rows where its manifest counted ${wanted}. Nothing was changed.`,
      );
  }
}

function manifestFor(
  engine: BackupEngine,
  migrations: string[],
  version: string,
  secretKey: BackupManifest['secretKey'],
  rows: Record<string, number>,
): BackupManifest {
  return {
    format: 'wakeline-backup',
    formatVersion: 1,
    engine,
    createdAt: new Date().toISOString(),
    wakelineVersion: version,
    migrations,
    secretKey,
    rows,
  };
}

async function addTree(
  tar: TarWriter,
  root: string,
  part: string,
  prefix: string,
  log: Log,
): Promise<number> {
  let files = 0;
  for await (const item of walk(root, part)) {
    const name = `${prefix}/${item.rel}`;
    if (item.isDirectory) {
      await tar.directory(name);
      continue;
    }
    const info = await stat(item.path).catch(() => null);
    // Gone between the listing and now (a purge on a running PostgreSQL server): not backed up.
    if (!info) {
      log(`[wakeline backup] ${item.rel} disappeared while the backup ran; it is not in the backup`);
      continue;
    }
    await tar.file(name, item.path, info.size, info.mode, info.mtime);
    files += 1;
  }
  return files;
}

/**
 * Writes a backup of the target to `file` (through `<file>.partial`, renamed when complete).
 * PGlite: refuses while a server (or another backup) holds the data folder. PostgreSQL: runs
 * beside a running server (pg_dump reads one consistent snapshot; the files are copied after it,
 * so every package the dump refers to is already stored).
 */
export async function createBackup(options: {
  target: BackupTarget;
  file: string;
  version: string;
  secretKeyFromEnvironment: boolean;
  log?: Log;
}): Promise<{ file: string; manifest: BackupManifest; files: number; bytes: number }> {
  const { target } = options;
  const log = options.log ?? (() => {});
  const file = resolve(options.file);
  if (await exists(file)) throw new BackupRefusedError(`${file} already exists: name a new backup file.`);
  const secretKey = options.secretKeyFromEnvironment
    ? 'environment'
    : (await exists(join(target.dataDir, 'secret.key')))
      ? 'in-backup'
      : 'not-created';
  const work = await mkdtemp(join(tmpdir(), 'wakeline-backup-'));
  const release = target.databaseUrl ? null : await claimDataDir(target.dataDir, 'backup');
  const partial = `${file}.partial`;
  try {
    let manifest: BackupManifest;
    const pgliteDir = join(target.dataDir, 'pglite');
    if (target.databaseUrl) {
      const databaseUrl = target.databaseUrl;
      // One snapshot for the counts and the dump: the transaction that exported it stays open
      // until pg_dump has read it (pg_dump --snapshot).
      manifest = await withClient(databaseUrl, async (client) => {
        const snapshot = await beginSnapshot(client);
        try {
          const migrations = await appliedMigrations((sql) => client.query(sql));
          if (migrations.length === 0)
            throw new BackupRefusedError(
              'The database of DATABASE_URL holds no Wakeline database (no migrations).',
            );
          const counted = await rowCounts((sql) => client.query(sql));
          log('[wakeline backup] pg_dump of DATABASE_URL ...');
          await runPgTool(
            'pg_dump',
            ['--format=custom', `--snapshot=${snapshot}`, `--file=${join(work, 'wakeline.pgdump')}`],
            databaseUrl,
          );
          return manifestFor('postgres', migrations, options.version, secretKey, counted);
        } finally {
          await endSnapshot(client);
        }
      });
    } else {
      if (!(await exists(join(pgliteDir, 'PG_VERSION'))))
        throw new BackupRefusedError(`There is no embedded database in ${pgliteDir} to back up.`);
      // Opened and closed once: a folder left by a crash is recovered, and closed cleanly.
      const pglite = await PGlite.create({ dataDir: pgliteDir });
      try {
        const migrations = await appliedMigrations((sql) => pglite.query(sql));
        const counted = await rowCounts((sql) => pglite.query(sql));
        manifest = manifestFor('pglite', migrations, options.version, secretKey, counted);
      } finally {
        await pglite.close();
      }
    }
    await mkdir(dirname(file), { recursive: true });
    const gzip = createGzip({ level: 1 });
    const written = pipeline(gzip, createWriteStream(partial));
    const tar = new TarWriter(gzip);
    let files = 0;
    try {
      await tar.buffer('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await tar.directory('database');
      if (target.databaseUrl) {
        const dump = join(work, 'wakeline.pgdump');
        const info = await stat(dump);
        await tar.file('database/wakeline.pgdump', dump, info.size, 0o600, info.mtime);
      } else {
        files += await addTree(tar, target.dataDir, 'pglite', 'database', log);
      }
      await tar.directory('data');
      for (const part of dataFolderParts) files += await addTree(tar, target.dataDir, part, 'data', log);
      await tar.finish();
    } catch (error) {
      gzip.destroy(error as Error);
      await written.catch(() => undefined);
      throw error;
    }
    await written;
    await rename(partial, file);
    return { file, manifest, files, bytes: (await stat(file)).size };
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
    await release?.();
  }
}

/** What the target holds already (a restore over it needs --force). */
async function occupiedParts(target: BackupTarget): Promise<string[]> {
  const held: string[] = [];
  if (!target.databaseUrl && (await exists(join(target.dataDir, 'pglite', 'PG_VERSION'))))
    held.push('pglite');
  for (const part of dataFolderParts) {
    const path = join(target.dataDir, part);
    const info = await stat(path).catch(() => null);
    if (!info) continue;
    if (info.isDirectory()) {
      const names = (await readdir(path)).filter((name) => `${part}/${name}` !== 'packages/incoming');
      if (names.length > 0) held.push(part);
    } else held.push(part);
  }
  return held;
}

async function postgresState(
  databaseUrl: string,
): Promise<{ database: string; tables: number; others: number }> {
  return withClient(databaseUrl, databaseState);
}

function insideOf(root: string, name: string): string {
  const path = resolve(root, name);
  const rel = relative(root, path);
  if (!rel || rel.startsWith(`..${sep}`) || rel === '..' || resolve(root, rel) !== path)
    throw new Error(`The backup file holds an entry outside its folders: ${name}`);
  return path;
}

/** Extracts the archive into `staging`; returns its manifest. Checks the manifest before any file. */
/**
 * Why an archive could not be read, in words (never zlib's or the tar reader's own): a file that is
 * no gzip at all is not a Wakeline backup; one that breaks off or whose bytes changed is damaged.
 */
function unreadableArchive(file: string, error: unknown): BackupRefusedError {
  if (error instanceof BackupRefusedError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'Z_DATA_ERROR' && /header/i.test(message ?? ''))
    return new BackupRefusedError(`${file} is not a Wakeline backup. Nothing was changed.`);
  return new BackupRefusedError(
    `${file} is damaged: it breaks off or some of its bytes changed, so it cannot be restored. Nothing was changed.`,
  );
}

async function extract(file: string, staging: string, check: (manifest: BackupManifest) => void) {
  try {
    return await extractArchive(file, staging, check);
  } catch (error) {
    throw unreadableArchive(file, error);
  }
}

async function extractArchive(file: string, staging: string, check: (manifest: BackupManifest) => void) {
  let manifest: BackupManifest | null = null;
  const gunzip = createGunzip();
  const source = createReadStream(file);
  // A read or inflate error reaches the tar reader as the end of its input; keep it to report.
  let streamError: unknown = null;
  source.on('error', (error) => (streamError ??= error));
  gunzip.on('error', (error) => (streamError ??= error));
  await readTar(source.pipe(gunzip), async (entry, content) => {
    if (!manifest) {
      if (entry.name !== 'manifest.json') throw new BackupRefusedError(`${file} is not a Wakeline backup.`);
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk);
      let parsed: BackupManifest;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
      } catch {
        throw new BackupRefusedError(`${file} is not a Wakeline backup. Nothing was changed.`);
      }
      if (parsed.format !== 'wakeline-backup' || parsed.formatVersion !== 1)
        throw new BackupRefusedError(`${file} is not a Wakeline backup of a format this version reads.`);
      check(parsed);
      manifest = parsed;
      return;
    }
    const path = insideOf(staging, entry.name);
    if (entry.type === 'directory') {
      await mkdir(path, { recursive: true });
      return;
    }
    await mkdir(dirname(path), { recursive: true });
    const out = createWriteStream(path, { mode: entry.mode & 0o777 });
    for await (const chunk of content) if (!out.write(chunk)) await once(out, 'drain');
    out.end();
    await once(out, 'close');
  });
  if (streamError) throw streamError;
  if (!manifest) throw new BackupRefusedError(`${file} is empty: not a Wakeline backup.`);
  return manifest as BackupManifest;
}

/** The database part of an extracted archive; a backup without one is refused (issue 27 §3). */
function requireDatabasePart(file: string, staging: string, engine: BackupEngine): string {
  const part =
    engine === 'postgres'
      ? join(staging, 'database', 'wakeline.pgdump')
      : join(staging, 'database', 'pglite', 'PG_VERSION');
  if (!existsSync(part))
    throw new BackupRefusedError(
      `${file} holds no database: it is not a complete Wakeline backup. Nothing was changed.`,
    );
  return part;
}

/** The restored copy must carry exactly the migrations its manifest lists (it is then swapped in). */
function verifyMigrations(file: string, manifest: BackupManifest, found: string[]): void {
  const wanted = [...manifest.migrations].sort();
  if (found.length !== wanted.length || found.some((name, i) => name !== wanted[i]))
    throw new BackupRefusedError(
      `${file} is damaged: its database holds ${found.length} of the ${wanted.length} migrations its manifest lists. Nothing was changed.`,
    );
}

/**
 * PostgreSQL: the database's Wakeline schemas move aside (renamed, not dropped), the dump is
 * restored in one transaction and its migrations checked against the manifest; only then are the
 * old schemas dropped. Any failure removes what the restore made and renames the old schemas back,
 * so the database is as it was (issue 27 §3, ADR 0068).
 */
async function restorePostgres(
  databaseUrl: string,
  database: string,
  file: string,
  staging: string,
  manifest: BackupManifest,
  force: boolean,
  log: Log,
): Promise<number> {
  const suffix = `_replaced_${Date.now()}`;
  const aside = force
    ? await withClient(databaseUrl, async (client) => {
        const names = await existingSchemas(client, wakelineSchemas);
        log(`[wakeline restore] moving the schemas ${names.join(', ')} of ${database} aside (--force)`);
        await moveSchemasAside(client, names, suffix);
        return names;
      })
    : [];
  try {
    log(`[wakeline restore] pg_restore into ${database} ...`);
    try {
      await runPgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-acl',
          '--exit-on-error',
          '--single-transaction',
          join(staging, 'database', 'wakeline.pgdump'),
        ],
        databaseUrl,
      );
    } catch (error) {
      if (error instanceof BackupRefusedError) throw error;
      throw new BackupRefusedError(
        `${file} is damaged: its database could not be restored (${firstLine((error as Error).message)}). Nothing was changed.`,
      );
    }
    await withClient(databaseUrl, async (client) => {
      verifyMigrations(file, manifest, await appliedMigrations((q) => client.query(q)));
      verifyRows(file, manifest, await rowCounts((q) => client.query(q)));
    });
    if (aside.length > 0) await withClient(databaseUrl, (client) => dropSchemasAside(client, aside, suffix));
    return (await postgresState(databaseUrl)).tables;
  } catch (error) {
    if (aside.length > 0) {
      log(`[wakeline restore] putting the schemas ${aside.join(', ')} of ${database} back`);
      await withClient(databaseUrl, (client) => putSchemasBack(client, wakelineSchemas, aside, suffix));
    }
    throw error;
  }
}

const firstLine = (text: string) => text.split('\n').find((line) => line.trim()) ?? text;

/**
 * Restores `file` into the target. Refuses (BackupRefusedError, nothing changed) when the backup
 * is of the other engine or of a newer Wakeline, when the target is in use, or when it is not
 * empty and `force` is false. With `force`, the data folder's parts move to
 * `<dataDir>/replaced-<time>/` and Wakeline's schemas of the PostgreSQL database are replaced only
 * after the restored copy was verified. A damaged, foreign or incomplete archive changes nothing.
 */
export async function restoreBackup(options: {
  target: BackupTarget;
  file: string;
  force: boolean;
  log?: Log;
}): Promise<{ manifest: BackupManifest; tables: number; replacedDir: string | null }> {
  const { target, force } = options;
  const log = options.log ?? (() => {});
  const file = resolve(options.file);
  if (!(await exists(file))) throw new BackupRefusedError(`${file} does not exist.`);
  const engine: BackupEngine = target.databaseUrl ? 'postgres' : 'pglite';
  const release = target.databaseUrl ? null : await claimDataDir(target.dataDir, 'restore');
  const staging = join(target.dataDir, `.restore-${randomUUID()}`);
  try {
    const occupied = await occupiedParts(target);
    let database = '';
    if (target.databaseUrl) {
      const state = await postgresState(target.databaseUrl);
      database = state.database;
      if (state.others > 0)
        throw new BackupRefusedError(
          `The database ${state.database} has ${state.others} other connection(s): stop every Wakeline process (API and workers) that uses it first.`,
        );
      if (state.tables > 0) occupied.unshift(`database ${state.database} (${state.tables} tables)`);
    }
    if (occupied.length > 0 && !force)
      throw new BackupRefusedError(
        `The target is not empty: ${occupied.join(', ')} in ${target.dataDir}${target.databaseUrl ? ' and DATABASE_URL' : ''}. ` +
          'Restore into an empty database and data folder, or pass --force to replace them ' +
          `(the data folder's files move to ${join(target.dataDir, 'replaced-<time>')}; the database's Wakeline schemas are dropped).`,
      );
    const known = new Set((await readMigrations()).map((migration) => migration.name));
    await mkdir(staging, { recursive: true });
    const manifest = await extract(file, staging, (found) => {
      if (found.engine !== engine)
        throw new BackupRefusedError(
          found.engine === 'postgres'
            ? 'This backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.'
            : 'This backup is of the embedded database: restore it without DATABASE_URL, into a data folder.',
        );
      const unknown = found.migrations.filter((name) => !known.has(name));
      if (unknown.length > 0)
        throw new BackupRefusedError(
          `This backup comes from a newer Wakeline (${found.wakelineVersion}; migration ${unknown[0]} is unknown here): restore it with that version or a newer one.`,
        );
    });

    requireDatabasePart(file, staging, engine);
    let tables: number;
    if (target.databaseUrl) {
      tables = await restorePostgres(target.databaseUrl, database, file, staging, manifest, force, log);
    } else {
      // Opened and verified before it takes its place: a damaged copy fails here, target untouched.
      const pglite = await PGlite.create({ dataDir: join(staging, 'database', 'pglite') }).catch(
        (error: unknown) => {
          throw unreadableArchive(file, error);
        },
      );
      try {
        tables = await relationCount((q) => pglite.query(q));
        verifyMigrations(file, manifest, await appliedMigrations((q) => pglite.query(q)));
        verifyRows(file, manifest, await rowCounts((q) => pglite.query(q)));
      } finally {
        await pglite.close();
      }
    }

    const moves: [string, string][] = [];
    if (!target.databaseUrl)
      moves.push([join(staging, 'database', 'pglite'), join(target.dataDir, 'pglite')]);
    for (const part of dataFolderParts) moves.push([join(staging, 'data', part), join(target.dataDir, part)]);
    let replacedDir: string | null = null;
    for (const [, to] of moves) {
      if (!existsSync(to)) continue;
      // An empty leftover folder goes; anything else moves aside (never deleted).
      if (
        await rmdir(to).then(
          () => true,
          () => false,
        )
      )
        continue;
      replacedDir ??= join(target.dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      await mkdir(replacedDir, { recursive: true });
      await rename(to, join(replacedDir, relative(target.dataDir, to)));
    }
    for (const [from, to] of moves) if (existsSync(from)) await rename(from, to);
    return { manifest, tables, replacedDir };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release?.();
  }
}
