import { describe, expect, it } from 'vitest';
import { readStorageHealth, requestPersistentStorage } from './storage.ts';

function fakeStorage(persisted: boolean, grant: boolean, usage: number, quota: number) {
  const calls: string[] = [];
  return {
    calls,
    storage: {
      persisted: async () => persisted,
      persist: async () => {
        calls.push('persist');
        return grant;
      },
      estimate: async () => ({ usage, quota }),
    },
  };
}

describe('storage health', () => {
  it('scenario 29: asks for persistence when not yet granted and reports a refusal', async () => {
    const refused = fakeStorage(false, false, 10, 100);
    expect(await requestPersistentStorage(refused.storage)).toBe(false);
    expect(refused.calls).toEqual(['persist']);
    const granted = fakeStorage(true, true, 10, 100);
    expect(await requestPersistentStorage(granted.storage)).toBe(true);
    expect(granted.calls).toEqual([]);
  });

  it('warns at 80 % of the quota', async () => {
    expect((await readStorageHealth(fakeStorage(true, true, 79, 100).storage)).nearlyFull).toBe(false);
    expect(await readStorageHealth(fakeStorage(false, true, 80, 100).storage)).toEqual({
      persisted: false,
      usageBytes: 80,
      quotaBytes: 100,
      nearlyFull: true,
    });
  });

  it('says nothing when the browser has no Storage API', async () => {
    expect(await requestPersistentStorage(null)).toBeNull();
    expect((await readStorageHealth(null)).persisted).toBeNull();
  });
});
