import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pgliteQuery } from './pglite-query.ts';
import { noteStatement, tablesWithWritingTriggers } from './read-cache.ts';

/**
 * `prepared`: a hot read whose plan does not depend on its values, run often (ADR 0130). PGlite
 * keeps it parsed under a name; PostgreSQL runs it unnamed as any statement (ADR 0128: its generic
 * plans followed the statistics there).
 */
export type QueryOptions = { prepared?: boolean };

/**
 * The narrow SQL access the pipeline needs beyond ordinary queries: transactions on one
 * connection and bulk loading with COPY. One implementation for PGlite (COPY ... FROM '/dev/blob')
 * and one for PostgreSQL (COPY ... FROM STDIN through pg-copy-streams). Same SQL on both.
 */
export type SqlConnection = {
  query<R = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<R[]>;
  /** Runs a script of several statements without parameters; answers the last statement's rows. */
  exec(script: string): Promise<Record<string, unknown>[]>;
  /** COPY table (columns) FROM the CSV text (no header) given as chunks. */
  copyCsv(table: string, columns: readonly string[], chunks: readonly string[]): Promise<void>;
  /** COPY table (columns) FROM PostgreSQL's binary COPY format (header, tuples, trailer). */
  copyBinary(table: string, columns: readonly string[], chunks: readonly Uint8Array[]): Promise<void>;
};

export type SqlEngine = SqlConnection & {
  kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: SqlConnection) => Promise<T>): Promise<T>;
};

const identifier = /^[a-z_][a-z0-9_]*$/;
function copyStatement(table: string, columns: readonly string[], source: string, format = 'csv'): string {
  for (const name of [table, ...columns]) {
    if (!identifier.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  }
  return `COPY ${table} (${columns.join(', ')}) FROM ${source} WITH (FORMAT ${format})`;
}

function pgliteConnection(target: PGlite | Transaction): SqlConnection {
  // PGlite itself in one call (ADR 0128); a PGlite transaction object through its own query.
  const run = isPGlite(target)
    ? <R>(text: string, params: unknown[], options?: QueryOptions) =>
        pgliteQuery<R>(target, text, params, options)
    : <R>(text: string, params: unknown[]) => target.query<R>(text, params);
  return {
    async query<R>(text: string, params: unknown[] = [], options?: QueryOptions) {
      noteStatement(text);
      return (await run<R>(text, params, options)).rows;
    },
    async exec(script) {
      noteStatement(script);
      const results = await target.exec(script);
      return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
    },
    async copyCsv(table, columns, chunks) {
      if (chunks.length === 0) return;
      await target.query(copyStatement(table, columns, "'/dev/blob'"), [], {
        blob: new Blob(chunks as string[]),
      });
    },
    async copyBinary(table, columns, chunks) {
      if (chunks.length === 0) return;
      await target.query(copyStatement(table, columns, "'/dev/blob'", 'binary'), [], {
        blob: new Blob(chunks as Uint8Array<ArrayBuffer>[]),
      });
    },
  };
}

const isPGlite = (target: PGlite | Transaction): target is PGlite => 'execProtocolStream' in target;

/** PGlite on its own (tests, benchmarks): PGlite's transaction() keeps other queries out. */
export function pgliteEngine(pglite: PGlite): SqlEngine {
  return {
    kind: 'pglite',
    ...pgliteConnection(pglite),
    transaction: (work) => pglite.transaction((tx) => work(pgliteConnection(tx))),
  };
}

/**
 * PGlite shared with the platform's Kysely (server/db): every statement runs while Kysely's
 * connection lock is held, and a transaction is a Kysely transaction whose begin/commit frame our
 * statements on the one connection, so nothing interleaves with other requests' transactions.
 */
export function sharedPgliteEngine(pglite: PGlite, db: Kysely<never>): SqlEngine {
  const raw = pgliteConnection(pglite);
  const locked =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A) =>
      db.connection().execute(() => run(...args));
  return {
    kind: 'pglite',
    query: locked(raw.query) as SqlConnection['query'],
    exec: locked(raw.exec),
    copyCsv: locked(raw.copyCsv),
    copyBinary: locked(raw.copyBinary),
    transaction: (work) => db.transaction().execute(() => work(raw)),
  };
}

async function copyStream(
  client: Pool | PoolClient,
  statement: string,
  chunks: readonly (string | Buffer)[],
) {
  if (chunks.length === 0) return;
  const run = async (connection: PoolClient) => {
    const stream = connection.query(copyFrom(statement));
    await pipeline(Readable.from(chunks), stream);
  };
  if ('release' in client) return run(client);
  const connection = await client.connect();
  try {
    await run(connection);
  } finally {
    connection.release();
  }
}

function pgConnection(client: Pool | PoolClient): SqlConnection {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      noteStatement(text);
      return (await client.query(text, params)).rows as R[];
    },
    async exec(script) {
      noteStatement(script);
      const result = (await client.query(script)) as unknown as
        { rows: Record<string, unknown>[] } | { rows: Record<string, unknown>[] }[];
      return (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];
    },
    copyCsv: (table, columns, chunks) => copyStream(client, copyStatement(table, columns, 'STDIN'), chunks),
    copyBinary: (table, columns, chunks) =>
      copyStream(
        client,
        copyStatement(table, columns, 'STDIN', 'binary'),
        chunks.map((chunk) => Buffer.from(chunk)),
      ),
  };
}

/** Text of a statement that may change rows (a false match only empties a read cache once more). */
const writeStatement = /\b(INSERT|UPDATE|DELETE|TRUNCATE|MERGE|COPY|CALL|DO)\b/gi;
/** One INSERT or UPDATE of one table (its schema, if named, and its name), at the start of the text. */
const oneTableWrite =
  /^\s*(?:INSERT\s+INTO|UPDATE)\s+(?:ONLY\s+)?(?:([a-z_][a-z0-9_]*)\.)?([a-z_][a-z0-9_]*)\b/i;
/** An upsert's own clause ("ON CONFLICT ... DO NOTHING" or "DO UPDATE"): it writes the same table. */
const upsertClause = /\bON\s+CONFLICT\b[^;]*?\bDO\s+(?:NOTHING|UPDATE)\b/gi;

/**
 * What a statement's text may write: nothing (a read), one table (a single INSERT or UPDATE of it,
 * an upsert included), or anything (`all`: a delete, whose foreign keys may cascade; a
 * data-modifying CTE; several statements; a procedure or a DO block). A false `all` only empties a
 * read cache more than it needs to.
 */
export function writeOfStatement(text: string): 'none' | 'all' | { table: string } {
  if (!text.match(writeStatement)) return 'none';
  const single = oneTableWrite.exec(text);
  if (!single) return 'all';
  const rest = text.slice(single[0].length).replace(upsertClause, '');
  if (rest.includes(';') || rest.match(writeStatement)) return 'all';
  // The notices name a table of the public schema alone; another schema's (the job queue's) keeps
  // its schema, so it never matches an answer's tables.
  const schema = single[1]?.toLowerCase();
  const table = single[2]!.toLowerCase();
  return { table: schema === undefined || schema === 'public' ? table : `${schema}.${table}` };
}

/**
 * `engine` that calls `onWrite` once a write of it is done (ADR 0127): with the table for a single
 * INSERT or UPDATE of one table and for a COPY, without one (anything may have changed) for any
 * other write and a script; after a transaction, for each write in it, whether it commits or not
 * (a read inside it may have seen a part). The read caches (ADR 0076) hear every commit through
 * the database's notification too, but on PostgreSQL it comes back a moment later: without this, a
 * request right after a raw write (an outlier deleted, a setting saved) could be answered from the
 * cache as it was before the write.
 */
export function invalidatingEngine(engine: SqlEngine, onWrite: (table?: string) => void): SqlEngine {
  /** The writes of one connection's statements: tables, or `all`. */
  const tracking = (connection: SqlConnection, wrote: (table?: string) => void): SqlConnection => ({
    async query(text, params, options) {
      try {
        return await connection.query(text, params, options);
      } finally {
        const write = writeOfStatement(text);
        if (write === 'all') wrote();
        else if (write !== 'none') wrote(write.table);
      }
    },
    async exec(script) {
      try {
        return await connection.exec(script);
      } finally {
        if (writeOfStatement(script) !== 'none') wrote();
      }
    },
    async copyCsv(table, columns, chunks) {
      try {
        return await connection.copyCsv(table, columns, chunks);
      } finally {
        wrote(table);
      }
    },
    async copyBinary(table, columns, chunks) {
      try {
        return await connection.copyBinary(table, columns, chunks);
      } finally {
        wrote(table);
      }
    },
  });
  return {
    kind: engine.kind,
    ...tracking(engine, onWrite),
    async transaction(work) {
      const written = new Set<string>();
      let anything = false;
      try {
        return await engine.transaction((tx) =>
          work(tracking(tx, (table) => (table === undefined ? (anything = true) : written.add(table)))),
        );
      } finally {
        if (anything) onWrite();
        else for (const table of written) onWrite(table);
      }
    },
  } as SqlEngine;
}

/**
 * The engine over the platform's database handle (server/db/database.ts); its writes empty the
 * handle's read cache when it has one.
 */
export function engineFromHandle(handle: {
  db: Kysely<never>;
  pglite: PGlite | null;
  pool: Pool | null;
  readCache?: { invalidate(table?: string): void };
}): SqlEngine {
  const engine = handle.pglite
    ? sharedPgliteEngine(handle.pglite, handle.db)
    : handle.pool
      ? postgresEngine(handle.pool)
      : null;
  if (!engine) throw new Error('The database handle has neither PGlite nor a pg pool');
  const cache = handle.readCache;
  return cache ? invalidatingEngine(engine, (table) => invalidateAfterRawWrite(cache, table)) : engine;
}

/** A table whose triggers write others (read-cache.ts) empties every answer, as an unknown write does. */
function invalidateAfterRawWrite(
  cache: { invalidate(table?: string): void },
  table: string | undefined,
): void {
  if (table === undefined || (tablesWithWritingTriggers as readonly string[]).includes(table))
    cache.invalidate();
  else cache.invalidate(table);
}

export function postgresEngine(pool: Pool): SqlEngine {
  return {
    kind: 'postgres',
    ...pgConnection(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(pgConnection(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
