// The voyage event rules of 002 §4-§5 through the API (EMIS-120..131, EMIS-154..162): creation of
// every event type, confirm and unconfirm by PUT, deletion, and the voyage information and voyage
// data actions (idempotent, If-Match versioned: 428 missing, 412 stale), access 401 → 403 → allowed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsetDate, type VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import { departureMessages } from '../../domain/voyages/departure-rules.ts';
import { voyageEventMessages } from '../../domain/voyages/event-rules.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { unconfirmedVoyage } from '../../tests/support/voyage-calls.ts';

let server: TestServer;
let vesselId: string;

const base = '/api/v1/EmissionReportVesselEvents';
type Refusal = { message: string; code: string; errors?: { path: string; message: string }[] };
type Answer = VesselEvent & Refusal;

beforeAll(async () => {
  server = await startTestServer();
  vesselId = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
  // The rules below are proven on a vessel without cargo units unless a test adds one.
  await sql`DELETE FROM vessel_cargo_units WHERE vessel_id = ${vesselId}`.execute(server.database.db);
}, 120_000);
afterAll(() => server.close());

/** A time in 2019 (clear of other tests and demo data): month, day, hour. */
const at = (month: number, day: number, hour = 0) =>
  new Date(Date.UTC(2019, month - 1, day, hour)).toISOString();
const port = (name: string, loCode: string) => ({ name, loCode, isMrvPort: false });
const distance = (nm: number) => ({
  loggedDistanceByGPS: nm,
  estimatedDistanceByGPS: null,
  manualDistanceByGPS: null,
  loggedDistanceByGPSPercent: null,
  estimatedDistanceByGPSPercent: null,
  manualDistanceByGPSPercent: null,
});

function post(type: string, timestamp: string, extra: Record<string, unknown> = {}) {
  return server.as('user')<Answer>('POST', base, {
    body: { id: randomUUID(), vesselId, type, timestamp, ...extra },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

async function created(type: string, timestamp: string, extra: Record<string, unknown> = {}) {
  const response = await post(type, timestamp, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** PUT of the event with changes, based on its current version. */
function put(event: VesselEvent, changes: Record<string, unknown>) {
  const { version, isDeleted: _deleted, cargos: _cargos, ...body } = event;
  return server.as('user')<Answer>('PUT', `${base}/${event.id}`, {
    body: { ...body, ...changes },
    headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${version}"` },
  });
}

async function confirmed(event: VesselEvent, changes: Record<string, unknown> = {}) {
  const response = await put(event, { ...changes, isConfirmed: true });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

function action(name: string, id: string, version: number | null, key = randomUUID()) {
  const headers: Record<string, string> = { 'Idempotency-Key': key };
  if (version !== null) headers['If-Match'] = `"${version}"`;
  return server.as('user')<Answer>('POST', `${base}/${id}/${name}`, { headers });
}

function remove(event: VesselEvent) {
  return server.as('user')<Answer>('DELETE', `${base}/${event.id}`, {
    headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${event.version}"` },
  });
}

describe('creating voyage events', () => {
  it('EMIS-155 EMIS-156 EMIS-157 EMIS-158 every event type under the creation and pairing rules', async () => {
    const beforeAnyDeparture = await post('Arrival', at(1, 1));
    expect(beforeAnyDeparture.status).toBe(400);
    expect(beforeAnyDeparture.body.message).toBe(voyageEventMessages.beforeFirstDeparture);

    await created('Departure', at(1, 2), {
      voyage: unconfirmedVoyage('January'),
      port: port('Oslo', 'NOOSL'),
    });
    expect((await post('EndDrifting', at(1, 2, 1))).body.message).toBe(voyageEventMessages.endWithoutStart);
    await created('StartDrifting', at(1, 2, 2));
    const startAfterStart = await post('StartBunkering', at(1, 2, 3));
    expect(startAfterStart.status).toBe(400);
    expect(startAfterStart.body.message).toBe(voyageEventMessages.startAfterOpenStart);
    expect((await post('Arrival', at(1, 2, 3))).body.message).toBe(voyageEventMessages.openStartFirst);
    await created('EndDrifting', at(1, 2, 4));
    const arrival = await created('Arrival', at(1, 2, 5));
    expect(arrival).toMatchObject({ type: 'Arrival', isConfirmed: false, voyage: null, version: 1 });
    expect((await post('Arrival', at(1, 2, 6))).body.message).toBe(voyageEventMessages.arrivalExists);
    expect((await post('StartBunkering', at(1, 2, 5))).body.message).toBe(departureMessages.sameTime);
    await created('EndOfVoyage', at(1, 2, 10));
    const afterEnd = await post('StartAnchoring', at(1, 2, 11));
    expect(afterEnd.status).toBe(400);
    expect(afterEnd.body.message).toBe(voyageEventMessages.afterEndOfVoyage);
    expect((await post('EndOfVoyage', at(1, 2, 9))).body.message).toBe(voyageEventMessages.endOfVoyageExists);
  });

  it('EMIS-140 EMIS-141 a new Arrival or Departure without a port takes its default', async () => {
    await created('Departure', at(2, 1), {
      voyage: unconfirmedVoyage('February'),
      port: port('Oslo', 'NOOSL'),
    });
    await created('EndOfVoyage', at(2, 1, 6));
    await created('Departure', at(2, 5), {
      voyage: unconfirmedVoyage('Second'),
      port: port('Rotterdam', 'NLRTM'),
    });
    const arrival = await created('Arrival', at(2, 1, 3));
    expect(arrival.port).toEqual(port('Rotterdam', 'NLRTM'));
    await created('Arrival', at(2, 6), { port: port('Hamburg', 'DEHAM') });
    const next = await created('Departure', at(2, 10), { voyage: unconfirmedVoyage('Third') });
    expect(next.port).toEqual(port('Hamburg', 'DEHAM'));
    await created('EndOfVoyage', at(2, 10, 5));
  });

  it('a new event’s voyage confirmations are the server’s to set, whatever the body says', async () => {
    const departure = await created('Departure', at(1, 1, 12), {
      voyage: {
        ...unconfirmedVoyage('Sneaky'),
        informationConfirmedAt: at(2, 20),
        dataConfirmedAt: at(2, 20),
      },
    });
    expect(departure.isConfirmed).toBe(false);
    expect(departure.voyage).toMatchObject({
      name: 'Sneaky',
      informationConfirmedAt: unsetDate,
      dataConfirmedAt: unsetDate,
    });
  });
});

describe('confirming, unconfirming, editing and deleting events', () => {
  it('EMIS-160 EMIS-162 EMIS-124 confirming needs a voyage name and a port; refused changes nothing', async () => {
    const departure = await created('Departure', at(3, 1));
    const refused = await put(departure, { port: null, isConfirmed: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Please enter voyage information');
    expect(refused.body.errors?.map((error) => error.message)).toEqual([
      'Please enter voyage information',
      'Please enter port information',
    ]);
    const unchanged = await server.as('user')<VesselEvent[]>(
      'GET',
      `${base}/FindVoyageVesselEvents?vesselId=${vesselId}&departureId=${departure.id}`,
    );
    expect(unchanged.body[0]).toMatchObject({ version: 1, isConfirmed: false });

    const ok = await confirmed(departure, {
      voyage: unconfirmedVoyage('March'),
      port: port('Oslo', 'NOOSL'),
    });
    expect(ok).toMatchObject({ isConfirmed: true, version: 2, voyage: { name: 'March' } });

    const arrival = await created('Arrival', at(3, 1, 5));
    const noPort = await put(arrival, { isConfirmed: true });
    expect(noPort.status).toBe(409);
    expect(noPort.body.message).toBe(voyageEventMessages.enterPortInformation);
  });

  it('EMIS-133 a confirmed event keeps its time, port and voyage information', async () => {
    const departure = await confirmed(
      await created('Departure', at(3, 10), {
        voyage: unconfirmedVoyage('Frozen'),
        port: port('Oslo', 'NOOSL'),
      }),
    );
    await created('EndOfVoyage', at(3, 10, 5));
    for (const change of [
      { timestamp: at(3, 10, 1) },
      { port: port('Bergen', 'NOBGO') },
      { voyage: unconfirmedVoyage('Renamed') },
    ]) {
      const refused = await put(departure, change);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(departureMessages.confirmed);
    }
  });

  it('EMIS-124 EMIS-125 cargo for every cargo unit of the vessel; unconfirm while the voyage information is open', async () => {
    const db = server.database.db;
    const unitId = 'c4a90000-0000-4000-8000-000000000001';
    await sql`INSERT INTO vessel_cargo_units (vessel_id, cargo_unit_id) VALUES (${vesselId}, ${unitId})`.execute(
      db,
    );
    try {
      await created('Departure', at(3, 20), {
        voyage: unconfirmedVoyage('Cargo'),
        port: port('Oslo', 'NOOSL'),
      });
      const anchoring = await created('StartAnchoring', at(3, 20, 2));
      const missing = await put(anchoring, { isConfirmed: true });
      expect(missing.status).toBe(409);
      expect(missing.body.message).toBe(voyageEventMessages.cargoMissing);
      await sql`INSERT INTO vessel_event_cargo_details (id, vessel_id, vessel_event_id, cargo_unit_id, cargo_carried, change_seq)
        VALUES (${randomUUID()}, ${vesselId}, ${anchoring.id}, ${unitId}, 1200, nextval('sync_change_seq'))`.execute(
        db,
      );
      const withCargo = await confirmed(anchoring);
      expect(withCargo.cargos).toEqual([{ cargoUnitId: unitId, cargoCarried: 1200 }]);

      const unconfirmed = await put(withCargo, { isConfirmed: false });
      expect(unconfirmed.status).toBe(200);
      expect(unconfirmed.body.isConfirmed).toBe(false);
      const moved = await put(unconfirmed.body, { timestamp: at(3, 20, 3) });
      expect(moved.status).toBe(200);
      expect(moved.body.timestamp).toBe(at(3, 20, 3));
    } finally {
      await sql`DELETE FROM vessel_cargo_units WHERE vessel_id = ${vesselId}`.execute(db);
    }
  });

  it('EMIS-126 EMIS-127 EMIS-128 deletion: a confirmed event stays, an unconfirmed one goes, a departure with events stays', async () => {
    const departure = await created('Departure', at(3, 25), {
      voyage: unconfirmedVoyage('Delete'),
      port: port('Oslo', 'NOOSL'),
    });
    const arrival = await confirmed(await created('Arrival', at(3, 25, 4), { port: port('Kiel', 'DEKEL') }));
    const refused = await remove(arrival);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(departureMessages.confirmed);
    const withEvents = await remove(departure);
    expect(withEvents.status).toBe(409);
    expect(withEvents.body.message).toBe(departureMessages.notDeletable);
    const anchoring = await created('StartAnchoring', at(3, 25, 6));
    const gone = await remove(anchoring);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ isDeleted: true, version: 2 });
  });
});

describe('created and confirmed in one step', () => {
  it('EMIS-124 a device that confirmed before sending creates a confirmed event when its information is complete', async () => {
    const departure = await created('Departure', at(11, 1), {
      voyage: unconfirmedVoyage('November'),
      port: port('Oslo', 'NOOSL'),
      isConfirmed: true,
    });
    expect(departure.isConfirmed).toBe(true);
    const incomplete = await post('Arrival', at(11, 1, 10), { isConfirmed: true });
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.errors?.map((error) => error.message)).toContain(
      voyageEventMessages.enterPortInformation,
    );
    const events = (await server.as('user')<VesselEvent[]>('GET', `${base}/Find?vesselId=${vesselId}`)).body;
    expect(events.filter((event) => event.timestamp === at(11, 1, 10))).toHaveLength(0);
    const end = await created('EndOfVoyage', at(11, 1, 12), { isConfirmed: true });
    expect(end.isConfirmed).toBe(true);
  });
});

describe('voyage information and voyage data', () => {
  const actions = [
    'ConfirmVoyageInformation',
    'UnconfirmVoyageInformation',
    'ConfirmVoyageData',
    'UnconfirmVoyageData',
  ];

  it('every action answers 401 without a session, 403 outside the vessel and for the partner type, 404 for no event', async () => {
    const departure = await created('Departure', at(4, 20), {
      voyage: unconfirmedVoyage('Access'),
      port: port('Oslo', 'NOOSL'),
    });
    for (const name of actions) {
      const path = `${base}/${departure.id}/${name}`;
      const headers = { 'Idempotency-Key': randomUUID(), 'If-Match': '"1"' };
      expect((await server.request('POST', path, { headers })).status).toBe(401);
      expect((await server.as('other')('POST', path, { headers })).status).toBe(403);
      expect((await server.as('partner')('POST', path, { headers })).status).toBe(403);
      expect((await server.as('user')('POST', `${base}/${randomUUID()}/${name}`, { headers })).status).toBe(
        404,
      );
    }
  });

  it('EMIS-129 EMIS-130 EMIS-131 EMIS-123 EMIS-125 the whole voyage flow: refusals, 428, 412, idempotent repeats', async () => {
    const db = server.database.db;
    let departure = await created('Departure', at(4, 1), {
      voyage: unconfirmedVoyage('April'),
      port: port('Oslo', 'NOOSL'),
    });
    let arrival = await created('Arrival', at(4, 1, 5), { port: port('Kiel', 'DEKEL') });
    let end = await created('EndOfVoyage', at(4, 1, 8));

    expect((await action('ConfirmVoyageInformation', departure.id, null)).status).toBe(428);
    const unconfirmedEvents = await action('ConfirmVoyageInformation', departure.id, 1);
    expect(unconfirmedEvents.status).toBe(409);
    expect(unconfirmedEvents.body.message).toBe(voyageEventMessages.unconfirmedEvents);
    expect(unconfirmedEvents.body.errors?.map((error) => error.path)).toEqual([
      departure.id,
      arrival.id,
      end.id,
    ]);

    departure = await confirmed(departure);
    arrival = await confirmed(arrival);
    end = await confirmed(end);
    expect((await action('ConfirmVoyageInformation', departure.id, 1)).status).toBe(412);

    const key = randomUUID();
    const info = await action('ConfirmVoyageInformation', departure.id, departure.version, key);
    expect(info.status).toBe(200);
    expect(info.headers.get('ETag')).toBe(`"${departure.version + 1}"`);
    expect(info.body.voyage).toMatchObject({
      startDate: departure.timestamp,
      endDate: end.timestamp,
      dataConfirmedAt: unsetDate,
    });
    expect(info.body.voyage?.informationConfirmedAt).not.toBe(unsetDate);
    const repeat = await action('ConfirmVoyageInformation', departure.id, departure.version, key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repeat.body).toEqual(info.body);
    departure = info.body;

    expect((await post('StartAnchoring', at(4, 1, 6))).body.message).toBe(
      voyageEventMessages.voyageInformationConfirmed,
    );
    const unconfirm = await put(arrival, { isConfirmed: false });
    expect(unconfirm.status).toBe(409);
    expect(unconfirm.body.message).toBe(voyageEventMessages.voyageInformationIsConfirmed);

    const missingData = await action('ConfirmVoyageData', departure.id, departure.version);
    expect(missingData.status).toBe(409);
    expect(missingData.body.errors).toEqual([
      { path: arrival.id, message: voyageEventMessages.fuelConsumptionMissing },
      { path: arrival.id, message: voyageEventMessages.distanceMissing },
      { path: end.id, message: voyageEventMessages.fuelConsumptionMissing },
      { path: end.id, message: voyageEventMessages.distanceMissing },
    ]);

    // The distance is entered after the information is confirmed (EMIS-132 keeps it open until the data is).
    arrival = (await put(arrival, { distanceSailed: distance(120) })).body;
    end = (await put(end, { distanceSailed: distance(3) })).body;
    expect(arrival.distanceSailed?.loggedDistanceByGPS).toBe(120);

    // EMIS-131: a fuel tank counts only while active; tank-only vessels confirm through it.
    const tankId = randomUUID();
    await sql`INSERT INTO fuel_tanks (id, vessel_id, name, fuel_type_id, fuel_consumption_sources, is_deactivated, change_seq)
      VALUES (${tankId}, ${vesselId}, ${`Tank ${tankId}`}, '7a1f0c00-0000-4000-8000-000000000001', '["Manual"]', true, nextval('sync_change_seq'))`.execute(
      db,
    );
    for (const event of [arrival, end]) {
      await sql`INSERT INTO fuel_tank_fuel_consumptions (id, vessel_id, fuel_tank_id, vessel_event_id, departure_id, start_at, end_at, fuel_type_id, fuel_consumption_in_ton, change_seq)
        VALUES (${randomUUID()}, ${vesselId}, ${tankId}, ${event.id}, ${departure.id}, ${departure.timestamp}, ${event.timestamp},
                '7a1f0c00-0000-4000-8000-000000000001', 4.2, nextval('sync_change_seq'))`.execute(db);
    }
    const inactiveTank = await action('ConfirmVoyageData', departure.id, departure.version);
    expect(inactiveTank.status).toBe(409);
    expect(inactiveTank.body.errors?.map((error) => error.message)).toEqual([
      voyageEventMessages.fuelConsumptionMissing,
      voyageEventMessages.fuelConsumptionMissing,
    ]);
    await sql`UPDATE fuel_tanks SET is_deactivated = false WHERE id = ${tankId}`.execute(db);

    const data = await action('ConfirmVoyageData', departure.id, departure.version);
    expect(data.status).toBe(200);
    expect(data.body.voyage?.dataConfirmedAt).not.toBe(unsetDate);
    departure = data.body;

    const distanceFrozen = await put(arrival, { distanceSailed: distance(130) });
    expect(distanceFrozen.status).toBe(409);
    expect(distanceFrozen.body.message).toBe(voyageEventMessages.dataIsConfirmed);
    const infoFirst = await action('UnconfirmVoyageInformation', departure.id, departure.version);
    expect(infoFirst.status).toBe(409);
    expect(infoFirst.body.message).toBe(voyageEventMessages.dataIsConfirmed);

    const dataOpen = await action('UnconfirmVoyageData', departure.id, departure.version);
    expect(dataOpen.status).toBe(200);
    expect(dataOpen.body.voyage?.dataConfirmedAt).toBe(unsetDate);
    const infoOpen = await action('UnconfirmVoyageInformation', departure.id, dataOpen.body.version);
    expect(infoOpen.status).toBe(200);
    expect(infoOpen.body.voyage).toMatchObject({
      informationConfirmedAt: unsetDate,
      startDate: unsetDate,
      endDate: unsetDate,
    });
    expect((await put(arrival, { isConfirmed: false })).status).toBe(200);
  });

  it('EMIS-129 refuses with every reason: no arrival, no end of voyage, an unpaired start', async () => {
    const departure = await confirmed(
      await created('Departure', at(4, 10), {
        voyage: unconfirmedVoyage('Short'),
        port: port('Oslo', 'NOOSL'),
      }),
    );
    await confirmed(await created('StartDrifting', at(4, 10, 2)));
    const refused = await action('ConfirmVoyageInformation', departure.id, departure.version);
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.map((error) => error.message)).toEqual([
      voyageEventMessages.arrivalMissing,
      voyageEventMessages.endOfVoyageMissing,
      voyageEventMessages.unpaired,
    ]);
    const dataBeforeInfo = await action('ConfirmVoyageData', departure.id, departure.version);
    expect(dataBeforeInfo.body.message).toBe(voyageEventMessages.infoNotYetConfirmed);
    const notDeparture = await action(
      'ConfirmVoyageData',
      (await created('EndDrifting', at(4, 10, 3))).id,
      1,
    );
    expect(notDeparture.status).toBe(409);
  });
});
