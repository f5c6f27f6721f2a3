// offline-sync.md scenario "schema upgrade with a full outbox" (b.13): a device still on the
// first released database shape, with unsent changes, opens the current build.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { WakelineDb, schemaV1, schemaV2 } from './db.ts';
import { FakeSyncServer } from './fake-sync-server.ts';
import { SyncEngine } from './sync-engine.ts';
import { v1FullOutbox } from './upgrade-fixture.ts';

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
let name = '';

afterEach(async () => {
  await Dexie.delete(name);
});

describe('WakelineDb upgrades', () => {
  it('scenario 11 I5: a v1 database with 30 unsent creates and updates upgrades with every entry intact, and they all send', async () => {
    name = `upgrade-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(schemaV1);
    const { entries, rows } = v1FullOutbox({
      vesselId,
      userId: 'u1',
      timestamps: Array.from({ length: 20 }, (_, index) =>
        new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString(),
      ),
    });
    const operationId = crypto.randomUUID();
    await v1.transaction(
      'rw',
      [v1.table('outbox'), v1.table('vesselEvents'), v1.table('fuelTankOperations')],
      async () => {
        await v1.table('outbox').bulkAdd(entries);
        await v1.table('vesselEvents').bulkPut(rows);
        await v1.table('fuelTankOperations').put({
          id: operationId,
          vesselId,
          fuelTankId: 'tank-1',
          timestamp: '2026-01-01T00:00:00.000Z',
          syncState: 'synced',
          serverVersion: 1,
          isDeleted: false,
        });
      },
    );
    const before = await v1.table('outbox').orderBy('seq').toArray();
    v1.close();

    const db = new WakelineDb(name);
    await db.open();
    // Version 3 (ADR 0103) only adds the noon reports' table: the v1 data comes through untouched.
    expect(db.verno).toBe(3);
    expect(await db.noonReports.count()).toBe(0);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(before);
    expect(await db.vesselEvents.count()).toBe(20);
    expect(await db.fuelTankOperations.where('vesselId').equals(vesselId).primaryKeys()).toEqual([
      operationId,
    ]);

    const server = new FakeSyncServer();
    const engine = new SyncEngine({
      db,
      fetch: server.fetch,
      now: () => 0,
      random: () => 0.5,
      getToken: () => 't',
    });
    await engine.drain();
    expect(server.applied).toHaveLength(30);
    expect(new Set(server.applied.map((entry) => entry.opKey)).size).toBe(30);
    expect(server.rows.size).toBe(20);
    for (const row of rows) expect(server.rows.get(row.id as string)?.data.name).toBe(row.name);
    expect(await db.outbox.where('status').notEqual('acked').count()).toBe(0);
    db.close();
  });

  it('ADR 0103 a v2 database with an unsent event opens as v3 with the entry and row intact, and takes a noon report', async () => {
    name = `upgrade-${crypto.randomUUID()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(schemaV1);
    v2.version(2).stores(schemaV2);
    const { entries, rows } = v1FullOutbox({
      vesselId,
      userId: 'u1',
      timestamps: ['2026-02-01T00:00:00.000Z'],
    });
    await v2.table('outbox').bulkAdd(entries);
    await v2.table('vesselEvents').bulkPut(rows);
    const before = await v2.table('outbox').orderBy('seq').toArray();
    v2.close();

    const db = new WakelineDb(name);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(before);
    expect(await db.vesselEvents.toArray()).toEqual(rows);
    await db.noonReports.put({
      id: crypto.randomUUID(),
      vesselId,
      reportTime: '2026-02-01T12:00:00Z',
      reportTimeUtc: '2026-02-01T12:00:00.000Z',
      latitude: 1,
      longitude: 2,
      hoursSteamed: 24,
      distanceOverGroundNm: 300,
      distanceThroughWaterNm: null,
      averageSpeedKn: 12.5,
      mainEnginePowerKw: null,
      shaftSpeedRpm: null,
      fuel: [],
      rob: [],
      draftForwardM: null,
      draftAftM: null,
      windForceBeaufort: null,
      windDirectionDeg: null,
      seaStateDouglas: null,
      cargoTonnes: null,
      remarks: null,
      warnings: [],
      syncState: 'pending',
      serverVersion: null,
      isDeleted: false,
    });
    expect(await db.noonReports.where('vesselId').equals(vesselId).count()).toBe(1);
    db.close();
  });
});
