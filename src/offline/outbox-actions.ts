// What a person may do with an entry that needs attention (offline-sync.md b.9, b.11). These are
// the only paths that remove an unacknowledged entry, and each is a deliberate user action (I5).
import type { OutboxEntry } from '../../domain/sync/outbox-entry.ts';
import { entityTable, unackedEntries, type SyncedRow, type WakelineDb } from './db.ts';
import { appVersion } from './local-writes.ts';

/** The row's API fields without the server's row version (a resend states its own base). */
function withoutSyncColumns(row: SyncedRow): Record<string, unknown> {
  const {
    syncState: _s,
    serverVersion: _v,
    isDeleted: _d,
    version: _version,
    ...data
  } = row as SyncedRow & {
    version?: unknown;
  };
  return data;
}

async function entryByOp(db: WakelineDb, opId: string): Promise<OutboxEntry & { seq: number }> {
  const entry = await db.outbox.where('opId').equals(opId).first();
  if (entry?.seq === undefined) throw new Error('This change is no longer in the outbox.');
  if (entry.status === 'inflight')
    throw new Error('This change is being sent right now; try again in a moment.');
  return entry as OutboxEntry & { seq: number };
}

/** The entry and every entry that depends on it, directly or not, in outbox order. */
export async function withDependants(db: WakelineDb, opId: string): Promise<OutboxEntry[]> {
  const all = await unackedEntries(db);
  const chosen = new Set([opId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const entry of all) {
      if (!chosen.has(entry.opId) && entry.dependsOn.some((dep) => chosen.has(dep))) {
        chosen.add(entry.opId);
        grew = true;
      }
    }
  }
  return all.filter((entry) => chosen.has(entry.opId)).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Send now instead of waiting out the backoff, or after a new sign-in. */
export async function retryNow(db: WakelineDb, opId: string): Promise<void> {
  const entry = await entryByOp(db, opId);
  if (entry.status !== 'pending' && entry.status !== 'needsAuth') return;
  await db.outbox.update(entry.seq, { status: 'pending', nextAttemptAt: 0 });
}

/**
 * Sends a rejected change again as a NEW op with the record as it is now on the device (the
 * server answers a reused key with its stored refusal). Dependants follow the new op.
 */
export async function resubmit(db: WakelineDb, opId: string): Promise<OutboxEntry> {
  const entry = await entryByOp(db, opId);
  if (entry.status !== 'rejected') throw new Error('Only a rejected change can be sent again.');
  const table = entityTable(db, entry.entityType);
  return db.transaction('rw', [table, db.outbox], async () => {
    const row = await table.get(entry.entityId);
    const replacement = replace(entry, {
      payload:
        entry.kind === 'delete' || entry.kind === 'action' || !row ? entry.payload : withoutSyncColumns(row),
    });
    await swap(db, entry, replacement);
    if (row) await table.update(entry.entityId, { syncState: 'pending' });
    return replacement;
  });
}

/**
 * Keeps this device's version of a conflicting record: the same change is sent again against the
 * server's current version, so it wins knowingly, not silently.
 */
export async function keepMine(db: WakelineDb, opId: string): Promise<OutboxEntry> {
  const entry = await entryByOp(db, opId);
  const conflict = await db.conflicts.get(opId);
  if (entry.status !== 'conflict' || !conflict) throw new Error('This change is not in conflict.');
  const theirsVersion = conflict.theirs?.version;
  const table = entityTable(db, entry.entityType);
  return db.transaction('rw', [table, db.outbox, db.conflicts], async () => {
    const row = await table.get(entry.entityId);
    let replacement: OutboxEntry;
    if (typeof theirsVersion === 'number') {
      replacement = replace(entry, { baseVersion: theirsVersion, baseSnapshot: conflict.theirs });
      if (row) await table.update(entry.entityId, { serverVersion: theirsVersion, syncState: 'pending' });
    } else {
      // Deleted on the server: keeping mine means creating it again with its full data.
      if (entry.kind === 'delete' || entry.kind === 'action' || !row)
        throw new Error('The record was deleted on the server; discard this change.');
      replacement = replace(entry, {
        kind: 'create',
        payload: withoutSyncColumns(row),
        baseVersion: null,
        baseSnapshot: null,
      });
      await table.update(entry.entityId, { serverVersion: null, syncState: 'pending' });
    }
    await swap(db, entry, replacement);
    await db.conflicts.delete(opId);
    return replacement;
  });
}

/** Takes the server's version: this change and those built on it are dropped. */
export async function takeTheirs(db: WakelineDb, opId: string): Promise<number> {
  const entry = await entryByOp(db, opId);
  const conflict = await db.conflicts.get(opId);
  if (entry.status !== 'conflict' || !conflict) throw new Error('This change is not in conflict.');
  const dropped = await discard(db, opId);
  const table = entityTable(db, entry.entityType);
  await db.transaction('rw', [table, db.outbox], async () => {
    const stillPending = await db.outbox
      .where('entityKey')
      .equals(entry.entityKey)
      .filter((e) => e.status !== 'acked')
      .count();
    if (stillPending > 0) return;
    if (conflict.theirs && typeof conflict.theirs.version === 'number') {
      await table.put({
        ...conflict.theirs,
        id: entry.entityId,
        syncState: 'synced',
        serverVersion: conflict.theirs.version,
        isDeleted: false,
      });
    } else {
      await table.delete(entry.entityId);
    }
  });
  return dropped;
}

/**
 * Drops a change and every change that depends on it, restoring each record to what it was
 * before (a dropped create removes the record). Returns how many changes were dropped.
 */
export async function discard(db: WakelineDb, opId: string): Promise<number> {
  await entryByOp(db, opId);
  const doomed = await withDependants(db, opId);
  if (doomed.some((entry) => entry.status === 'inflight'))
    throw new Error('A change is being sent right now; try again in a moment.');
  const tables = [...new Set(doomed.map((entry) => entityTable(db, entry.entityType)))];
  await db.transaction('rw', [...tables, db.outbox, db.conflicts], async () => {
    for (const entry of [...doomed].reverse()) {
      const table = entityTable(db, entry.entityType);
      if (entry.kind === 'create') await table.delete(entry.entityId);
      else if (entry.baseSnapshot) {
        await table.put({
          ...entry.baseSnapshot,
          id: entry.entityId,
          syncState: 'synced',
          serverVersion: entry.baseVersion,
          isDeleted: false,
        });
      }
      await db.outbox.where('opId').equals(entry.opId).delete();
      await db.conflicts.delete(entry.opId);
    }
  });
  return doomed.length;
}

function replace(entry: OutboxEntry, patch: Partial<OutboxEntry>): OutboxEntry {
  const { seq: _seq, ...rest } = entry;
  return {
    ...rest,
    ...patch,
    opId: crypto.randomUUID(),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    ackedVersion: null,
    appVersion,
  };
}

/**
 * Puts the replacement in the old op's place in the outbox order (its dependants come after it)
 * and points those dependants at it.
 */
async function swap(
  db: WakelineDb,
  old: OutboxEntry & { seq: number },
  replacement: OutboxEntry,
): Promise<void> {
  await db.outbox.delete(old.seq);
  await db.outbox.add({ ...replacement, seq: old.seq });
  await db.outbox
    .where('dependsOn')
    .equals(old.opId)
    .modify((dependant) => {
      dependant.dependsOn = dependant.dependsOn.map((dep) => (dep === old.opId ? replacement.opId : dep));
    });
}
