// Opens the database: embedded PGlite (a data directory, or memory) or PostgreSQL through a pg
// Pool. Both speak to Kysely; `runScript` runs a multi-statement SQL file (migrations).
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { joinableDialect } from './batch-transaction.ts';
import { Mutex } from './mutex.ts';
import { pgliteNotifications, postgresNotifications, type NotificationBus } from './notifications.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { noteStatement, ReadCache, readWritesPlugin } from './read-cache.ts';
import type { Database } from './schema.ts';

// int8 (count(*), bigint) as numbers on pg, as PGlite already does (stack-check P12).
pg.types.setTypeParser(20, Number);

export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** Runs a parameterless, possibly multi-statement SQL script. */
  runScript: (sql: string) => Promise<void>;
  /** The PGlite instance when embedded (pg-boss and the template dump need it). */
  pglite: PGlite | null;
  /** The pg pool when on PostgreSQL. */
  pool: pg.Pool | null;
  /** LISTEN/NOTIFY on this database (a dedicated client on PostgreSQL, connected on first use). */
  notifications: NotificationBus;
  /**
   * Answers read from this database, emptied by the writes to the tables they read (ADRs 0076,
   * 0127). Off until something subscribes it to the write notices (createApp does).
   */
  readCache: ReadCache;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; connectionString: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** At most 2,000 answers for 30 s; off until subscribed to the write notices. */
function newReadCache(): ReadCache {
  return new ReadCache({ now: () => Date.now(), ttlMs: 30_000, maxEntries: 2_000, enabled: false });
}

/** Resolves when the database answers a query (the health check's probe). */
export async function pingDatabase(handle: Pick<DatabaseHandle, 'db'>): Promise<void> {
  await sql`SELECT 1`.execute(handle.db);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.connectionString);
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return fromPGlite(pglite);
}

export function fromPGlite(pglite: PGlite): DatabaseHandle {
  const mutex = new Mutex();
  const reads = newReadCache();
  const db = new Kysely<Database>({
    dialect: joinableDialect(new PGliteDialect(pglite, mutex)),
    plugins: [readWritesPlugin((table) => reads.invalidate(table))],
    // Each statement's tables, for the answer a read cache is loading (ADR 0127).
    log: (event) => noteStatement(event.query.sql),
  });
  const notifications = pgliteNotifications(pglite);
  return {
    db,
    engine: 'pglite',
    pglite,
    pool: null,
    notifications,
    readCache: reads,
    runScript: (sql) => mutex.run(async () => void (await pglite.exec(sql))),
    close: async () => {
      await notifications.close();
      await db.destroy();
      await pglite.close();
    },
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const reads = newReadCache();
  const db = new Kysely<Database>({
    dialect: joinableDialect(new PostgresDialect({ pool })),
    plugins: [readWritesPlugin((table) => reads.invalidate(table))],
    // Each statement's tables, for the answer a read cache is loading (ADR 0127).
    log: (event) => noteStatement(event.query.sql),
  });
  const notifications = postgresNotifications({ connectionString });
  return {
    db,
    engine: 'postgres',
    pglite: null,
    pool,
    notifications,
    readCache: reads,
    runScript: async (sql) => void (await pool.query(sql)),
    close: async () => {
      await notifications.close();
      await db.destroy();
    },
  };
}
