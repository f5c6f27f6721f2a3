/// <reference lib="webworker" />
/**
 * The sync worker: the offline engine off the main thread (offline-sync.md b.5). Each tab starts
 * one; only the holder of the drain Web Lock sends. Saves in any tab poke it over a
 * BroadcastChannel. `self` is passed to Comlink explicitly (stack-check P8).
 */
import { expose } from 'comlink';
import { getOfflineDb } from '../src/offline/db.ts';
import { createSyncRunner, syncChannelName } from '../src/offline/sync-runner.ts';

const runner = createSyncRunner({
  db: getOfflineDb(),
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  random: () => Math.random(),
  locks: 'locks' in navigator ? navigator.locks : null,
});

new BroadcastChannel(syncChannelName).onmessage = () => runner.poke();
self.addEventListener('online', () => void runner.networkOnline());

expose(runner, self);
