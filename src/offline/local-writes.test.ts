import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { WakelineDb, type VesselEventRow } from './db.ts';
import { saveLocalChange, type LocalChange } from './local-writes.ts';

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
let db: WakelineDb;

function freshDb(): WakelineDb {
  db = new WakelineDb(`test-${crypto.randomUUID()}`);
  return db;
}

afterEach(async () => {
  await db.delete();
});

function departure(id: string, timestamp = '2026-03-01T08:00:00.000Z'): LocalChange {
  return {
    entityType: 'vesselEvent',
    kind: 'create',
    data: { id, vesselId, timestamp, type: 'Departure' },
    groupKey: `vessel:${vesselId}`,
    userId: 'u1',
  };
}

/** A departure as a pull stores it: on the server at `serverVersion`. */
function syncedDeparture(
  id: string,
  serverVersion: number,
  fields: Partial<VesselEventRow> = {},
): VesselEventRow {
  return {
    id,
    vesselId,
    timestamp: '2026-03-01T08:00:00.000Z',
    type: 'Departure',
    name: null,
    source: 'Ship',
    voyage: null,
    port: null,
    location: null,
    distanceSailed: null,
    ...fields,
    syncState: 'synced',
    serverVersion,
    isDeleted: false,
  };
}

async function storeSyncedDeparture(id: string, serverVersion: number, fields: Partial<VesselEventRow> = {}) {
  await db.vesselEvents.put(syncedDeparture(id, serverVersion, fields));
}

describe('saveLocalChange', () => {
  it('I1 I2 commits the row and its outbox entry together, with a client id and an opId', async () => {
    freshDb();
    const id = crypto.randomUUID();
    const entry = await saveLocalChange(db, departure(id));
    const row = await db.vesselEvents.get(id);
    expect(row).toMatchObject({ id, syncState: 'pending', serverVersion: null, isDeleted: false });
    const stored = await db.outbox.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      opId: entry.opId,
      entityKey: `vesselEvent:${id}`,
      kind: 'create',
      status: 'pending',
    });
    expect(entry.opId).not.toBe(id);
    expect(entry.deviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('I2 scenario 9: a failure inside the transaction leaves neither row nor entry', async () => {
    freshDb();
    const id = crypto.randomUUID();
    await db.vesselEvents.put(syncedDeparture('other', 1));
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(saveLocalChange(db, departure(id))).rejects.toThrow('disk full');
    expect(await db.vesselEvents.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('I4 an update of a synced row carries its version and depends on nothing sent', async () => {
    freshDb();
    const id = crypto.randomUUID();
    await storeSyncedDeparture(id, 3);
    const entry = await saveLocalChange(db, {
      ...departure(id),
      kind: 'update',
      data: { id, vesselId, type: 'Departure', name: 'x' },
    });
    expect(entry).toMatchObject({
      baseVersion: 3,
      dependsOn: [],
      baseSnapshot: { id, vesselId, type: 'Departure' },
    });
  });

  it('folds an edit into the create the server has never seen', async () => {
    freshDb();
    const id = crypto.randomUUID();
    const created = await saveLocalChange(db, departure(id));
    await saveLocalChange(db, { ...departure(id, '2026-03-01T09:00:00.000Z'), kind: 'update' });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      opId: created.opId,
      payload: { timestamp: '2026-03-01T09:00:00.000Z' },
    });
  });

  it('I4 keeps an edit separate when another change of the group was queued after the create (order kept)', async () => {
    freshDb();
    const id = crypto.randomUUID();
    const created = await saveLocalChange(db, departure(id));
    const other = await saveLocalChange(db, departure(crypto.randomUUID(), '2026-02-01T08:00:00.000Z'));
    const update = await saveLocalChange(db, {
      ...departure(id, '2026-03-01T09:00:00.000Z'),
      kind: 'update',
    });
    expect(update.opId).not.toBe(created.opId);
    expect(update.dependsOn).toEqual([created.opId]);
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((entry) => entry.opId)).toEqual([created.opId, other.opId, update.opId]);
    expect(queued[0]!.payload).toMatchObject({ timestamp: departure(id).data.timestamp });
  });

  it('I4 an edit after a sent create is a new op that depends on the create', async () => {
    freshDb();
    const id = crypto.randomUUID();
    const created = await saveLocalChange(db, departure(id));
    await db.outbox.update(created.seq!, { attempts: 1 });
    const update = await saveLocalChange(db, {
      ...departure(id, '2026-03-01T09:00:00.000Z'),
      kind: 'update',
    });
    expect(update.dependsOn).toEqual([created.opId]);
    expect(update.baseVersion).toBeNull();
  });

  it('refuses a change of a kind the server cannot take yet, so nothing waits forever', async () => {
    freshDb();
    const fuelTank: LocalChange = { ...departure(crypto.randomUUID()), entityType: 'fuelTank' };
    await expect(saveLocalChange(db, fuelTank)).rejects.toThrow('cannot be sent yet');
    expect(await db.outbox.count()).toBe(0);
  });

  it('deleting an unsent, never attempted create removes both, as if it never existed', async () => {
    freshDb();
    const id = crypto.randomUUID();
    await saveLocalChange(db, departure(id));
    await saveLocalChange(db, { ...departure(id), kind: 'delete', data: { id } });
    expect(await db.vesselEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('I5 deleting a synced row queues a delete and keeps the row as a pending tombstone', async () => {
    freshDb();
    const id = crypto.randomUUID();
    await storeSyncedDeparture(id, 2);
    const entry = await saveLocalChange(db, { ...departure(id), kind: 'delete', data: { id } });
    expect(entry).toMatchObject({ kind: 'delete', baseVersion: 2, payload: {} });
    expect(await db.vesselEvents.get(id)).toMatchObject({ isDeleted: true, syncState: 'pending' });
  });

  it('refuses to create twice or to edit what is not on the device', async () => {
    freshDb();
    const id = crypto.randomUUID();
    await saveLocalChange(db, departure(id));
    await expect(saveLocalChange(db, departure(id))).rejects.toThrow('already exists');
    await expect(saveLocalChange(db, { ...departure('nope'), kind: 'update' })).rejects.toThrow(
      'not on this device',
    );
    expect(await db.outbox.count()).toBe(1);
  });

  it('EMIS-043 EMIS-048 a voyage saved and a port chosen right after, both from the copy the screen showed, both land', async () => {
    freshDb();
    const id = crypto.randomUUID();
    await storeSyncedDeparture(id, 1, {
      timestamp: '2026-03-01T08:00:00.000Z',
      voyage: null,
      port: null,
    });
    const voyage = { name: 'Rotterdam - Hamburg' };
    const port = { name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true };
    const change = (data: Record<string, unknown>): LocalChange => ({
      entityType: 'vesselEvent',
      kind: 'update',
      merge: true,
      data: { ...data, id },
      groupKey: `vessel:${vesselId}`,
      userId: 'u1',
    });
    await saveLocalChange(db, change({ voyage }));
    await saveLocalChange(db, change({ port }));

    expect(await db.vesselEvents.get(id)).toMatchObject({ voyage, port, type: 'Departure' });
    const payloads = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.payload);
    expect(payloads[1]).toMatchObject({ id, voyage, port, timestamp: '2026-03-01T08:00:00.000Z' });
    expect(payloads[1]).not.toHaveProperty('syncState');
  });

  it('a merged edit of a create not yet sent folds into it with every field', async () => {
    freshDb();
    const id = crypto.randomUUID();
    await saveLocalChange(db, departure(id));
    await saveLocalChange(db, {
      entityType: 'vesselEvent',
      kind: 'update',
      merge: true,
      data: { id, name: 'Pilot on board' },
      groupKey: `vessel:${vesselId}`,
      userId: 'u1',
    });
    const [entry] = await db.outbox.toArray();
    expect(entry!.payload).toEqual({
      id,
      vesselId,
      timestamp: '2026-03-01T08:00:00.000Z',
      type: 'Departure',
      name: 'Pilot on board',
    });
  });
});
