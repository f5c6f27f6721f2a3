// Fuel data on the sync protocol (002 §4-§5, §7; docs/adr/0026): FuelTankSoundings,
// FuelTankOperations, FuelTankFuelConsumptions, FlowMeterOperations and FlowMeterFuelConsumptions.
// Every endpoint walks 401 → 403 → allowed; cross-company refusal; each rule with its EMIS ID;
// idempotent repeats, 412/428, and soft deletes that reach the change feed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVoyage } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { FlowMeterFuelConsumption } from '../../domain/contracts/fuel-data.ts';
import type { SyncChangesResponse } from '../../domain/contracts/sync.ts';
import { fuelRuleMessages } from '../../domain/voyages/fuel-messages.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
/** A vessel the User reaches, and one of the same company only the SuperUser reaches. */
let userVesselId: string;
let superOnlyVesselId: string;
let userTankId: string;
let userMeterId: string;
let superTankId: string;
let superMeterId: string;
let otherCompanyFuelTypeId: string;

const hfo = '7a1f0c00-0000-4000-8000-000000000001';
const day = 86_400_000;

async function insertEquipment(table: 'fuel_tanks' | 'flow_meters', vesselId: string): Promise<string> {
  const id = randomUUID();
  await server.database.db
    .insertInto(table)
    .values({
      id,
      vessel_id: vesselId,
      name: `${table} ${id.slice(0, 8)}`,
      fuel_type_id: hfo,
      fuel_consumption_sources: JSON.stringify(['Manual']),
      change_seq: 0,
    })
    .execute();
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  const userVessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  const superVessels = (await server.as('super')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  userVesselId = userVessels[0]!.id;
  superOnlyVesselId = superVessels.find((vessel) => !userVessels.some((own) => own.id === vessel.id))!.id;
  userTankId = await insertEquipment('fuel_tanks', userVesselId);
  userMeterId = await insertEquipment('flow_meters', userVesselId);
  superTankId = await insertEquipment('fuel_tanks', superOnlyVesselId);
  superMeterId = await insertEquipment('flow_meters', superOnlyVesselId);
  const ownCompany = await server.database.db
    .selectFrom('vessels')
    .select('company_id')
    .where('id', '=', userVesselId)
    .executeTakeFirstOrThrow();
  const otherCompany = await server.database.db
    .selectFrom('companies')
    .select('id')
    .where('id', '!=', ownCompany.company_id!)
    .executeTakeFirstOrThrow();
  otherCompanyFuelTypeId = randomUUID();
  await server.database.db
    .insertInto('fuel_types')
    .values({
      id: otherCompanyFuelTypeId,
      name: 'Their blend',
      short_name: 'TB',
      carbon_emission_factor: 3.1,
      company_id: otherCompany.id,
    })
    .execute();
}, 120_000);
afterAll(() => server.close());

// --- Voyages -----------------------------------------------------------------------------------

type Voyage = { departureId: string; arrivalId: string; start: number; arrival: number; end: number };
let voyageCount = 0;

async function insertEvent(
  vesselId: string,
  type: string,
  at: number,
  voyage: unknown = null,
): Promise<string> {
  const id = randomUUID();
  await server.database.db
    .insertInto('emission_report_vessel_events')
    .values({
      id,
      vessel_id: vesselId,
      timestamp: new Date(at).toISOString(),
      type,
      source: 'Ship',
      voyage: voyage === null ? null : JSON.stringify(voyage),
      change_seq: 0,
    })
    .execute();
  return id;
}

/** A voyage of its own (departure, arrival after 3 days, end of voyage after 5), 20 days apart. */
async function newVoyageOf(vesselId: string, dataConfirmed = false): Promise<Voyage> {
  voyageCount += 1;
  const start = Date.UTC(2024, 0, 1, 6) + voyageCount * 20 * day;
  const voyage = {
    ...newVoyage(),
    dataConfirmedAt: dataConfirmed ? '2024-12-01T00:00:00.000Z' : newVoyage().dataConfirmedAt,
  };
  const departureId = await insertEvent(vesselId, 'Departure', start, voyage);
  const arrivalId = await insertEvent(vesselId, 'Arrival', start + 3 * day);
  await insertEvent(vesselId, 'EndOfVoyage', start + 5 * day);
  return { departureId, arrivalId, start, arrival: start + 3 * day, end: start + 5 * day };
}

const iso = (at: number) => new Date(at).toISOString();

/** EMIS-132 set-up: the voyage data of the voyage is confirmed (as ConfirmVoyageData would). */
async function confirmVoyageData(departureId: string): Promise<void> {
  await server.database.db
    .updateTable('emission_report_vessel_events')
    .set({ voyage: JSON.stringify({ ...newVoyage(), dataConfirmedAt: '2024-12-01T00:00:00.000Z' }) })
    .where('id', '=', departureId)
    .execute();
}

// --- Requests ------------------------------------------------------------------------------------

type Account = 'user' | 'super' | 'partner' | 'other';

function keyed(extra: Record<string, string> = {}, key: string = randomUUID()) {
  return { 'Idempotency-Key': key, ...extra };
}

function post<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  account: Account = 'user',
  key?: string,
) {
  return server.as(account)<T>('POST', `/api/v1${path}`, { body, headers: keyed({}, key) });
}

function remove(path: string, id: string, version: number | null, account: Account = 'user') {
  const headers = version === null ? keyed() : keyed({ 'If-Match': `"${version}"` });
  return server.as(account)<Record<string, unknown>>('DELETE', `/api/v1${path}/${id}`, { headers });
}

/** PUT {path}/{id} with If-Match (null: without) under a new Idempotency-Key. */
function replace<T>(
  path: string,
  entry: Record<string, unknown>,
  version: number | null,
  account: Account = 'user',
) {
  const headers = version === null ? keyed() : keyed({ 'If-Match': `"${version}"` });
  return server.as(account)<T>('PUT', `/api/v1${path}/${entry.id as string}`, { body: entry, headers });
}

function find<T = Record<string, unknown>[]>(path: string, query: string, account: Account = 'user') {
  return server.as(account)<T>('GET', `/api/v1${path}/Find?${query}`);
}

// --- Bodies --------------------------------------------------------------------------------------

function sounding(tankId: string, vesselId: string, at: number) {
  return {
    id: randomUUID(),
    vesselId,
    fuelTankId: tankId,
    timestamp: iso(at),
    fuelAmountInTon: 812.345,
    fuelAmountInCubicMetres: 820.1,
    fuelTemperatureInDegreesCelcius: 45.2,
  };
}

function tankOperation(tankId: string, at: number, adjustment = 250) {
  return {
    id: randomUUID(),
    fuelTankId: tankId,
    timestamp: iso(at),
    fuelTypeId: hfo,
    fuelDensity: 0.991,
    fuelAdjustmentInTon: adjustment,
    sulphurContent: 0.5,
  };
}

function tankConsumption(tankId: string, voyage: Voyage, startAt = voyage.start, endAt = voyage.arrival) {
  return {
    id: randomUUID(),
    fuelTankId: tankId,
    vesselEventId: voyage.arrivalId,
    startAt: iso(startAt),
    endAt: iso(endAt),
    fuelTypeId: hfo,
    fuelConsumptionInTon: 42.5,
  };
}

function meterOperation(meterId: string, at: number) {
  return {
    id: randomUUID(),
    flowMeterId: meterId,
    timestamp: iso(at),
    fuelTypeId: hfo,
    estimatedFuelMassFlowRateInTonDay: 24,
  };
}

function meterConsumption(meterId: string, voyage: Voyage, startAt = voyage.start, endAt = voyage.arrival) {
  return {
    id: randomUUID(),
    vesselEventId: voyage.arrivalId,
    flowMeterId: meterId,
    startAt: iso(startAt),
    endAt: iso(endAt),
    fuelTypeId: hfo,
    fuelConsumptionInTon: 30.125,
  };
}

// --- Every resource: 401 → 403 → allowed, cross-company, idempotency, versions, feed ----------------

type ResourceCase = {
  path: string;
  entityType: string;
  /** A body on the given vessel's equipment, in the given voyage. */
  body: (own: boolean, voyage: Voyage) => Record<string, unknown>;
  findQuery: (own: boolean, voyage: Voyage) => string;
};

const resources: ResourceCase[] = [
  {
    path: '/FuelTankSoundings',
    entityType: 'sounding',
    body: (own, voyage) =>
      sounding(own ? userTankId : superTankId, own ? userVesselId : superOnlyVesselId, voyage.start + day),
    findQuery: (own) => `fuelTankId=${own ? userTankId : superTankId}`,
  },
  {
    path: '/FuelTankOperations',
    entityType: 'fuelTankOperation',
    body: (own, voyage) => tankOperation(own ? userTankId : superTankId, voyage.start + day),
    findQuery: (own) => `fuelTankId=${own ? userTankId : superTankId}`,
  },
  {
    path: '/FuelTankFuelConsumptions',
    entityType: 'fuelTankConsumption',
    body: (own, voyage) => tankConsumption(own ? userTankId : superTankId, voyage),
    findQuery: (own, voyage) =>
      `fuelTankId=${own ? userTankId : superTankId}&departureId=${voyage.departureId}`,
  },
  {
    path: '/FlowMeterOperations',
    entityType: 'flowMeterOperation',
    body: (own, voyage) => meterOperation(own ? userMeterId : superMeterId, voyage.start),
    findQuery: (own) => `flowMeterId=${own ? userMeterId : superMeterId}`,
  },
  {
    path: '/FlowMeterFuelConsumptions',
    entityType: 'flowMeterConsumption',
    body: (own, voyage) => meterConsumption(own ? userMeterId : superMeterId, voyage),
    findQuery: (_own, voyage) => `vesselEventId=${voyage.arrivalId}`,
  },
];

describe.each(resources)('$path', (resource) => {
  let ownVoyage: Voyage;
  let superVoyage: Voyage;

  beforeAll(async () => {
    ownVoyage = await newVoyageOf(userVesselId);
    superVoyage = await newVoyageOf(superOnlyVesselId);
  });

  it('GET Find: 401 without a session, 403 for the partner type, another company and an unreached vessel, then allowed', async () => {
    const created = await post(resource.path, resource.body(true, ownVoyage));
    expect(created.status).toBe(201);
    const query = resource.findQuery(true, ownVoyage);
    expect((await server.request('GET', `/api/v1${resource.path}/Find?${query}`)).status).toBe(401);
    expect((await find(resource.path, query, 'partner')).status).toBe(403);
    expect((await find(resource.path, query, 'other')).status).toBe(403);
    expect((await find(resource.path, resource.findQuery(false, superVoyage))).status).toBe(403);
    const allowed = await find(resource.path, query);
    expect(allowed.status).toBe(200);
    expect(allowed.body.map((row) => row.id)).toContain(created.body.id);
  });

  it('POST: 401, 403 (partner, another company, unreached vessel), then 201 with the client id, version 1 and an ETag', async () => {
    const body = resource.body(true, await newVoyageOf(userVesselId));
    const anonymous = await server.request('POST', `/api/v1${resource.path}`, { body, headers: keyed() });
    expect(anonymous.status).toBe(401);
    expect((await post(resource.path, body, 'partner')).status).toBe(403);
    expect((await post(resource.path, body, 'other')).status).toBe(403);
    expect((await post(resource.path, resource.body(false, superVoyage))).status).toBe(403);
    const created = await post(resource.path, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: body.id, vesselId: userVesselId, version: 1, isDeleted: false });
    expect(created.headers.get('ETag')).toBe('"1"');
  });

  it('POST: a repeat with the same Idempotency-Key gets the stored answer and creates nothing more', async () => {
    const body = resource.body(true, await newVoyageOf(userVesselId));
    const key = randomUUID();
    const first = await post(resource.path, body, 'user', key);
    const second = await post(resource.path, body, 'user', key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const again = await post(resource.path, body);
    expect(again.status).toBe(409);
  });

  it('DELETE: 401, 403, 428 without If-Match, 412 stale, then a soft delete that the change feed carries', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const body = resource.body(true, voyage);
    const created = await post(resource.path, body);
    expect(created.status).toBe(201);
    const id = body.id as string;
    const anonymous = await server.request('DELETE', `/api/v1${resource.path}/${id}`, {
      headers: keyed({ 'If-Match': '"1"' }),
    });
    expect(anonymous.status).toBe(401);
    expect((await remove(resource.path, id, 1, 'partner')).status).toBe(403);
    expect((await remove(resource.path, id, 1, 'other')).status).toBe(403);
    const missing = await remove(resource.path, id, null);
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ code: 'PRECONDITION_REQUIRED' });
    const stale = await remove(resource.path, id, 7);
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'PRECONDITION_FAILED', current: { id, version: 1 } });
    const deleted = await remove(resource.path, id, 1);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, version: 2, isDeleted: true });
    const list = await find(resource.path, resource.findQuery(true, voyage));
    expect(list.body.some((row) => row.id === id)).toBe(false);
    const feed = await server.as('user')<SyncChangesResponse>(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${userVesselId}&limit=1000`,
    );
    expect(feed.body.changes).toContainEqual(
      expect.objectContaining({ entityType: resource.entityType, id, version: 2, isDeleted: true }),
    );
  });

  it('DELETE: 403 for a row on a vessel the caller does not reach', async () => {
    const body = resource.body(false, superVoyage);
    expect((await post(resource.path, body, 'super')).status).toBe(201);
    expect((await remove(resource.path, body.id as string, 1)).status).toBe(403);
  });

  it('EMIS-132 refuses creates and deletes once the voyage data is confirmed (409)', async () => {
    const open = await newVoyageOf(userVesselId);
    const body = resource.body(true, open);
    expect((await post(resource.path, body)).status).toBe(201);
    await confirmVoyageData(open.departureId);
    const refused = await remove(resource.path, body.id as string, 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: fuelRuleMessages.voyageDataConfirmed });
    const created = await post(resource.path, resource.body(true, open));
    expect(created.status).toBe(409);
    expect(created.body).toMatchObject({ message: fuelRuleMessages.voyageDataConfirmed });
  });
});

// --- Contracts and ownership ---------------------------------------------------------------------

describe('ownership and fuel types', () => {
  it('refuses a body whose vesselId is not the vessel of its fuel tank', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const response = await post('/FuelTankSoundings', {
      ...sounding(userTankId, userVesselId, voyage.start),
      vesselId: superOnlyVesselId,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 404 for an unknown fuel tank or flow meter, and for an event of another vessel', async () => {
    const voyage = await newVoyageOf(userVesselId);
    expect(
      (await post('/FuelTankSoundings', sounding(randomUUID(), userVesselId, voyage.start))).status,
    ).toBe(404);
    expect((await post('/FlowMeterOperations', meterOperation(randomUUID(), voyage.start))).status).toBe(404);
    const superVoyage = await newVoyageOf(superOnlyVesselId);
    const crossed = { ...meterConsumption(userMeterId, voyage), vesselEventId: superVoyage.arrivalId };
    expect((await post('/FlowMeterFuelConsumptions', crossed)).status).toBe(404);
  });

  it('EMIS-109 the fuel type must exist and be global or of the vessel’s company', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const unknown = await post('/FuelTankOperations', {
      ...tankOperation(userTankId, voyage.start),
      fuelTypeId: randomUUID(),
    });
    expect(unknown.status).toBe(400);
    const theirs = await post('/FuelTankOperations', {
      ...tankOperation(userTankId, voyage.start),
      fuelTypeId: otherCompanyFuelTypeId,
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body).toMatchObject({ errors: [{ path: 'fuelTypeId' }] });
  });

  it('answers 400 with field errors for a body that breaks the contract, and changes nothing', async () => {
    const response = await post('/FuelTankSoundings', {
      id: 'nope',
      fuelTankId: userTankId,
      timestamp: 'yesterday',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('Find narrows soundings and operations to fromDate..toDate', async () => {
    const tankId = await insertEquipment('fuel_tanks', userVesselId);
    const voyage = await newVoyageOf(userVesselId);
    const early = sounding(tankId, userVesselId, voyage.start);
    const late = sounding(tankId, userVesselId, voyage.end);
    await post('/FuelTankSoundings', early);
    await post('/FuelTankSoundings', late);
    const window = await find(
      '/FuelTankSoundings',
      `fuelTankId=${tankId}&fromDate=${iso(voyage.start + day)}&toDate=${iso(voyage.end + day)}`,
    );
    expect(window.body.map((row) => row.id)).toEqual([late.id]);
    const all = await find('/FuelTankSoundings', `fuelTankId=${tankId}`);
    expect(all.body.map((row) => row.id)).toEqual([early.id, late.id]);
  });
});

// --- Fuel tank operations and consumptions --------------------------------------------------------

describe('fuel tank operations and consumptions', () => {
  it('EMIS-177 de-bunkering is stored as a negative adjustment', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const body = tankOperation(userTankId, voyage.arrival, -35.5);
    const response = await post('/FuelTankOperations', body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      fuelAdjustmentInTon: -35.5,
      fuelDensity: 0.991,
      sulphurContent: 0.5,
    });
  });

  it('EMIS-178 refuses an operation without a positive density or with sulphur above 100 %', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const density = await post('/FuelTankOperations', {
      ...tankOperation(userTankId, voyage.start),
      fuelDensity: 0,
    });
    expect(density.status).toBe(400);
    expect(density.body).toMatchObject({ message: fuelRuleMessages.densityRequired });
    const sulphur = await post('/FuelTankOperations', {
      ...tankOperation(userTankId, voyage.start),
      sulphurContent: 120,
    });
    expect(sulphur.status).toBe(400);
    const nothing = await post('/FuelTankOperations', {
      ...tankOperation(userTankId, voyage.start),
      fuelAdjustmentInTon: 0,
    });
    expect(nothing.body).toMatchObject({ message: fuelRuleMessages.adjustmentRequired });
  });

  it('EMIS-103 a sounding needs a fuel amount in MT or m3 (ADR 0026)', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const body = {
      ...sounding(userTankId, userVesselId, voyage.start),
      fuelAmountInTon: null,
      fuelAmountInCubicMetres: null,
    };
    const response = await post('/FuelTankSoundings', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: fuelRuleMessages.soundingAmountRequired });
    expect((await post('/FuelTankSoundings', { ...body, fuelAmountInCubicMetres: 640.5 })).status).toBe(201);
  });

  it('fills in the departure of the event’s voyage and refuses another departureId', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const created = await post('/FuelTankFuelConsumptions', tankConsumption(userTankId, voyage));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ departureId: voyage.departureId, vesselEventId: voyage.arrivalId });
    const other = await newVoyageOf(userVesselId);
    const wrong = await post('/FuelTankFuelConsumptions', {
      ...tankConsumption(userTankId, voyage, voyage.arrival, voyage.end),
      departureId: other.departureId,
    });
    expect(wrong.status).toBe(400);
    const byEvent = await find(
      '/FuelTankFuelConsumptions',
      `fuelTankId=${userTankId}&vesselEventId=${voyage.arrivalId}`,
    );
    expect(byEvent.body.map((row) => row.id)).toEqual([created.body.id]);
  });

  it('EMIS-168 EMIS-169 EMIS-170 a tank consumption keeps order, voyage range and no overlap on its tank', async () => {
    const voyage = await newVoyageOf(userVesselId);
    expect((await post('/FuelTankFuelConsumptions', tankConsumption(userTankId, voyage))).status).toBe(201);
    const overlap = await post(
      '/FuelTankFuelConsumptions',
      tankConsumption(userTankId, voyage, voyage.start + day, voyage.end),
    );
    expect(overlap.body).toMatchObject({ message: fuelRuleMessages.overlap });
    const reversed = await post(
      '/FuelTankFuelConsumptions',
      tankConsumption(userTankId, voyage, voyage.end, voyage.arrival),
    );
    expect(reversed.body).toMatchObject({ message: fuelRuleMessages.endBeforeStart });
    const outside = await post(
      '/FuelTankFuelConsumptions',
      tankConsumption(userTankId, voyage, voyage.arrival, voyage.end + 1),
    );
    expect(outside.status).toBe(400);
  });
});

describe('PUT /FuelTankFuelConsumptions/{id} (the inline edit, ADR 0026)', () => {
  const putTank = (entry: Record<string, unknown>, version: number | null, account: Account = 'user') =>
    replace<Record<string, unknown>>('/FuelTankFuelConsumptions', entry, version, account);

  it('EMIS-145 401, 403, 428, then the value and span change under the span rules; 412 when stale', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const first = tankConsumption(userTankId, voyage, voyage.start, voyage.arrival);
    const second = tankConsumption(userTankId, voyage, voyage.arrival, voyage.end);
    await post('/FuelTankFuelConsumptions', first);
    await post('/FuelTankFuelConsumptions', second);
    const edit = { ...first, fuelConsumptionInTon: 40.125 };
    const anonymous = await server.request('PUT', `/api/v1/FuelTankFuelConsumptions/${first.id}`, {
      body: edit,
      headers: keyed({ 'If-Match': '"1"' }),
    });
    expect(anonymous.status).toBe(401);
    expect((await putTank(edit, 1, 'partner')).status).toBe(403);
    expect((await putTank(edit, 1, 'other')).status).toBe(403);
    expect((await putTank(edit, null)).status).toBe(428);
    const ok = await putTank(edit, 1);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      version: 2,
      fuelConsumptionInTon: 40.125,
      departureId: voyage.departureId,
    });
    expect((await putTank({ ...edit, fuelConsumptionInTon: 1 }, 1)).status).toBe(412);
    const overlapping = await putTank({ ...edit, endAt: iso(voyage.arrival + 3_600_000) }, 2);
    expect(overlapping.body).toMatchObject({ message: fuelRuleMessages.overlap });
    const moved = await putTank(
      { ...edit, fuelTankId: await insertEquipment('fuel_tanks', userVesselId) },
      2,
    );
    expect(moved.body).toMatchObject({ message: fuelRuleMessages.eventChanged });
  });

  it('EMIS-132 refuses the edit once the voyage data is confirmed', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const body = tankConsumption(userTankId, voyage);
    await post('/FuelTankFuelConsumptions', body);
    await confirmVoyageData(voyage.departureId);
    const response = await putTank({ ...body, fuelConsumptionInTon: 1 }, 1);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: fuelRuleMessages.voyageDataConfirmed });
  });
});

// --- Flow meter fuel consumptions -----------------------------------------------------------------

async function insertMeasured(voyage: Voyage, source: 'LogData' | 'Regression' | 'ManualEstimate') {
  const id = randomUUID();
  await server.database.db
    .insertInto('flow_meter_fuel_consumptions')
    .values({
      id,
      vessel_id: userVesselId,
      vessel_event_id: voyage.arrivalId,
      flow_meter_id: userMeterId,
      start_at: iso(voyage.arrival),
      end_at: iso(voyage.end),
      fuel_type_id: hfo,
      fuel_consumption_in_ton: 18.25,
      actual_fuel_consumption_in_ton: 18.25,
      fuel_consumption_source: source,
      change_seq: 0,
    })
    .execute();
  return (
    await find<FlowMeterFuelConsumption[]>('/FlowMeterFuelConsumptions', `vesselEventId=${voyage.arrivalId}`)
  ).body.find((row) => row.id === id)!;
}

const put = (entry: Record<string, unknown>, version: number | null, account: Account = 'user') =>
  replace<FlowMeterFuelConsumption & { message?: string; code?: string }>(
    '/FlowMeterFuelConsumptions',
    entry,
    version,
    account,
  );

describe('flow meter fuel consumptions', () => {
  it('EMIS-168 refuses an overlapping consumption', async () => {
    const voyage = await newVoyageOf(userVesselId);
    expect((await post('/FlowMeterFuelConsumptions', meterConsumption(userMeterId, voyage))).status).toBe(
      201,
    );
    const response = await post(
      '/FlowMeterFuelConsumptions',
      meterConsumption(userMeterId, voyage, voyage.arrival - 3_600_000, voyage.end),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The time span is overlapping an existing fuel consumption. Please adjust.',
    });
    const touching = await post(
      '/FlowMeterFuelConsumptions',
      meterConsumption(userMeterId, voyage, voyage.arrival, voyage.end),
    );
    expect(touching.status).toBe(201);
  });

  it('EMIS-169 refuses an end that is not after the start', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const response = await post(
      '/FlowMeterFuelConsumptions',
      meterConsumption(userMeterId, voyage, voyage.arrival, voyage.arrival),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'End must be ahead of start.',
      errors: [{ path: 'endAt' }],
    });
  });

  it('EMIS-170 EMIS-171 refuses a span outside the voyage and names both limits', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const response = await post(
      '/FlowMeterFuelConsumptions',
      meterConsumption(userMeterId, voyage, voyage.start - 60_000, voyage.arrival),
    );
    expect(response.status).toBe(400);
    const start = new Date(voyage.start);
    const end = new Date(voyage.end);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const text = (date: Date) =>
      `${String(date.getUTCDate()).padStart(2, '0')}. ${months[date.getUTCMonth()]}, ${date.getUTCFullYear()} 06:00`;
    expect((response.body as { message: string }).message).toBe(
      `Start and end must be between the start (${text(start)}) and end (${text(end)}) of the voyage.`,
    );
  });

  it('EMIS-172 refuses a negative consumption', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const response = await post('/FlowMeterFuelConsumptions', {
      ...meterConsumption(userMeterId, voyage),
      fuelConsumptionInTon: -0.001,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('only Manual entries are created through the API', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const response = await post('/FlowMeterFuelConsumptions', {
      ...meterConsumption(userMeterId, voyage),
      fuelConsumptionSource: 'LogData',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: fuelRuleMessages.onlyManualCreated });
  });

  it('EMIS-142 only Manual entries can be removed', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const measured = await insertMeasured(voyage, 'LogData');
    const refused = await remove('/FlowMeterFuelConsumptions', measured.id, measured.version);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: fuelRuleMessages.onlyManualRemovable });
    const manual = meterConsumption(userMeterId, voyage);
    await post('/FlowMeterFuelConsumptions', manual);
    expect((await remove('/FlowMeterFuelConsumptions', manual.id, 1)).status).toBe(200);
  });

  it('PUT: 401, 403 (partner, another company), 428 without If-Match, 412 stale, then allowed', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const body = meterConsumption(userMeterId, voyage);
    await post('/FlowMeterFuelConsumptions', body);
    const edit = { ...body, fuelConsumptionInTon: 28 };
    const anonymous = await server.request('PUT', `/api/v1/FlowMeterFuelConsumptions/${body.id}`, {
      body: edit,
      headers: keyed({ 'If-Match': '"1"' }),
    });
    expect(anonymous.status).toBe(401);
    expect((await put(edit, 1, 'partner')).status).toBe(403);
    expect((await put(edit, 1, 'other')).status).toBe(403);
    expect((await put(edit, null)).status).toBe(428);
    const ok = await put(edit, 1);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ version: 2, fuelConsumptionInTon: 28 });
    expect(ok.headers.get('ETag')).toBe('"2"');
    const stale = await put({ ...edit, fuelConsumptionInTon: 27 }, 1, 'super');
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      code: 'PRECONDITION_FAILED',
      current: { version: 2, fuelConsumptionInTon: 28 },
    });
  });

  it('EMIS-143 editing a LogData entry stores the corrected value and keeps the measured one', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const measured = await insertMeasured(voyage, 'LogData');
    const corrected = await put({ ...measured, correctedFuelConsumptionInTon: 17.5 }, measured.version);
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      fuelConsumptionSource: 'LogData',
      fuelConsumptionInTon: 18.25,
      correctedFuelConsumptionInTon: 17.5,
    });
    const changedMeasured = await put(
      { ...corrected.body, fuelConsumptionInTon: 10 },
      corrected.body.version,
    );
    expect(changedMeasured.status).toBe(400);
    expect(changedMeasured.body).toMatchObject({ message: fuelRuleMessages.measuredFieldsFixed });
    const changedSource = await put(
      { ...corrected.body, fuelConsumptionSource: 'Manual' },
      corrected.body.version,
    );
    expect(changedSource.body).toMatchObject({ message: fuelRuleMessages.sourceChanged });
  });

  it('EMIS-144 EMIS-145 editing a Manual entry changes the value itself, and its span under the span rules', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const first = meterConsumption(userMeterId, voyage, voyage.start, voyage.arrival);
    const second = meterConsumption(userMeterId, voyage, voyage.arrival, voyage.end);
    await post('/FlowMeterFuelConsumptions', first);
    await post('/FlowMeterFuelConsumptions', second);
    const value = await put({ ...first, fuelConsumptionInTon: 12.345 }, 1);
    expect(value.body).toMatchObject({ fuelConsumptionInTon: 12.345, correctedFuelConsumptionInTon: null });
    const correction = await put(
      { ...first, fuelConsumptionInTon: 12.345, correctedFuelConsumptionInTon: 3 },
      2,
    );
    expect(correction.body).toMatchObject({ message: fuelRuleMessages.manualHasNoCorrection });
    const overlapping = await put({ ...first, endAt: iso(voyage.arrival + 3_600_000) }, 2);
    expect(overlapping.body).toMatchObject({ message: fuelRuleMessages.overlap });
    const shorter = await put({ ...first, endAt: iso(voyage.arrival - 3_600_000) }, 2);
    expect(shorter.status).toBe(200);
  });

  it('EMIS-132 refuses an edit once the voyage data is confirmed', async () => {
    const voyage = await newVoyageOf(userVesselId);
    const body = meterConsumption(userMeterId, voyage);
    await post('/FlowMeterFuelConsumptions', body);
    await confirmVoyageData(voyage.departureId);
    const response = await put({ ...body, fuelConsumptionInTon: 1 }, 1);
    expect(response.status).toBe(409);
  });

  it('GET Find answers 404 for an unknown event and reads a PUT repeat from its key', async () => {
    expect((await find('/FlowMeterFuelConsumptions', `vesselEventId=${randomUUID()}`)).status).toBe(404);
    const voyage = await newVoyageOf(userVesselId);
    const body = meterConsumption(userMeterId, voyage);
    await post('/FlowMeterFuelConsumptions', body);
    const key = randomUUID();
    const headers = keyed({ 'If-Match': '"1"' }, key);
    const path = `/api/v1/FlowMeterFuelConsumptions/${body.id}`;
    const edit = { ...body, fuelConsumptionInTon: 5 };
    const first = await server.as('user')('PUT', path, { body: edit, headers });
    const repeat = await server.as('user')('PUT', path, { body: edit, headers });
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
  });
});
