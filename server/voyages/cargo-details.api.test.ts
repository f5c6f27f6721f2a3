// VesselEventCargoDetails on the sync protocol (EMIS-100, EMIS-133, EMIS-166, EMIS-167, EMIS-208):
// access 401 → 403 → allowed, upsert per event and cargo unit, idempotent repeats, 412/428, soft
// deletes in the change feed, and the cargos of the presented event.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoDetailMessages, type CargoDetail } from '../../domain/contracts/cargo-details.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { SyncChangesResponse } from '../../domain/contracts/sync.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

const tonnes = 'c4a90000-0000-4000-8000-000000000001';
const teu = 'c4a90000-0000-4000-8000-000000000003';
const passengers = 'c4a90000-0000-4000-8000-000000000004';

let server: TestServer;
let vesselId: string;
let day = 0;

beforeAll(async () => {
  server = await startTestServer();
  const vessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  vesselId = vessels[0]!.id;
  await server.database.db
    .insertInto('vessel_cargo_units')
    .values([
      { vessel_id: vesselId, cargo_unit_id: tonnes },
      { vessel_id: vesselId, cargo_unit_id: teu },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
});
afterAll(() => server.close());

const keyed = (extra: Record<string, string> = {}, key: string = randomUUID()) => ({
  'Idempotency-Key': key,
  ...extra,
});

async function newDeparture(): Promise<VesselEvent> {
  day += 1;
  const response = await server.as('user')<VesselEvent>('POST', '/api/v1/EmissionReportVesselEvents', {
    body: {
      id: randomUUID(),
      vesselId,
      timestamp: new Date(Date.UTC(2024, 0, 1) - day * 86_400_000).toISOString(),
      type: 'Departure',
    },
    headers: keyed(),
  });
  expect(response.status).toBe(201);
  return response.body;
}

function save(
  body: Record<string, unknown>,
  headers: Record<string, string> = keyed(),
  account: 'user' | 'super' = 'user',
) {
  return server.as(account)<CargoDetail & { code?: string; current?: CargoDetail; message?: string }>(
    'POST',
    '/api/v1/VesselEventCargoDetails',
    { body, headers },
  );
}

const findPath = (eventId: string) => `/api/v1/VesselEventCargoDetails/Find?vesselEventId=${eventId}`;

describe('VesselEventCargoDetails access', () => {
  it('EMIS-208 answers 401 without a session, 403 for the partner type and for a vessel out of reach, then allows', async () => {
    const event = await newDeparture();
    const body = { id: randomUUID(), vesselEventId: event.id, cargoUnitId: tonnes, cargoCarried: 1200 };
    expect(
      (await server.request('POST', '/api/v1/VesselEventCargoDetails', { body, headers: keyed() })).status,
    ).toBe(401);
    expect((await server.request('GET', findPath(event.id))).status).toBe(401);
    expect(
      (await server.as('partner')('POST', '/api/v1/VesselEventCargoDetails', { body, headers: keyed() }))
        .status,
    ).toBe(403);
    expect(
      (await server.as('other')('POST', '/api/v1/VesselEventCargoDetails', { body, headers: keyed() }))
        .status,
    ).toBe(403);
    expect((await server.as('other')('GET', findPath(event.id))).status).toBe(403);
    expect(
      (
        await server.as('other')('DELETE', `/api/v1/VesselEventCargoDetails/${event.id}/${tonnes}`, {
          headers: keyed({ 'If-Match': '"1"' }),
        })
      ).status,
    ).toBe(403);
    const created = await save(body);
    expect(created.status).toBe(201);
    const found = await server.as('user')<CargoDetail[]>('GET', findPath(event.id));
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await server.as('user')('GET', findPath(randomUUID()));
    expect(response.status).toBe(404);
  });
});

describe('POST /VesselEventCargoDetails', () => {
  it('EMIS-100 creates a record per event and cargo unit with its client id, version 1, ETag and unit caption', async () => {
    const event = await newDeparture();
    const id = randomUUID();
    const response = await save({ id, vesselEventId: event.id, cargoUnitId: teu, cargoCarried: 840 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id,
      vesselId,
      vesselEventId: event.id,
      cargoUnitId: teu,
      cargoCarried: 840,
      unitCaption: 'TEU',
      version: 1,
      isDeleted: false,
    });
    expect(response.headers.get('ETag')).toBe('"1"');
  });

  it('I3 a repeat with the same key gets the stored answer and creates nothing more', async () => {
    const event = await newDeparture();
    const body = { id: randomUUID(), vesselEventId: event.id, cargoUnitId: tonnes, cargoCarried: 10 };
    const headers = keyed();
    const first = await save(body, headers);
    const second = await save(body, headers);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await server.as('user')<CargoDetail[]>('GET', findPath(event.id))).body).toHaveLength(1);
  });

  it('updates the pair with If-Match: 428 without it, 412 with a stale version, 200 with the current one', async () => {
    const event = await newDeparture();
    const body = { id: randomUUID(), vesselEventId: event.id, cargoUnitId: tonnes, cargoCarried: 10 };
    await save(body);
    const withoutId = { vesselEventId: event.id, cargoUnitId: tonnes, cargoCarried: 20 };
    const missing = await save(withoutId);
    expect(missing.status).toBe(428);
    expect(missing.body.code).toBe('PRECONDITION_REQUIRED');
    const ok = await save({ ...body, cargoCarried: 20 }, keyed({ 'If-Match': '"1"' }));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: body.id, cargoCarried: 20, version: 2 });
    expect(ok.headers.get('ETag')).toBe('"2"');
    const stale = await save({ ...body, cargoCarried: 30 }, keyed({ 'If-Match': '"1"' }), 'super');
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ cargoCarried: 20, version: 2 });
  });

  it('a create for a pair another record holds is a 409, never an overwrite; so is a create of an existing id', async () => {
    const event = await newDeparture();
    const body = { id: randomUUID(), vesselEventId: event.id, cargoUnitId: tonnes, cargoCarried: 10 };
    await save(body);
    const other = await save({ ...body, id: randomUUID(), cargoCarried: 99 });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(cargoDetailMessages.pairTaken);
    const again = await save({ ...body, cargoCarried: 99 });
    expect(again.status).toBe(409);
    const [stored] = (await server.as('user')<CargoDetail[]>('GET', findPath(event.id))).body;
    expect(stored).toMatchObject({ id: body.id, cargoCarried: 10 });
  });

  it('EMIS-166 the API refuses a cargo value that is not a number with 400 and stores nothing (the form sends 0)', async () => {
    const event = await newDeparture();
    const response = await save({
      id: randomUUID(),
      vesselEventId: event.id,
      cargoUnitId: tonnes,
      cargoCarried: 'abc',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: cargoDetailMessages.notNumber,
    });
    expect((await server.as('user')<CargoDetail[]>('GET', findPath(event.id))).body).toEqual([]);
  });

  it('refuses a cargo unit the vessel does not carry and one that does not exist', async () => {
    const event = await newDeparture();
    const notCarried = await save({ vesselEventId: event.id, cargoUnitId: passengers, cargoCarried: 5 });
    expect(notCarried.status).toBe(400);
    expect(notCarried.body.message).toBe(cargoDetailMessages.unitNotCarried);
    const unknown = await save({ vesselEventId: event.id, cargoUnitId: randomUUID(), cargoCarried: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(cargoDetailMessages.unknownUnit);
  });

  it('EMIS-133 refuses cargo changes once the event is confirmed, and allows them again after unconfirming', async () => {
    const event = await newDeparture();
    const body = { id: randomUUID(), vesselEventId: event.id, cargoUnitId: tonnes, cargoCarried: 10 };
    await save(body);
    const setConfirmed = (isConfirmed: boolean) =>
      server.database.db
        .updateTable('emission_report_vessel_events')
        .set({ is_confirmed: isConfirmed })
        .where('id', '=', event.id)
        .execute();
    await setConfirmed(true);
    const update = await save({ ...body, cargoCarried: 11 }, keyed({ 'If-Match': '"1"' }));
    expect(update.status).toBe(409);
    expect(update.body.message).toBe(cargoDetailMessages.eventConfirmed);
    const remove = await server.as('user')<{ message: string }>(
      'DELETE',
      `/api/v1/VesselEventCargoDetails/${event.id}/${tonnes}`,
      { headers: keyed({ 'If-Match': '"1"' }) },
    );
    expect(remove.status).toBe(409);
    await setConfirmed(false);
    expect((await save({ ...body, cargoCarried: 11 }, keyed({ 'If-Match': '"1"' }))).status).toBe(200);
  });
});

describe('DELETE /VesselEventCargoDetails/{vesselEventId}/{cargoUnitId}', () => {
  it('EMIS-167 soft-deletes with If-Match (428 without); the deletion reaches the feed and the pair can be entered again', async () => {
    const event = await newDeparture();
    const before = await server.as('user')<SyncChangesResponse>(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${vesselId}`,
    );
    const body = { id: randomUUID(), vesselEventId: event.id, cargoUnitId: tonnes, cargoCarried: 10 };
    await save(body);
    const path = `/api/v1/VesselEventCargoDetails/${event.id}/${tonnes}`;
    expect((await server.as('user')('DELETE', path, { headers: keyed() })).status).toBe(428);
    const deleted = await server.as('user')<CargoDetail>('DELETE', path, {
      headers: keyed({ 'If-Match': '"1"' }),
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: body.id, isDeleted: true, version: 2 });
    expect((await server.as('user')('DELETE', path, { headers: keyed({ 'If-Match': '"2"' }) })).status).toBe(
      404,
    );
    expect((await server.as('user')<CargoDetail[]>('GET', findPath(event.id))).body).toEqual([]);

    const feed = await server.as('user')<SyncChangesResponse>(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${vesselId}&cursor=${before.body.nextCursor}`,
    );
    expect(feed.body.changes.filter((change) => change.id === body.id)).toEqual([
      expect.objectContaining({ entityType: 'cargoDetail', version: 2, isDeleted: true }),
    ]);
    const again = await save({ ...body, id: randomUUID(), cargoCarried: 12 });
    expect(again.status).toBe(201);
  });
});

describe('cargos of the presented vessel event', () => {
  it('EMIS-100 the event lists the live cargo per cargo unit', async () => {
    const event = await newDeparture();
    await save({ id: randomUUID(), vesselEventId: event.id, cargoUnitId: tonnes, cargoCarried: 1500 });
    await save({ id: randomUUID(), vesselEventId: event.id, cargoUnitId: teu, cargoCarried: 0 });
    const events = await server.as('user')<VesselEvent[]>(
      'GET',
      `/api/v1/EmissionReportVesselEvents/Find?vesselId=${vesselId}`,
    );
    const shown = events.body.find((candidate) => candidate.id === event.id);
    expect(shown?.cargos).toEqual(
      expect.arrayContaining([
        { cargoUnitId: tonnes, cargoCarried: 1500 },
        { cargoUnitId: teu, cargoCarried: 0 },
      ]),
    );
    expect(shown?.cargos).toHaveLength(2);
  });
});
