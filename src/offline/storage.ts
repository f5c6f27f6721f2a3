// Storage the browser may evict (offline-sync.md a.2, b.14): ask for persistence, and measure how
// full the origin's quota is, so the app can warn before unsent data is at risk.

export type StorageHealth = {
  /** null when the browser cannot tell (no Storage API). */
  persisted: boolean | null;
  usageBytes: number | null;
  quotaBytes: number | null;
  /** Usage at or above this share of the quota counts as nearly full. */
  nearlyFull: boolean;
};

export const nearlyFullShare = 0.8;

type StorageManagerLike = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>;

function manager(): StorageManagerLike | null {
  return typeof navigator !== 'undefined' &&
    'storage' in navigator &&
    typeof navigator.storage.persisted === 'function'
    ? navigator.storage
    : null;
}

/** Asks once per start; browsers may decide by heuristics or ask the user. */
export async function requestPersistentStorage(
  storage: StorageManagerLike | null = manager(),
): Promise<boolean | null> {
  if (!storage) return null;
  if (await storage.persisted()) return true;
  return storage.persist();
}

export async function readStorageHealth(
  storage: StorageManagerLike | null = manager(),
): Promise<StorageHealth> {
  if (!storage) return { persisted: null, usageBytes: null, quotaBytes: null, nearlyFull: false };
  const [persisted, estimate] = await Promise.all([storage.persisted(), storage.estimate()]);
  const usageBytes = estimate.usage ?? null;
  const quotaBytes = estimate.quota ?? null;
  const nearlyFull =
    usageBytes !== null &&
    quotaBytes !== null &&
    quotaBytes > 0 &&
    usageBytes / quotaBytes >= nearlyFullShare;
  return { persisted, usageBytes, quotaBytes, nearlyFull };
}
