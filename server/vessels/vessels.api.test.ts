// Vessel particulars and draft (003 §5 validation texts), the extended list, and features.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feature } from '../../domain/contracts/features.ts';
import { parseIfMatchVersion, versionEtag } from '../../domain/contracts/sync.ts';
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

/** The vessel's version as GET /Vessels/{id} gives it in its ETag. */
async function versionOf(id: string): Promise<number> {
  const read = await server.as('admin')<Vessel>('GET', `/api/v1/Vessels/${id}`);
  const version = parseIfMatchVersion(read.headers.get('ETag'));
  expect(version).toBe(read.body.version);
  return version!;
}
const basedOn = async (id: string) => ({ 'If-Match': versionEtag(await versionOf(id)) });

describe('PUT /Vessels/{id}', () => {
  it('401, 403 for User and KognifaiUser, 403 across companies, 200 for the SuperUser of the vessel', async () => {
    const path = `/api/v1/Vessels/${fjord.id}`;
    const body = buildVesselUpdate({ name: 'Northwind Fjord II' });
    expect((await server.request('PUT', path, { body })).status).toBe(401);
    expect((await server.as('user')('PUT', path, { body })).status).toBe(403);
    expect((await server.as('partner')('PUT', path, { body })).status).toBe(403);
    expect((await server.as('harbourSuper')('PUT', path, { body })).status).toBe(403);
    const saved = await server.as('super')<Vessel>('PUT', path, { body, headers: await basedOn(fjord.id) });
    expect([saved.status, saved.body.name]).toEqual([200, 'Northwind Fjord II']);
    expect(saved.headers.get('ETag')).toBe(versionEtag(saved.body.version));
    const back = await server.as('super')('PUT', path, {
      body: buildVesselUpdate(),
      headers: { 'If-Match': versionEtag(saved.body.version) },
    });
    expect(back.status).toBe(200);
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
      headers: await basedOn(fjord.id),
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
      headers: await basedOn(fjord.id),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      maxContinuousRating: 0,
      ballastDraftHigh: null,
      ladenDraftHigh: null,
      draftMean: 11.5,
    });
    await server.as('super')('PUT', `/api/v1/Vessels/${fjord.id}`, {
      body: buildVesselUpdate(),
      headers: await basedOn(fjord.id),
    });
  });
});

describe('PUT /Vessels/{id} takes the version it was based on (If-Match, ADR 0092)', () => {
  const path = () => `/api/v1/Vessels/${fjord.id}`;
  type Refusal = { message: string; code: string; current?: Vessel };

  it('two concurrent saves on the same version: one 200, one 412 with the winner as current; the winner is stored', async () => {
    const headers = await basedOn(fjord.id);
    const [first, second] = await Promise.all(
      ['Fjord by Anna', 'Fjord by Bert'].map((name) =>
        server.as('super')<Vessel & Refusal>('PUT', path(), { body: buildVesselUpdate({ name }), headers }),
      ),
    );
    const answers = [first!, second!];
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 412)!;
    expect(loser.body).toMatchObject({ code: 'PRECONDITION_FAILED', current: { name: winner.body.name } });
    expect(loser.body.message).toMatch(/changed by someone else/);
    const stored = await server.as('admin')<Vessel>('GET', path());
    expect([stored.body.name, stored.body.version]).toEqual([winner.body.name, winner.body.version]);
    await server.as('super')('PUT', path(), { body: buildVesselUpdate(), headers: await basedOn(fjord.id) });
  });

  it('a stale version: 412 with the current vessel, and nothing changed', async () => {
    const version = await versionOf(fjord.id);
    const stale = await server.as('super')<Refusal>('PUT', path(), {
      body: buildVesselUpdate({ name: 'Stale Save' }),
      headers: { 'If-Match': versionEtag(version - 1) },
    });
    expect([stale.status, stale.body.code, stale.body.current?.version]).toEqual([
      412,
      'PRECONDITION_FAILED',
      version,
    ]);
    const after = (await server.as('admin')<Vessel>('GET', path())).body;
    expect([after.name, after.version]).toEqual(['Northwind Fjord', version]);
  });

  it('no If-Match: 428 and nothing changed (as the voyage data); PUT /VesselAdministrations/{id} the same', async () => {
    const version = await versionOf(fjord.id);
    const blind = await server.as('super')<Refusal>('PUT', path(), {
      body: buildVesselUpdate({ name: 'Blind' }),
    });
    expect([blind.status, blind.body.code]).toEqual([428, 'PRECONDITION_REQUIRED']);
    const admin = await server.as('admin')<Refusal>('PUT', `/api/v1/VesselAdministrations/${fjord.id}`, {
      body: buildVesselUpdate({ name: 'Blind' }),
    });
    expect(admin.status).toBe(428);
    const stale = await server.as('admin')<Refusal>('PUT', `/api/v1/VesselAdministrations/${fjord.id}`, {
      body: buildVesselUpdate({ name: 'Stale' }),
      headers: { 'If-Match': versionEtag(version + 5) },
    });
    expect([stale.status, stale.body.current?.name]).toEqual([412, 'Northwind Fjord']);
    const after = (await server.as('admin')<Vessel>('GET', path())).body;
    expect([after.name, after.version]).toEqual(['Northwind Fjord', version]);
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
    // Bulk and tankers, and the Fjord crew's group (the default group is not counted).
    expect(response.body.find((vessel) => vessel.id === fjord.id)?.accessGroupCount).toBe(2);
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
