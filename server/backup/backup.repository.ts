// The catalogue statements of backup and restore (ADR 0112): they work on the whole database as its
// administrator, on a pg client of DATABASE_URL or on the embedded PGlite, so they take the
// connection's query function rather than the server's engine.
import type pg from 'pg';

/** A connection's query function: pg's client or PGlite, for the statements below. */
export type CatalogueQuery = (sql: string) => Promise<{ rows: unknown[] }>;

/** The migrations the database has applied, in order; none when it holds no Wakeline database. */
export async function appliedMigrations(query: CatalogueQuery): Promise<string[]> {
  const exists = await query(`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`);
  if (!(exists.rows[0] as { present: boolean }).present) return [];
  const { rows } = await query('SELECT name FROM schema_migrations ORDER BY name');
  return (rows as { name: string }[]).map((row) => row.name);
}

/** Rows of every table of the public schema, by table name, in one statement. */
export async function rowCounts(query: CatalogueQuery): Promise<Record<string, number>> {
  const { rows: tables } = await query(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const names = (tables as { name: string }[]).map((table) => table.name);
  if (names.length === 0) return {};
  const { rows } = await query(
    names
      .map(
        (name) =>
          `SELECT '${name.replace(/'/g, "''")}' AS name, count(*)::bigint::text AS n FROM public."${name.replace(/"/g, '""')}"`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries((rows as { name: string; n: string }[]).map((row) => [row.name, Number(row.n)]));
}

/**
 * Opens a read-only snapshot on `client` and answers its id, for pg_dump --snapshot; the snapshot
 * lasts until `endSnapshot`.
 */
export async function beginSnapshot(client: pg.Client): Promise<string> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
  return rows[0]!.id;
}

export async function endSnapshot(client: pg.Client): Promise<void> {
  await client.query('COMMIT');
}

/** Which of `names` are schemas of the database. */
export async function existingSchemas(client: pg.Client, names: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT nspname AS name FROM pg_namespace WHERE nspname = ANY($1)',
    [names],
  );
  return rows.map((row) => row.name);
}

/** Renames the schemas `names` to `<name><suffix>` and makes an empty public schema, in one transaction. */
export async function moveSchemasAside(
  client: pg.Client,
  names: readonly string[],
  suffix: string,
): Promise<void> {
  await client.query(
    `BEGIN;\n${names.map((name) => `ALTER SCHEMA ${name} RENAME TO ${name}${suffix};`).join('\n')}\nCREATE SCHEMA public;\nCOMMIT;`,
  );
}

/** Drops the schemas moved aside, once what replaced them was verified. */
export async function dropSchemasAside(
  client: pg.Client,
  names: readonly string[],
  suffix: string,
): Promise<void> {
  await client.query(names.map((name) => `DROP SCHEMA ${name}${suffix} CASCADE;`).join('\n'));
}

/**
 * Puts the schemas moved aside back in place of `current` (what a failed restore left), in one
 * transaction.
 */
export async function putSchemasBack(
  client: pg.Client,
  current: readonly string[],
  aside: readonly string[],
  suffix: string,
): Promise<void> {
  await client.query(
    `BEGIN;\n${current.map((name) => `DROP SCHEMA IF EXISTS ${name} CASCADE;`).join('\n')}\n` +
      `${aside.map((name) => `ALTER SCHEMA ${name}${suffix} RENAME TO ${name};`).join('\n')}\n` +
      `${aside.includes('public') ? '' : 'CREATE SCHEMA public;'}\nCOMMIT;`,
  );
}

/** Relations (tables, views, sequences) outside the system schemas: what a restore put in place. */
export async function relationCount(query: CatalogueQuery): Promise<number> {
  const { rows } = await query(
    `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg\\_toast%'`,
  );
  return (rows[0] as { count: number }).count;
}

/**
 * The database's name, its relations and the other client sessions connected to it (the server's
 * own workers, such as autovacuum, are not sessions of a Wakeline process).
 */
export async function databaseState(
  client: pg.Client,
): Promise<{ database: string; tables: number; others: number }> {
  const { rows } = await client.query<{ database: string; tables: number; others: number }>(
    `SELECT current_database() AS database,
            (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
                AND n.nspname NOT IN ('pg_catalog', 'information_schema')
                AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%') AS tables,
            (SELECT count(*)::int FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid()
                AND backend_type = 'client backend') AS others`,
  );
  return rows[0]!;
}
