import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { pgliteEngine, type SqlEngine } from './sql-engine.ts';

/**
 * For the pipeline's unit tests and benchmarks: an in-memory PGlite with the pipeline's migration
 * applied (the platform's tables are not needed by the time-series store).
 */
export async function openPipelineTestDatabase(): Promise<{ engine: SqlEngine; close: () => Promise<void> }> {
  const pglite = await PGlite.create();
  const migration = await readFile(
    new URL('../db/migrations/0200-create-timeseries.sql', import.meta.url),
    'utf8',
  );
  await pglite.exec(migration);
  return { engine: pgliteEngine(pglite), close: () => pglite.close() };
}
