// GET /Vessel/{id}/Voyages (EMIS-206), GET /Ports/Find (3 characters, bundled UN/LOCODE list,
// MRV jurisdiction, ports used on events), GET /VesselLocations/Find (EMIS-207: event locations
// and logged positions) and GET /VesselLocations/Nearest (EMIS-044, EMIS-246: ±2 hours, nearest
// port); each walks 401 → 403 → allowed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsetDate, type VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import { portSearchMessages, type FoundPort } from '../../domain/contracts/ports.ts';
import type { NearestVesselLocation, VesselLocation } from '../../domain/contracts/vessel-locations.ts';
import type { VesselVoyage } from '../../domain/contracts/voyages.ts';
import { ensureSamplePartitions } from '../log-data/partitions.repository.ts';
import { loadSamples } from '../log-data/sample-store.repository.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let vesselId: string;

beforeAll(async () => {
  server = await startTestServer();
  vesselId = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
}, 120_000);
afterAll(() => server.close());

const at = (day: number, hour = 0, minute = 0) => Date.UTC(2018, 5, day, hour, minute);
const iso = (ms: number) => new Date(ms).toISOString();
const rotterdam = { name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true };

async function created(type: string, timestamp: string, extra: Record<string, unknown> = {}) {
  const response = await server.as('user')<VesselEvent>('POST', '/api/v1/EmissionReportVesselEvents', {
    body: { id: randomUUID(), vesselId, type, timestamp, ...extra },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** 401 without a session, 403 for a user outside the vessel (when vessel-scoped) and for the partner type. */
async function expectGuarded(path: string, vesselScoped = true) {
  expect((await server.request('GET', path)).status).toBe(401);
  if (vesselScoped) expect((await server.as('other')('GET', path)).status).toBe(403);
  expect((await server.as('partner')('GET', path)).status).toBe(403);
}

describe('GET /Vessel/{id}/Voyages', () => {
  it('EMIS-206 lists the voyages of a vessel, latest first, with confirmations, bounds and ports', async () => {
    const path = `/api/v1/Vessel/${vesselId}/Voyages`;
    await expectGuarded(path);
    const departure = await created('Departure', iso(at(1)), {
      voyage: {
        name: 'Oslo - Rotterdam',
        type: 'Ballast',
        isNonCommercial: true,
        informationConfirmedAt: unsetDate,
        dataConfirmedAt: unsetDate,
        startDate: unsetDate,
        endDate: unsetDate,
      },
      port: { name: 'Oslo', loCode: 'NOOSL', isMrvPort: true },
    });
    await created('Arrival', iso(at(3)), { port: rotterdam });
    const end = await created('EndOfVoyage', iso(at(3, 6)));
    const open = await created('Departure', iso(at(5)));

    const response = await server.as('user')<VesselVoyage[]>('GET', path);
    expect(response.status).toBe(200);
    const [latest, first] = response.body.filter((voyage) =>
      [departure.id, open.id].includes(voyage.departureId),
    );
    expect(first).toEqual({
      departureId: departure.id,
      name: 'Oslo - Rotterdam',
      type: 'Ballast',
      isNonCommercial: true,
      informationConfirmedAt: null,
      dataConfirmedAt: null,
      startDate: departure.timestamp,
      endDate: end.timestamp,
      fromPort: { name: 'Oslo', loCode: 'NOOSL', isMrvPort: true },
      toPort: rotterdam,
      eventCount: 3,
    });
    // EMIS-141: the open voyage's departure took the previous arrival's port.
    expect(latest).toMatchObject({
      departureId: open.id,
      endDate: null,
      fromPort: rotterdam,
      toPort: null,
      eventCount: 1,
    });
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown vessel', async () => {
    expect((await server.as('user')('GET', '/api/v1/Vessel/nope/Voyages')).status).toBe(400);
    expect((await server.as('admin')('GET', `/api/v1/Vessel/${randomUUID()}/Voyages`)).status).toBe(404);
  });
});

describe('GET /Ports', () => {
  it('EMIS-205 gives a device the whole port list for the search without a connection', async () => {
    await expectGuarded('/api/v1/Ports', false);
    const all = await server.as('user')<FoundPort[]>('GET', '/api/v1/Ports');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(1000);
    expect(all.body.find((port) => port.loCode === 'NLRTM')).toMatchObject({
      isMrvPort: true,
      country: 'NL',
    });
    expect(all.body.find((port) => port.loCode === 'SGSIN')).toMatchObject({ isMrvPort: false });
    expect(new Set(all.body.map((port) => port.loCode)).size).toBe(all.body.length);
  });
});

describe('GET /Ports/Find', () => {
  it('EMIS-048 EMIS-249 needs at least 3 characters, on the server too', async () => {
    await expectGuarded('/api/v1/Ports/Find?text=Rotterdam', false);
    const short = await server.as('user')<{ message: string; code: string }>(
      'GET',
      '/api/v1/Ports/Find?text=Ro',
    );
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'VALIDATION_FAILED', message: portSearchMessages.tooShort });
    expect((await server.as('user')('GET', '/api/v1/Ports/Find?text=%20%20Ro%20')).status).toBe(400);
    expect((await server.as('user')('GET', '/api/v1/Ports/Find?text=Rot&limit=0')).status).toBe(400);
  });

  it('EMIS-205 finds bundled ports by name or UN/LOCODE with isMrvPort from the MRV jurisdiction', async () => {
    const found = await server.as('user')<FoundPort[]>('GET', '/api/v1/Ports/Find?text=rotterdam');
    expect(found.status).toBe(200);
    expect(found.body[0]).toMatchObject({ ...rotterdam, country: 'NL' });
    expect(found.body[0]!.latitude).toBeCloseTo(51.92, 1);
    const singapore = await server.as('user')<FoundPort[]>('GET', '/api/v1/Ports/Find?text=SGSIN');
    expect(singapore.body.map((port) => [port.loCode, port.isMrvPort])).toEqual([['SGSIN', false]]);
    const oslo = await server.as('user')<FoundPort[]>('GET', '/api/v1/Ports/Find?text=NOOSL');
    expect(oslo.body[0]).toMatchObject({ loCode: 'NOOSL', isMrvPort: true });
  });

  it('pages with page and limit; names starting with the text come first', async () => {
    const first = await server.as('user')<FoundPort[]>('GET', '/api/v1/Ports/Find?text=port&limit=3');
    const second = await server.as('user')<FoundPort[]>('GET', '/api/v1/Ports/Find?text=port&limit=3&page=2');
    expect(first.body).toHaveLength(3);
    expect(second.body).toHaveLength(3);
    expect(first.body.every((port) => port.name.toLowerCase().startsWith('port'))).toBe(true);
    const codes = new Set([...first.body, ...second.body].map((port) => port.loCode));
    expect(codes.size).toBe(6);
  });

  it('finds ports the server knows from events, and a wildcard in the text is only text', async () => {
    // Before every other event of the vessel, so no open departure precedes it (EMIS-154).
    await created('Departure', iso(Date.UTC(2018, 4, 1)), {
      port: { name: 'Wakeline Test Harbour', loCode: 'ZZWTH', isMrvPort: false },
    });
    const known = await server.as('user')<FoundPort[]>('GET', '/api/v1/Ports/Find?text=wakeline%20test');
    expect(known.body).toEqual([
      {
        name: 'Wakeline Test Harbour',
        loCode: 'ZZWTH',
        isMrvPort: false,
        country: 'ZZ',
        latitude: null,
        longitude: null,
      },
    ]);
    const wildcard = await server.as('user')<FoundPort[]>('GET', '/api/v1/Ports/Find?text=%25%25%25');
    expect(wildcard.status).toBe(200);
    expect(wildcard.body).toEqual([]);
  });
});

describe('GET /VesselLocations/Find and /VesselLocations/Nearest', () => {
  const logged = { fromMs: at(10), hours: 6 };

  beforeAll(async () => {
    // Logged positions of the vessel: its Latitude and Longitude log variables, one sample a minute
    // sailing east from Rotterdam's roads (51.95 N, 3.9 E).
    const engine = engineFromHandle(server.database as never);
    const latitude = randomUUID();
    const longitude = randomUUID();
    for (const [id, name] of [
      [latitude, 'Latitude'],
      [longitude, 'Longitude'],
    ] as const) {
      await engine.query(
        "INSERT INTO log_variables (id, vessel_id, source_id, name, unit) VALUES ($1, $2, $3, $3, 'deg')",
        [id, vesselId, name],
      );
    }
    const minutes = logged.hours * 60;
    const timestampsMs = new Float64Array(minutes).map((_, i) => logged.fromMs + i * 60_000);
    await ensureSamplePartitions(engine, logged.fromMs, logged.fromMs + minutes * 60_000);
    await engine.transaction((tx) =>
      loadSamples(tx, vesselId, {
        timestampsMs,
        columns: [
          { logVariableId: latitude, values: new Float64Array(minutes).fill(51.95) },
          { logVariableId: longitude, values: new Float64Array(minutes).map((_, i) => 3.9 + i * 0.001) },
        ],
      }),
    );
  }, 120_000);

  it('EMIS-207 Find answers event locations (VesselEvent) and logged positions (LogData) in time order', async () => {
    const path = `/api/v1/VesselLocations/Find?vesselId=${vesselId}&fromDate=${iso(at(10))}&toDate=${iso(at(10, 6))}`;
    await expectGuarded(path);
    const event = await created('Arrival', iso(at(10, 2, 7)), {
      location: { latitude: 51.9, longitude: 4.05 },
    });
    const response = await server.as('user')<VesselLocation[]>('GET', path);
    expect(response.status).toBe(200);
    const fromEvents = response.body.filter((location) => location.source === 'VesselEvent');
    const fromLog = response.body.filter((location) => location.source === 'LogData');
    expect(fromEvents).toEqual([
      { timestamp: event.timestamp, latitude: 51.9, longitude: 4.05, source: 'VesselEvent' },
    ]);
    // Six hours of quarter-hour positions.
    expect(fromLog).toHaveLength(24);
    expect(fromLog[0]?.timestamp).toBe(iso(at(10)));
    expect(fromLog[0]!.latitude).toBeCloseTo(51.95, 9);
    expect(fromLog[0]!.longitude).toBeCloseTo(3.9 + 0.007, 6);
    const times = response.body.map((location) => Date.parse(location.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('Find refuses a window that ends before it starts', async () => {
    const response = await server.as('user')(
      'GET',
      `/api/v1/VesselLocations/Find?vesselId=${vesselId}&fromDate=${iso(at(11))}&toDate=${iso(at(10))}`,
    );
    expect(response.status).toBe(400);
  });

  it('EMIS-044 EMIS-246 Nearest: the position nearest the time within ±2 hours, and the nearest known port', async () => {
    const path = (ms: number) => `/api/v1/VesselLocations/Nearest?vesselId=${vesselId}&timestamp=${iso(ms)}`;
    await expectGuarded(path(at(10, 1)));
    const nearest = await server.as('user')<NearestVesselLocation>('GET', path(at(10, 1, 3)));
    expect(nearest.status).toBe(200);
    expect(nearest.body.location).toMatchObject({ source: 'LogData', timestamp: iso(at(10, 1)) });
    // Off the Maas mouth: a Dutch port (Hoek van Holland or Rotterdam), in the MRV jurisdiction.
    expect(nearest.body.nearestPort?.loCode).toMatch(/^NL/);
    expect(nearest.body.nearestPort?.isMrvPort).toBe(true);
    expect(nearest.body.nearestPort!.distanceNm).toBeGreaterThan(0);
    expect(nearest.body.nearestPort!.distanceNm).toBeLessThan(30);

    // 1 h 59 min after the last logged quarter still finds it; more than 2 hours finds nothing.
    const lastQuarter = at(10, 5, 45);
    const within = await server.as('user')<NearestVesselLocation>('GET', path(lastQuarter + 119 * 60_000));
    expect(within.body.location?.timestamp).toBe(iso(lastQuarter));
    const beyond = await server.as('user')<NearestVesselLocation>('GET', path(at(10, 8, 30)));
    expect(beyond.body).toEqual({ location: null, nearestPort: null });
  });
});
