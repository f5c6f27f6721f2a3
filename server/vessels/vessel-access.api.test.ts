// The demo table of the platform issue §2 and ADR 0002: each account sees exactly its vessels,
// through the ordinary and the partner endpoints, and nobody reaches another company's vessels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { isValidImoCheckDigit } from '../../domain/vessel-rules.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let allVessels: Vessel[];
const northwind = [
  'Northwind Aurora',
  'Northwind Fjord',
  'Northwind Meridian',
  'Northwind Polaris',
  'Northwind Tern',
];
const harbour = ['Harbour Kestrel', 'Harbour Spirit'];

beforeAll(async () => {
  server = await startTestServer();
  allVessels = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body;
});
afterAll(() => server.close());

const names = (vessels: Vessel[]) => vessels.map((vessel) => vessel.name).sort();
const vesselNamed = (name: string) => allVessels.find((vessel) => vessel.name === name)!;

describe('the demo table', () => {
  it('the demo fleet has 7 vessels with valid IMO check digits, drafts within 0-25 m, DWT, GT, MCR and shaft speed', () => {
    expect(names(allVessels)).toEqual([...harbour, ...northwind].sort());
    for (const vessel of allVessels) {
      expect(isValidImoCheckDigit(vessel.imoNumber)).toBe(true);
      for (const draft of [
        vessel.draftMean,
        vessel.ballastDraftHigh,
        vessel.ballastDraftLow,
        vessel.ladenDraftHigh,
        vessel.ladenDraftLow,
      ]) {
        expect(draft).toBeGreaterThanOrEqual(0);
        expect(draft).toBeLessThanOrEqual(25);
      }
      expect(vessel.deadweight).toBeGreaterThan(0);
      expect(vessel.grossTonnage).toBeGreaterThan(0);
      expect(vessel.maxContinuousRating).toBeGreaterThan(0);
      expect(vessel.speedMaxContinuousRating).toBeGreaterThan(0);
    }
  });

  it('admin@ sees all 7 vessels with IgnoreCompany=true and the 5 of its current company (Northwind) otherwise', async () => {
    const asAdmin = server.as('admin');
    expect(names((await asAdmin<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body)).toHaveLength(
      7,
    );
    expect(names((await asAdmin<Vessel[]>('GET', '/api/v1/Vessels')).body)).toEqual(northwind);
    expect(names((await asAdmin<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=false')).body)).toEqual(
      northwind,
    );
  });

  it('super@ sees the 5 Northwind vessels, with or without IgnoreCompany', async () => {
    const asSuper = server.as('super');
    expect(names((await asSuper<Vessel[]>('GET', '/api/v1/Vessels')).body)).toEqual(northwind);
    expect(names((await asSuper<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body)).toEqual(
      northwind,
    );
  });

  it('user@ sees exactly the 3 vessels of its access group, with or without IgnoreCompany', async () => {
    const asUser = server.as('user');
    const expected = ['Northwind Aurora', 'Northwind Fjord', 'Northwind Polaris'];
    expect(names((await asUser<Vessel[]>('GET', '/api/v1/Vessels')).body)).toEqual(expected);
    expect(names((await asUser<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body)).toEqual(
      expected,
    );
  });

  it('ADMIN-012 partner@ sees its group vessels only through /Kognifai/Vessels and gets 403 on the ordinary vessel endpoints', async () => {
    const asPartner = server.as('partner');
    const partnerVessels = await asPartner<Vessel[]>('GET', '/api/v1/Kognifai/Vessels');
    expect(partnerVessels.status).toBe(200);
    expect(names(partnerVessels.body)).toEqual(['Northwind Meridian', 'Northwind Tern']);
    expect((await asPartner('GET', '/api/v1/Vessels')).status).toBe(403);
    expect((await asPartner('GET', `/api/v1/Vessels/${vesselNamed('Northwind Tern').id}`)).status).toBe(403);
    expect((await asPartner('GET', '/api/v1/Features')).status).toBe(403);
  });

  it('other@ (Harbour Lines) sees its 2 vessels and nothing of Northwind', async () => {
    const asOther = server.as('other');
    expect(names((await asOther<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body)).toEqual(
      harbour,
    );
  });

  it('/Kognifai/Vessels is for the partner type only (401 without a token, 403 for the other roles)', async () => {
    expect((await server.request('GET', '/api/v1/Kognifai/Vessels')).status).toBe(401);
    for (const account of ['admin', 'super', 'user', 'other'] as const) {
      expect((await server.as(account)('GET', '/api/v1/Kognifai/Vessels')).status).toBe(403);
    }
  });
});

describe('GET /Vessels/{id} and ?companyId', () => {
  it("401 without a token, 403 for a vessel outside the caller's reach, 200 within it", async () => {
    const fjord = vesselNamed('Northwind Fjord');
    const meridian = vesselNamed('Northwind Meridian');
    const kestrel = vesselNamed('Harbour Kestrel');
    expect((await server.request('GET', `/api/v1/Vessels/${fjord.id}`)).status).toBe(401);
    expect((await server.as('user')('GET', `/api/v1/Vessels/${fjord.id}`)).status).toBe(200);
    expect((await server.as('user')('GET', `/api/v1/Vessels/${meridian.id}`)).status).toBe(403);
    expect((await server.as('user')('GET', `/api/v1/Vessels/${kestrel.id}`)).status).toBe(403);
    expect((await server.as('super')('GET', `/api/v1/Vessels/${kestrel.id}`)).status).toBe(403);
    expect((await server.as('other')('GET', `/api/v1/Vessels/${fjord.id}`)).status).toBe(403);
    expect((await server.as('harbourSuper')('GET', `/api/v1/Vessels/${fjord.id}`)).status).toBe(403);
    const own = await server.as('super')<Vessel>('GET', `/api/v1/Vessels/${meridian.id}`);
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('Northwind Meridian');
    expect((await server.as('admin')('GET', `/api/v1/Vessels/${kestrel.id}`)).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    const asSuper = server.as('super');
    expect((await asSuper('GET', '/api/v1/Vessels/7f1c6b7e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await asSuper('GET', '/api/v1/Vessels/not-a-uuid')).status).toBe(400);
  });

  it('?companyId: Administrators list any company; others only their own (403 for another company)', async () => {
    const harbourCompanyId = vesselNamed('Harbour Kestrel').companyId!;
    const northwindCompanyId = vesselNamed('Northwind Fjord').companyId!;
    expect(
      names(
        (await server.as('admin')<Vessel[]>('GET', `/api/v1/Vessels?companyId=${harbourCompanyId}`)).body,
      ),
    ).toEqual(harbour);
    expect((await server.as('super')('GET', `/api/v1/Vessels?companyId=${harbourCompanyId}`)).status).toBe(
      403,
    );
    expect((await server.as('other')('GET', `/api/v1/Vessels?companyId=${northwindCompanyId}`)).status).toBe(
      403,
    );
    expect(
      names(
        (await server.as('super')<Vessel[]>('GET', `/api/v1/Vessels?companyid=${northwindCompanyId}`)).body,
      ),
    ).toEqual(northwind);
  });

  it('answers 400 for a malformed query value', async () => {
    expect((await server.as('admin')('GET', '/api/v1/Vessels?IgnoreCompany=maybe')).status).toBe(400);
    expect((await server.as('admin')('GET', '/api/v1/Vessels?companyId=42')).status).toBe(400);
  });
});

describe("POST /Users/SetCompany/{id} ('View as company')", () => {
  it('ADMIN-038 switches the company an Administrator acts for; other roles get 403', async () => {
    const harbourCompanyId = vesselNamed('Harbour Kestrel').companyId!;
    const northwindCompanyId = vesselNamed('Northwind Fjord').companyId!;
    expect((await server.request('POST', `/api/v1/Users/SetCompany/${harbourCompanyId}`)).status).toBe(401);
    expect((await server.as('super')('POST', `/api/v1/Users/SetCompany/${harbourCompanyId}`)).status).toBe(
      403,
    );
    expect((await server.as('other')('POST', `/api/v1/Users/SetCompany/${northwindCompanyId}`)).status).toBe(
      403,
    );

    const asAdmin = server.as('admin');
    const switched = await asAdmin<{ companyId: string; companyName: string }>(
      'POST',
      `/api/v1/Users/SetCompany/${harbourCompanyId}`,
    );
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ companyId: harbourCompanyId, companyName: 'Harbour Lines' });
    expect(names((await asAdmin<Vessel[]>('GET', '/api/v1/Vessels')).body)).toEqual(harbour);
    expect(
      (await asAdmin('POST', '/api/v1/Users/SetCompany/7f1c6b7e-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    await asAdmin('POST', `/api/v1/Users/SetCompany/${northwindCompanyId}`);
    expect(names((await asAdmin<Vessel[]>('GET', '/api/v1/Vessels')).body)).toEqual(northwind);
  });
});
