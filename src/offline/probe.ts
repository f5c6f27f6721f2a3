// Diagnostics hook: `globalThis.wakelineOffline` reaches the real write path and the outbox
// summary from the browser console (support on board) and from the offline journeys in
// tests/e2e, which enter records before the voyage screens exist.
import { getOfflineDb } from './db.ts';
import { readOutboxSummary, type OutboxSummary } from './hooks.ts';
import type { LocalChange } from './local-writes.ts';
import { recordChange } from './sync-client.ts';

export type WakelineOfflineProbe = {
  recordChange: (change: LocalChange) => Promise<{ opId: string }>;
  summary: () => Promise<OutboxSummary>;
};

export function installOfflineProbe(): void {
  const probe: WakelineOfflineProbe = {
    recordChange: async (change) => ({ opId: (await recordChange(change)).opId }),
    summary: () => readOutboxSummary(getOfflineDb()),
  };
  (globalThis as typeof globalThis & { wakelineOffline?: WakelineOfflineProbe }).wakelineOffline = probe;
}
