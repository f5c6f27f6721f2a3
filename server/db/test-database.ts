import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { fromPGlite } from './database.ts';
import { migrate } from './migrate.ts';
import { engineFromHandle, pgliteEngine, type SqlEngine } from './sql-engine.ts';

/**
 * For the time-series unit tests: an in-memory PGlite with only the pipeline's migration applied
 * (the store does not touch the platform's tables).
 */
export async function openPipelineTestDatabase(): Promise<{ engine: SqlEngine; close: () => Promise<void> }> {
  const pglite = await PGlite.create();
  const migration = await readFile(
    new URL('./migrations/0200-create-timeseries.sql', import.meta.url),
    'utf8',
  );
  await pglite.exec(migration);
  return { engine: pgliteEngine(pglite), close: () => pglite.close() };
}

/** The whole schema (platform migrations too) on an in-memory PGlite, through the platform's handle. */
export async function openMigratedTestDatabase() {
  const handle = fromPGlite(await PGlite.create());
  await migrate(handle);
  return { handle, engine: engineFromHandle(handle as never), close: () => handle.close() };
}
