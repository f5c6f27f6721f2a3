// The purge of deleted vessels (ADR 0058): a vessel deleted in administration disappears at once
// (deleted_at); its data stays for the retention period, in case the deletion was a mistake, and is
// then removed from every table that holds vessel data, with the stored packages of its imports.
import { rm } from 'node:fs/promises';
import type { SqlEngine } from '../db/sql-engine.ts';
import { packageFile } from '../import/public.ts';
import { purgeVessel, vesselsDeletedBefore } from './vessel-purge.repository.ts';

export { vesselDataTables } from './vessel-purge.repository.ts';

/**
 * Purges the vessels deleted before `deletedBefore`, one transaction each; answers their ids.
 * Safe to run in several processes at once: a vessel another process purged is simply gone.
 */
export async function purgeDeletedVessels(
  engine: SqlEngine,
  options: { deletedBefore: Date; dataDir: string },
): Promise<string[]> {
  const due = await vesselsDeletedBefore(engine, options.deletedBefore);
  const purged: string[] = [];
  for (const { id } of due) {
    const paths = await engine.transaction((tx) => purgeVessel(tx, id));
    // A stored package belongs to one import (the path is its content hash and the import's key).
    for (const path of paths) {
      const file = packageFile(options.dataDir, path);
      if (file) await rm(file, { force: true });
    }
    purged.push(id);
  }
  return purged;
}
