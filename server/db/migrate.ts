// Forward-only migrations: plain SQL files `NNNN-verb-noun.sql` in ./migrations, applied in name
// order, each once, each in its own transaction, recorded in `schema_migrations`. Several processes
// may start at once (API processes, `npm run worker`): on PostgreSQL they migrate one at a time under
// an advisory lock, so the second finds the first one's work done (ADR 0066).
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { advisoryLockKeys, withAdvisoryLock } from './advisory-lock.ts';
import { watchTableWritesScript } from './read-cache.ts';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export type Migration = { name: string; sql: string };

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}-[a-z0-9-]+\.sql$/.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(`${dir}/${name}`, 'utf8') })));
}

/** Applies the migrations not applied yet; returns their names. */
export async function migrate(handle: DatabaseHandle, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return withAdvisoryLock(handle, advisoryLockKeys.migrations, () => applyPending(handle, all));
}

async function applyPending(handle: DatabaseHandle, all: Migration[]): Promise<string[]> {
  await handle.runScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(handle.db);
  const applied = new Set(rows.map((row) => row.name));
  const pending = all.filter((migration) => !applied.has(migration.name));
  for (const migration of pending) {
    const name = migration.name.replace(/'/g, "''");
    try {
      await handle.runScript(
        `BEGIN;\n${migration.sql}\n;\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
      );
    } catch (error) {
      await handle.runScript('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  // Every table, those of the migrations just applied included, raises the read caches' notice.
  await handle.runScript(watchTableWritesScript());
  return pending.map((migration) => migration.name);
}
