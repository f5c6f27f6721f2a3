// The small read cache kept on the device (TanStack Query's persister in localStorage): the answers
// of the office screens' queries marked `meta: { persist: true }` survive a reload, so a screen
// opened again without a connection shows what it last read (the map's latest positions, the
// vessel groups). Only small answers are marked; voyage data has its own store (Dexie, ADR 0022).
// The cache is dropped at sign-in and sign-out, and after a week.
import type { Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { removeOldestQuery, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

export const READ_CACHE_KEY = 'wakeline.read-cache';
export const READ_CACHE_MAX_AGE_MS = 7 * 86_400_000;
/** Bump when a persisted answer changes shape: older caches are then dropped, not read. */
const READ_CACHE_VERSION = '1';

/** The meta that marks a query's answer for the device. */
export const persistMeta = { persist: true } as const;

/**
 * A page's answer kept on the device for the office pages offline (ADR 0108): marked for the read
 * cache, and kept in memory as long as the read cache keeps it, so an answer restored after an
 * offline reload is not dropped five minutes later because no page has shown it yet.
 */
export const keptAnswerOptions = { meta: persistMeta, gcTime: READ_CACHE_MAX_AGE_MS } as const;

export function isPersisted(query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.state.status === 'success' && query.meta?.['persist'] === true;
}

export function readCachePersistOptions(
  storage: Storage = window.localStorage,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    // When the browser's storage for the origin is full, the oldest answers leave first, so one
    // large answer never stops the others from being kept (ADR 0108).
    persister: createSyncStoragePersister({
      storage,
      key: READ_CACHE_KEY,
      throttleTime: 1000,
      retry: removeOldestQuery,
    }),
    maxAge: READ_CACHE_MAX_AGE_MS,
    buster: READ_CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: isPersisted },
  };
}

/** Forgets the device's read cache (another user may sign in next). */
export function forgetReadCache(storage: Storage = window.localStorage): void {
  storage.removeItem(READ_CACHE_KEY);
}
