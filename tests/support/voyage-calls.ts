// Voyage events entered through the API as the crew's tablet enters them (POST with an
// Idempotency-Key, PUT and the confirm actions with If-Match), for the API tests of what is built
// on voyages (the emission reports, the carbon price).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { unsetDate, type VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { TestServer } from './test-server.ts';

const base = '/api/v1/EmissionReportVesselEvents';

/** A distance sailed logged by GPS, the other sources empty. */
export const loggedDistance = (nm: number) => ({
  loggedDistanceByGPS: nm,
  estimatedDistanceByGPS: null,
  manualDistanceByGPS: null,
  loggedDistanceByGPSPercent: null,
  estimatedDistanceByGPSPercent: null,
  manualDistanceByGPSPercent: null,
});

/** A Departure's voyage, laden and commercial, with nothing confirmed yet. */
export const unconfirmedVoyage = (name: string | null) => ({
  name,
  type: 'Laden',
  isNonCommercial: false,
  informationConfirmedAt: unsetDate,
  dataConfirmedAt: unsetDate,
  startDate: unsetDate,
  endDate: unsetDate,
});

/** A leg's fuel: (fuel type id, tonnes) pairs. */
export type LegFuel = readonly (readonly [string, number])[];

/** A port by name and UN/LOCODE. */
const port = (name: string, loCode: string) => ({ name, loCode, isMrvPort: false });

/** The voyage calls of the demo User on one vessel (read when called: tests set it in beforeAll). */
export function voyageCalls(server: () => Pick<TestServer, 'as' | 'database'>, vesselId: () => string) {
  async function created(type: string, timestamp: string, extra: Record<string, unknown> = {}) {
    const response = await server().as('user')<VesselEvent>('POST', base, {
      body: { id: randomUUID(), vesselId: vesselId(), type, timestamp, ...extra },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  }

  async function put(event: VesselEvent, changes: Record<string, unknown>) {
    const { version, isDeleted: _deleted, cargos: _cargos, ...body } = event;
    const response = await server().as('user')<VesselEvent>('PUT', `${base}/${event.id}`, {
      body: { ...body, ...changes },
      headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${version}"` },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  async function action(name: string, event: VesselEvent) {
    const response = await server().as('user')<VesselEvent>('POST', `${base}/${event.id}/${name}`, {
      headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${event.version}"` },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  /**
   * Departure → arrival → end of voyage, confirmed through the voyage calls: the arrival's distance
   * (default 300 nm) and cargo (default 1000 in the vessel's first cargo unit), the passage's fuel
   * on the arrival and the berth's on the end; 'confirmData' false leaves the voyage's data open.
   */
  async function voyage(options: {
    name?: string;
    from: [string, string];
    to: [string, string];
    times: [string, string, string];
    distanceNm?: number;
    cargo?: number;
    seaFuel: LegFuel;
    berthFuel: LegFuel;
    confirmData?: boolean;
  }) {
    const db = server().database.db;
    let departure = await created('Departure', options.times[0], {
      voyage: unconfirmedVoyage(options.name ?? `${options.from[0]}-${options.to[0]}`),
      port: port(...options.from),
    });
    let arrival = await created('Arrival', options.times[1], { port: port(...options.to) });
    let end = await created('EndOfVoyage', options.times[2]);
    const [unit] = await sql<{ id: string }>`SELECT cargo_unit_id AS id FROM vessel_cargo_units vc
        JOIN cargo_units u ON u.id = vc.cargo_unit_id WHERE vessel_id = ${vesselId()} ORDER BY u.sort_order LIMIT 1`
      .execute(db)
      .then((result) => result.rows);
    await sql`INSERT INTO vessel_event_cargo_details (id, vessel_id, vessel_event_id, cargo_unit_id, cargo_carried, change_seq)
        VALUES (${randomUUID()}, ${vesselId()}, ${arrival.id}, ${unit!.id}, ${options.cargo ?? 1000}, nextval('sync_change_seq'))`.execute(
      db,
    );
    departure = await put(departure, { isConfirmed: true });
    arrival = await put(arrival, { isConfirmed: true });
    end = await put(end, { isConfirmed: true });
    departure = await action('ConfirmVoyageInformation', departure);
    arrival = await put(arrival, { distanceSailed: loggedDistance(options.distanceNm ?? 300) });
    end = await put(end, { distanceSailed: loggedDistance(1) });
    await writeTankFuel(
      server(),
      vesselId(),
      { departure, arrival, end },
      { sea: options.seaFuel, berth: options.berthFuel },
    );
    if (options.confirmData === false) return departure;
    return action('ConfirmVoyageData', departure);
  }

  return { created, put, action, voyage };
}

/**
 * The fuel of a voyage's passage (on its arrival) and stay at berth (on its end of voyage), written
 * on the vessel's first active fuel tank as the ship's sync would write it.
 */
export async function writeTankFuel(
  server: Pick<TestServer, 'database'>,
  vesselId: string,
  voyage: { departure: VesselEvent; arrival: VesselEvent; end: VesselEvent },
  fuel: { sea: LegFuel; berth: LegFuel },
) {
  const db = server.database.db;
  const [tank] = await sql<{ id: string }>`SELECT id FROM fuel_tanks WHERE vessel_id = ${vesselId}
      AND NOT is_deleted AND NOT is_deactivated LIMIT 1`
    .execute(db)
    .then((result) => result.rows);
  const { departure, arrival, end } = voyage;
  for (const [event, legFuel, from] of [
    [arrival, fuel.sea, departure],
    [end, fuel.berth, arrival],
  ] as const) {
    for (const [fuelTypeId, tonnes] of legFuel) {
      await sql`INSERT INTO fuel_tank_fuel_consumptions (id, vessel_id, fuel_tank_id, vessel_event_id, departure_id, start_at, end_at, fuel_type_id, fuel_consumption_in_ton, change_seq)
        VALUES (${randomUUID()}, ${vesselId}, ${tank!.id}, ${event.id}, ${departure.id}, ${from.timestamp}, ${event.timestamp},
                ${fuelTypeId}, ${tonnes}, nextval('sync_change_seq'))`.execute(db);
    }
  }
}
