// The device's store as every screen reaches it (issue 23 §4): the offline database, the write
// path, the watch of a vessel's changes and the refresh of the reference lists, handed down by one
// provider. One rule for "no store": the app's root passes the device's own store
// (`deviceStore()`), a test passes its own (`localDeviceStore` over an in-memory database, or a
// fake); a screen rendered without a provider is a mistake and says so.
import { createContext, useContext, type ReactNode } from 'react';
import type { OutboxEntry } from '../../domain/sync/outbox-entry.ts';
import { callApi } from '../lib/api-client.ts';
import { getOfflineDb, type WakelineDb } from './db.ts';
import { saveLocalChange, type LocalChange } from './local-writes.ts';
import { refreshReferenceData } from './reference-data.ts';
import { recordChange, watchVessel } from './sync-client.ts';

export type DeviceStore = {
  /** The offline database (read live with useLiveQuery). */
  readonly db: WakelineDb;
  /** Saves a change on the device: the row and its outbox entry in one transaction. */
  record: (change: LocalChange) => Promise<OutboxEntry>;
  /** Keeps the vessel's rows fresh from the server's change feed while shown; returns the stop. */
  watch: (vesselId: string) => Promise<() => void>;
  /** Reloads the reference lists from the server; a failure keeps the old copy. */
  refreshReferenceLists: () => Promise<void>;
};

let ownStore: DeviceStore | null = null;

/**
 * The device's own store: its database (the current connection, opened on first use and again
 * after another tab's upgrade closed it), the sync client's write path and watch.
 */
export function deviceStore(): DeviceStore {
  ownStore ??= {
    get db() {
      return getOfflineDb();
    },
    record: recordChange,
    watch: watchVessel,
    refreshReferenceLists: () => refreshReferenceData(getOfflineDb(), (contract) => callApi(contract)),
  };
  return ownStore;
}

/**
 * A store over `db` without the sync worker (component tests): changes go through the real write
 * path into `db`; nothing is watched or refreshed unless the test says how.
 */
export function localDeviceStore(
  db: WakelineDb,
  overrides: Partial<Omit<DeviceStore, 'db'>> = {},
): DeviceStore {
  return {
    db,
    record: (change) => saveLocalChange(db, change),
    watch: async () => () => undefined,
    refreshReferenceLists: async () => undefined,
    ...overrides,
  };
}

const DeviceStoreContext = createContext<DeviceStore | null>(null);

export function DeviceStoreProvider({ store, children }: { store: DeviceStore; children: ReactNode }) {
  return <DeviceStoreContext.Provider value={store}>{children}</DeviceStoreContext.Provider>;
}

/** The store of the nearest DeviceStoreProvider. */
export function useDeviceStore(): DeviceStore {
  const store = useContext(DeviceStoreContext);
  if (!store)
    throw new Error('This screen needs a DeviceStoreProvider (the app root gives the device store).');
  return store;
}
