// Vessel particulars and draft (003 §5 validation texts), the extended list, and features.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feature } from '../../domain/contracts/features.ts';
import type { ExtendedVessel, Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import { buildVesselUpdate } from '../../tests/support/factories.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let fjord: Vessel;
let kestrel: Vessel;
beforeAll(async () => {
  server = await startTestServer();
  const all = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body;
  fjord = all.find((vessel) => vessel.name === 'Northwind Fjord')!;
  kestrel = all.find((vessel) => vessel.name === 'Harbour Kestrel')!;
});
afterAll(() => server.close());

describe('PUT /Vessels/{id}', () => {
  it('401, 403 for User and KognifaiUser, 403 across companies, 200 for the SuperUser of the vessel', async () => {
    const path = `/api/v1/Vessels/${fjord.id}`;
    const body = buildVesselUpdate({ name: 'Northwind Fjord II' });
    expect((await server.request('PUT', path, { body })).status).toBe(401);
    expect((await server.as('user')('PUT', path, { body })).status).toBe(403);
    expect((await server.as('partner')('PUT', path, { body })).status).toBe(403);
    expect((await server.as('harbourSuper')('PUT', path, { body })).status).toBe(403);
    const saved = await server.as('super')<Vessel>('PUT', path, { body });
    expect([saved.status, saved.body.name]).toEqual([200, 'Northwind Fjord II']);
    expect((await server.as('super')('PUT', path, { body: buildVesselUpdate() })).status).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['ADMIN-132 vessel name required', { name: '' }, messages.vesselNameRequired],
    ['ADMIN-132 vessel name at most 30 characters', { name: 'N'.repeat(31) }, messages.vesselNameTooLong],
    ['ADMIN-135 draft required', { draftMean: '' }, messages.draftRequired],
    ['ADMIN-135 draft a number', { draftMean: 'deep' }, messages.draftMustBeNumber],
    ['ADMIN-135 draft at most 25', { draftMean: 25.5 }, messages.draftOutOfRange],
    ['ADMIN-135 draft not below 0', { draftMean: -1 }, messages.draftOutOfRange],
    [
      'ADMIN-136 ballast draft high a number',
      { ballastDraftHigh: 'x' },
      'The Ballast Draft High field must be a number',
    ],
    [
      'ADMIN-136 laden draft low within 0-25',
      { ladenDraftLow: 26 },
      'The Laden Draft Low field must be between 0 and 25',
    ],
    ['ADMIN-137 MCR required', { maxContinuousRating: null }, messages.mcrRequired],
    ['ADMIN-139 MCR not below 0', { maxContinuousRating: -5 }, messages.mcrMustBePositive],
    ['ADMIN-133 IMO a number', { imoNumber: '94x' }, messages.imoMustBeNumber],
    ['ADMIN-133 IMO at most 7 digits', { imoNumber: 94761230 }, messages.imoMustBeSevenDigits],
    ['ADMIN-054 IMO cannot change', { imoNumber: 9074729 }, messages.imoNotEditable],
  ])('%s: 400 with the spec text and nothing saved', async (_name, override, message) => {
    const response = await server.as('super')<{ message: string }>('PUT', `/api/v1/Vessels/${fjord.id}`, {
      body: buildVesselUpdate({
        ...override,
        ...(override.name === undefined ? { name: 'Should Not Save' } : {}),
      }),
    });
    expect([response.status, response.body.message]).toEqual([400, message]);
    expect((await server.as('super')<Vessel>('GET', `/api/v1/Vessels/${fjord.id}`)).body.name).toBe(
      'Northwind Fjord',
    );
  });

  it('ADMIN-139 accepts an MCR of 0, optional drafts left empty, and numbers sent as text', async () => {
    const response = await server.as('super')<Vessel>('PUT', `/api/v1/Vessels/${fjord.id}`, {
      body: buildVesselUpdate({
        maxContinuousRating: 0,
        ballastDraftHigh: '',
        ladenDraftHigh: null,
        draftMean: '11.5',
        imoNumber: fjord.imoNumber,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      maxContinuousRating: 0,
      ballastDraftHigh: null,
      ladenDraftHigh: null,
      draftMean: 11.5,
    });
    await server.as('super')('PUT', `/api/v1/Vessels/${fjord.id}`, { body: buildVesselUpdate() });
  });
});

describe('PUT /Vessels/{id}/Draft', () => {
  it('401, 403 for the partner and across companies, 200 for a User with access; the draft rule applies', async () => {
    const path = `/api/v1/Vessels/${fjord.id}/Draft`;
    expect((await server.request('PUT', path, { body: { draftMean: 10 } })).status).toBe(401);
    expect((await server.as('partner')('PUT', path, { body: { draftMean: 10 } })).status).toBe(403);
    expect((await server.as('other')('PUT', path, { body: { draftMean: 10 } })).status).toBe(403);
    expect(
      (await server.as('user')('PUT', `/api/v1/Vessels/${kestrel.id}/Draft`, { body: { draftMean: 10 } }))
        .status,
    ).toBe(403);
    const saved = await server.as('user')<Vessel>('PUT', path, { body: { draftMean: 10.25 } });
    expect([saved.status, saved.body.draftMean]).toEqual([200, 10.25]);
    const invalid = await server.as('user')<{ message: string }>('PUT', path, { body: { draftMean: 30 } });
    expect([invalid.status, invalid.body.message]).toEqual([400, messages.draftOutOfRange]);
  });
});

describe('GET /Vessels/Extended', () => {
  it('401, 403 for every role but Administrator, and every vessel with its access-group count for an Administrator', async () => {
    expect((await server.request('GET', '/api/v1/Vessels/Extended')).status).toBe(401);
    for (const account of ['super', 'user', 'partner'] as const) {
      expect((await server.as(account)('GET', '/api/v1/Vessels/Extended')).status).toBe(403);
    }
    const response = await server.as('admin')<ExtendedVessel[]>('GET', '/api/v1/Vessels/Extended');
    expect(response.body).toHaveLength(7);
    expect(response.body.find((vessel) => vessel.id === fjord.id)?.accessGroupCount).toBe(1);
  });
});

describe('GET /Features and /Features/Find', () => {
  it('ADMIN-161 401, 403 for the partner, the catalogue for others', async () => {
    expect((await server.request('GET', '/api/v1/Features')).status).toBe(401);
    expect((await server.as('partner')('GET', '/api/v1/Features')).status).toBe(403);
    const features = await server.as('user')<Feature[]>('GET', '/api/v1/Features');
    expect(features.body.map((feature) => feature.name)).toEqual(
      expect.arrayContaining(['EmissionReport', 'CharterParty', 'PerformanceMonitoring']),
    );
    expect(features.body.find((feature) => feature.name === 'CharterParty')?.displayName).toBe(
      messages.charterParty,
    );
  });

  it("Find answers a vessel's features; 403 for a vessel out of reach; 400 without vesselId", async () => {
    expect((await server.request('GET', `/api/v1/Features/Find?vesselId=${fjord.id}`)).status).toBe(401);
    expect((await server.as('other')('GET', `/api/v1/Features/Find?vesselId=${fjord.id}`)).status).toBe(403);
    expect((await server.as('user')('GET', '/api/v1/Features/Find')).status).toBe(400);
    const found = await server.as('user')<Feature[]>('GET', `/api/v1/Features/Find?vesselid=${fjord.id}`);
    expect(found.status).toBe(200);
    expect(found.body.map((feature) => feature.name)).toContain('EmissionReport');
  });
});
