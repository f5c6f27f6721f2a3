// 'Export unsent changes to a file' and its import (offline-sync.md b.11, scenario 28): the last
// channel when a device fails or the link is down for weeks. Ops keep their opIds, so the server
// applies each once however often the file is imported, and a second import adds nothing here.
import * as v from 'valibot';
import { OutboxExportFileSchema, type OutboxExportFile } from '../../domain/contracts/sync.ts';
import { entityTable, unackedEntries, type WakelineDb } from './db.ts';

export async function exportUnsent(
  db: WakelineDb,
  exportedAt: string = new Date().toISOString(),
): Promise<OutboxExportFile> {
  const unsent = await unackedEntries(db);
  return {
    format: 'wakeline-unsent-changes',
    formatVersion: 1,
    exportedAt,
    entries: unsent.map(
      ({ seq: _seq, attempts: _a, nextAttemptAt: _n, lastError: _l, ackedVersion: _v, ...entry }) => entry,
    ),
  };
}

export function unsentFileName(exportedAt: string): string {
  return `wakeline-unsent-changes-${exportedAt.replaceAll(':', '-').slice(0, 19)}.json`;
}

export type ImportResult = { added: number; alreadyPresent: number };

/** Reads an exported file; throws with a readable message when it is not one. */
export function parseUnsentFile(text: string): OutboxExportFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This file is not an export of unsent changes.');
  }
  const parsed = v.safeParse(OutboxExportFileSchema, data);
  if (!parsed.success) throw new Error('This file is not an export of unsent changes.');
  return parsed.output;
}

export async function importUnsent(db: WakelineDb, file: OutboxExportFile): Promise<ImportResult> {
  const tables = [...new Set(file.entries.map((entry) => entityTable(db, entry.entityType)))];
  return db.transaction('rw', [...tables, db.outbox], async () => {
    const result: ImportResult = { added: 0, alreadyPresent: 0 };
    for (const entry of file.entries) {
      if ((await db.outbox.where('opId').equals(entry.opId).count()) > 0) {
        result.alreadyPresent += 1;
        continue;
      }
      // Rejected and conflicting ops come back as pending: the server's stored answer decides again.
      await db.outbox.add({
        ...entry,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        ackedVersion: null,
      });
      const table = entityTable(db, entry.entityType);
      // A create or update carries the full record; a delete or an action has nothing to show.
      if ((entry.kind === 'create' || entry.kind === 'update') && !(await table.get(entry.entityId))) {
        await table.put({
          ...entry.payload,
          id: entry.entityId,
          syncState: 'pending',
          serverVersion: entry.baseVersion,
          isDeleted: false,
        });
      }
      result.added += 1;
    }
    return result;
  });
}
