import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { WakelineDb } from './db.ts';
import { FakeSyncServer } from './fake-sync-server.ts';
import { saveLocalChange } from './local-writes.ts';
import { createSyncRunner, drainLockName, type SyncRunnerOptions } from './sync-runner.ts';

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
const dbs: WakelineDb[] = [];

afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

/** A single-holder lock queue, as navigator.locks behaves for one name. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request(name: string, callback: () => Promise<unknown>) {
      names.push(name);
      const run = tail.then(() => callback());
      tail = run.catch(() => undefined);
      return run;
    },
  } as unknown as Pick<LockManager, 'request'> & { names: string[] };
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met');
}

/** A runner in the page (no Web Locks), on a real clock. */
function pageRunner(db: WakelineDb, fetch: SyncRunnerOptions['fetch'], idlePollMs: number) {
  return createSyncRunner({ db, fetch, now: () => Date.now(), random: () => 0.5, locks: null, idlePollMs });
}

/** A departure saved on the device for the test vessel. */
function saveDeparture(db: WakelineDb, timestamp: string, id: string = crypto.randomUUID()) {
  return saveLocalChange(db, {
    entityType: 'vesselEvent',
    kind: 'create',
    data: { id, vesselId, timestamp, type: 'Departure' },
    groupKey: `vessel:${vesselId}`,
    userId: 'u1',
  });
}

describe('sync runner', () => {
  it('scenario 10: of two tabs only the lock holder sends; when it stops, the other takes over', async () => {
    const db = new WakelineDb(`runner-${crypto.randomUUID()}`);
    dbs.push(db);
    const server = new FakeSyncServer();
    const locks = fakeLocks();
    const options = {
      db,
      fetch: server.fetch,
      now: () => Date.now(),
      random: () => 0.5,
      locks,
      idlePollMs: 50,
    };
    const tabA = createSyncRunner(options);
    const tabB = createSyncRunner(options);
    await tabA.start('t');
    await tabB.start('t');
    await until(async () => tabA.isLeader());
    expect(tabB.isLeader()).toBe(false);
    expect(locks.names).toEqual([drainLockName, drainLockName]);

    const id = crypto.randomUUID();
    await saveDeparture(db, '2026-03-01T08:00:00.000Z', id);
    tabA.poke();
    await until(async () => server.rows.has(id));

    tabA.stop();
    await until(async () => tabB.isLeader());
    tabB.stop();
    expect(server.applied).toHaveLength(1);
  });

  it('scenario 21: a new token resumes the changes that waited for sign-in', async () => {
    const db = new WakelineDb(`runner-${crypto.randomUUID()}`);
    dbs.push(db);
    const server = new FakeSyncServer();
    server.faults.push('unauthenticated');
    const runner = pageRunner(db, server.fetch, 50);
    await saveDeparture(db, '2026-03-01T08:00:00.000Z');
    await runner.start('expired');
    await until(async () => (await db.outbox.where('status').equals('needsAuth').count()) === 1);
    await runner.setToken('fresh');
    await until(async () => (await db.outbox.where('status').equals('acked').count()) === 1);
    runner.stop();
  });

  it('a save made while a round is pulling is sent right after that round, not at the next poll', async () => {
    const db = new WakelineDb(`runner-${crypto.randomUUID()}`);
    dbs.push(db);
    const server = new FakeSyncServer();
    let pulls = 0;
    // Every pull is slow, so the save below lands in the middle of a round.
    const slowPulls: SyncRunnerOptions['fetch'] = async (input, init) => {
      if (String(input).includes('/Sync/Changes')) {
        pulls += 1;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      return server.fetch(input, init);
    };
    const runner = pageRunner(db, slowPulls, 60_000);
    await runner.start('t');
    runner.watchVessel(vesselId);
    await until(async () => pulls > 0);
    const id = crypto.randomUUID();
    await saveDeparture(db, '2026-03-02T08:00:00.000Z', id);
    runner.poke();
    await until(async () => server.rows.has(id));
    runner.stop();
  });

  it('scenario 21: a new runner started after a new sign-in releases the changes that met a 401', async () => {
    const db = new WakelineDb(`runner-${crypto.randomUUID()}`);
    dbs.push(db);
    const server = new FakeSyncServer();
    const entry = await saveDeparture(db, '2026-03-03T08:00:00.000Z');
    // Left by the previous session's runner, which met a 401 before the user signed in again.
    await db.outbox.update(entry.seq!, { status: 'needsAuth' });
    const runner = pageRunner(db, server.fetch, 60_000);
    await runner.start('fresh');
    await until(async () => (await db.outbox.where('status').equals('acked').count()) === 1);
    runner.stop();
  });
});
