// Reference lists (EMIS-212): FuelTypes with the company-owned ones (EMIS-176, EMIS-187, ADR 0024),
// FuelConsumptionSources, IceClasses, VesselTypes and CargoUnits; each walks 401 → 403 → allowed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuelType, ReferenceItem } from '../../domain/contracts/reference-lists.ts';
import { settingsMessages } from '../../domain/voyages/settings-messages.ts';
import { referenceListMessages } from './reference-lists.service.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let northwindVesselId: string;

beforeAll(async () => {
  server = await startTestServer();
  northwindVesselId = (await server.as('super')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
});
afterAll(() => server.close());

function fuelType(overrides: Record<string, unknown> = {}) {
  return {
    name: `Bio-methanol ${randomUUID().slice(0, 8)}`,
    shortName: 'BioMeOH',
    carbonEmissionFactor: 1.375,
    ...overrides,
  };
}

async function createFuelType(
  body: Record<string, unknown>,
  account: 'super' | 'admin' | 'harbourSuper' = 'super',
) {
  return server.as(account)<FuelType>('POST', '/api/v1/FuelTypes', { body });
}

describe('read-only reference lists', () => {
  const lists = ['/FuelTypes', '/FuelConsumptionSources', '/IceClasses', '/VesselTypes', '/CargoUnits'];

  it('EMIS-212 each list answers 401 without a session and 403 for the partner type', async () => {
    for (const path of lists) {
      expect((await server.request('GET', `/api/v1${path}`)).status, path).toBe(401);
      expect((await server.as('partner')('GET', `/api/v1${path}`)).status, path).toBe(403);
    }
  });

  it('EMIS-108 fuel consumption sources are LogData, Manual, Regression and ManualEstimate in that order', async () => {
    const response = await server.as('user')<ReferenceItem[]>('GET', '/api/v1/FuelConsumptionSources');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: 'LogData', name: 'Log data' },
      { id: 'Manual', name: 'Manual' },
      { id: 'Regression', name: 'Regression' },
      { id: 'ManualEstimate', name: 'Manual estimate' },
    ]);
  });

  it('EMIS-075 ship types and ice classes fill the settings selects, paths matched ignoring case', async () => {
    const types = await server.as('user')<ReferenceItem[]>('GET', '/api/v1/vesseltypes');
    expect(types.status).toBe(200);
    expect(types.body[0]).toEqual({ id: 'bulk_carrier', name: 'Bulk carrier' });
    expect(types.body.map((type) => type.id)).toContain('ro_ro_passenger');
    const ice = await server.as('other')<ReferenceItem[]>('GET', '/api/v1/IceClasses');
    expect(ice.status).toBe(200);
    expect(ice.body.map((item) => item.name)).toEqual(expect.arrayContaining(['IA Super', 'IA', 'PC7']));
  });

  it('EMIS-101 cargo units have an id and a name', async () => {
    const response = await server.as('user')<ReferenceItem[]>('GET', '/api/v1/CargoUnits');
    expect(response.status).toBe(200);
    expect(response.body.map((unit) => unit.name)).toEqual(
      expect.arrayContaining(['Metric tonnes', 'TEU', 'Passengers', 'Lane metres']),
    );
  });
});

describe('GET /FuelTypes and POST /FuelTypes', () => {
  it('EMIS-109 lists the global types for every role that may read them', async () => {
    const response = await server.as('user')<FuelType[]>('GET', '/api/v1/FuelTypes');
    expect(response.status).toBe(200);
    expect(response.body.find((type) => type.shortName === 'HFO')).toMatchObject({
      name: 'Heavy Fuel Oil',
      carbonEmissionFactor: 3.114,
      companyId: null,
      isDeactivated: false,
    });
  });

  it('EMIS-176 POST answers 401 without a session, 403 for User and the partner type', async () => {
    expect((await server.request('POST', '/api/v1/FuelTypes', { body: fuelType() })).status).toBe(401);
    expect((await server.as('user')('POST', '/api/v1/FuelTypes', { body: fuelType() })).status).toBe(403);
    expect((await server.as('partner')('POST', '/api/v1/FuelTypes', { body: fuelType() })).status).toBe(403);
  });

  it('EMIS-176 a SuperUser adds a company-owned type that its company sees and the other company does not', async () => {
    const body = fuelType();
    const created = await createFuelType(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, isDeactivated: false });
    expect(created.body.companyId).not.toBeNull();
    const mine = await server.as('user')<FuelType[]>('GET', '/api/v1/FuelTypes');
    expect(mine.body.map((type) => type.id)).toContain(created.body.id);
    const theirs = await server.as('other')<FuelType[]>('GET', '/api/v1/FuelTypes');
    expect(theirs.body.map((type) => type.id)).not.toContain(created.body.id);
  });

  it('EMIS-176 an Administrator adds a type for its current company', async () => {
    const created = await createFuelType(fuelType(), 'admin');
    expect(created.status).toBe(201);
    const seenBySuper = await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes');
    expect(seenBySuper.body.map((type) => type.id)).toContain(created.body.id);
  });

  it('EMIS-176 refuses a missing name, a missing short name and a non-finite factor with our texts', async () => {
    const noName = await createFuelType(fuelType({ name: '  ' }));
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(noName.body)).toContain(settingsMessages.nameRequired);
    const noShort = await createFuelType(fuelType({ shortName: '' }));
    expect(JSON.stringify(noShort.body)).toContain(settingsMessages.shortNameRequired);
    const text = await createFuelType(fuelType({ carbonEmissionFactor: 'three' }));
    expect(text.status).toBe(400);
    expect(JSON.stringify(text.body)).toContain(settingsMessages.carbonEmissionFactorFinite);
    const before = (await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes')).body.length;
    await createFuelType(fuelType({ carbonEmissionFactor: -1 }));
    expect((await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes')).body).toHaveLength(before);
  });

  it('EMIS-176 a name the company already sees is refused with 409, ignoring case, global ones included', async () => {
    const global = await createFuelType(fuelType({ name: 'heavy fuel oil' }));
    expect(global.status).toBe(409);
    expect(global.body).toMatchObject({
      code: 'CONFLICT',
      message: 'A fuel type with the name heavy fuel oil already exists. Please choose a different name.',
    });
    const body = fuelType();
    expect((await createFuelType(body)).status).toBe(201);
    expect((await createFuelType({ ...body, name: body.name.toUpperCase() })).status).toBe(409);
    // Another company may use the same name.
    expect((await createFuelType(body, 'harbourSuper')).status).toBe(201);
  });

  it('EMIS-176 a repeat with the same Idempotency-Key adds the type once', async () => {
    const body = fuelType();
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await server.as('super')<FuelType>('POST', '/api/v1/FuelTypes', { body, headers });
    const second = await server.as('super')<FuelType>('POST', '/api/v1/FuelTypes', { body, headers });
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const list = await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes');
    expect(list.body.filter((type) => type.name === body.name)).toHaveLength(1);
  });
});

describe('DELETE /FuelTypes/{id}', () => {
  it('EMIS-187 answers 401 without a session, 403 for User, partner and the other company', async () => {
    const created = (await createFuelType(fuelType())).body;
    expect((await server.request('DELETE', `/api/v1/FuelTypes/${created.id}`)).status).toBe(401);
    expect((await server.as('user')('DELETE', `/api/v1/FuelTypes/${created.id}`)).status).toBe(403);
    expect((await server.as('partner')('DELETE', `/api/v1/FuelTypes/${created.id}`)).status).toBe(403);
    expect((await server.as('harbourSuper')('DELETE', `/api/v1/FuelTypes/${created.id}`)).status).toBe(403);
    expect((await server.as('other')('DELETE', `/api/v1/FuelTypes/${created.id}`)).status).toBe(403);
    const list = await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes');
    expect(list.body.map((type) => type.id)).toContain(created.id);
  });

  it('EMIS-187 the owning SuperUser deletes a company-owned type that nothing uses', async () => {
    const created = (await createFuelType(fuelType())).body;
    const response = await server.as('super')('DELETE', `/api/v1/FuelTypes/${created.id}`);
    expect(response.status).toBe(204);
    const list = await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes');
    expect(list.body.map((type) => type.id)).not.toContain(created.id);
    expect((await server.as('super')('DELETE', `/api/v1/FuelTypes/${created.id}`)).status).toBe(404);
  });

  it('EMIS-187 a global type cannot be deleted, not even by an Administrator', async () => {
    const hfo = (await server.as('admin')<FuelType[]>('GET', '/api/v1/FuelTypes')).body.find(
      (type) => type.shortName === 'HFO',
    )!;
    const response = await server.as('admin')('DELETE', `/api/v1/FuelTypes/${hfo.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: referenceListMessages.globalFuelType });
  });

  it('EMIS-187 a type a fuel tank uses is refused with 409 and stays', async () => {
    const created = (await createFuelType(fuelType({ name: 'Tank fuel in use' }))).body;
    const tank = await server.as('super')('POST', '/api/v1/FuelTanks', {
      body: {
        id: randomUUID(),
        vesselId: northwindVesselId,
        name: `Tank ${randomUUID().slice(0, 6)}`,
        fuelTypeId: created.id,
        fuelConsumptionSources: ['Manual'],
      },
    });
    expect(tank.status).toBe(201);
    const response = await server.as('super')('DELETE', `/api/v1/FuelTypes/${created.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'CONFLICT',
      message:
        'The fuel type Tank fuel in use is used by a fuel tank, a flow meter or fuel data and cannot be deleted.',
    });
  });

  it('EMIS-187 a malformed id is a 400, an unknown one a 404', async () => {
    expect((await server.as('super')('DELETE', '/api/v1/FuelTypes/not-a-uuid')).status).toBe(400);
    expect((await server.as('super')('DELETE', `/api/v1/FuelTypes/${randomUUID()}`)).status).toBe(404);
  });
});
