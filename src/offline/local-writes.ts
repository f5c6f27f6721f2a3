// The write path (offline-sync.md b.4): a local change commits its row and its outbox entry in
// ONE strict-durability transaction (I1, I2). Nothing else is awaited inside the transaction, and
// the caller may say "Saved on this device" only once this promise has resolved.
import { Dexie } from 'dexie';
import {
  entityKeyOf,
  type OutboxEntry,
  type OutboxKind,
  type SyncEntityType,
} from '../../domain/sync/outbox-entry.ts';
import { dependenciesFor, findCoalescableCreate } from '../../domain/sync/outbox-order.ts';
import { entityTable, type SyncedRow, type WakelineDb } from './db.ts';
import { deletePayload, isKnownAction, isSendable } from './entity-endpoints.ts';

export const payloadVersion = 1;
/** The build that queued an op (diagnostics and migration decisions, b.3). */
export const appVersion: string = import.meta.env?.VITE_APP_VERSION ?? import.meta.env?.MODE ?? 'unknown';

export type LocalChange = {
  entityType: SyncEntityType;
  kind: OutboxKind;
  /**
   * The entity in its API shape; must hold `id`. For a delete only `id` is needed; for an action,
   * the record as it should look once the server has applied it (shown until the answer comes).
   */
  data: Record<string, unknown> & { id: string };
  /**
   * For kind `update`: `data` holds only the fields that change, laid over the row as stored when
   * the transaction runs. Two quick edits of different fields then both land; a copy of the row
   * taken when the screen rendered could undo the edit saved just before.
   */
  merge?: boolean;
  /** For kind `action`: its name, one the entity's endpoints offer (entity-endpoints.ts). */
  action?: string;
  /** Causal group, e.g. `vessel:<vesselId>`. */
  groupKey: string;
  /** Entities that must reach the server first, e.g. the event of a sounding. */
  parents?: { entityType: SyncEntityType; id: string }[];
  userId: string;
};

const deviceIdKey = 'deviceId';

async function deviceIdIn(db: WakelineDb): Promise<string> {
  const stored = await db.meta.get(deviceIdKey);
  if (typeof stored?.value === 'string') return stored.value;
  const deviceId = crypto.randomUUID();
  await db.meta.put({ key: deviceIdKey, value: deviceId });
  return deviceId;
}

function withoutSyncColumns(row: SyncedRow): Record<string, unknown> {
  const { syncState: _s, serverVersion: _v, isDeleted: _d, ...data } = row;
  return data;
}

/**
 * Records a change made on this device. Returns the outbox entry that will carry it: a new one,
 * or the still-unsent create the edit was folded into.
 */
export async function saveLocalChange(db: WakelineDb, change: LocalChange): Promise<OutboxEntry> {
  if (!isSendable(change.entityType)) throw new Error(`Changes to ${change.entityType} cannot be sent yet.`);
  if (change.kind === 'action' && !isKnownAction(change.entityType, change.action))
    throw new Error(`${change.entityType} has no action ${change.action ?? '(none)'}.`);
  const table = entityTable(db, change.entityType);
  const entityKey = entityKeyOf(change.entityType, change.data.id);
  const parentKeys = (change.parents ?? []).map((parent) => entityKeyOf(parent.entityType, parent.id));

  return db.transaction('rw', [table, db.outbox, db.meta], async () => {
    const related = await db.outbox
      .where('entityKey')
      .anyOf([entityKey, ...parentKeys])
      .toArray();
    const existing = await table.get(change.data.id);
    if (change.kind === 'create' && existing) throw new Error(`${entityKey} already exists on this device.`);
    if (change.kind !== 'create' && !existing) throw new Error(`${entityKey} is not on this device.`);
    const data =
      change.kind === 'update' && change.merge && existing
        ? { ...withoutSyncColumns(existing), ...change.data, id: change.data.id }
        : change.data;

    const unsentCreate = change.kind === 'create' ? undefined : findCoalescableCreate(related, entityKey);
    // Folding moves the edit to the create's place in the queue: only when nothing of the group was
    // queued after the create (an arrival's cargo, then its confirmation, must keep that order).
    const queuedAfter =
      unsentCreate?.seq !== undefined &&
      (await db.outbox
        .where('groupKey')
        .equals(change.groupKey)
        .filter((entry) => entry.seq! > unsentCreate.seq! && entry.status !== 'acked')
        .count()) > 0;
    if (unsentCreate?.seq !== undefined && change.kind === 'update' && !queuedAfter) {
      await table.put({ ...data, syncState: 'pending', serverVersion: null, isDeleted: false });
      await db.outbox.update(unsentCreate.seq, { payload: data });
      return { ...unsentCreate, payload: data };
    }
    if (unsentCreate?.seq !== undefined && change.kind === 'delete') {
      const dependants = await db.outbox.where('dependsOn').equals(unsentCreate.opId).count();
      if (dependants === 0) {
        // Deleting what the server never saw: the user's intent is that it never existed.
        await table.delete(change.data.id);
        await db.outbox.delete(unsentCreate.seq);
        return unsentCreate;
      }
    }

    const entry: OutboxEntry = {
      opId: crypto.randomUUID(),
      userId: change.userId,
      deviceId: await deviceIdIn(db),
      entityType: change.entityType,
      entityId: change.data.id,
      entityKey,
      groupKey: change.groupKey,
      kind: change.kind,
      ...(change.kind === 'action' ? { action: change.action } : {}),
      payload:
        change.kind === 'delete' && existing
          ? deletePayload(change.entityType, existing)
          : change.kind === 'action'
            ? {}
            : data,
      payloadVersion,
      baseVersion: existing?.serverVersion ?? null,
      baseSnapshot: existing ? withoutSyncColumns(existing) : null,
      dependsOn: dependenciesFor(related, entityKey, parentKeys),
      createdAtDevice: new Date().toISOString(),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      ackedVersion: null,
      appVersion,
    };
    const row: SyncedRow =
      change.kind === 'delete' && existing
        ? { ...existing, syncState: 'pending', isDeleted: true }
        : {
            ...data,
            syncState: 'pending',
            serverVersion: existing?.serverVersion ?? null,
            isDeleted: false,
          };
    await table.put(row);
    const seq = await db.outbox.add(entry);
    return { ...entry, seq };
  });
}

/** True for the errors that mean the device refused to store (quota, storage lost). */
export function isStorageFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const names = [
    Dexie.errnames.QuotaExceeded,
    'QuotaExceededError',
    Dexie.errnames.DatabaseClosed,
    'UnknownError',
  ];
  return names.includes(error.name) || (error as { inner?: Error }).inner?.name === 'QuotaExceededError';
}
