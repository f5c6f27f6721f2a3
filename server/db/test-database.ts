import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { fromPGlite } from './database.ts';
import { migrate } from './migrate.ts';
import { engineFromHandle, pgliteEngine, type SqlEngine } from './sql-engine.ts';

/** The time-series store's own migrations: its tables, and the day blocks of the rollups. */
const pipelineMigrations = [
  '0200-create-timeseries.sql',
  '0900-sample-blocks.sql',
  '0910-sample-blocks-by-key.sql',
  '0920-rollup-sample-times.sql',
];

/**
 * For the time-series unit tests: an in-memory PGlite with only the pipeline's migrations applied
 * (the store does not touch the platform's tables).
 */
export async function openPipelineTestDatabase(): Promise<{ engine: SqlEngine; close: () => Promise<void> }> {
  const pglite = await PGlite.create();
  for (const name of pipelineMigrations)
    await pglite.exec(await readFile(new URL(`./migrations/${name}`, import.meta.url), 'utf8'));
  return { engine: pgliteEngine(pglite), close: () => pglite.close() };
}

/** The whole schema (platform migrations too) on an in-memory PGlite, through the platform's handle. */
export async function openMigratedTestDatabase() {
  const handle = fromPGlite(await PGlite.create());
  await migrate(handle);
  return { handle, engine: engineFromHandle(handle as never), close: () => handle.close() };
}
