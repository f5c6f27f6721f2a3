// FuelTanks and FlowMeters (EMIS-080, 081, 102, 106, 148, 173-175, 210, 211) on the sync protocol:
// 401 → 403 → allowed, cross-company, validation texts, the spec's duplicate-name texts (409),
// idempotent repeats, If-Match on delete, and deactivation of a tank or meter that has data.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowMeter } from '../../domain/contracts/flow-meters.ts';
import type { FuelTank } from '../../domain/contracts/fuel-tanks.ts';
import { settingsMessages } from '../../domain/voyages/settings-messages.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let userVesselId: string;
let superOnlyVesselId: string;
let harbourVesselId: string;
const hfo = '7a1f0c00-0000-4000-8000-000000000001';
const mgo = '7a1f0c00-0000-4000-8000-000000000003';

beforeAll(async () => {
  server = await startTestServer();
  const userVessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  const superVessels = (await server.as('super')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  userVesselId = userVessels[0]!.id;
  superOnlyVesselId = superVessels.find((vessel) => !userVessels.some((own) => own.id === vessel.id))!.id;
  harbourVesselId = (await server.as('other')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
});
afterAll(() => server.close());

const kinds = [
  { path: '/api/v1/FuelTanks', noun: 'fuel tank', exists: settingsMessages.fuelTankNameExists },
  { path: '/api/v1/FlowMeters', noun: 'flow meter', exists: settingsMessages.flowMeterNameExists },
] as const;

function equipment(vesselId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    vesselId,
    name: `Unit ${randomUUID().slice(0, 8)}`,
    fuelTypeId: hfo,
    fuelConsumptionSources: ['Manual'],
    ...overrides,
  };
}

describe.each(kinds)('$path', ({ path, noun, exists }) => {
  const create = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.as('user')<FuelTank & FlowMeter>('POST', path, { body, headers });

  it('EMIS-210 EMIS-211 Find answers 401, 403 for partner, another company and a vessel outside the groups', async () => {
    expect((await server.request('GET', `${path}/Find?vesselId=${userVesselId}`)).status).toBe(401);
    expect((await server.as('partner')('GET', `${path}/Find?vesselId=${userVesselId}`)).status).toBe(403);
    expect((await server.as('other')('GET', `${path}/Find?vesselId=${userVesselId}`)).status).toBe(403);
    expect((await server.as('user')('GET', `${path}/Find?vesselId=${superOnlyVesselId}`)).status).toBe(403);
    const allowed = await server.as('user')<unknown[]>('GET', `${path}/Find?vesselId=${userVesselId}`);
    expect(allowed.status).toBe(200);
    expect((await server.as('user')('GET', `${path}/Find?vesselId=nope`)).status).toBe(400);
  });

  it(`EMIS-173 POST answers 401, then 403 for partner and another company, then creates the ${noun}`, async () => {
    const body = equipment(userVesselId);
    expect((await server.request('POST', path, { body })).status).toBe(401);
    expect((await server.as('partner')('POST', path, { body })).status).toBe(403);
    expect((await server.as('other')('POST', path, { body })).status).toBe(403);
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, isDeactivated: false, version: 1, isDeleted: false });
    expect(created.headers.get('ETag')).toBe('"1"');
    const list = await server.as('user')<FuelTank[]>('GET', `${path}/Find?vesselId=${userVesselId}`);
    expect(list.body.filter((item) => item.id === body.id)).toHaveLength(1);
    const theirs = await server.as('other')<FuelTank[]>('GET', `${path}/Find?vesselId=${harbourVesselId}`);
    expect(theirs.body.map((item) => item.id)).not.toContain(body.id);
  });

  it('EMIS-173 a name, a fuel type and at least one source are required; nothing is stored', async () => {
    const noName = await create(equipment(userVesselId, { name: ' ' }));
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain(settingsMessages.nameRequired);
    const noType = await create(equipment(userVesselId, { fuelTypeId: '' }));
    expect(JSON.stringify(noType.body)).toContain(settingsMessages.fuelTypeRequired);
    const body = equipment(userVesselId, { fuelConsumptionSources: [] });
    const noSource = await create(body);
    expect(noSource.status).toBe(400);
    expect(JSON.stringify(noSource.body)).toContain(settingsMessages.sourceRequired);
    expect((await create(equipment(userVesselId, { fuelConsumptionSources: ['Guess'] }))).status).toBe(400);
    const unknownType = await create(equipment(userVesselId, { fuelTypeId: randomUUID() }));
    expect(unknownType.status).toBe(400);
    const list = await server.as('user')<FuelTank[]>('GET', `${path}/Find?vesselId=${userVesselId}`);
    expect(list.body.map((item) => item.id)).not.toContain(body.id);
  });

  it(`EMIS-174 a name of an active ${noun} is refused with the spec's text, ignoring case`, async () => {
    const first = await create(equipment(userVesselId, { name: 'Main Engine Supply' }));
    expect(first.status).toBe(201);
    const duplicate = await create(equipment(userVesselId, { name: 'main engine SUPPLY' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      code: 'CONFLICT',
      message: exists.replace(' X ', ' main engine SUPPLY '),
    });
    // Another vessel may use the name.
    const elsewhere = await server.as('super')('POST', path, {
      body: equipment(superOnlyVesselId, { name: 'Main Engine Supply' }),
    });
    expect(elsewhere.status).toBe(201);
  });

  it('EMIS-174 the name of a deleted one may be used again', async () => {
    const first = await create(equipment(userVesselId, { name: 'Reused name' }));
    const removed = await server.as('user')('DELETE', `${path}/${first.body.id}`, {
      headers: { 'If-Match': '"1"' },
    });
    expect(removed.status).toBe(200);
    expect((await create(equipment(userVesselId, { name: 'reused NAME' }))).status).toBe(201);
  });

  it('offline-sync I3: a repeat with the same Idempotency-Key creates one row; the same id again is 409', async () => {
    const body = equipment(userVesselId);
    const headers = { 'Idempotency-Key': randomUUID() };
    const [first, second] = await Promise.all([create(body, headers), create(body, headers)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const again = await create({ ...body, name: `${body.name} 2` });
    expect(again.status).toBe(409);
    const list = await server.as('user')<FuelTank[]>('GET', `${path}/Find?vesselId=${userVesselId}`);
    expect(list.body.filter((item) => item.id === body.id)).toHaveLength(1);
  });

  it('EMIS-148 DELETE answers 401, 403 for partner and another company, 428 without If-Match, 412 when stale', async () => {
    const created = (await create(equipment(userVesselId))).body;
    const url = `${path}/${created.id}`;
    const ifMatch = { 'If-Match': '"1"' };
    expect((await server.request('DELETE', url, { headers: ifMatch })).status).toBe(401);
    expect((await server.as('partner')('DELETE', url, { headers: ifMatch })).status).toBe(403);
    expect((await server.as('other')('DELETE', url, { headers: ifMatch })).status).toBe(403);
    expect((await server.as('user')('DELETE', url)).status).toBe(428);
    const stale = await server.as('user')<{ current: { version: number } }>('DELETE', url, {
      headers: { 'If-Match': '"7"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.current.version).toBe(1);
    const removed = await server.as('user')<FuelTank>('DELETE', url, { headers: ifMatch });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ isDeleted: true, version: 2 });
    const list = await server.as('user')<FuelTank[]>('GET', `${path}/Find?vesselId=${userVesselId}`);
    expect(list.body.map((item) => item.id)).not.toContain(created.id);
    expect((await server.as('user')('DELETE', url, { headers: { 'If-Match': '"2"' } })).status).toBe(404);
  });
});

describe('deactivation of a tank or meter that has data (EMIS-148, ADR 0024)', () => {
  it('EMIS-148 a fuel tank with a sounding is deactivated, stays listed, and frees its name', async () => {
    const tank = (
      await server.as('user')<FuelTank>('POST', '/api/v1/FuelTanks', {
        body: equipment(userVesselId, { name: 'Settling tank' }),
      })
    ).body;
    await sql`INSERT INTO fuel_tank_soundings (id, vessel_id, fuel_tank_id, "timestamp", fuel_amount_in_ton, change_seq)
      VALUES (${randomUUID()}, ${userVesselId}, ${tank.id}, now(), 12.5, nextval('sync_change_seq'))`.execute(
      server.database.db,
    );
    const removed = await server.as('user')<FuelTank>('DELETE', `/api/v1/FuelTanks/${tank.id}`, {
      headers: { 'If-Match': '"1"' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ isDeactivated: true, isDeleted: false, version: 2 });
    const list = await server.as('user')<FuelTank[]>(
      'GET',
      `/api/v1/FuelTanks/Find?vesselId=${userVesselId}`,
    );
    expect(list.body.find((item) => item.id === tank.id)).toMatchObject({ isDeactivated: true });
    const sameName = await server.as('user')('POST', '/api/v1/FuelTanks', {
      body: equipment(userVesselId, { name: 'Settling tank' }),
    });
    expect(sameName.status).toBe(201);
  });

  it('EMIS-148 a flow meter with an operation is deactivated, not deleted', async () => {
    const meter = (
      await server.as('user')<FlowMeter>('POST', '/api/v1/FlowMeters', {
        body: equipment(userVesselId, { fuelTypeId: mgo }),
      })
    ).body;
    await sql`INSERT INTO flow_meter_operations (id, vessel_id, flow_meter_id, "timestamp", fuel_type_id,
        estimated_fuel_mass_flow_rate_in_ton_day, change_seq)
      VALUES (${randomUUID()}, ${userVesselId}, ${meter.id}, now(), ${mgo}, 4.2, nextval('sync_change_seq'))`.execute(
      server.database.db,
    );
    const removed = await server.as('user')<FlowMeter>('DELETE', `/api/v1/FlowMeters/${meter.id}`, {
      headers: { 'If-Match': '"1"' },
    });
    expect(removed.body).toMatchObject({ isDeactivated: true, isDeleted: false });
  });
});

describe('flow meter input (EMIS-106)', () => {
  it('EMIS-106 a meter without a flow rate log variable is manual input; another vessel’s variable is refused', async () => {
    const manual = await server.as('user')<FlowMeter>('POST', '/api/v1/FlowMeters', {
      body: equipment(userVesselId),
    });
    expect(manual.body.fuelMassFlowRateLogVariableId).toBeNull();
    const foreign = randomUUID();
    await sql`INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES (${foreign}, ${harbourVesselId}, 'FR', 'Fuel rate')`.execute(
      server.database.db,
    );
    const refused = await server.as('user')('POST', '/api/v1/FlowMeters', {
      body: equipment(userVesselId, { fuelMassFlowRateLogVariableId: foreign }),
    });
    expect(refused.status).toBe(400);
    const own = randomUUID();
    await sql`INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES (${own}, ${userVesselId}, 'FR', 'Fuel rate')`.execute(
      server.database.db,
    );
    const logged = await server.as('user')<FlowMeter>('POST', '/api/v1/FlowMeters', {
      body: equipment(userVesselId, {
        fuelMassFlowRateLogVariableId: own,
        fuelConsumptionSources: ['LogData'],
      }),
    });
    expect(logged.status).toBe(201);
    expect(logged.body.fuelMassFlowRateLogVariableId).toBe(own);
  });

  it("EMIS-109 a company-owned fuel type of another company cannot be a tank's fuel type", async () => {
    const harbourType = await server.as('harbourSuper')<{ id: string }>('POST', '/api/v1/FuelTypes', {
      body: { name: `Harbour blend ${randomUUID().slice(0, 6)}`, shortName: 'HB', carbonEmissionFactor: 3.1 },
    });
    const refused = await server.as('user')('POST', '/api/v1/FuelTanks', {
      body: equipment(userVesselId, { fuelTypeId: harbourType.body.id }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'The fuel type was not found.' });
  });
});
