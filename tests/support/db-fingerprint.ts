// A cheap fingerprint of every table of the database, read from the catalog: per table its row
// count and a hash of its rows (an order-free sum of row hashes), so a test can tell that a refused request changed
// nothing. One query for all tables; columns that merely record activity are left out, and so are
// the job queue's own schema (pg-boss polls and maintains it on its own clock) and the sign-in and
// reset-request attempts (ADR 0066: counting a refused attempt is what the rate limit is for), and
// the live API processes (ADR 0091: each beats on its own clock, every 5 s on PostgreSQL).
import { sql, type Kysely } from 'kysely';

/** Columns that change on any signed-in call (the 'online' list), not on a write. */
const activityColumns = ['last_activity_at'];

export type TableFingerprint = { rows: number; hash: string };
export type DatabaseFingerprint = Record<string, TableFingerprint>;

async function tableNames(db: Kysely<never>): Promise<string[]> {
  // Ordinary tables only: a partitioned table's rows are those of its partitions.
  const result = await sql<{ name: string }>`
    SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r'
       AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast', 'pgboss')
       AND n.nspname NOT LIKE 'pg_temp%'
       AND NOT (n.nspname = 'public' AND c.relname IN ('auth_attempts', 'api_processes'))
     ORDER BY 1`.execute(db);
  return result.rows.map((row) => row.name);
}

const namesCache = new WeakMap<object, string>();

/** The fingerprint of every table (the query is built once per database). */
export async function fingerprintDatabase<D>(db: Kysely<D>): Promise<DatabaseFingerprint> {
  const anyDb = db as unknown as Kysely<never>;
  let query = namesCache.get(db);
  if (!query) {
    const minus = activityColumns.map((column) => ` - '${column}'`).join('');
    query = (await tableNames(anyDb))
      .map((name) => {
        // The time series are counted, not hashed: they are the bulk of the rows, and only an
        // import (never a refused one) writes them.
        const rowHash = /\.(samples|sample_rollups)/.test(name)
          ? '0'
          : name === 'public.users'
            ? `hashtext((to_jsonb(t)${minus})::text)::bigint`
            : 'hashtext(t::text)::bigint';
        // An order-free sum of row hashes: no sort, one pass over the table.
        return `SELECT '${name}' AS name, count(*)::int AS rows, coalesce(sum(${rowHash}), 0)::text AS hash FROM ${name} t`;
      })
      .join('\nUNION ALL\n');
    namesCache.set(db, query);
  }
  const result = await sql<{ name: string; rows: number; hash: string }>`${sql.raw(query)}`.execute(anyDb);
  return Object.fromEntries(result.rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
}

/** The tables whose rows differ between two fingerprints, with their counts. */
export function changedTables(before: DatabaseFingerprint, after: DatabaseFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.hash !== after[name]?.hash || before[name]?.rows !== after[name]?.rows)
    .map((name) => `${name} (${before[name]?.rows ?? '-'} -> ${after[name]?.rows ?? '-'} rows)`);
}
