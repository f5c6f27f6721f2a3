// The engine with more than vessel events: cargo details addressed by event and cargo unit, POST
// actions on a departure, and a pull that files changes of several entity types.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { WakelineDb } from './db.ts';
import { FakeSyncServer } from './fake-sync-server.ts';
import { saveLocalChange } from './local-writes.ts';
import { SyncEngine } from './sync-engine.ts';

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
const tonnes = 'c4a90000-0000-4000-8000-000000000001';
const group = `vessel:${vesselId}`;
let db: WakelineDb;

afterEach(async () => {
  await db.delete();
});

function setup() {
  db = new WakelineDb(`entity-types-${crypto.randomUUID()}`);
  const server = new FakeSyncServer();
  const engine = new SyncEngine({
    db,
    fetch: server.fetch,
    now: () => 1_000_000,
    random: () => 0.5,
    getToken: () => 'token',
  });
  return { server, engine };
}

async function departure(): Promise<string> {
  const id = crypto.randomUUID();
  await saveLocalChange(db, {
    entityType: 'vesselEvent',
    kind: 'create',
    data: { id, vesselId, timestamp: '2026-03-01T08:00:00.000Z', type: 'Departure' },
    groupKey: group,
    userId: 'u1',
  });
  return id;
}

async function cargo(eventId: string, cargoCarried: number, kind: 'create' | 'update', id: string) {
  return saveLocalChange(db, {
    entityType: 'cargoDetail',
    kind,
    data: { id, vesselId, vesselEventId: eventId, cargoUnitId: tonnes, cargoCarried },
    groupKey: group,
    parents: [{ entityType: 'vesselEvent', id: eventId }],
    userId: 'u1',
  });
}

describe('cargo details through the engine', () => {
  it('EMIS-100 I4 a cargo entered offline goes after its event, is updated with If-Match and deleted by pair', async () => {
    const { server, engine } = setup();
    const eventId = await departure();
    const cargoId = crypto.randomUUID();
    const created = await cargo(eventId, 1200, 'create', cargoId);
    expect(created.dependsOn).toHaveLength(1);
    await engine.drain();
    expect(server.applied.map((entry) => entry.id)).toEqual([eventId, cargoId]);
    expect(await db.cargoDetails.get(cargoId)).toMatchObject({ serverVersion: 1, syncState: 'synced' });

    await cargo(eventId, 1300, 'update', cargoId);
    await engine.drain();
    expect(server.rows.get(cargoId)).toMatchObject({ version: 2, data: { cargoCarried: 1300 } });

    const removal = await saveLocalChange(db, {
      entityType: 'cargoDetail',
      kind: 'delete',
      data: { id: cargoId },
      groupKey: group,
      userId: 'u1',
    });
    expect(removal.payload).toEqual({ vesselEventId: eventId, cargoUnitId: tonnes });
    await engine.drain();
    expect(server.rows.get(cargoId)).toMatchObject({ isDeleted: true, version: 3 });
    expect(await db.cargoDetails.get(cargoId)).toBeUndefined();
    expect((await db.outbox.toArray()).every((entry) => entry.status === 'acked')).toBe(true);
  });
});

describe('actions through the engine', () => {
  it('an action op is sent with If-Match and updates the local row from the answer like an update', async () => {
    const { server, engine } = setup();
    const eventId = await departure();
    await engine.drain();
    const row = await db.vesselEvents.get(eventId);
    const { syncState: _s, serverVersion: _v, isDeleted: _d, ...data } = row!;
    const entry = await saveLocalChange(db, {
      entityType: 'vesselEvent',
      kind: 'action',
      action: 'ConfirmVoyageInformation',
      data: { ...data, id: eventId },
      groupKey: group,
      userId: 'u1',
    });
    expect(entry).toMatchObject({
      kind: 'action',
      action: 'ConfirmVoyageInformation',
      baseVersion: 1,
      payload: {},
    });
    expect(await db.vesselEvents.get(eventId)).toMatchObject({ syncState: 'pending' });
    await engine.drain();
    expect(server.applied.at(-1)).toMatchObject({ method: 'POST', id: eventId });
    expect(server.rows.get(eventId)).toMatchObject({
      version: 2,
      data: { lastAction: 'ConfirmVoyageInformation' },
    });
    expect(await db.vesselEvents.get(eventId)).toMatchObject({
      lastAction: 'ConfirmVoyageInformation',
      serverVersion: 2,
      syncState: 'synced',
    });
  });

  it('I5 a stale action is a conflict with the server version, nothing overwritten', async () => {
    const { server, engine } = setup();
    const eventId = await departure();
    await engine.drain();
    server.editOnServer(eventId, { name: 'Office name' });
    await saveLocalChange(db, {
      entityType: 'vesselEvent',
      kind: 'action',
      action: 'ConfirmVoyageData',
      data: { id: eventId, vesselId, timestamp: '2026-03-01T08:00:00.000Z', type: 'Departure' },
      groupKey: group,
      userId: 'u1',
    });
    await engine.drain();
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({
      mine: { action: 'ConfirmVoyageData' },
      theirs: { name: 'Office name' },
    });
    expect(server.rows.get(eventId)?.data.lastAction).toBeUndefined();
  });

  it('refuses an action the entity does not offer before anything is stored', async () => {
    setup();
    const eventId = await departure();
    await expect(
      saveLocalChange(db, {
        entityType: 'vesselEvent',
        kind: 'action',
        action: 'Explode',
        data: { id: eventId },
        groupKey: group,
        userId: 'u1',
      }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('pull of several entity types', () => {
  it('scenario 31: files each change in its table, keeps rows with unacknowledged ops, skips unknown types', async () => {
    const { server, engine } = setup();
    const eventId = await departure();
    await engine.drain();
    const tankId = crypto.randomUUID();
    const meterId = crypto.randomUUID();
    const soundingId = crypto.randomUUID();
    const cargoId = crypto.randomUUID();
    server.seedOnServer('fuelTank', { id: tankId, vesselId, name: 'Tank 1' });
    server.seedOnServer('flowMeter', { id: meterId, vesselId, name: 'ME flow meter' });
    server.seedOnServer('sounding', { id: soundingId, vesselId, fuelTankId: tankId, fuelAmountInTon: 120 });
    server.seedOnServer('cargoDetail', {
      id: cargoId,
      vesselId,
      vesselEventId: eventId,
      cargoUnitId: tonnes,
      cargoCarried: 5,
    });
    server.seedOnServer('vesselSettings', { id: vesselId, vesselId, notes: 'office' });
    // An event edited on the server while this device has an unsent edit of it.
    server.editOnServer(eventId, { name: 'Office name' });
    await saveLocalChange(db, {
      entityType: 'vesselEvent',
      kind: 'update',
      data: {
        id: eventId,
        vesselId,
        timestamp: '2026-03-01T08:00:00.000Z',
        type: 'Departure',
        name: 'Ship name',
      },
      groupKey: group,
      userId: 'u1',
    });
    const result = await engine.pull(vesselId);
    expect(result).toEqual({ applied: 5, skippedPending: 1 });
    expect(await db.fuelTanks.get(tankId)).toMatchObject({
      name: 'Tank 1',
      serverVersion: 1,
      syncState: 'synced',
    });
    expect(await db.flowMeters.get(meterId)).toMatchObject({ name: 'ME flow meter' });
    expect(await db.soundings.get(soundingId)).toMatchObject({ fuelAmountInTon: 120 });
    expect(await db.cargoDetails.get(cargoId)).toMatchObject({ cargoCarried: 5 });
    expect(await db.vesselSettings.get(vesselId)).toMatchObject({ notes: 'office' });
    expect(await db.vesselEvents.get(eventId)).toMatchObject({ name: 'Ship name', syncState: 'pending' });
  });

  it('a change of an entity type this build does not know is skipped; the rest of the page is applied', async () => {
    const { server } = setup();
    const tankId = crypto.randomUUID();
    server.seedOnServer('fuelTank', { id: tankId, vesselId, name: 'Tank 1' });
    const feed = server.fetch;
    const withFutureType = async (input: string, init: RequestInit) => {
      const response = await feed(input, init);
      if (!input.includes('/Sync/Changes')) return response;
      const body = (await response.json()) as { changes: unknown[] };
      body.changes.unshift({ entityType: 'hullCleaning', id: 'x', version: 1, isDeleted: false, data: {} });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const newer = new SyncEngine({
      db,
      fetch: withFutureType,
      now: () => 1_000_000,
      random: () => 0.5,
      getToken: () => 'token',
    });
    expect(await newer.pull(vesselId)).toEqual({ applied: 1, skippedPending: 0 });
    expect(await db.fuelTanks.get(tankId)).toMatchObject({ name: 'Tank 1' });
  });
});

describe('noon reports through the engine (ADR 0103)', () => {
  it('a noon report entered offline is sent to /NoonReports, edited with If-Match, and one from the office is pulled into its table', async () => {
    const { server, engine } = setup();
    const id = crypto.randomUUID();
    const report = { id, vesselId, reportTime: '2026-03-01T12:00:00+04:00', hoursSteamed: 24 };
    await saveLocalChange(db, {
      entityType: 'noonReport',
      kind: 'create',
      data: report,
      groupKey: group,
      userId: 'u1',
    });
    expect(await db.noonReports.get(id)).toMatchObject({ syncState: 'pending', serverVersion: null });
    await engine.drain();
    expect(server.applied.map((entry) => entry.method)).toEqual(['POST']);
    expect(await db.noonReports.get(id)).toMatchObject({ syncState: 'synced', serverVersion: 1 });

    await saveLocalChange(db, {
      entityType: 'noonReport',
      kind: 'update',
      data: { ...report, hoursSteamed: 23.5 },
      groupKey: group,
      userId: 'u1',
    });
    await engine.drain();
    expect(server.applied.map((entry) => entry.method)).toEqual(['POST', 'PUT']);
    expect(server.rows.get(id)?.data.hoursSteamed).toBe(23.5);

    const officeId = crypto.randomUUID();
    server.seedOnServer('noonReport', { id: officeId, vesselId, reportTime: '2026-03-02T12:00:00+04:00' });
    await engine.pull(vesselId);
    expect(await db.noonReports.get(officeId)).toMatchObject({
      reportTime: '2026-03-02T12:00:00+04:00',
      syncState: 'synced',
      serverVersion: 1,
    });
  });
});
