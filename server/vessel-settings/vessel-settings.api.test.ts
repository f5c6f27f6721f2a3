// Vessel settings (002 §2, EMIS-074..078, EMIS-110, EMIS-184, EMIS-209) on the sync protocol
// (If-Match 412/428, Idempotency-Key), and the external (Veracity) key (EMIS-198, EMIS-199,
// EMIS-215, EMIS-216): every endpoint walks 401 → 403 → allowed, across companies too.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowMeter } from '../../domain/contracts/flow-meters.ts';
import type { FuelTank } from '../../domain/contracts/fuel-tanks.ts';
import type { ReferenceItem } from '../../domain/contracts/reference-lists.ts';
import type { SyncChangesResponse } from '../../domain/contracts/sync.ts';
import type { VeracityKey, VesselSettings } from '../../domain/contracts/vessel-settings.ts';
import { messages } from '../../domain/messages.ts';
import { missingSettings } from '../../domain/voyages/settings-rules.ts';
import { vesselSettingsMessages } from './vessel-settings.service.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

process.env.WAKELINE_SECRET_KEY = randomBytes(32).toString('hex');

let server: TestServer;
let userVesselId: string;
let superOnlyVesselId: string;
let harbourVesselId: string;
let cargoUnits: ReferenceItem[];

beforeAll(async () => {
  server = await startTestServer();
  const userVessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  const superVessels = (await server.as('super')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  userVesselId = userVessels[0]!.id;
  superOnlyVesselId = superVessels.find((vessel) => !userVessels.some((own) => own.id === vessel.id))!.id;
  harbourVesselId = (await server.as('other')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
  cargoUnits = (await server.as('user')<ReferenceItem[]>('GET', '/api/v1/CargoUnits')).body;
});
afterAll(() => server.close());

const settingsUrl = (vesselId: string) => `/api/v1/VesselSettings/${vesselId}`;

function completeSettings(overrides: Record<string, unknown> = {}) {
  return {
    vesselTypeId: 'bulk_carrier',
    iceClassId: 'IC',
    portOfRegistry: 'Bergen',
    homePort: 'Bergen',
    energyEfficiencyDesignIndex: 4.2,
    estimatedIndexValue: 4.6,
    auxiliaryEnginesPower: 2_100,
    mainPropulsionPower: 9_500,
    deadweight: 81_600,
    netTonnage: 26_500,
    grossTonnage: 43_300,
    ownerCompanyName: 'Northwind Shipping AS',
    ownerCompanyAddress: 'Strandkaien 2, 5013 Bergen, Norway',
    operatorCompanyName: 'Northwind Ship Management AS',
    operatorCompanyAddress: 'Strandkaien 2, 5013 Bergen, Norway',
    emissionsContactPersonName: 'Ingrid Halvorsen',
    emissionsContactPersonAddress: 'Strandkaien 2, 5013 Bergen, Norway',
    emissionsContactPersonPhone: '+47 55 00 00 00',
    emissionsContactPersonEmail: 'emissions@northwind.example.com',
    notes: 'Scrubber fitted 2021.',
    ...overrides,
  };
}

async function current(vesselId: string, account: 'user' | 'super' | 'other' = 'super') {
  return (await server.as(account)<VesselSettings>('GET', settingsUrl(vesselId))).body;
}

function put(
  vesselId: string,
  body: unknown,
  headers: Record<string, string>,
  account: 'user' | 'super' = 'user',
) {
  return server.as(account)<VesselSettings & { current?: VesselSettings }>('PUT', settingsUrl(vesselId), {
    body,
    headers,
  });
}

describe('GET /VesselSettings/{vesselId}', () => {
  it('EMIS-110 answers 401, 403 for the partner type, another company and a vessel outside the groups', async () => {
    expect((await server.request('GET', settingsUrl(userVesselId))).status).toBe(401);
    expect((await server.as('partner')('GET', settingsUrl(userVesselId))).status).toBe(403);
    expect((await server.as('other')('GET', settingsUrl(userVesselId))).status).toBe(403);
    expect((await server.as('user')('GET', settingsUrl(superOnlyVesselId))).status).toBe(403);
    expect((await server.as('user')('GET', settingsUrl('nope'))).status).toBe(400);
    expect((await server.as('user')('GET', settingsUrl(randomUUID()))).status).toBe(404);
    const allowed = await server.as('user')<VesselSettings>('GET', settingsUrl(userVesselId));
    expect(allowed.status).toBe(200);
    expect(allowed.body.vesselId).toBe(userVesselId);
  });

  it('EMIS-184 every demo vessel has complete settings, an active tank or meter and cargo units', async () => {
    const vessels = [
      ...(await server.as('super')<{ id: string }[]>('GET', '/api/v1/Vessels')).body.map((vessel) => ({
        id: vessel.id,
        account: 'super' as const,
      })),
      { id: harbourVesselId, account: 'other' as const },
    ];
    for (const { id, account } of vessels) {
      const settings = await current(id, account);
      const tanks = (await server.as(account)<FuelTank[]>('GET', `/api/v1/FuelTanks/Find?vesselId=${id}`))
        .body;
      const meters = (await server.as(account)<FlowMeter[]>('GET', `/api/v1/FlowMeters/Find?vesselId=${id}`))
        .body;
      expect(tanks.length, id).toBeGreaterThanOrEqual(2);
      expect(
        meters.some((meter) => meter.fuelMassFlowRateLogVariableId === null),
        id,
      ).toBe(true);
      expect(
        missingSettings(settings, {
          activeFlowMeters: meters,
          activeFuelTanks: tanks,
          cargoUnits: settings.cargoUnits,
        }),
        id,
      ).toEqual([]);
    }
  });

  it('EMIS-110 settings never saved answer every field empty with version 0; If-Match "0" saves them first', async () => {
    await sql`DELETE FROM vessel_settings WHERE id = ${superOnlyVesselId}`.execute(server.database.db);
    const empty = await current(superOnlyVesselId);
    expect(empty).toMatchObject({ version: 0, vesselTypeId: null, portOfRegistry: null, deadweight: null });
    const first = await put(superOnlyVesselId, completeSettings(), { 'If-Match': '"0"' }, 'super');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...completeSettings(), version: 1 });
    expect(first.headers.get('ETag')).toBe('"1"');
    const again = await put(superOnlyVesselId, completeSettings(), { 'If-Match': '"0"' }, 'super');
    expect(again.status).toBe(412);
  });
});

describe('PUT /VesselSettings/{vesselId}', () => {
  it('EMIS-076 answers 401, 403 for the partner type and another company; nothing changes', async () => {
    const before = await current(userVesselId);
    const headers = { 'If-Match': `"${before.version}"` };
    const body = completeSettings({ homePort: 'Somewhere else' });
    expect((await server.request('PUT', settingsUrl(userVesselId), { body, headers })).status).toBe(401);
    expect((await server.as('partner')('PUT', settingsUrl(userVesselId), { body, headers })).status).toBe(
      403,
    );
    expect((await server.as('other')('PUT', settingsUrl(userVesselId), { body, headers })).status).toBe(403);
    expect(await current(userVesselId)).toEqual(before);
  });

  it('EMIS-076 a crew User saves the settings: next version, ETag, texts trimmed, empty texts cleared', async () => {
    const before = await current(userVesselId);
    const response = await put(userVesselId, completeSettings({ homePort: '  Ålesund ', notes: '   ' }), {
      'If-Match': `"${before.version}"`,
      'Idempotency-Key': randomUUID(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ homePort: 'Ålesund', notes: null, version: before.version + 1 });
    expect(response.body.cargoUnits).toEqual(before.cargoUnits);
    expect(response.headers.get('ETag')).toBe(`"${before.version + 1}"`);
  });

  it('offline-sync: 428 without If-Match, 412 with the current record when stale', async () => {
    const before = await current(userVesselId);
    const missing = await put(userVesselId, completeSettings(), {});
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ code: 'PRECONDITION_REQUIRED' });
    const stale = await put(userVesselId, completeSettings({ homePort: 'Stale' }), {
      'If-Match': `"${before.version - 1}"`,
    });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toEqual(before);
    expect(await current(userVesselId)).toEqual(before);
  });

  it('offline-sync I3: a repeat with the same Idempotency-Key is answered from the stored result', async () => {
    const before = await current(userVesselId);
    const headers = { 'If-Match': `"${before.version}"`, 'Idempotency-Key': randomUUID() };
    const body = completeSettings({ notes: `Repeat ${randomUUID()}` });
    const first = await put(userVesselId, body, headers);
    const second = await put(userVesselId, body, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await current(userVesselId)).version).toBe(before.version + 1);
    const reused = await put(userVesselId, { ...body, notes: 'other' }, headers);
    expect(reused.status).toBe(422);
  });

  it('EMIS-074 refuses a negative deadweight, a bad e-mail, an unknown ship type or ice class; nothing changes', async () => {
    const before = await current(userVesselId);
    const headers = { 'If-Match': `"${before.version}"` };
    const negative = await put(userVesselId, completeSettings({ deadweight: -5 }), headers);
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('The value cannot be negative.');
    const email = await put(
      userVesselId,
      completeSettings({ emissionsContactPersonEmail: 'not mail' }),
      headers,
    );
    expect(email.status).toBe(400);
    expect(JSON.stringify(email.body)).toContain('Enter a valid e-mail address.');
    const shipType = await put(userVesselId, completeSettings({ vesselTypeId: 'submarine' }), headers);
    expect(shipType.status).toBe(400);
    expect(shipType.body).toMatchObject({ message: vesselSettingsMessages.unknownVesselType });
    const iceClass = await put(userVesselId, completeSettings({ iceClassId: 'IX' }), headers);
    expect(iceClass.body).toMatchObject({ message: vesselSettingsMessages.unknownIceClass });
    expect(await current(userVesselId)).toEqual(before);
  });

  it('EMIS-184 completeness is computed: clearing a required field lists it as missing', async () => {
    const before = await current(userVesselId);
    const saved = await put(userVesselId, completeSettings({ grossTonnage: null, portOfRegistry: '' }), {
      'If-Match': `"${before.version}"`,
    });
    const missing = missingSettings(saved.body, {
      activeFlowMeters: [],
      activeFuelTanks: [{ isDeactivated: false }],
      cargoUnits: saved.body.cargoUnits,
    });
    expect(missing.map((item) => item.key)).toEqual(['portOfRegistry', 'grossTonnage']);
    await put(userVesselId, completeSettings(), { 'If-Match': `"${saved.body.version}"` });
  });
});

describe('change feed of the settings', () => {
  it('offline-sync I6: a saved change reaches the feed as vesselSettings in the API shape', async () => {
    const before = await current(userVesselId);
    const cursor = (
      await server.as('user')<SyncChangesResponse>(
        'GET',
        `/api/v1/Sync/Changes?vesselId=${userVesselId}&limit=1000`,
      )
    ).body.nextCursor;
    const saved = await put(userVesselId, completeSettings({ notes: 'Fed' }), {
      'If-Match': `"${before.version}"`,
    });
    const feed = await server.as('user')<SyncChangesResponse>(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${userVesselId}&cursor=${cursor}`,
    );
    expect(feed.body.changes).toEqual([
      {
        entityType: 'vesselSettings',
        id: userVesselId,
        version: saved.body.version,
        isDeleted: false,
        data: saved.body,
      },
    ]);
  });
});

describe('POST /VesselAdministrations/{id}/AddCargoUnit and /RemoveCargoUnit (EMIS-209)', () => {
  const call = (action: string, vesselId: string) => `/api/v1/VesselAdministrations/${vesselId}/${action}`;

  it('EMIS-209 answers 401, 403 for the partner type and another company', async () => {
    const body = { vesselId: userVesselId, cargoUnitId: cargoUnits[0]!.id };
    for (const action of ['AddCargoUnit', 'RemoveCargoUnit']) {
      expect((await server.request('POST', call(action, userVesselId), { body })).status).toBe(401);
      expect((await server.as('partner')('POST', call(action, userVesselId), { body })).status).toBe(403);
      expect((await server.as('other')('POST', call(action, userVesselId), { body })).status).toBe(403);
    }
  });

  it('EMIS-077 adds and removes a cargo unit; the settings move to a new version each time', async () => {
    const before = await current(userVesselId);
    const unit = cargoUnits.find((item) => !before.cargoUnits.some((own) => own.id === item.id))!;
    const body = { vesselId: userVesselId, cargoUnitId: unit.id };
    const added = await server.as('user')<ReferenceItem[]>('POST', call('AddCargoUnit', userVesselId), {
      body,
    });
    expect(added.status).toBe(200);
    expect(added.body).toContainEqual(unit);
    const afterAdd = await current(userVesselId);
    expect(afterAdd.cargoUnits).toContainEqual(unit);
    expect(afterAdd.version).toBe(before.version + 1);
    const again = await server.as('user')<ReferenceItem[]>('POST', call('AddCargoUnit', userVesselId), {
      body,
    });
    expect(again.body).toEqual(added.body);
    expect((await current(userVesselId)).version).toBe(afterAdd.version);
    const removed = await server.as('user')<ReferenceItem[]>('POST', call('RemoveCargoUnit', userVesselId), {
      body,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).not.toContainEqual(unit);
    expect((await current(userVesselId)).cargoUnits).toEqual(before.cargoUnits);
  });

  it('EMIS-209 refuses a body naming another vessel and an unknown cargo unit', async () => {
    const mismatch = await server.as('user')('POST', call('AddCargoUnit', userVesselId), {
      body: { vesselId: harbourVesselId, cargoUnitId: cargoUnits[0]!.id },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ message: vesselSettingsMessages.vesselIdMismatch });
    const unknown = await server.as('user')('POST', call('AddCargoUnit', userVesselId), {
      body: { vesselId: userVesselId, cargoUnitId: randomUUID() },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: vesselSettingsMessages.unknownCargoUnit });
  });
});

describe('external (Veracity) key (EMIS-198, EMIS-199, EMIS-215, EMIS-216)', () => {
  const getKey = (vesselId: string) => `/api/v1/VesselAdministrations/${vesselId}/GetVeracityKey`;
  const getExpiry = (vesselId: string) =>
    `/api/v1/VesselAdministrations/${vesselId}/GetVeracityKeyExpirationDate`;
  const update = '/api/v1/VesselAdministrations/UpdateVeracityKey';

  it('EMIS-199 every key call answers 401, then 403 with the DENIED text for User, partner and Administrator', async () => {
    const body = { vesselId: userVesselId, key: 'denied' };
    expect((await server.request('GET', getKey(userVesselId))).status).toBe(401);
    expect((await server.request('GET', getExpiry(userVesselId))).status).toBe(401);
    expect((await server.request('PUT', update, { body })).status).toBe(401);
    for (const account of ['user', 'partner', 'admin'] as const) {
      for (const response of [
        await server.as(account)('GET', getKey(userVesselId)),
        await server.as(account)('GET', getExpiry(userVesselId)),
        await server.as(account)('PUT', update, { body }),
      ]) {
        expect(response.status, account).toBe(403);
        expect(response.body).toMatchObject({ message: messages.noPermissionToViewKey });
      }
    }
  });

  it("EMIS-198 another company's SuperUser can neither read nor change a Northwind vessel's key", async () => {
    expect((await server.as('harbourSuper')('GET', getKey(userVesselId))).status).toBe(403);
    expect((await server.as('harbourSuper')('GET', getExpiry(userVesselId))).status).toBe(403);
    const write = await server.as('harbourSuper')('PUT', update, {
      body: { vesselId: userVesselId, key: 'x' },
    });
    expect(write.status).toBe(403);
  });

  it('EMIS-215 the SuperUser sets the key (EDIT) and reads it back (VIEW); it is stored encrypted', async () => {
    const before = await current(superOnlyVesselId);
    const key = `vk-${randomUUID()}`;
    const saved = await server.as('super')<VeracityKey>('PUT', update, {
      body: { vesselId: superOnlyVesselId, key, expirationDate: '2027-06-30T00:00:00Z' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      vesselId: superOnlyVesselId,
      key,
      expirationDate: '2027-06-30T00:00:00.000Z',
    });
    const read = await server.as('super')<VeracityKey>('GET', getKey(superOnlyVesselId));
    expect(read.body).toEqual(saved.body);
    const expiry = await server.as('super')('GET', getExpiry(superOnlyVesselId));
    expect(expiry.body).toEqual({ vesselId: superOnlyVesselId, expirationDate: '2027-06-30T00:00:00.000Z' });
    const { rows } = await sql<{ key_ciphertext: string }>`SELECT key_ciphertext FROM vessel_veracity_keys
      WHERE vessel_id = ${superOnlyVesselId}`.execute(server.database.db);
    expect(rows[0]!.key_ciphertext).not.toContain(key);
    const after = await current(superOnlyVesselId);
    expect(after.hasVeracityKey).toBe(true);
    expect(after.version).toBe(before.version + 1);
  });

  it('EMIS-216 the update takes veracityKey as well as key; neither is a 400', async () => {
    const response = await server.as('super')<VeracityKey>('PUT', update, {
      body: { vesselId: superOnlyVesselId, veracityKey: 'from-003' },
    });
    expect(response.status).toBe(200);
    expect((await server.as('super')<VeracityKey>('GET', getKey(superOnlyVesselId))).body.key).toBe(
      'from-003',
    );
    const none = await server.as('super')('PUT', update, { body: { vesselId: superOnlyVesselId } });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('A key is required.');
  });

  it('EMIS-215 a vessel without a key answers null key and expiration date', async () => {
    await sql`DELETE FROM vessel_veracity_keys WHERE vessel_id = ${userVesselId}`.execute(server.database.db);
    const read = await server.as('super')<VeracityKey>('GET', getKey(userVesselId));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ vesselId: userVesselId, key: null, expirationDate: null });
  });
});
