import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { WakelineDb } from './db.ts';
import { FakeSyncServer } from './fake-sync-server.ts';
import { saveLocalChange } from './local-writes.ts';
import { discard, keepMine, resubmit, takeTheirs } from './outbox-actions.ts';
import { exportUnsent, importUnsent, parseUnsentFile } from './outbox-transfer.ts';
import { SyncEngine } from './sync-engine.ts';

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
const dbs: WakelineDb[] = [];

afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

function setup(server = new FakeSyncServer()) {
  const db = new WakelineDb(`actions-${crypto.randomUUID()}`);
  dbs.push(db);
  const engine = new SyncEngine({
    db,
    fetch: server.fetch,
    now: () => 0,
    random: () => 0.5,
    getToken: () => 't',
  });
  return { db, server, engine };
}

async function write(
  db: WakelineDb,
  kind: 'create' | 'update' | 'delete',
  id: string,
  fields: Record<string, unknown> = {},
) {
  return saveLocalChange(db, {
    entityType: 'vesselEvent',
    kind,
    data: { id, vesselId, timestamp: '2026-03-01T08:00:00.000Z', type: 'Departure', ...fields },
    groupKey: `vessel:${vesselId}`,
    userId: 'u1',
  });
}

async function conflictOn(id: string) {
  const context = setup();
  await write(context.db, 'create', id, { name: 'base' });
  await context.engine.drain();
  context.server.editOnServer(id, { name: 'office' });
  const entry = await write(context.db, 'update', id, { name: 'ship' });
  await context.engine.drain();
  return { ...context, entry };
}

describe('conflict resolution', () => {
  it('scenario 16: keep mine sends my version against the server version, which then increments once more', async () => {
    const id = crypto.randomUUID();
    const { db, server, engine, entry } = await conflictOn(id);
    const replacement = await keepMine(db, entry.opId);
    expect(replacement.baseVersion).toBe(2);
    expect(replacement.opId).not.toBe(entry.opId);
    await engine.drain();
    expect(server.rows.get(id)).toMatchObject({ version: 3, data: { name: 'ship' } });
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.vesselEvents.get(id)).toMatchObject({ syncState: 'synced', serverVersion: 3 });
  });

  it('take theirs drops my change and shows the server record', async () => {
    const id = crypto.randomUUID();
    const { db, server, engine, entry } = await conflictOn(id);
    expect(await takeTheirs(db, entry.opId)).toBe(1);
    await engine.drain();
    expect(server.rows.get(id)).toMatchObject({ version: 2, data: { name: 'office' } });
    expect(await db.vesselEvents.get(id)).toMatchObject({
      name: 'office',
      syncState: 'synced',
      serverVersion: 2,
    });
    expect(await db.outbox.where('status').notEqual('acked').count()).toBe(0);
  });
});

describe('rejected changes', () => {
  it('scenario 22: a fixed rejected create is sent as a new op and unblocks what depends on it', async () => {
    const { db, server, engine } = setup();
    const id = crypto.randomUUID();
    server.refuseIds.add(id);
    const create = await write(db, 'create', id, { name: 'bad' });
    await engine.drain();
    await write(db, 'update', id, { name: 'later edit' });
    await engine.drain();
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => entry.status)).toEqual([
      'rejected',
      'blocked',
    ]);
    server.refuseIds.delete(id);
    const replacement = await resubmit(db, create.opId);
    expect(replacement.opId).not.toBe(create.opId);
    await engine.drain();
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => entry.status)).toEqual([
      'acked',
      'acked',
    ]);
    expect(server.rows.get(id)).toMatchObject({ version: 2, data: { name: 'later edit' } });
  });

  it('discarding a rejected create drops it, its dependants and the record, and nothing else', async () => {
    const { db, server, engine } = setup();
    const id = crypto.randomUUID();
    const other = crypto.randomUUID();
    server.refuseIds.add(id);
    const create = await write(db, 'create', id);
    await engine.drain();
    await write(db, 'update', id, { name: 'x' });
    await write(db, 'create', other);
    expect(await discard(db, create.opId)).toBe(2);
    expect(await db.vesselEvents.get(id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((entry) => entry.entityId)).toEqual([other]);
  });

  it('discarding an update restores the record as it was before the edit', async () => {
    const { db, engine } = setup();
    const id = crypto.randomUUID();
    await write(db, 'create', id, { name: 'before' });
    await engine.drain();
    const update = await write(db, 'update', id, { name: 'after' });
    await discard(db, update.opId);
    expect(await db.vesselEvents.get(id)).toMatchObject({
      name: 'before',
      syncState: 'synced',
      serverVersion: 1,
    });
  });
});

describe('export and import of unsent changes', () => {
  it('scenario 28: importing the export on a fresh device sends each op once; importing again adds nothing', async () => {
    const server = new FakeSyncServer();
    const ship = setup(server);
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of ids) await write(ship.db, 'create', id);
    const text = JSON.stringify(await exportUnsent(ship.db, '2026-03-02T00:00:00.000Z'));

    const office = setup(server);
    expect(await importUnsent(office.db, parseUnsentFile(text))).toEqual({ added: 2, alreadyPresent: 0 });
    expect(await importUnsent(office.db, parseUnsentFile(text))).toEqual({ added: 0, alreadyPresent: 2 });
    await office.engine.drain();
    await ship.engine.drain();
    expect(server.rows.size).toBe(2);
    expect(server.applied).toHaveLength(2);
    expect(await ship.db.outbox.where('status').equals('acked').count()).toBe(2);
  });

  it('refuses a file that is not an export', () => {
    expect(() => parseUnsentFile('{"format":"other"}')).toThrow('not an export of unsent changes');
    expect(() => parseUnsentFile('not json')).toThrow('not an export of unsent changes');
  });
});
