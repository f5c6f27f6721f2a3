import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WakelineDb } from './db.ts';
import { FakeSyncServer } from './fake-sync-server.ts';
import { saveLocalChange } from './local-writes.ts';
import { engineStateKey, SyncEngine } from './sync-engine.ts';

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
let db: WakelineDb;

afterEach(async () => {
  await db.delete();
});

function setup(options: { batchSize?: number } = {}) {
  db = new WakelineDb(`engine-${crypto.randomUUID()}`);
  const server = new FakeSyncServer();
  let clock = 1_000_000;
  const engine = new SyncEngine({
    db,
    fetch: server.fetch,
    now: () => clock,
    random: () => 0.5,
    getToken: () => 'token',
    ...options,
  });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { server, engine, advance };
}

async function createDeparture(timestamp = '2026-03-01T08:00:00.000Z', id: string = crypto.randomUUID()) {
  await saveLocalChange(db, {
    entityType: 'vesselEvent',
    kind: 'create',
    data: { id, vesselId, timestamp, type: 'Departure' },
    groupKey: `vessel:${vesselId}`,
    userId: 'u1',
  });
  return id;
}

async function editDeparture(id: string, patch: Record<string, unknown>) {
  const row = await db.vesselEvents.get(id);
  const { syncState: _s, serverVersion: _v, isDeleted: _d, version: _ver, ...data } = row!;
  await saveLocalChange(db, {
    entityType: 'vesselEvent',
    kind: 'update',
    data: { ...data, ...patch, id },
    groupKey: `vessel:${vesselId}`,
    userId: 'u1',
  });
}

async function statuses() {
  return (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.status);
}

describe('SyncEngine.drain', () => {
  it('I3 I4 scenario 2: sends queued creates in outbox order, each once, and marks rows synced', async () => {
    const { server, engine } = setup();
    const ids = [
      await createDeparture('2026-03-01T08:00:00.000Z'),
      await createDeparture('2026-02-01T08:00:00.000Z'),
    ];
    const result = await engine.drain();
    expect(result).toMatchObject({ sent: 2, acked: 2, stoppedBy: 'done' });
    expect(server.applied.map((entry) => entry.id)).toEqual(ids);
    expect(await statuses()).toEqual(['acked', 'acked']);
    expect(await db.vesselEvents.get(ids[0]!)).toMatchObject({ syncState: 'synced', serverVersion: 1 });
    expect((await engine.readState()).phase).toBe('idle');
  });

  it('drains a long queue one change per request with a few reads of the whole outbox, not one per change (linear, not quadratic)', async () => {
    const { server, engine } = setup({ batchSize: 1 });
    const ids: string[] = [];
    for (let day = 0; day < 60; day += 1) {
      ids.push(await createDeparture(new Date(Date.UTC(2026, 2, 1) - day * 86_400_000).toISOString()));
    }
    const where = vi.spyOn(db.outbox, 'where');
    const result = await engine.drain();
    expect(result).toMatchObject({ sent: 60, acked: 60, stoppedBy: 'done' });
    expect(server.applied.map((entry) => entry.id)).toEqual(ids);
    expect(where.mock.calls.filter(([index]) => String(index) === 'status').length).toBeLessThan(6);
  });

  it('I3 scenario 3: a lost answer is retried with the same key and answered from the stored result', async () => {
    const { server, engine, advance } = setup();
    const id = await createDeparture();
    server.faults.push('ack-lost');
    expect((await engine.drain()).stoppedBy).toBe('offline');
    expect(await statuses()).toEqual(['pending']);
    advance(60_000);
    await engine.drain();
    expect(server.rows.size).toBe(1);
    expect(server.applied).toHaveLength(1);
    expect(await statuses()).toEqual(['acked']);
    expect(await db.vesselEvents.get(id)).toMatchObject({ syncState: 'synced' });
  });

  it('I4 an edit made after the create was sent carries the version the create got', async () => {
    const { server, engine } = setup();
    const id = await createDeparture();
    await engine.drain();
    await editDeparture(id, { name: 'Rotterdam run' });
    await engine.drain();
    expect(server.rows.get(id)).toMatchObject({ version: 2, data: { name: 'Rotterdam run' } });
    expect(await db.vesselEvents.get(id)).toMatchObject({ serverVersion: 2, syncState: 'synced' });
  });

  it('scenario 23: 5xx answers back off and the entry is never dropped', async () => {
    const { server, engine, advance } = setup();
    await createDeparture();
    server.faults.push('server-error', 'server-error');
    const first = await engine.drain();
    expect(first.nextDueAt).toBeGreaterThan(1_000_000);
    expect(await engine.drain()).toMatchObject({ sent: 0 });
    advance(5 * 60_000);
    await engine.drain();
    advance(5 * 60_000);
    await engine.drain();
    expect(await statuses()).toEqual(['acked']);
    expect(server.rows.size).toBe(1);
  });

  it('scenario 24: a captive portal answering 200 HTML acknowledges nothing and reads as offline', async () => {
    const { server, engine, advance } = setup();
    await createDeparture();
    server.faults.push('captive-portal');
    expect((await engine.drain()).stoppedBy).toBe('offline');
    expect(await statuses()).toEqual(['pending']);
    expect((await engine.readState()).phase).toBe('offline');
    // A drain while the change waits out its backoff sends nothing and learns nothing of the
    // link: the badge keeps saying offline instead of "pending".
    expect((await engine.drain()).sent).toBe(0);
    expect((await engine.readState()).phase).toBe('offline');
    advance(60_000);
    await engine.drain();
    expect(await statuses()).toEqual(['acked']);
    expect(server.rows.size).toBe(1);
    expect((await engine.readState()).phase).toBe('idle');
  });

  it('a drain with nothing to send ends a sending phase a closed tab left behind', async () => {
    const { engine } = setup();
    await db.meta.put({
      key: engineStateKey,
      value: { phase: 'syncing', lastSyncAt: null, lastError: null },
    });
    expect((await engine.drain()).sent).toBe(0);
    expect((await engine.readState()).phase).toBe('idle');
  });

  it('I5 scenario 21: a 401 pauses for sign-in, keeps every entry, and drains after it', async () => {
    const { server, engine } = setup();
    await createDeparture('2026-03-01T08:00:00.000Z');
    await createDeparture('2026-02-01T08:00:00.000Z');
    server.faults.push('unauthenticated');
    expect((await engine.drain()).stoppedBy).toBe('needsAuth');
    expect(await statuses()).toEqual(['needsAuth', 'pending']);
    expect((await engine.readState()).phase).toBe('needsAuth');
    expect((await engine.drain()).sent).toBe(0);
    await engine.resumeAfterSignIn();
    await engine.drain();
    expect(await statuses()).toEqual(['acked', 'acked']);
  });

  it('I5 scenario 16: a 412 becomes a conflict with both versions, nothing overwritten', async () => {
    const { server, engine } = setup();
    const id = await createDeparture();
    await engine.drain();
    server.editOnServer(id, { name: 'Office name' });
    await editDeparture(id, { name: 'Ship name' });
    await engine.drain();
    expect(await statuses()).toEqual(['acked', 'conflict']);
    const conflict = await db.conflicts.toArray();
    expect(conflict).toHaveLength(1);
    expect(conflict[0]).toMatchObject({
      mine: { name: 'Ship name' },
      theirs: { name: 'Office name', version: 2 },
    });
    expect(await db.vesselEvents.get(id)).toMatchObject({ name: 'Ship name', syncState: 'conflict' });
    expect(server.rows.get(id)?.data.name).toBe('Office name');
  });

  it('I5 scenario 22: a rejected op is kept with its reason; its dependants wait; other ops go', async () => {
    const { server, engine } = setup();
    const refused = await createDeparture('2026-03-01T08:00:00.000Z');
    server.refuseIds.add(refused);
    await editDeparture(refused, { name: 'edited' });
    const other = await createDeparture('2026-01-01T08:00:00.000Z');
    // the edit folded into the unsent create; make a real dependant by sending it once first
    await engine.drain();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.status)).toEqual(['rejected', 'acked']);
    expect(entries[0]?.lastError).toMatchObject({ httpStatus: 422, message: 'Refused by a rule.' });
    expect(await db.vesselEvents.get(refused)).toMatchObject({ syncState: 'rejected' });
    expect(server.rows.has(other)).toBe(true);
    await editDeparture(refused, { name: 'again' });
    await engine.drain();
    expect(await statuses()).toEqual(['rejected', 'acked', 'blocked']);
  });

  it('scenario 7: an op left in flight by a closed tab is pending again at start and sent with its key', async () => {
    const { server, engine } = setup();
    await createDeparture();
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.seq!, { status: 'inflight' });
    expect((await engine.drain()).sent).toBe(0);
    expect(await engine.recover()).toBe(1);
    await engine.drain();
    expect(server.applied).toEqual([{ opKey: entry!.opId, method: 'POST', id: entry!.entityId }]);
  });

  it('deletes are soft on the server and remove the local row once acknowledged', async () => {
    const { server, engine } = setup();
    const id = await createDeparture();
    await engine.drain();
    const row = await db.vesselEvents.get(id);
    await saveLocalChange(db, {
      entityType: 'vesselEvent',
      kind: 'delete',
      data: { id: row!.id },
      groupKey: `vessel:${vesselId}`,
      userId: 'u1',
    });
    await engine.drain();
    expect(server.rows.get(id)).toMatchObject({ isDeleted: true, version: 2 });
    expect(await db.vesselEvents.get(id)).toBeUndefined();
  });
});

describe('SyncEngine.pull', () => {
  it('scenario 31: applies server changes with the cursor and never overwrites a pending local edit', async () => {
    const { server, engine } = setup();
    const mine = await createDeparture('2026-03-01T08:00:00.000Z');
    const theirs = await createDeparture('2026-02-01T08:00:00.000Z');
    await engine.drain();
    server.editOnServer(mine, { name: 'Office edit' });
    server.editOnServer(theirs, { name: 'Office only' });
    await editDeparture(mine, { name: 'Ship edit' });
    const result = await engine.pull(vesselId);
    expect(result).toEqual({ applied: 1, skippedPending: 1 });
    expect(await db.vesselEvents.get(mine)).toMatchObject({ name: 'Ship edit', syncState: 'pending' });
    expect(await db.vesselEvents.get(theirs)).toMatchObject({ name: 'Office only', serverVersion: 2 });
    expect(await engine.pull(vesselId)).toEqual({ applied: 0, skippedPending: 0 });
  });

  it('a deletion on the server removes the synced local row', async () => {
    const { server, engine } = setup();
    const id = await createDeparture();
    await engine.drain();
    await engine.pull(vesselId);
    const row = server.rows.get(id)!;
    row.isDeleted = true;
    server.editOnServer(id, {});
    await engine.pull(vesselId);
    expect(await db.vesselEvents.get(id)).toBeUndefined();
  });
});

describe('SyncEngine.drain in batches (POST /Sync/Ops)', () => {
  const days = (count: number, from = Date.UTC(2026, 2, 1)) =>
    Array.from({ length: count }, (_, day) => new Date(from - day * 86_400_000).toISOString());

  it('I3 I4 120 queued changes go in requests of at most 50, in outbox order, each once', async () => {
    const { server, engine } = setup();
    const ids: string[] = [];
    for (const time of days(120)) ids.push(await createDeparture(time));
    expect(await engine.drain()).toMatchObject({ sent: 120, acked: 120, stoppedBy: 'done' });
    expect(server.applied.map((entry) => entry.id)).toEqual(ids);
    expect(server.batches).toBe(3);
    expect(server.requests).toBe(3);
    expect(new Set(await statuses())).toEqual(new Set(['acked']));
    expect(await db.vesselEvents.get(ids[119]!)).toMatchObject({ syncState: 'synced', serverVersion: 1 });
  });

  it('I3 I4 a create and its edit: the edit waits for the answer of the create and carries its version', async () => {
    const { server, engine, advance } = setup();
    const first = await createDeparture(days(1)[0]);
    // Attempted once, so the edit is a change of its own (never folded into a create that may have arrived).
    server.faults.push('unreachable');
    await engine.drain();
    await editDeparture(first, { name: 'Edited offline' });
    const second = await createDeparture(days(2)[1]);
    advance(60_000);
    await engine.drain();
    expect(server.applied.map((entry) => [entry.method, entry.id])).toEqual([
      ['POST', first],
      ['PUT', first],
      ['POST', second],
    ]);
    expect(server.rows.get(first)).toMatchObject({ version: 2, data: { name: 'Edited offline' } });
    expect(server.batches).toBe(1);
  });

  it('I3 scenario 3: the lost answer of a batch: sent again with the same keys, answered from the stored results', async () => {
    const { server, engine, advance } = setup();
    for (const time of days(5)) await createDeparture(time);
    server.faults.push('ack-lost');
    expect((await engine.drain()).stoppedBy).toBe('offline');
    expect(server.applied).toHaveLength(5);
    expect(new Set(await statuses())).toEqual(new Set(['pending']));
    advance(60_000);
    expect(await engine.drain()).toMatchObject({ acked: 5, stoppedBy: 'done' });
    expect(server.applied).toHaveLength(5);
    expect(server.rows.size).toBe(5);
  });

  it('I3 after a batch whose answer was lost, an edit is never folded into a create that may have arrived', async () => {
    const { server, engine, advance } = setup();
    await createDeparture(days(2)[0]);
    const second = await createDeparture(days(2)[1]);
    server.faults.push('ack-lost');
    await engine.drain();
    expect(server.applied).toHaveLength(2);
    await editDeparture(second, { name: 'Edited after the lost answer' });
    expect(await db.outbox.count()).toBe(3);
    advance(60_000);
    expect(await engine.drain()).toMatchObject({ stoppedBy: 'done' });
    expect(await statuses()).toEqual(['acked', 'acked', 'acked']);
    expect(server.rows.get(second)).toMatchObject({
      version: 2,
      data: { name: 'Edited after the lost answer' },
    });
  });

  it('I4 I5 a refusal in the middle: the ops before it are acknowledged, it is kept as rejected, the ops after it follow', async () => {
    const { server, engine } = setup();
    const ids: string[] = [];
    for (const time of days(6)) ids.push(await createDeparture(time));
    server.refuseIds.add(ids[2]!);
    const result = await engine.drain();
    expect(result).toMatchObject({ acked: 5, stoppedBy: 'done' });
    expect(await statuses()).toEqual(['acked', 'acked', 'rejected', 'acked', 'acked', 'acked']);
    expect(server.applied.map((entry) => entry.id)).toEqual([...ids.slice(0, 2), ...ids.slice(3)]);
    expect(await db.vesselEvents.get(ids[2]!)).toMatchObject({ syncState: 'rejected' });
  });

  it("I5 a 401, a 5xx and a captive portal on the batch count as the first change's answer; nothing is lost", async () => {
    const { server, engine, advance } = setup();
    for (const time of days(4)) await createDeparture(time);
    server.faults.push('captive-portal');
    expect((await engine.drain()).stoppedBy).toBe('offline');
    server.faults.push('server-error');
    advance(60_000);
    await engine.drain();
    expect(server.applied).toHaveLength(0);
    server.faults.push('unauthenticated');
    advance(10 * 60_000);
    expect((await engine.drain()).stoppedBy).toBe('needsAuth');
    expect(await statuses()).toEqual(['needsAuth', 'pending', 'pending', 'pending']);
    await engine.resumeAfterSignIn();
    expect(await engine.drain()).toMatchObject({ acked: 4, stoppedBy: 'done' });
    expect(server.applied).toHaveLength(4);
  });

  it('a server without /Sync/Ops: the engine sends one change per request from then on', async () => {
    const { server, engine } = setup();
    server.acceptsBatches = false;
    const ids: string[] = [];
    for (const time of days(4)) ids.push(await createDeparture(time));
    expect(await engine.drain()).toMatchObject({ acked: 4, stoppedBy: 'done' });
    expect(server.applied.map((entry) => entry.id)).toEqual(ids);
    expect(server.batches).toBe(0);
    expect(server.requests).toBe(5);
  });

  it('batchSize 1 sends one change per request', async () => {
    const { server, engine } = setup({ batchSize: 1 });
    for (const time of days(3)) await createDeparture(time);
    await engine.drain();
    expect(server.requests).toBe(3);
    expect(server.batches).toBe(0);
  });
});
