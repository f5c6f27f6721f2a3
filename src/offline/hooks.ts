// Live views of the outbox for the UI (I7: what the badge says is what the outbox holds). They
// re-run when any tab or the sync worker commits a change (Dexie's storagemutated broadcast).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import {
  entityKeyOf,
  needsAttention,
  type OutboxEntry,
  type SyncEntityType,
} from '../../domain/sync/outbox-entry.ts';
import { entityTable, unackedEntries, type ConflictRecord, type SyncState, type WakelineDb } from './db.ts';
import { useDeviceStore } from './device-store.tsx';
import { engineStateKey, type EngineState } from './sync-engine.ts';

export type OutboxSummary = {
  /** Entries not yet acknowledged by the server. */
  unsent: number;
  /** Unsent entries a person must look at (rejected, conflict, blocked, sign-in needed). */
  attention: number;
  inflight: number;
  engine: EngineState;
};

const idleEngine: EngineState = { phase: 'idle', lastSyncAt: null, lastError: null };

export async function readOutboxSummary(db: WakelineDb): Promise<OutboxSummary> {
  const unsent = await unackedEntries(db);
  const engine = ((await db.meta.get(engineStateKey))?.value as EngineState | undefined) ?? idleEngine;
  return {
    unsent: unsent.length,
    attention: unsent.filter((entry) => needsAttention(entry.status)).length,
    inflight: unsent.filter((entry) => entry.status === 'inflight').length,
    engine,
  };
}

export function useOutboxSummary(): OutboxSummary | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(() => readOutboxSummary(db), [db]);
}

export function useUnsentEntries(): OutboxEntry[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(() => unackedEntries(db), [db]);
}

export function useConflicts(): ConflictRecord[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(() => db.conflicts.toArray(), [db]);
}

/**
 * The conflict of one record (its earliest, when several of its changes met one); undefined while
 * loading, null when the record has none.
 */
export function useRecordConflict(entityType: SyncEntityType, id: string): ConflictRecord | null | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => {
    const found = await db.conflicts.where('entityKey').equals(entityKeyOf(entityType, id)).toArray();
    found.sort((a, b) => a.detectedAtDevice.localeCompare(b.detectedAtDevice));
    return found[0] ?? null;
  }, [db, entityType, id]);
}

/** The state chip of one record; undefined while loading, null when it is not on this device. */
export function useRecordSyncState(entityType: SyncEntityType, id: string): SyncState | null | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(
    async () => (await entityTable(db, entityType).get(id))?.syncState ?? null,
    [db, entityType, id],
  );
}

/**
 * Pulls a vessel's changes while a screen is open (the sync engine does the work): `watch` is the
 * feature's store's, which the tests replace.
 */
export function useWatchVesselChanges(
  store: { watch(vesselId: string): Promise<() => void> },
  vesselId: string,
): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let active = true;
    void store.watch(vesselId).then((stopWatching) => {
      if (active) stop = stopWatching;
      else stopWatching();
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [store, vesselId]);
}
