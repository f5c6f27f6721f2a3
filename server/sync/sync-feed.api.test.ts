// GET /Sync/Changes over every synced table of a vessel (offline-sync.md b.8): one change_seq
// order across entity types, each change with its entityType, deletions included, pages that
// never skip a change, and access 401 → 403 → allowed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange, SyncChangesResponse } from '../../domain/contracts/sync.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

const hfo = '7a1f0c00-0000-4000-8000-000000000001';
const tonnes = 'c4a90000-0000-4000-8000-000000000001';

let server: TestServer;
let vesselId: string;
let otherVesselId: string;

beforeAll(async () => {
  server = await startTestServer();
  const userVessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  const superVessels = (await server.as('super')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  vesselId = userVessels[0]!.id;
  otherVesselId = superVessels.find((vessel) => !userVessels.some((own) => own.id === vessel.id))!.id;
  await server.database.db
    .insertInto('vessel_cargo_units')
    .values({ vessel_id: vesselId, cargo_unit_id: tonnes })
    .onConflict((oc) => oc.doNothing())
    .execute();
});
afterAll(() => server.close());

const keyed = (extra: Record<string, string> = {}) => ({ 'Idempotency-Key': randomUUID(), ...extra });

async function nextSeq(): Promise<number> {
  const { rows } = await sql<{ seq: string }>`SELECT nextval('sync_change_seq') AS seq`.execute(
    server.database.db,
  );
  return Number(rows[0]!.seq);
}

/** A fuel tank and a sounding written the way the settings and fuel services write them. */
async function insertTankAndSounding(forVessel: string) {
  const tankId = randomUUID();
  const soundingId = randomUUID();
  await server.database.db
    .insertInto('fuel_tanks')
    .values({
      id: tankId,
      vessel_id: forVessel,
      name: 'Tank 1',
      fuel_type_id: hfo,
      fuel_consumption_sources: JSON.stringify(['MainEngine']),
      change_seq: await nextSeq(),
    })
    .execute();
  await server.database.db
    .insertInto('fuel_tank_soundings')
    .values({
      id: soundingId,
      vessel_id: forVessel,
      fuel_tank_id: tankId,
      timestamp: '2025-06-01T12:00:00.000Z',
      fuel_amount_in_ton: 120.5,
      fuel_amount_in_cubic_metres: null,
      fuel_temperature_in_degrees_celcius: 40,
      change_seq: await nextSeq(),
    })
    .execute();
  return { tankId, soundingId };
}

async function feed(cursor: string, limit = 500, account: 'user' | 'super' = 'user', vessel = vesselId) {
  return server.as(account)<SyncChangesResponse>(
    'GET',
    `/api/v1/Sync/Changes?vesselId=${vessel}&cursor=${cursor}&limit=${limit}`,
  );
}

describe('GET /Sync/Changes', () => {
  it('answers 401 without a session, 403 for the partner type and a vessel out of reach, then allows', async () => {
    expect((await server.request('GET', `/api/v1/Sync/Changes?vesselId=${vesselId}`)).status).toBe(401);
    expect((await server.as('partner')('GET', `/api/v1/Sync/Changes?vesselId=${vesselId}`)).status).toBe(403);
    expect((await server.as('other')('GET', `/api/v1/Sync/Changes?vesselId=${vesselId}`)).status).toBe(403);
    expect((await feed('0')).status).toBe(200);
  });

  it('scenario 31: changes of every entity type of the vessel in change_seq order, each with its entityType', async () => {
    const start = (await feed('0')).body.nextCursor;
    const event = await server.as('user')<{ id: string }>('POST', '/api/v1/EmissionReportVesselEvents', {
      body: { id: randomUUID(), vesselId, timestamp: '2020-01-01T00:00:00.000Z', type: 'Departure' },
      headers: keyed(),
    });
    expect(event.status).toBe(201);
    const { tankId, soundingId } = await insertTankAndSounding(vesselId);
    await insertTankAndSounding(otherVesselId);
    const cargoId = randomUUID();
    const cargo = await server.as('user')('POST', '/api/v1/VesselEventCargoDetails', {
      body: { id: cargoId, vesselEventId: event.body.id, cargoUnitId: tonnes, cargoCarried: 900 },
      headers: keyed(),
    });
    expect(cargo.status).toBe(201);

    const page = await feed(start);
    expect(page.status).toBe(200);
    expect(page.body.changes.map((change) => [change.entityType, change.id])).toEqual([
      ['vesselEvent', event.body.id],
      ['fuelTank', tankId],
      ['sounding', soundingId],
      ['cargoDetail', cargoId],
    ]);
    const sounding = page.body.changes.find((change) => change.entityType === 'sounding')!;
    expect(sounding).toMatchObject({ version: 1, isDeleted: false });
    expect(sounding.data).toMatchObject({
      id: soundingId,
      vesselId,
      fuelTankId: tankId,
      timestamp: '2025-06-01T12:00:00.000Z',
      fuelAmountInTon: 120.5,
      fuelTemperatureInDegreesCelcius: 40,
      version: 1,
      isDeleted: false,
    });
    expect(sounding.data).not.toHaveProperty('changeSeq');
    const tank = page.body.changes.find((change) => change.entityType === 'fuelTank')!;
    expect(tank.data).toMatchObject({ fuelConsumptionSources: ['MainEngine'], isDeactivated: false });
    const eventChange = page.body.changes.find((change) => change.entityType === 'vesselEvent')!;
    // The event is presented as it is when read: its cargos are the live cargo details.
    expect(eventChange.data).toMatchObject({ cargos: [{ cargoUnitId: tonnes, cargoCarried: 900 }] });
    expect(page.body.hasMore).toBe(false);
  });

  it('I6 pages across entity types with limit: every change exactly once, the cursor only moves forward', async () => {
    const start = (await feed('0')).body.nextCursor;
    await insertTankAndSounding(vesselId);
    await insertTankAndSounding(vesselId);
    const seen: SyncChange[] = [];
    let cursor = start;
    for (let page = 0; page < 10; page += 1) {
      const answer = await feed(cursor, 3);
      seen.push(...answer.body.changes);
      expect(Number(answer.body.nextCursor)).toBeGreaterThanOrEqual(Number(cursor));
      cursor = answer.body.nextCursor;
      if (!answer.body.hasMore) break;
    }
    expect(seen.map((change) => change.entityType)).toEqual(['fuelTank', 'sounding', 'fuelTank', 'sounding']);
    expect(new Set(seen.map((change) => change.id)).size).toBe(4);
    expect((await feed(cursor)).body.changes).toEqual([]);
  });

  it('noon reports (ADR 0103): a report and its deletion come down the feed of its vessel only, in the API shape; 401, then 403 for the partner type and another company', async () => {
    const start = (await feed('0')).body.nextCursor;
    const superStart = (await feed('0', 500, 'super', otherVesselId)).body.nextCursor;
    const noon = (forVessel: string) => ({
      id: randomUUID(),
      vesselId: forVessel,
      reportTime: '2031-05-01T12:00:00+04:00',
      latitude: 10,
      longitude: 55,
      hoursSteamed: 24,
      distanceOverGroundNm: 300,
      averageSpeedKn: 12.5,
      fuel: [],
      rob: [],
      windForceBeaufort: 5,
    });
    const own = noon(vesselId);
    const created = await server.as('user')<{ id: string }>('POST', '/api/v1/NoonReports', {
      body: own,
      headers: keyed(),
    });
    expect(created.status).toBe(201);
    const elsewhere = await server.as('super')('POST', '/api/v1/NoonReports', {
      body: noon(otherVesselId),
      headers: keyed(),
    });
    expect(elsewhere.status).toBe(201);

    const path = `/api/v1/Sync/Changes?vesselId=${vesselId}&cursor=${start}`;
    expect((await server.request('GET', path)).status).toBe(401);
    expect((await server.as('partner')('GET', path)).status).toBe(403);
    expect((await server.as('other')('GET', path)).status).toBe(403);
    const page = await feed(start);
    expect(page.status).toBe(200);
    expect(page.body.changes.map((change) => [change.entityType, change.id])).toEqual([
      ['noonReport', own.id],
    ]);
    expect(page.body.changes[0]).toMatchObject({ version: 1, isDeleted: false });
    expect(page.body.changes[0]!.data).toMatchObject({
      id: own.id,
      vesselId,
      reportTime: '2031-05-01T12:00:00+04:00',
      reportTimeUtc: '2031-05-01T08:00:00.000Z',
      hoursSteamed: 24,
      fuel: [],
      rob: [],
      windForceBeaufort: 5,
      warnings: [],
    });
    const superPage = await feed(superStart, 500, 'super', otherVesselId);
    expect(superPage.body.changes.map((change) => change.entityType)).toEqual(['noonReport']);

    const deleted = await server.as('user')('DELETE', `/api/v1/NoonReports/${own.id}`, {
      headers: keyed({ 'If-Match': '"1"' }),
    });
    expect(deleted.status).toBe(200);
    const after = await feed(page.body.nextCursor);
    expect(after.body.changes).toMatchObject([
      { entityType: 'noonReport', id: own.id, version: 2, isDeleted: true },
    ]);
  });
});
