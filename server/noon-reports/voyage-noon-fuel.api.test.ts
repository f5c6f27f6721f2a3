// GET /EmissionReport/VoyageNoonFuel/{id} (issue 24 §2, ADR 0106): a voyage's fuel per fuel type
// beside the sum of its noon reports (departure < report time ≤ arrival) and the difference; a
// voyage without noon reports answers a count of 0. 401 → 403 (partner type, another company) → allowed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { VoyageNoonFuel } from '../../domain/contracts/noon-reports.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { voyageCalls } from '../../tests/support/voyage-calls.ts';

let server: TestServer;
let vesselId: string;
let withReports: VesselEvent;
let withoutReports: VesselEvent;

const HFO = '7a1f0c00-0000-4000-8000-000000000001';
const MGO = '7a1f0c00-0000-4000-8000-000000000003';
const at = (month: number, day: number, hour = 0) =>
  new Date(Date.UTC(2027, month - 1, day, hour)).toISOString();
const { voyage } = voyageCalls(
  () => server,
  () => vesselId,
);

async function noonReport(utc: string, fuel: [string, string, number][]) {
  const answer = await server.as('user')('POST', '/api/v1/NoonReports', {
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      id: randomUUID(),
      vesselId,
      reportTime: utc.replace('.000Z', 'Z'),
      latitude: 52,
      longitude: 4,
      hoursSteamed: 12,
      distanceOverGroundNm: 0,
      averageSpeedKn: 0,
      fuel: fuel.map(([fuelTypeId, consumer, tonnes]) => ({ fuelTypeId, consumer, tonnes })),
      rob: [],
    },
  });
  expect(answer.status).toBe(201);
}

beforeAll(async () => {
  server = await startTestServer();
  const vessels = (await server.as('user')<{ id: string; imoNumber: number }[]>('GET', '/api/v1/Vessels'))
    .body;
  vesselId = vessels.find((vessel) => vessel.imoNumber === 9476123)!.id;
  withReports = await voyage({
    from: ['Rotterdam', 'NLRTM'],
    to: ['Hamburg', 'DEHAM'],
    times: [at(5, 1, 6), at(5, 4, 18), at(5, 5, 12)],
    seaFuel: [[HFO, 100]],
    berthFuel: [[MGO, 5]],
    confirmData: false,
  });
  withoutReports = await voyage({
    from: ['Hamburg', 'DEHAM'],
    to: ['Rotterdam', 'NLRTM'],
    times: [at(6, 1), at(6, 2), at(6, 3)],
    seaFuel: [[MGO, 12]],
    berthFuel: [],
    confirmData: false,
  });
  await noonReport(at(5, 1, 6), [[HFO, 'MainEngine', 50]]); // at the departure: before the voyage
  await noonReport(at(5, 2, 8), [
    [HFO, 'MainEngine', 30],
    [MGO, 'AuxiliaryEngines', 1.5],
  ]);
  await noonReport(at(5, 3, 8), [
    [HFO, 'MainEngine', 31],
    [HFO, 'Boilers', 2],
  ]);
  await noonReport(at(5, 4, 18), [[HFO, 'MainEngine', 35]]); // at the arrival: the voyage's
  await noonReport(at(5, 5, 8), [[MGO, 'AuxiliaryEngines', 4]]); // at berth, after the arrival
}, 300_000);
afterAll(() => server.close());

const path = (event: VesselEvent) => `/api/v1/EmissionReport/VoyageNoonFuel/${event.id}`;

describe('GET /EmissionReport/VoyageNoonFuel/{id}', () => {
  it('401 without a session, 403 for the partner type and another company, then the sums per fuel type and the difference', async () => {
    expect((await server.request('GET', path(withReports))).status).toBe(401);
    expect((await server.as('partner')('GET', path(withReports))).status).toBe(403);
    expect((await server.as('other')('GET', path(withReports))).status).toBe(403);
    const answer = await server.as('user')<VoyageNoonFuel>('GET', path(withReports));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      departureId: withReports.id,
      from: at(5, 1, 6),
      to: at(5, 4, 18),
      reportCount: 3,
    });
    expect(answer.body.fuels).toEqual([
      {
        fuelTypeId: HFO,
        fuelTypeName: 'HFO',
        voyageTonnes: 100,
        noonReportTonnes: 98,
        differenceTonnes: -2,
      },
      {
        fuelTypeId: MGO,
        fuelTypeName: 'MDO/MGO',
        voyageTonnes: 0,
        noonReportTonnes: 1.5,
        differenceTonnes: 1.5,
      },
    ]);
  });

  it('a voyage without noon reports: a count of 0 and its fuel against 0 t', async () => {
    const answer = await server.as('super')<VoyageNoonFuel>('GET', path(withoutReports));
    expect(answer.status).toBe(200);
    expect(answer.body.reportCount).toBe(0);
    expect(answer.body.fuels).toEqual([
      {
        fuelTypeId: MGO,
        fuelTypeName: 'MDO/MGO',
        voyageTonnes: 12,
        noonReportTonnes: 0,
        differenceTonnes: -12,
      },
    ]);
  });

  it('an unknown event is 404', async () => {
    expect(
      (await server.as('user')('GET', `/api/v1/EmissionReport/VoyageNoonFuel/${randomUUID()}`)).status,
    ).toBe(404);
  });
});
