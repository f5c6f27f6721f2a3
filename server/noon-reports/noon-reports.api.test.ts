// The noon report endpoints (ADR 0102): 401 -> 403 -> allowed on each, cross-company refusal,
// validation 400 with its message and nothing changed, the rules' refusals and stored warnings,
// versioned writes (412 stale, 428 missing), idempotent repeats and the same op through /Sync/Ops.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoonReport } from '../../domain/contracts/noon-reports.ts';
import type { SyncOp, SyncOpsResponse } from '../../domain/contracts/sync-ops.ts';
import { messages } from '../../domain/messages.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let vesselId: string;
let superOnlyVesselId: string;
let hfo: string;
let mgo: string;

beforeAll(async () => {
  server = await startTestServer();
  const userVessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  const superVessels = (await server.as('super')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  vesselId = userVessels[0]!.id;
  superOnlyVesselId = superVessels.find((vessel) => !userVessels.some((own) => own.id === vessel.id))!.id;
  const fuelTypes = (
    await server.as('user')<{ id: string; companyId: string | null }[]>('GET', '/api/v1/FuelTypes')
  ).body.filter((type) => type.companyId === null);
  [hfo, mgo] = [fuelTypes[0]!.id, fuelTypes[1]!.id];
});
afterAll(() => server.close());

/** Each test gets its own days, far from the others', so their previous reports are its own. */
let dayBase = Date.UTC(2030, 0, 1, 8);
function nextDays(): number {
  dayBase += 100 * 86_400_000;
  return dayBase;
}

/** A report at `utcMs` entered at +04:00: 24 h at 12.5 kn from (10°N, 55°E) eastwards. */
function report(utcMs: number, overrides: Record<string, unknown> = {}) {
  const local = new Date(utcMs + 4 * 3_600_000).toISOString().slice(0, 19);
  return {
    id: randomUUID(),
    vesselId,
    reportTime: `${local}+04:00`,
    latitude: 10,
    longitude: 55,
    hoursSteamed: 24,
    distanceOverGroundNm: 300,
    distanceThroughWaterNm: 305,
    averageSpeedKn: 12.5,
    mainEnginePowerKw: 8_200,
    shaftSpeedRpm: 78,
    fuel: [
      { fuelTypeId: hfo, consumer: 'MainEngine', tonnes: 30 },
      { fuelTypeId: mgo, consumer: 'AuxiliaryEngines', tonnes: 2 },
    ],
    rob: [
      { fuelTypeId: hfo, robTonnes: 500 },
      { fuelTypeId: mgo, robTonnes: 100 },
    ],
    draftForwardM: 9.1,
    draftAftM: 9.6,
    windForceBeaufort: 5,
    windDirectionDeg: 270,
    seaStateDouglas: 4,
    cargoTonnes: 42_000,
    ...overrides,
  };
}

const keyed = (extra: Record<string, string> = {}) => ({ 'Idempotency-Key': randomUUID(), ...extra });

function post(body: unknown, account: 'user' | 'partner' | 'other' | 'super' = 'user', key = randomUUID()) {
  return server.as(account)<NoonReport & { message?: string }>('POST', '/api/v1/NoonReports', {
    body,
    headers: { 'Idempotency-Key': key },
  });
}

async function listed(from: number, to: number, id?: string): Promise<NoonReport[]> {
  const period = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
  const list = await server.as('user')<NoonReport[]>(
    'GET',
    `/api/v1/NoonReports/Find?vesselId=${vesselId}&${period}`,
  );
  expect(list.status).toBe(200);
  return id ? list.body.filter((entry) => entry.id === id) : list.body;
}

describe('noon reports: access', () => {
  it('every endpoint answers 401 without a session, 403 for the partner type, another company and a vessel outside the access groups, then allows', async () => {
    const day = nextDays();
    const body = report(day);
    const period = `from=${new Date(day - 1).toISOString()}&to=${new Date(day + 1).toISOString()}`;
    const findPath = (vessel: string) => `/api/v1/NoonReports/Find?vesselId=${vessel}&${period}`;

    expect((await server.request('POST', '/api/v1/NoonReports', { body, headers: keyed() })).status).toBe(
      401,
    );
    for (const account of ['partner', 'other'] as const) {
      expect((await post(body, account)).status, account).toBe(403);
    }
    expect((await post({ ...body, vesselId: superOnlyVesselId })).status).toBe(403);
    expect(await listed(day - 1, day + 1, body.id)).toHaveLength(0);

    const created = await post(body);
    expect(created.status).toBe(201);
    const one = `/api/v1/NoonReports/${body.id}`;

    expect((await server.request('GET', findPath(vesselId))).status).toBe(401);
    expect((await server.request('GET', one)).status).toBe(401);
    expect((await server.request('PUT', one, { body, headers: keyed({ 'If-Match': '"1"' }) })).status).toBe(
      401,
    );
    expect((await server.request('DELETE', one, { headers: keyed({ 'If-Match': '"1"' }) })).status).toBe(401);
    for (const account of ['partner', 'other'] as const) {
      expect((await server.as(account)('GET', findPath(vesselId))).status, account).toBe(403);
      expect((await server.as(account)('GET', one)).status, account).toBe(403);
      const put = await server.as(account)('PUT', one, {
        body: { ...body, cargoTonnes: 1 },
        headers: keyed({ 'If-Match': '"1"' }),
      });
      expect(put.status, account).toBe(403);
      const del = await server.as(account)('DELETE', one, { headers: keyed({ 'If-Match': '"1"' }) });
      expect(del.status, account).toBe(403);
    }
    expect((await server.as('user')('GET', findPath(superOnlyVesselId))).status).toBe(403);

    const got = await server.as('user')<NoonReport>('GET', one);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: body.id, version: 1, cargoTonnes: 42_000 });
    const put = await server.as('user')<NoonReport>('PUT', one, {
      body: { ...body, cargoTonnes: 41_000 },
      headers: keyed({ 'If-Match': '"1"' }),
    });
    expect(put.status).toBe(200);
    const del = await server.as('user')<NoonReport>('DELETE', one, { headers: keyed({ 'If-Match': '"2"' }) });
    expect(del.status).toBe(200);
    expect(del.body.isDeleted).toBe(true);
    expect((await server.as('user')('GET', one)).status).toBe(404);
    expect(await listed(day - 1, day + 1, body.id)).toHaveLength(0);
  });
});

describe('noon reports: contents and rules', () => {
  it('stores every field, keeps the time as entered with its offset and the UTC instant, version 1 and an ETag', async () => {
    const day = nextDays();
    const body = report(day);
    const created = await post(body);
    expect(created.status).toBe(201);
    expect(created.headers.get('ETag')).toBe('"1"');
    const { id: _id, reportTime, ...rest } = body;
    expect(created.body).toMatchObject({ ...rest, version: 1, isDeleted: false });
    expect(created.body.reportTime).toBe(reportTime);
    expect(created.body.reportTimeUtc).toBe(new Date(day).toISOString());
    expect(created.body.rob).toEqual([
      { fuelTypeId: hfo, robTonnes: 500, bunkeredTonnes: 0 },
      { fuelTypeId: mgo, robTonnes: 100, bunkeredTonnes: 0 },
    ]);
    expect(await listed(day, day + 1)).toEqual([created.body]);
  });

  it('refuses invalid input with 400 and its message and stores nothing (negative fuel, wind force 13, no zone, unknown fuel type)', async () => {
    const day = nextDays();
    const cases: [Record<string, unknown>, string][] = [
      [
        { fuel: [{ fuelTypeId: hfo, consumer: 'MainEngine', tonnes: -3 }] },
        'The fuel used cannot be negative.',
      ],
      [{ windForceBeaufort: 13 }, messages.noonReportWindForce],
      [{ reportTime: '2030-05-01T12:00:00' }, messages.noonReportTimeRequired],
      [
        { fuel: [{ fuelTypeId: randomUUID(), consumer: 'Boilers', tonnes: 1 }] },
        messages.noonReportUnknownFuelType,
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(report(day, overrides));
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await listed(day - 86_400_000, day + 86_400_000)).toEqual([]);
  });

  it('refuses more hours steamed than the time since the previous report + 1 h, and a second report at the same time; warns and saves on implausible values', async () => {
    const day = nextDays();
    expect((await post(report(day))).status).toBe(201);
    const next = day + 24 * 3_600_000;

    const tooLong = await post(report(next, { hoursSteamed: 25.5 }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(
      'The hours steamed (25.5 h) are more than the time since the previous report (24 h). Check the hours and the report time.',
    );
    const sameTime = await post(report(day));
    expect(sameTime.status).toBe(409);
    expect(sameTime.body.message).toBe(messages.noonReportSameTime);
    expect(await listed(day, next + 1)).toHaveLength(1);

    // A consistent next day: no warning.
    const fine = await post(
      report(next, {
        longitude: 60,
        rob: [
          { fuelTypeId: hfo, robTonnes: 470 },
          { fuelTypeId: mgo, robTonnes: 98 },
        ],
      }),
    );
    expect(fine.status).toBe(201);
    expect(fine.body.warnings).toEqual([]);

    // The day after: the ROB of HFO jumps and the distance does not match the speed; saved with warnings.
    const warned = await post(
      report(next + 24 * 3_600_000, {
        longitude: 65,
        distanceOverGroundNm: 360,
        rob: [
          { fuelTypeId: hfo, robTonnes: 500 },
          { fuelTypeId: mgo, robTonnes: 96 },
        ],
      }),
    );
    expect(warned.status).toBe(201);
    expect(warned.body.warnings.map((warning) => warning.rule)).toEqual(['distance', 'rob']);
    expect(warned.body.warnings[0]!.message).toBe(
      'The distance over ground (360 nm) does not match the average speed times the hours steamed (300 nm).',
    );
    expect(warned.body.warnings[1]!.message).toMatch(
      /^The remaining .+ \(500 t\) does not match the previous report: 470 t less 30 t used plus 0 t bunkered is 440 t\.$/,
    );
    const stored = await server.as('user')<NoonReport>('GET', `/api/v1/NoonReports/${warned.body.id}`);
    expect(stored.body.warnings).toEqual(warned.body.warnings);
  });
  it('two reports of one vessel at the same instant sent at once: one is stored, the other answers 409 with its message', async () => {
    const day = nextDays();
    const answers = await Promise.all([post(report(day)), post(report(day))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(messages.noonReportSameTime);
    expect(await listed(day, day + 1)).toHaveLength(1);
  });
});

describe('noon reports: versions and idempotency', () => {
  it('PUT and DELETE answer 428 without If-Match and 412 with a stale version, changing nothing', async () => {
    const day = nextDays();
    const body = report(day);
    expect((await post(body)).status).toBe(201);
    const one = `/api/v1/NoonReports/${body.id}`;
    const changed = { ...body, cargoTonnes: 1_000 };

    const missing = await server.as('user')('PUT', one, { body: changed, headers: keyed() });
    expect([missing.status, (missing.body as { code: string }).code]).toEqual([428, 'PRECONDITION_REQUIRED']);
    const ok = await server.as('user')<NoonReport>('PUT', one, {
      body: changed,
      headers: keyed({ 'If-Match': '"1"' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ version: 2, cargoTonnes: 1_000 });
    const stale = await server.as('user')<{ code: string; current?: NoonReport }>('PUT', one, {
      body: { ...body, cargoTonnes: 5 },
      headers: keyed({ 'If-Match': '"1"' }),
    });
    expect([stale.status, stale.body.code, stale.body.current?.version]).toEqual([
      412,
      'PRECONDITION_FAILED',
      2,
    ]);
    expect((await server.as('user')('DELETE', one, { headers: keyed() })).status).toBe(428);
    expect((await server.as('user')('DELETE', one, { headers: keyed({ 'If-Match': '"1"' }) })).status).toBe(
      412,
    );
    const now = await server.as('user')<NoonReport>('GET', one);
    expect(now.body).toMatchObject({ version: 2, cargoTonnes: 1_000, isDeleted: false });

    const invalid = await server.as('user')<{ message: string }>('PUT', one, {
      body: { ...body, seaStateDouglas: 10 },
      headers: keyed({ 'If-Match': '"2"' }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(messages.noonReportSeaState);
    expect((await server.as('user')<NoonReport>('GET', one)).body.version).toBe(2);
  });

  it('a create repeated with the same Idempotency-Key gets the stored answer and stores one report', async () => {
    const day = nextDays();
    const body = report(day);
    const key = randomUUID();
    const first = await post(body, 'user', key);
    const second = await post(body, 'user', key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await listed(day, day + 1)).toHaveLength(1);
  });

  it('a noon report created through POST /Sync/Ops is stored once when the same op is replayed; its update and delete go the same way', async () => {
    const day = nextDays();
    const body = report(day);
    const op: SyncOp = {
      opId: randomUUID(),
      method: 'POST',
      path: '/NoonReports',
      ifMatch: null,
      deviceId: 'tablet-1',
      body,
    };
    const send = (ops: SyncOp[]) =>
      server.as('user')<SyncOpsResponse>('POST', '/api/v1/Sync/Ops', { body: { ops } });

    const first = await send([op]);
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toMatchObject({ status: 201, replayed: false });
    const again = await send([op]);
    expect(again.body.results[0]).toMatchObject({ status: 201, replayed: true });
    expect(again.body.results[0]!.body).toEqual(first.body.results[0]!.body);
    expect(await listed(day, day + 1)).toHaveLength(1);

    const update: SyncOp = {
      opId: randomUUID(),
      method: 'PUT',
      path: `/NoonReports/${body.id}`,
      ifMatch: 1,
      deviceId: 'tablet-1',
      body: { ...body, remarks: 'Heavy weather from noon' },
    };
    const remove: SyncOp = {
      opId: randomUUID(),
      method: 'DELETE',
      path: `/NoonReports/${body.id}`,
      ifMatch: 2,
      deviceId: 'tablet-1',
    };
    const both = await send([update, remove]);
    expect(both.body.results.map((result) => result.status)).toEqual([200, 200]);
    expect((await send([update, remove])).body.results.map((result) => result.replayed)).toEqual([
      true,
      true,
    ]);
    expect(await listed(day, day + 1)).toHaveLength(0);

    // The partner type is refused inside the batch, and nothing is written.
    const partner = await server.as('partner')<SyncOpsResponse>('POST', '/api/v1/Sync/Ops', {
      body: { ops: [{ ...op, opId: randomUUID(), body: report(day + 3_600_000) }] },
    });
    expect(partner.body.results[0]!.status).toBe(403);
    expect(await listed(day, day + 2 * 3_600_000)).toHaveLength(0);
  });

  it('I3 I4 a batch whose second report is at the time of the first keeps the first applied and refuses the second with 409, stored under its key like every refusal', async () => {
    const day = nextDays();
    const op = (body: unknown): SyncOp => ({
      opId: randomUUID(),
      method: 'POST',
      path: '/NoonReports',
      ifMatch: null,
      deviceId: 'tablet-1',
      body,
    });
    const first = report(day);
    const ops = [op(first), op(report(day)), op(report(day + 24 * 3_600_000))];
    const send = () => server.as('user')<SyncOpsResponse>('POST', '/api/v1/Sync/Ops', { body: { ops } });
    const answer = await send();
    expect(answer.body.results.map((result) => [result.status, result.replayed])).toEqual([
      [201, false],
      [409, false],
    ]);
    expect(answer.body.results[1]!.body).toMatchObject({ message: messages.noonReportSameTime });
    expect((await listed(day, day + 2 * 86_400_000)).map((entry) => entry.id)).toEqual([first.id]);
    const again = await send();
    expect(again.body.results.map((result) => [result.status, result.replayed])).toEqual([
      [201, true],
      [409, true],
    ]);
    expect(await listed(day, day + 2 * 86_400_000)).toHaveLength(1);
  });
});
