import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The narrow SQL access the pipeline needs beyond ordinary queries: transactions on one
 * connection and bulk loading with COPY. One implementation for PGlite (COPY ... FROM '/dev/blob')
 * and one for PostgreSQL (COPY ... FROM STDIN through pg-copy-streams). Same SQL on both.
 */
export type SqlConnection = {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters. */
  exec(script: string): Promise<void>;
  /** COPY table (columns) FROM the CSV text (no header) given as chunks. */
  copyCsv(table: string, columns: readonly string[], chunks: readonly string[]): Promise<void>;
};

export type SqlEngine = SqlConnection & {
  kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: SqlConnection) => Promise<T>): Promise<T>;
};

const identifier = /^[a-z_][a-z0-9_]*$/;
function copyStatement(table: string, columns: readonly string[], source: string): string {
  for (const name of [table, ...columns]) {
    if (!identifier.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  }
  return `COPY ${table} (${columns.join(', ')}) FROM ${source} WITH (FORMAT csv)`;
}

function pgliteConnection(target: PGlite | Transaction): SqlConnection {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      return (await target.query<R>(text, params)).rows;
    },
    async exec(script) {
      await target.exec(script);
    },
    async copyCsv(table, columns, chunks) {
      if (chunks.length === 0) return;
      await target.query(copyStatement(table, columns, "'/dev/blob'"), [], {
        blob: new Blob(chunks as string[]),
      });
    },
  };
}

export function pgliteEngine(pglite: PGlite): SqlEngine {
  return {
    kind: 'pglite',
    ...pgliteConnection(pglite),
    transaction: (work) => pglite.transaction((tx) => work(pgliteConnection(tx))),
  };
}

function pgConnection(client: Pool | PoolClient): SqlConnection {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as R[];
    },
    async exec(script) {
      await client.query(script);
    },
    async copyCsv(table, columns, chunks) {
      if (chunks.length === 0) return;
      const run = async (connection: PoolClient) => {
        const stream = connection.query(copyFrom(copyStatement(table, columns, 'STDIN')));
        await pipeline(Readable.from(chunks), stream);
      };
      if ('release' in client) return run(client);
      const connection = await client.connect();
      try {
        await run(connection);
      } finally {
        connection.release();
      }
    },
  };
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
