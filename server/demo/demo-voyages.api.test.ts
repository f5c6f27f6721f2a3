// The demo voyages (issue 5 §2 demo data) stored by server/demo/demo-voyages.ts are real voyage
// data: the server's own rules accept them, devices receive them through the change feed, and a
// second seeding leaves a vessel with events alone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { FlowMeterFuelConsumption } from '../../domain/contracts/fuel-data.ts';
import type { SyncChangesResponse } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { simulateVessel, type SimEvent } from '../../domain/sim/simulate.ts';
import { createVoyageLog } from '../../domain/sim/voyage-log.ts';
import { seedDemoVoyages, type DemoVoyageSource } from './demo-voyages.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

const DAY_MS = 86_400_000;
let server: TestServer;
let vessel: Vessel;
let source: DemoVoyageSource;
let written = 0;

beforeAll(async () => {
  server = await startTestServer();
  const vessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  vessel = vessels.find((candidate) => candidate.vesselType === 'Bulk carrier')!;
  const imoNumber = String(vessel.imoNumber);
  const simVessel = presetVessel(imoNumber, 'bulk_carrier');
  const now = new Date();
  const fromMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 80 * DAY_MS;
  const events: SimEvent[] = [];
  const log = createVoyageLog();
  for (const step of simulateVessel(simVessel, { fromMs, days: 80, stepMinutes: 15, seed: 7 }, events)) {
    log.record(step);
  }
  source = {
    imoNumber,
    events,
    log,
    draftLadenM: simVessel.draftLadenM,
    draftBallastM: simVessel.draftBallastM,
    now,
  };
  written = await seedDemoVoyages(server.database.db, source);
}, 120_000);
afterAll(() => server.close());

async function vesselEvents(): Promise<VesselEvent[]> {
  const response = await server.as('super')<VesselEvent[]>(
    'GET',
    `/api/v1/EmissionReportVesselEvents/Find?vesselId=${vessel.id}`,
  );
  expect(response.status).toBe(200);
  return response.body;
}

describe('demo voyages', () => {
  it('stores a voyage per simulated departure, with arrivals, ends of voyage and cargo', async () => {
    const departures = source.events.filter((event) => event.type === 'Departure');
    expect(written).toBe(departures.length);
    const events = await vesselEvents();
    expect(events.filter((event) => event.type === 'Departure')).toHaveLength(departures.length);
    expect(events.some((event) => event.type === 'EndOfVoyage')).toBe(true);
    const arrivals = events.filter((event) => event.type === 'Arrival' && event.isConfirmed);
    expect(arrivals.length).toBeGreaterThan(0);
    expect(arrivals.every((arrival) => arrival.cargos.length > 0 && arrival.port !== null)).toBe(true);
  });

  it('EMIS-130 the server confirms the voyage data of the voyage left with its information confirmed', async () => {
    const events = await vesselEvents();
    const departures = events.filter((event) => event.type === 'Departure');
    const open = departures.find(
      (event) =>
        event.voyage!.informationConfirmedAt !== '0001-01-01T00:00:00.000Z' &&
        event.voyage!.dataConfirmedAt === '0001-01-01T00:00:00.000Z',
    )!;
    expect(open).toBeDefined();
    const confirmed = await server.as('user')<VesselEvent>(
      'POST',
      `/api/v1/EmissionReportVesselEvents/${open.id}/ConfirmVoyageData`,
      { headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${open.version}"` } },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.voyage!.dataConfirmedAt).not.toBe('0001-01-01T00:00:00.000Z');
  });

  it('an arrival’s fuel comes from the vessel’s flow meters and sums to the main and auxiliary fuel of its leg', async () => {
    const events = await vesselEvents();
    const index = events.findIndex((event) => event.type === 'Arrival' && event.isConfirmed);
    const arrival = events[index]!;
    const departure = events[index - 1]!;
    const entries = (
      await server.as('super')<FlowMeterFuelConsumption[]>(
        'GET',
        `/api/v1/FlowMeterFuelConsumptions/Find?vesselEventId=${arrival.id}`,
      )
    ).body;
    expect(entries.length).toBeGreaterThan(0);
    const totals = source.log.totalsBetween(Date.parse(departure.timestamp), Date.parse(arrival.timestamp));
    const sum = entries.reduce((total, entry) => total + entry.fuelConsumptionInTon, 0);
    expect(sum).toBeCloseTo(totals.mainEngineFuelTonnes + totals.auxiliaryFuelTonnes, 1);
    expect(arrival.distanceSailed!.loggedDistanceByGPS).toBeCloseTo(totals.distanceNm, 0);
  });

  it('EMIS-007 the fuel tanks are sounded at every departure and arrival, agree with the flow meters, and are bunkered when low', async () => {
    const tanks = (
      await server.as('super')<{ id: string; fuelTypeId: string }[]>(
        'GET',
        `/api/v1/FuelTanks/Find?vesselId=${vessel.id}`,
      )
    ).body;
    expect(tanks.length).toBeGreaterThan(0);
    const window = 'fromDate=2000-01-01T00:00:00.000Z&toDate=2100-01-01T00:00:00.000Z';
    type Sounding = { fuelTankId: string; timestamp: string; fuelAmountInTon: number };
    const soundings: Sounding[] = [];
    let bunkerings = 0;
    for (const tank of tanks) {
      soundings.push(
        ...(
          await server.as('super')<Sounding[]>(
            'GET',
            `/api/v1/FuelTankSoundings/Find?fuelTankId=${tank.id}&${window}`,
          )
        ).body,
      );
      const operations = (
        await server.as('super')<{ fuelAdjustmentInTon: number }[]>(
          'GET',
          `/api/v1/FuelTankOperations/Find?fuelTankId=${tank.id}&${window}`,
        )
      ).body;
      bunkerings += operations.filter((operation) => operation.fuelAdjustmentInTon > 0).length;
    }
    const events = await vesselEvents();
    const calls = events.filter((event) => event.type === 'Departure' || event.type === 'Arrival');
    expect(soundings).toHaveLength(calls.length * tanks.length);
    expect(bunkerings).toBeGreaterThan(0);

    // One leg: what the tanks of the main engine's fuel lost is what its meter measured.
    const index = events.findIndex((event) => event.type === 'Arrival' && event.isConfirmed);
    const [departure, arrival] = [events[index - 1]!, events[index]!];
    const entries = (
      await server.as('super')<FlowMeterFuelConsumption[]>(
        'GET',
        `/api/v1/FlowMeterFuelConsumptions/Find?vesselEventId=${arrival.id}`,
      )
    ).body;
    for (const fuelTypeId of new Set(tanks.map((tank) => tank.fuelTypeId))) {
      const own = new Set(tanks.filter((tank) => tank.fuelTypeId === fuelTypeId).map((tank) => tank.id));
      const at = (time: string) =>
        soundings
          .filter(
            (sounding) => own.has(sounding.fuelTankId) && Date.parse(sounding.timestamp) === Date.parse(time),
          )
          .reduce((sum, sounding) => sum + sounding.fuelAmountInTon, 0);
      const measured = entries
        .filter((entry) => entry.fuelTypeId === fuelTypeId)
        .reduce((sum, entry) => sum + entry.fuelConsumptionInTon, 0);
      expect(at(departure.timestamp) - at(arrival.timestamp)).toBeCloseTo(measured, 2);
    }
  });

  it('devices receive the demo voyages through the change feed', async () => {
    const feed = await server.as('user')<SyncChangesResponse>(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${vessel.id}&cursor=0&limit=1000`,
    );
    expect(feed.status).toBe(200);
    const types = new Set(feed.body.changes.map((change) => change.entityType));
    expect(types.has('vesselEvent')).toBe(true);
    expect(types.has('flowMeterConsumption')).toBe(true);
    expect(types.has('cargoDetail')).toBe(true);
    expect(types.has('sounding')).toBe(true);
  });

  it('a second seeding leaves a vessel that has events alone', async () => {
    const before = (await vesselEvents()).length;
    expect(await seedDemoVoyages(server.database.db, source)).toBe(0);
    expect(await vesselEvents()).toHaveLength(before);
  });
});
