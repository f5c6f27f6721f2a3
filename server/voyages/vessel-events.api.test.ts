// EmissionReportVesselEvents on the sync protocol (issue 5 §1, offline-sync.md b.7): access
// 401 → 403 → allowed, idempotent repeats, 422 for a reused key, 412 stale, 428 missing If-Match,
// soft deletes, the change feed, and the departure rules of 002 §4-§5.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { SyncChangesResponse } from '../../domain/contracts/sync.ts';
import { departureMessages } from '../../domain/voyages/departure-rules.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let userVesselId: string;
let superOnlyVesselId: string;

beforeAll(async () => {
  server = await startTestServer();
  const userVessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  const superVessels = (await server.as('super')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  userVesselId = userVessels[0]!.id;
  superOnlyVesselId = superVessels.find((vessel) => !userVessels.some((own) => own.id === vessel.id))!.id;
});
afterAll(() => server.close());

let minute = 0;
/** Departures far apart in time, each earlier than the last, so EMIS-154 never refuses them. */
function departure(vesselId: string, overrides: Record<string, unknown> = {}) {
  minute += 1;
  return {
    id: randomUUID(),
    vesselId,
    timestamp: new Date(Date.UTC(2025, 11, 31) - minute * 86_400_000).toISOString(),
    type: 'Departure',
    ...overrides,
  };
}

function keyed(key: string = randomUUID(), extra: Record<string, string> = {}) {
  return { 'Idempotency-Key': key, ...extra };
}

async function create(body: Record<string, unknown>, key = randomUUID()) {
  return server.as('user')<VesselEvent>('POST', '/api/v1/EmissionReportVesselEvents', {
    body,
    headers: keyed(key),
  });
}

describe('POST /EmissionReportVesselEvents', () => {
  it('answers 401 without a session', async () => {
    const response = await server.request('POST', '/api/v1/EmissionReportVesselEvents', {
      body: departure(userVesselId),
      headers: keyed(),
    });
    expect(response.status).toBe(401);
  });

  it('answers 403 for a vessel outside the caller’s access groups, and for the partner type', async () => {
    const outside = await create(departure(superOnlyVesselId));
    expect(outside.status).toBe(403);
    const partner = await server.as('partner')('POST', '/api/v1/EmissionReportVesselEvents', {
      body: departure(userVesselId),
      headers: keyed(),
    });
    expect(partner.status).toBe(403);
  });

  it('EMIS-004 EMIS-117 creates a departure with its client id, version 1, an ETag and an empty voyage', async () => {
    const body = departure(userVesselId);
    const response = await create(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: body.id,
      type: 'Departure',
      version: 1,
      isDeleted: false,
      source: 'Ship',
    });
    expect(response.body.voyage).toMatchObject({
      name: null,
      informationConfirmedAt: '0001-01-01T00:00:00.000Z',
    });
    expect(response.headers.get('ETag')).toBe('"1"');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('I3 scenario 3: a repeat with the same key gets the stored answer and creates nothing more', async () => {
    const body = departure(userVesselId);
    const key = randomUUID();
    const first = await create(body, key);
    const second = await create(body, key);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const list = await server.as('user')<VesselEvent[]>(
      'GET',
      `/api/v1/EmissionReportVesselEvents/Find?vesselId=${userVesselId}`,
    );
    expect(list.body.filter((event) => event.id === body.id)).toHaveLength(1);
  });

  it('scenario 4: the same op delivered twice at once creates one row; both answers are the same 201', async () => {
    const body = departure(userVesselId);
    const key = randomUUID();
    const [first, second] = await Promise.all([create(body, key), create(body, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const list = await server.as('user')<VesselEvent[]>(
      'GET',
      `/api/v1/EmissionReportVesselEvents/Find?vesselId=${userVesselId}`,
    );
    expect(list.body.filter((event) => event.id === body.id)).toHaveLength(1);
  });

  it('scenario 5: the same key with a different body is refused with 422 and changes nothing', async () => {
    const key = randomUUID();
    await create(departure(userVesselId), key);
    const other = departure(userVesselId);
    const response = await create(other, key);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const list = await server.as('user')<VesselEvent[]>(
      'GET',
      `/api/v1/EmissionReportVesselEvents/Find?vesselId=${userVesselId}`,
    );
    expect(list.body.some((event) => event.id === other.id)).toBe(false);
  });

  it('a create of an id that exists under another key is a 409, never an overwrite', async () => {
    const body = departure(userVesselId);
    await create(body);
    const again = await create({ ...body, name: 'other' });
    expect(again.status).toBe(409);
  });

  it('EMIS-154 refuses a departure at the time of another event, and directly after an unconfirmed departure', async () => {
    const first = departure(userVesselId);
    await create(first);
    const sameTime = await create({ ...departure(userVesselId), timestamp: first.timestamp });
    expect(sameTime.status).toBe(400);
    expect(sameTime.body).toMatchObject({ code: 'VALIDATION_FAILED', message: departureMessages.sameTime });
    const after = await create({
      ...departure(userVesselId),
      timestamp: new Date(Date.parse(first.timestamp) + 3_600_000).toISOString(),
    });
    expect(after.status).toBe(400);
    expect(after.body).toMatchObject({ message: departureMessages.afterOpenDeparture });
  });

  it('answers 400 with field errors for a body that breaks the contract', async () => {
    const response = await create({
      id: 'not-a-uuid',
      vesselId: userVesselId,
      timestamp: 'yesterday',
      type: 'Departure',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('PUT /EmissionReportVesselEvents/{id}', () => {
  it('428 without If-Match, 412 with a stale version (with the current record), 200 with the current one', async () => {
    const body = departure(userVesselId);
    await create(body);
    const path = `/api/v1/EmissionReportVesselEvents/${body.id}`;
    const edit = { ...body, voyage: null, name: 'Rotterdam - Oslo' };

    const missing = await server.as('user')('PUT', path, { body: edit, headers: keyed() });
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ code: 'PRECONDITION_REQUIRED' });

    const ok = await server.as('user')<VesselEvent>('PUT', path, {
      body: edit,
      headers: keyed(randomUUID(), { 'If-Match': '"1"' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ version: 2, name: 'Rotterdam - Oslo' });
    expect(ok.headers.get('ETag')).toBe('"2"');

    const stale = await server.as('super')<{ code: string; current: VesselEvent }>('PUT', path, {
      body: { ...edit, name: 'office edit' },
      headers: keyed(randomUUID(), { 'If-Match': '"1"' }),
    });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    expect(stale.body.current).toMatchObject({ version: 2, name: 'Rotterdam - Oslo' });
  });

  it('answers 401, then 403 for a user outside the vessel, before looking at versions', async () => {
    const body = departure(userVesselId);
    await create(body);
    const path = `/api/v1/EmissionReportVesselEvents/${body.id}`;
    expect(
      (await server.request('PUT', path, { body, headers: keyed(randomUUID(), { 'If-Match': '1' }) })).status,
    ).toBe(401);
    expect(
      (await server.as('other')('PUT', path, { body, headers: keyed(randomUUID(), { 'If-Match': '1' }) }))
        .status,
    ).toBe(403);
  });

  it('EMIS-159 refuses a time that is not strictly between the neighbouring events', async () => {
    const later = departure(userVesselId);
    const earlier = departure(userVesselId);
    await create(later);
    await create(earlier);
    const response = await server.as('user')('PUT', `/api/v1/EmissionReportVesselEvents/${earlier.id}`, {
      body: { ...earlier, timestamp: later.timestamp },
      headers: keyed(randomUUID(), { 'If-Match': '1' }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: departureMessages.outsideNeighbours });
  });
});

describe('DELETE /EmissionReportVesselEvents/{id} and the change feed', () => {
  it('EMIS-127 soft-deletes with If-Match; the deletion appears in the feed after the cursor', async () => {
    const feedPath = `/api/v1/Sync/Changes?vesselId=${userVesselId}`;
    const before = await server.as('user')<SyncChangesResponse>('GET', feedPath);
    expect(before.status).toBe(200);
    const body = departure(userVesselId);
    await create(body);
    const path = `/api/v1/EmissionReportVesselEvents/${body.id}`;
    expect((await server.as('user')('DELETE', path, { headers: keyed() })).status).toBe(428);
    const deleted = await server.as('user')<VesselEvent>('DELETE', path, {
      headers: keyed(randomUUID(), { 'If-Match': '"1"' }),
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: body.id, version: 2, isDeleted: true });

    const after = await server.as('user')<SyncChangesResponse>(
      'GET',
      `${feedPath}&cursor=${before.body.nextCursor}`,
    );
    const mine = after.body.changes.filter((change) => change.id === body.id);
    expect(mine).toEqual([
      expect.objectContaining({ entityType: 'vesselEvent', version: 2, isDeleted: true }),
    ]);
    expect(Number(after.body.nextCursor)).toBeGreaterThan(Number(before.body.nextCursor));
    const list = await server.as('user')<VesselEvent[]>(
      'GET',
      `/api/v1/EmissionReportVesselEvents/Find?vesselId=${userVesselId}`,
    );
    expect(list.body.some((event) => event.id === body.id)).toBe(false);
  });

  it('the feed pages with hasMore and a cursor that only moves forward', async () => {
    const vesselId = superOnlyVesselId;
    // The demo data already has changes of this vessel (its settings, tanks and meters): start after them.
    const start = (
      await server.as('super')<SyncChangesResponse>(
        'GET',
        `/api/v1/Sync/Changes?vesselId=${vesselId}&limit=1000`,
      )
    ).body.nextCursor;
    for (let index = 0; index < 3; index += 1) {
      const response = await server.as('super')('POST', '/api/v1/EmissionReportVesselEvents', {
        body: departure(vesselId),
        headers: keyed(),
      });
      expect(response.status).toBe(201);
    }
    const first = await server.as('super')<SyncChangesResponse>(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${vesselId}&limit=2&cursor=${start}`,
    );
    expect(first.body.changes).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const second = await server.as('super')<SyncChangesResponse>(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${vesselId}&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.changes).toHaveLength(1);
    expect(second.body.hasMore).toBe(false);
  });

  it('the feed answers 403 for a vessel out of reach and 400 for a cursor that is not the server’s', async () => {
    expect(
      (await server.as('user')('GET', `/api/v1/Sync/Changes?vesselId=${superOnlyVesselId}`)).status,
    ).toBe(403);
    const bad = await server.as('user')(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${userVesselId}&cursor=2026-01-01`,
    );
    expect(bad.status).toBe(400);
  });
});
