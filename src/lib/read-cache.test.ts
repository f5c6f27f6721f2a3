import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { forgetReadCache, persistMeta, READ_CACHE_KEY, readCachePersistOptions } from './read-cache.ts';

/**
 * The persist-client (5.104.5, the newest on the registry) types its QueryClient with its own copy of
 * query-core, react-query (5.108.0) with another: the same class at run time, two types for tsc.
 */
const client = (queryClient: QueryClient) =>
  queryClient as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient'];

/** A Storage kept in a Map, so the test reads what would be in localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the read cache on the device', () => {
  it('PERF-020 keeps only the answers marked for it, and gives them back after a reload', async () => {
    const storage = memoryStorage();
    const options = readCachePersistOptions(storage);
    const before = new QueryClient();
    await before.fetchQuery({ queryKey: ['latest'], queryFn: () => ({ lat: 59.9 }), meta: persistMeta });
    await before.fetchQuery({ queryKey: ['track'], queryFn: () => ({ points: 8784 }) });
    await persistQueryClientSave({ queryClient: client(before), ...options });
    // The persister writes at most once a second.
    await vi.waitFor(() => expect(storage.getItem(READ_CACHE_KEY)).not.toBeNull(), { timeout: 3000 });
    expect(storage.getItem(READ_CACHE_KEY)).toContain('latest');
    expect(storage.getItem(READ_CACHE_KEY)).not.toContain('track');

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: client(after), ...options });
    expect(after.getQueryData(['latest'])).toEqual({ lat: 59.9 });
    expect(after.getQueryData(['track'])).toBeUndefined();
  });

  it('SHELL-116 is forgotten at sign-in and sign-out: the next user restores nothing', async () => {
    const storage = memoryStorage();
    const options = readCachePersistOptions(storage);
    const groups = new QueryClient();
    await groups.fetchQuery({ queryKey: ['groups'], queryFn: () => ['Tankers'], meta: persistMeta });
    await persistQueryClientSave({ queryClient: client(groups), ...options });
    await vi.waitFor(() => expect(storage.getItem(READ_CACHE_KEY)).not.toBeNull(), { timeout: 3000 });
    forgetReadCache(storage);
    const next = new QueryClient();
    await persistQueryClientRestore({ queryClient: client(next), ...options });
    expect(next.getQueryData(['groups'])).toBeUndefined();
  });
});
