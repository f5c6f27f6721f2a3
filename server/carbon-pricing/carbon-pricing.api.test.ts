// The carbon price of each voyage through the API (issue 12 §4, §5; ADR 0078): three voyages of
// 2025 and 2026 entered and confirmed through the voyage calls (their fuel and cargo written as
// the ship's sync would, as in emission-reports.api.test.ts), the company's prices set, and the
// voyage and year figures read back against the hand-computed cases of the domain tests (HFO
// 3.114, MGO 3.206; CH4/N2O and GWP of research note §2.1; FuelEU Annex II defaults); the
// 401 → 403 → allowed ladder of every call.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarbonPrice, VoyageCarbon, YearCarbon } from '../../domain/contracts/carbon-pricing.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import { dnvGlMessages } from '../../domain/contracts/emission-reports.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { voyageCalls } from '../../tests/support/voyage-calls.ts';

let server: TestServer;
let vesselId: string;
let companyId: string;
let inEu2025: VesselEvent;
let incoming2026: VesselEvent;
let ukDomestic2026: VesselEvent;
let unconfirmed: VesselEvent;

const HFO = '7a1f0c00-0000-4000-8000-000000000001';
const MGO = '7a1f0c00-0000-4000-8000-000000000003';
const at = (year: number, month: number, day: number, hour = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour)).toISOString();
const { voyage } = voyageCalls(
  () => server,
  () => vesselId,
);

const pricePath = () => `/api/v1/Companies/${companyId}/CarbonPrice`;
const voyagePath = (event: VesselEvent) => `/api/v1/EmissionReport/EtsVoyage/${event.id}`;
const yearPath = (year: number) => `/api/v1/EmissionReport/EtsYearly/${vesselId}/${year}`;
const figure = (report: VoyageCarbon | YearCarbon, key: string) =>
  report.sections.flatMap((section) => section.figures).find((f) => f.key === key);

beforeAll(async () => {
  server = await startTestServer();
  const vessels = (await server.as('user')<{ id: string; imoNumber: number }[]>('GET', '/api/v1/Vessels'))
    .body;
  vesselId = vessels.find((vessel) => vessel.imoNumber === 9476123)!.id;
  companyId = (
    await sql<{ id: string }>`SELECT company_id AS id FROM vessels WHERE id = ${vesselId}`.execute(
      server.database.db,
    )
  ).rows[0]!.id;
  inEu2025 = await voyage({
    from: ['Rotterdam', 'NLRTM'],
    to: ['Hamburg', 'DEHAM'],
    times: [at(2025, 3, 1), at(2025, 3, 2, 12), at(2025, 3, 3, 12)],
    seaFuel: [[HFO, 100]],
    berthFuel: [[MGO, 5]],
  });
  incoming2026 = await voyage({
    from: ['Felixstowe', 'GBFXT'],
    to: ['Rotterdam', 'NLRTM'],
    times: [at(2026, 3, 1), at(2026, 3, 2), at(2026, 3, 3)],
    seaFuel: [[HFO, 200]],
    berthFuel: [[MGO, 4]],
  });
  ukDomestic2026 = await voyage({
    from: ['Felixstowe', 'GBFXT'],
    to: ['Immingham', 'GBIMM'],
    times: [at(2026, 8, 1), at(2026, 8, 2), at(2026, 8, 3)],
    seaFuel: [[MGO, 50]],
    berthFuel: [[MGO, 2]],
  });
  unconfirmed = await voyage({
    from: ['Hamburg', 'DEHAM'],
    to: ['Rotterdam', 'NLRTM'],
    times: [at(2026, 9, 1), at(2026, 9, 2), at(2026, 9, 3)],
    seaFuel: [[HFO, 999]],
    berthFuel: [],
    confirmData: false,
  });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('who may call', () => {
  it('EMIS-009 EMIS-219 the voyage and year figures: 401 without a session, 403 outside the vessel and for the partner, allowed within reach', async () => {
    for (const path of [voyagePath(inEu2025), yearPath(2026)]) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('other')('GET', path)).status, path).toBe(403);
      expect((await server.as('partner')('GET', path)).status, path).toBe(403);
      for (const account of ['user', 'super', 'admin'] as const)
        expect((await server.as(account)('GET', path)).status, `${account} ${path}`).toBe(200);
    }
    expect((await server.as('user')('GET', `/api/v1/EmissionReport/EtsVoyage/${randomUUID()}`)).status).toBe(
      404,
    );
  });

  it("EMIS-009 the company's carbon price: read by its members, set by its SuperUser or an Administrator", async () => {
    const body = { euaPriceEurPerTonne: 1, ukaPriceGbpPerTonne: 1 };
    expect((await server.request('GET', pricePath())).status).toBe(401);
    expect((await server.request('PUT', pricePath(), { body })).status).toBe(401);
    expect((await server.as('other')('GET', pricePath())).status).toBe(403);
    expect((await server.as('partner')('GET', pricePath())).status).toBe(403);
    expect((await server.as('user')('GET', pricePath())).status).toBe(200);
    for (const account of ['other', 'partner', 'user'] as const)
      expect((await server.as(account)('PUT', pricePath(), { body })).status, account).toBe(403);
    const unset = await server.as('user')<CarbonPrice>('GET', pricePath());
    expect(unset.body).toMatchObject({
      euaPriceEurPerTonne: null,
      ukaPriceGbpPerTonne: null,
      updatedAt: null,
      version: 0,
    });
    // ADR 0092: none saved yet is version 0; the first save is based on it, the next on version 1.
    expect(unset.headers.get('ETag')).toBe('"0"');
    expect(
      (await server.as('admin')('PUT', pricePath(), { body, headers: { 'If-Match': '"0"' } })).status,
    ).toBe(200);
    const saved = await server.as('super')<CarbonPrice>('PUT', pricePath(), {
      body: { euaPriceEurPerTonne: 80, ukaPriceGbpPerTonne: 40 },
      headers: { 'If-Match': '"1"' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ companyId, euaPriceEurPerTonne: 80, ukaPriceGbpPerTonne: 40 });
    expect(saved.body.updatedAt).not.toBeNull();
    expect(saved.body.version).toBe(2);
    expect((await server.as('admin')('GET', `/api/v1/Companies/${randomUUID()}/CarbonPrice`)).status).toBe(
      404,
    );
  });

  it('EMIS-009 a bad price is refused with a message and changes nothing', async () => {
    for (const body of [
      { euaPriceEurPerTonne: -1, ukaPriceGbpPerTonne: 40 },
      { euaPriceEurPerTonne: 'eighty', ukaPriceGbpPerTonne: 40 },
      { euaPriceEurPerTonne: 100_001, ukaPriceGbpPerTonne: 40 },
      { euaPriceEurPerTonne: 80 },
    ]) {
      const answer = await server.as('super')<{ message: string }>('PUT', pricePath(), { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    // A first save based on "none saved yet" once prices are saved is stale: 412, nothing changed.
    const late = await server.as('super')<{ code: string; current: CarbonPrice }>('PUT', pricePath(), {
      body: { euaPriceEurPerTonne: 1, ukaPriceGbpPerTonne: 1 },
      headers: { 'If-Match': '"0"' },
    });
    expect([late.status, late.body.code, late.body.current.euaPriceEurPerTonne]).toEqual([
      412,
      'PRECONDITION_FAILED',
      80,
    ]);
    expect((await server.as('user')<CarbonPrice>('GET', pricePath())).body).toMatchObject({
      euaPriceEurPerTonne: 80,
      ukaPriceGbpPerTonne: 40,
    });
  });
});

describe('the carbon price of a voyage', () => {
  it('EMIS-135 a voyage whose data is not confirmed has none', async () => {
    const answer = await server.as('user')<{ message: string }>('GET', voyagePath(unconfirmed));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(dnvGlMessages.dataNotConfirmed);
  });

  it('EMIS-009 2025 between Member States: 70 % of 327.43 t, EUR 80 a tonne; FuelEU against 89.3368', async () => {
    const answer = await server.as('user')<VoyageCarbon>(
      'GET',
      `${voyagePath(inEu2025)}?departureId=${inEu2025.id}`,
    );
    expect(answer.status).toBe(200);
    const report = answer.body;
    expect(report.year).toBe(2025);
    expect(report.route).toBe('Rotterdam (NLRTM) → Hamburg (DEHAM)');
    expect(figure(report, 'euEts.co2InScope')!.value).toBeCloseTo(327.43, 9);
    expect(report.totals.euEtsSurrenderTonnesCo2e).toBeCloseTo(229.201, 9);
    expect(report.totals.euEtsCostEur).toBeCloseTo(18_336.08, 6);
    // FuelEU: 100 t HFO and 5 t MGO, all in scope.
    const energy = 1e8 * 0.0405 + 5e6 * 0.0427;
    const ghg = 1e8 * 0.0405 * 13.5 + 1e8 * 3.16889 + 5e6 * 0.0427 * 14.4 + 5e6 * 3.26089;
    expect(figure(report, 'fuelEu.energy')!.value).toBeCloseTo(energy, 6);
    expect(report.totals.fuelEuIntensityGCo2ePerMj).toBeCloseTo(ghg / energy, 9);
    expect(report.totals.fuelEuLimitGCo2ePerMj).toBeCloseTo(89.3368, 12);
    const balance = (89.3368 - ghg / energy) * energy;
    expect(report.totals.fuelEuBalanceTonnesCo2e).toBeCloseTo(balance / 1e6, 9);
    expect(report.totals.fuelEuPenaltyEur).toBeCloseTo((-balance / ((ghg / energy) * 41_000)) * 2_400, 6);
    expect(report.totals.ukEtsSurrenderTonnesCo2e).toBe(0);
    for (const section of report.sections)
      for (const f of section.figures)
        expect([f.inputs, f.formula, f.source].every(Boolean), f.key).toBe(true);
  });

  it('EMIS-009 2026 from the UK into the EU: 50 % at sea, 100 % at berth, CH4 and N2O included', async () => {
    const report = (await server.as('user')<VoyageCarbon>('GET', voyagePath(incoming2026))).body;
    expect(figure(report, 'euEts.share.passage')!.value).toBe(50);
    expect(figure(report, 'euEts.share.atBerth')!.value).toBe(100);
    expect(report.totals.euEtsSurrenderTonnesCo2e).toBeCloseTo(329.3304, 9);
    expect(report.totals.euEtsCostEur).toBeCloseTo(329.3304 * 80, 6);
    expect(report.totals.fuelEuIntensityGCo2ePerMj).toBeCloseTo(387_067_080 / 4_220_800, 9);
    expect(report.totals.ukEtsSurrenderTonnesCo2e).toBe(0);
  });

  it('EMIS-009 a UK domestic voyage from August 2026: UK ETS only, GBP 40 a tonne', async () => {
    const report = (await server.as('user')<VoyageCarbon>('GET', voyagePath(ukDomestic2026))).body;
    expect(report.totals.euEtsSurrenderTonnesCo2e).toBe(0);
    expect(report.totals.fuelEuIntensityGCo2ePerMj).toBeNull();
    expect(report.totals.ukEtsSurrenderTonnesCo2e).toBeCloseTo(169.2652, 9);
    expect(report.totals.ukEtsCostGbp).toBeCloseTo(6_770.608, 6);
    expect(report.sections.find((s) => s.scheme === 'UK ETS')!.applies).toBe(true);
  });
});

describe('the carbon price of a year', () => {
  it('EMIS-009 EMIS-138 2026: the two confirmed voyages, one FuelEU balance, the UK ETS of the domestic one', async () => {
    const answer = await server.as('user')<YearCarbon>('GET', yearPath(2026));
    expect(answer.status).toBe(200);
    const report = answer.body;
    expect(report.voyages.map((v) => v.departureId)).toEqual([incoming2026.id, ukDomestic2026.id]);
    expect(report.totals.euEtsSurrenderTonnesCo2e).toBeCloseTo(329.3304, 9);
    expect(report.totals.ukEtsSurrenderTonnesCo2e).toBeCloseTo(169.2652, 9);
    expect(report.totals.fuelEuIntensityGCo2ePerMj).toBeCloseTo(387_067_080 / 4_220_800, 9);
    expect(report.prices).toEqual({ euaPriceEurPerTonne: 80, ukaPriceGbpPerTonne: 40 });
    const y2025 = (await server.as('user')<YearCarbon>('GET', yearPath(2025))).body;
    expect(y2025.totals.euEtsSurrenderTonnesCo2e).toBeCloseTo(229.201, 9);
    const empty = (await server.as('user')<YearCarbon>('GET', yearPath(2019))).body;
    expect(empty.voyages).toEqual([]);
    expect(empty.totals.euEtsSurrenderTonnesCo2e).toBe(0);
    expect(empty.totals.fuelEuIntensityGCo2ePerMj).toBeNull();
  });

  it('EMIS-009 a bad year is refused with a message', async () => {
    const answer = await server.as('user')<{ message: string }>(
      'GET',
      `/api/v1/EmissionReport/EtsYearly/${vesselId}/19`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBeTruthy();
  });
});
