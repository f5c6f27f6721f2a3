// POST /VesselLocations/Latest (ADR 0086): each asked vessel's latest drawable position in one call,
// by the rules the map applied to GET /VesselLocations/Find per vessel (the two days before its last
// logged data, else the year; event locations and logged positions). Walks 401 → 403 → allowed,
// refuses bad input with 400, leaves out a vessel of another company, answers for the seven demo
// vessels what the per-vessel procedure derives from /Find, and reads in a constant number of
// statements whatever the number of vessels.
import { randomUUID } from 'node:crypto';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestVesselLocation, VesselLocation } from '../../domain/contracts/vessel-locations.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import {
  LATEST_POSITION_WINDOW_MS,
  TRACK_WINDOW_MS,
  latestDrawablePosition,
  windowEndingAt,
} from '../../domain/geo/vessel-map.ts';
import type { Database } from '../db/schema.ts';
import { engineFromHandle, type SqlConnection } from '../db/sql-engine.ts';
import { ensureSamplePartitions } from '../log-data/partitions.repository.ts';
import { loadSamples } from '../log-data/sample-store.repository.ts';
import type { Actor } from '../security/actor.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { createVesselLocationsService } from './vessel-locations.service.ts';

let server: TestServer;
let fleet: Vessel[];
/** Northwind vessels: logged positions and an event before them; positions only long before the last data; an event after the positions; nothing. */
let recent: Vessel, older: Vessel, byEvent: Vessel, empty: Vessel;
/** A vessel of Harbour Lines, with logged positions. */
let harbour: Vessel;

const path = '/api/v1/VesselLocations/Latest';
const at = (day: number, hour = 0, minute = 0) => Date.UTC(2025, 2, day, hour, minute);
const iso = (ms: number) => new Date(ms).toISOString();

async function addVariable(vesselId: string, name: string) {
  const id = randomUUID();
  await engineFromHandle(server.database as never).query(
    "INSERT INTO log_variables (id, vessel_id, source_id, name, unit) VALUES ($1, $2, $3, $3, 'deg')",
    [id, vesselId, name],
  );
  return id;
}

/** A sample a minute from `fromMs`, of each variable given with its value at minute i. */
async function logMinutes(
  vesselId: string,
  fromMs: number,
  minutes: number,
  columns: Array<[string, (i: number) => number]>,
) {
  const engine = engineFromHandle(server.database as never);
  await ensureSamplePartitions(engine, fromMs, fromMs + minutes * 60_000);
  await engine.transaction((tx) =>
    loadSamples(tx, vesselId, {
      timestampsMs: new Float64Array(minutes).map((_, i) => fromMs + i * 60_000),
      columns: columns.map(([logVariableId, valueAt]) => ({
        logVariableId,
        values: new Float64Array(minutes).map((_, i) => valueAt(i)),
      })),
    }),
  );
}

async function logPositions(
  vesselId: string,
  fromMs: number,
  minutes: number,
  latitudeAt: (i: number) => number,
) {
  const latitude = await addVariable(vesselId, 'Latitude');
  const longitude = await addVariable(vesselId, 'Longitude');
  await logMinutes(vesselId, fromMs, minutes, [
    [latitude, latitudeAt],
    [longitude, (i) => 3.9 + i * 0.001],
  ]);
}

async function addEvent(vesselId: string, timestamp: number, location: unknown, isDeleted = false) {
  await engineFromHandle(server.database as never).query(
    `INSERT INTO emission_report_vessel_events (id, vessel_id, "timestamp", type, source, location, is_deleted, change_seq)
     VALUES ($1, $2, $3, 'Arrival', 'Office', $4::jsonb, $5, nextval('sync_change_seq'))`,
    [randomUUID(), vesselId, iso(timestamp), location === null ? null : JSON.stringify(location), isDeleted],
  );
}

beforeAll(async () => {
  server = await startTestServer();
  fleet = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body;
  const northwind = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  [recent, older, byEvent, empty] = northwind as [Vessel, Vessel, Vessel, Vessel];
  harbour = fleet.find((vessel) => !northwind.some((own) => own.id === vessel.id))!;

  // Six hours of positions sailing east; the last quarter's latitude is out of range (not drawable).
  await logPositions(recent.id, at(10), 360, (i) => (i >= 345 ? 95 : 51.95));
  await addEvent(recent.id, at(10, 2, 7), { latitude: 51.9, longitude: 4.05 });
  // Positions on the 1st, then only a speed until the 12th: the two days hold no position.
  await logPositions(older.id, at(1), 360, () => 52.1);
  await logMinutes(older.id, at(12, 12), 10, [[await addVariable(older.id, 'Speed'), () => 12]]);
  // Positions until 03:00 and an event at 02:50 (after the last quarter, which starts at 02:45);
  // a later event without a location, and a deleted one, which do not count.
  await logPositions(byEvent.id, at(5), 180, () => 53);
  await addEvent(byEvent.id, at(5, 2, 50), { latitude: 53.5, longitude: 5.5 });
  await addEvent(byEvent.id, at(5, 2, 55), null);
  await addEvent(byEvent.id, at(5, 2, 56), { latitude: 54, longitude: 6 }, true);
  await logPositions(harbour.id, at(8), 120, () => 57.7);
}, 120_000);
afterAll(() => server.close());

/** The map's procedure before this call: /Find over the two days before the last data, else the year. */
async function latestByFind(account: 'admin' | 'super', vessel: Vessel): Promise<VesselLocation | null> {
  const endsAt = vessel.logDataMaxDate ?? null;
  const find = async (lengthMs: number) => {
    const window = windowEndingAt(endsAt, lengthMs, Date.now());
    const response = await server.as(account)<VesselLocation[]>(
      'GET',
      `/api/v1/VesselLocations/Find?vesselId=${vessel.id}&fromDate=${window.fromDate}&toDate=${window.toDate}`,
    );
    expect(response.status).toBe(200);
    return response.body;
  };
  const recentPositions = await find(LATEST_POSITION_WINDOW_MS);
  return latestDrawablePosition(recentPositions) ?? latestDrawablePosition(await find(TRACK_WINDOW_MS));
}

describe('POST /VesselLocations/Latest', () => {
  it('PERF-020 PERF-137 walks 401 → 403 → allowed', async () => {
    const body = { vesselIds: [recent.id] };
    expect((await server.request('POST', path, { body })).status).toBe(401);
    expect((await server.as('partner')('POST', path, { body })).status).toBe(403);
    // A caller who reaches none of the vessels asked for is refused, as for one vessel.
    expect((await server.as('other')('POST', path, { body })).status).toBe(403);
    const allowed = await server.as('super')<LatestVesselLocation[]>('POST', path, { body });
    expect(allowed.status).toBe(200);
    expect(allowed.body.map((answer) => answer.vesselId)).toEqual([recent.id]);
  });

  it('refuses bad input with 400 and a message', async () => {
    const bad = [
      {},
      { vesselIds: [] },
      { vesselIds: 'nope' },
      { vesselIds: ['not-a-uuid'] },
      { vesselIds: Array.from({ length: 501 }, () => randomUUID()) },
    ];
    for (const body of bad) {
      const response = await server.as('super')<{ message: string }>('POST', path, { body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const many = await server.as('super')<{ message: string }>('POST', path, {
      body: { vesselIds: Array.from({ length: 501 }, () => randomUUID()) },
    });
    expect(many.body.message).toBe('At most 500 vessels at a time.');
  });

  it('PERF-020 leaves out a vessel of another company, an unknown vessel and a repeated one', async () => {
    const response = await server.as('super')<LatestVesselLocation[]>('POST', path, {
      body: { vesselIds: [harbour.id, byEvent.id, randomUUID(), recent.id, byEvent.id] },
    });
    expect(response.status).toBe(200);
    expect(response.body.map((answer) => answer.vesselId)).toEqual([byEvent.id, recent.id]);
    // A User gets the vessels it sees in GET /Vessels (its access groups), in the order asked.
    const seen = new Set((await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body.map((v) => v.id));
    const asUser = await server.as('user')<LatestVesselLocation[]>('POST', path, {
      body: { vesselIds: fleet.map((vessel) => vessel.id) },
    });
    expect(asUser.status).toBe(200);
    expect(asUser.body.map((answer) => answer.vesselId)).toEqual(
      fleet.map((vessel) => vessel.id).filter((id) => seen.has(id)),
    );
    // Its own company sees it.
    const own = await server.as('harbourSuper')<LatestVesselLocation[]>('POST', path, {
      body: { vesselIds: [harbour.id] },
    });
    expect(own.body[0]?.location).toMatchObject({ source: 'LogData', timestamp: iso(at(8, 1, 45)) });
  });

  it('PERF-020 PERF-137 answers for each demo vessel what /Find over two days, else the year, gives', async () => {
    fleet = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body;
    expect(fleet).toHaveLength(7);
    const batch = await server.as('admin')<LatestVesselLocation[]>('POST', path, {
      body: { vesselIds: fleet.map((vessel) => vessel.id) },
    });
    expect(batch.status).toBe(200);
    const expected = [];
    for (const vessel of fleet)
      expected.push({ vesselId: vessel.id, location: await latestByFind('admin', vessel) });
    expect(batch.body).toEqual(expected);

    const of = (vessel: Vessel) => batch.body.find((answer) => answer.vesselId === vessel.id)?.location;
    // The last drawable quarter (the one after it has a latitude out of range).
    expect(of(recent)).toMatchObject({ source: 'LogData', timestamp: iso(at(10, 5, 30)) });
    expect(of(recent)!.latitude).toBeCloseTo(51.95, 9);
    // Nothing in the two days before the 12th: the year's last hour.
    expect(of(older)).toMatchObject({ source: 'LogData', timestamp: iso(at(1, 5)) });
    expect(of(older)!.latitude).toBeCloseTo(52.1, 9);
    expect(of(byEvent)).toEqual({
      timestamp: iso(at(5, 2, 50)),
      latitude: 53.5,
      longitude: 5.5,
      source: 'VesselEvent',
    });
    expect(of(empty)).toBeNull();
  });

  it('reads in the same few statements for one vessel and for seven (no statement per vessel)', async () => {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const engine = engineFromHandle(server.database as never);
    const countingEngine: SqlConnection = {
      ...engine,
      query: (text, params) => {
        statements += 1;
        return engine.query(text, params);
      },
    };
    const service = createVesselLocationsService({
      db: (server.database.db as Kysely<Database>).withPlugin(counter),
      engine: countingEngine,
      access: async () => {},
      reach: (_actor, ids) => Promise.resolve(new Set(ids)),
      now: () => new Date(),
    });
    const actor = {} as Actor;
    const count = async (work: () => Promise<unknown>) => {
      statements = 0;
      const started = performance.now();
      await work();
      return { statements, ms: Math.round(performance.now() - started) };
    };
    const ids = fleet.map((vessel) => vessel.id);
    const one = await count(() => service.latest(actor, [recent.id]));
    const oneWithYear = await count(() => service.latest(actor, [older.id]));
    const seven = await count(() => service.latest(actor, ids));
    // The per-vessel procedure through the same service: /Find for two days, else the year.
    const perVessel = await count(async () => {
      for (const vessel of fleet) {
        const find = (lengthMs: number) =>
          service.find(actor, {
            vesselId: vessel.id,
            ...windowEndingAt(vessel.logDataMaxDate ?? null, lengthMs, Date.now()),
          });
        if (!latestDrawablePosition(await find(LATEST_POSITION_WINDOW_MS))) await find(TRACK_WINDOW_MS);
      }
    });
    console.info(
      `POST /VesselLocations/Latest statements: 1 vessel ${one.statements}, 1 vessel with the year ${oneWithYear.statements}, 7 vessels ${seven.statements} (${seven.ms} ms); per-vessel /Find for 7: ${perVessel.statements} (${perVessel.ms} ms)`,
    );
    // The data ranges, the position variables, the events and the two days' positions; the
    // year's positions only when a vessel had none in its two days. For one vessel that is one
    // statement: its whole quarter hours from the day blocks (ADR 0124), and the partial ones at
    // the window's edges with them, since the demo's buckets' sample times all fall on one side
    // of each edge (ADR 0129). For several vessels, each with its own window, the edges are read
    // from the samples in a statement of their own: two.
    expect(one.statements).toBe(4);
    expect(oneWithYear.statements).toBe(5);
    expect(seven.statements).toBe(6);
    expect(perVessel.statements).toBeGreaterThan(seven.statements * 4);
  });
});
