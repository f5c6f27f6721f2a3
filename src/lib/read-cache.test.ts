import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client.ts';
import {
  forgetReadCache,
  keptAnswerOptions,
  persistMeta,
  READ_CACHE_KEY,
  readCachePersistOptions,
} from './read-cache.ts';
import { clearSession } from './session.ts';
import { memoryStorage, persistableClient as client } from './testing.tsx';

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

describe('Log out and the kept answers (issue 26 §3, ADR 0108)', () => {
  it('SHELL-116 Log out clears every answer kept for the office pages, in memory and on the device, also the write the persister had pending', async () => {
    const unsubscribe = persistQueryClientSubscribe({
      queryClient: client(queryClient),
      ...readCachePersistOptions(window.localStorage),
    });
    try {
      await queryClient.fetchQuery({
        queryKey: ['cii', 'v1', 'ytd', 2026],
        queryFn: () => ({ attainedCii: 4.98 }),
        ...keptAnswerOptions,
      });
      await queryClient.fetchQuery({
        queryKey: ['fouling', 'v1', 'statistics'],
        queryFn: () => ({ currentSpeedLoss: 4.25 }),
        ...keptAnswerOptions,
      });
      await vi.waitFor(() => expect(window.localStorage.getItem(READ_CACHE_KEY)).toContain('statistics'), {
        timeout: 3000,
      });
      // A change just before Log out: the persister's next write is pending when the session ends.
      queryClient.setQueryData(['cii', 'v1', 'ytd', 2026], { attainedCii: 5.01 });
      clearSession();
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      // After the persister's pending write (at most a second), nothing of the user is on the device.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const stored = window.localStorage.getItem(READ_CACHE_KEY);
      expect(stored ?? '').not.toContain('cii');
      expect(stored ?? '').not.toContain('statistics');
      const next = new QueryClient();
      await persistQueryClientRestore({
        queryClient: client(next),
        ...readCachePersistOptions(window.localStorage),
      });
      expect(next.getQueryCache().getAll()).toHaveLength(0);
    } finally {
      unsubscribe();
    }
  });
});
