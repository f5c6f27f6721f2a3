// When the engine runs (offline-sync.md b.5, b.15): one tab at a time drains, chosen by a Web Lock;
// the holder drains at start, after every local save (a poke), when the network comes back, when
// a backoff falls due, and on a slow timer; it pulls the vessels on screen after each round.
// The sync worker exposes this object with Comlink; where no worker exists it runs in the page.
import { SyncEngine, type DrainResult, type SyncEngineOptions } from './sync-engine.ts';

export const drainLockName = 'wakeline-outbox-drain';
export const syncChannelName = 'wakeline-sync';

export type SyncRunnerOptions = Omit<SyncEngineOptions, 'getToken'> & {
  locks: Pick<LockManager, 'request'> | null;
  /** Longest sleep between rounds while holding the lock. */
  idlePollMs?: number;
};

export type SyncRunnerApi = {
  start(token: string | null): Promise<void>;
  setToken(token: string | null): Promise<void>;
  poke(): void;
  networkOnline(): Promise<void>;
  watchVessel(vesselId: string): void;
  unwatchVessel(vesselId: string): void;
  drainNow(): Promise<DrainResult>;
  pullNow(vesselId: string): Promise<{ applied: number; skippedPending: number }>;
  stop(): void;
};

export function createSyncRunner(options: SyncRunnerOptions): SyncRunnerApi & { isLeader(): boolean } {
  let token: string | null = null;
  let started = false;
  let stopped = false;
  let leader = false;
  let wake: (() => void) | null = null;
  /** A poke that arrived while a round was running: the loop goes round again without sleeping. */
  let pokedDuringRound = false;
  const watched = new Set<string>();
  const idlePollMs = options.idlePollMs ?? 60_000;
  const engine = new SyncEngine({ ...options, getToken: () => token });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** Wakes the loop now, or right after the round it is in (a save must never wait for the poll). */
  function nudge(): void {
    if (wake) wake();
    else pokedDuringRound = true;
  }

  async function round(): Promise<DrainResult> {
    const result = await engine.drain();
    if (result.stoppedBy === 'done') {
      for (const vesselId of watched) {
        // A local save waits for no pull: the next round drains it first.
        if (pokedDuringRound) break;
        await engine.pull(vesselId).catch(() => undefined);
      }
    }
    return result;
  }

  async function lead(): Promise<void> {
    leader = true;
    await engine.recover();
    // A new runner after a new sign-in (the sign-in page is outside the signed-in shell): the
    // changes that met a 401 wait for exactly this; a stale token only costs one more 401.
    if (token) await engine.resumeAfterSignIn();
    while (!stopped) {
      pokedDuringRound = false;
      const result = await round().catch(() => null);
      if (pokedDuringRound) continue;
      const dueIn =
        result?.nextDueAt === null || result === null ? idlePollMs : result.nextDueAt - options.now();
      await sleep(Math.min(idlePollMs, Math.max(dueIn, 250)));
    }
    leader = false;
  }

  return {
    async start(initialToken) {
      token = initialToken;
      if (started) return;
      started = true;
      if (!options.locks) {
        void lead();
        return;
      }
      // Waits in the lock queue; when the draining tab closes, the next one takes over (b.15).
      void options.locks.request(drainLockName, () => lead());
    },
    async setToken(next) {
      const hadToken = token;
      token = next;
      if (next && next !== hadToken) {
        await engine.resumeAfterSignIn();
        nudge();
      }
    },
    poke() {
      nudge();
    },
    async networkOnline() {
      await engine.resetBackoff();
      nudge();
    },
    watchVessel(vesselId) {
      watched.add(vesselId);
      nudge();
    },
    unwatchVessel(vesselId) {
      watched.delete(vesselId);
    },
    drainNow: () => engine.drain(),
    pullNow: (vesselId) => engine.pull(vesselId),
    stop() {
      stopped = true;
      wake?.();
    },
    isLeader: () => leader,
  };
}
