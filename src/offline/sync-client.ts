// The page's handle on the sync engine: starts the sync worker (or, where there is no Worker,
// the same runner in the page), passes it the session token, and tells it about local saves.
import { wrap, type Remote } from 'comlink';
import { getOfflineDb } from './db.ts';
import { saveLocalChange, type LocalChange } from './local-writes.ts';
import { createSyncRunner, syncChannelName, type SyncRunnerApi } from './sync-runner.ts';
import type { OutboxEntry } from '../../domain/sync/outbox-entry.ts';

type Runner = SyncRunnerApi | Remote<SyncRunnerApi>;

let runner: Runner | null = null;
let channel: BroadcastChannel | null = null;

function createRunner(): Runner {
  if (typeof Worker !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator) {
    const worker = new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), {
      type: 'module',
      name: 'wakeline-sync',
    });
    return wrap<SyncRunnerApi>(worker);
  }
  return createSyncRunner({
    db: getOfflineDb(),
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    random: () => Math.random(),
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
  });
}

function getRunner(): Runner {
  runner ??= createRunner();
  return runner;
}

/** Starts syncing for the signed-in session (idempotent); call again with a new token after sign-in. */
export async function startSync(token: string | null): Promise<void> {
  const active = getRunner();
  await active.start(token);
  await active.setToken(token);
}

/** The network is back: retry now instead of waiting for the backoff. */
export async function announceOnline(): Promise<void> {
  await getRunner().networkOnline();
}

/** Wakes whichever tab drains (this one or another) after a local save. */
export function announceLocalChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(syncChannelName);
  channel.postMessage({ type: 'local-change' });
  if (runner) void runner.poke();
}

/** Saves on this device (row + outbox entry in one transaction), then wakes the engine. */
export async function recordChange(change: LocalChange): Promise<OutboxEntry> {
  const entry = await saveLocalChange(getOfflineDb(), change);
  announceLocalChange();
  return entry;
}

const watchers = new Map<string, number>();

/**
 * Keeps the given vessel's records fresh while someone (a screen, the session) watches it; the
 * runner stops pulling it only when the last watcher has stopped.
 */
export async function watchVessel(vesselId: string): Promise<() => void> {
  const active = getRunner();
  watchers.set(vesselId, (watchers.get(vesselId) ?? 0) + 1);
  await active.watchVessel(vesselId);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const left = (watchers.get(vesselId) ?? 1) - 1;
    if (left > 0) watchers.set(vesselId, left);
    else {
      watchers.delete(vesselId);
      void active.unwatchVessel(vesselId);
    }
  };
}
