// The voyage rules read only the events around the times a write touches (listRuleEvents), not the
// vessel's whole history. Proven here on the real database (PGlite, or PostgreSQL in CI): over a
// seeded random history of every event type, deleted events included, every rule the server runs
// answers the same over the window as over the whole history, for new times between, on and
// around the events, and for every existing event moved, deleted, unconfirmed and confirmed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  vesselEventTypes,
  type VesselEvent,
  type VesselEventType,
} from '../../domain/contracts/emission-report-vessel-events.ts';
import { createRandom } from '../../domain/sim/prng.ts';
import { checkEventTimeChange, checkNewDeparture } from '../../domain/voyages/departure-rules.ts';
import {
  checkConfirmVoyageInformation,
  checkEventDeletion,
  checkNewVoyageEvent,
  checkUnconfirmEvent,
  defaultPort,
  voyageAt,
  voyageOfDeparture,
} from '../../domain/voyages/event-rules.ts';
import { voyageOfFuelEntry } from '../../domain/voyages/fuel-rules.ts';
import { listRuleEvents, vesselEventsTable } from './vessel-events.repository.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let vesselId: string;
let history: VesselEvent[];

const types: readonly VesselEventType[] = vesselEventTypes;
const hourMs = 3_600_000;
const start = Date.UTC(2012, 0, 1);
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  vesselId = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
  const db = server.database.db;
  const random = createRandom(20_261_123);
  const confirmed = JSON.stringify({
    name: 'V',
    type: 'Laden',
    isNonCommercial: false,
    informationConfirmedAt: iso(start),
    dataConfirmedAt: '0001-01-01T00:00:00.000Z',
    startDate: iso(start),
    endDate: iso(start),
  });
  for (let i = 0; i < 160; i++) {
    // Departures one in four, the rest any type; some deleted; ports on a few.
    const type = random.next() < 0.25 ? 'Departure' : types[Math.floor(random.next() * types.length)]!;
    const port =
      random.next() < 0.4 ? JSON.stringify({ name: `P${i}`, loCode: `XX${i}`, isMrvPort: false }) : null;
    const voyage = type === 'Departure' ? (random.next() < 0.5 ? confirmed : null) : null;
    await sql`INSERT INTO emission_report_vessel_events
      (id, vessel_id, "timestamp", type, source, is_confirmed, voyage, port, change_seq, is_deleted)
      VALUES (${randomUUID()}, ${vesselId}, ${iso(start + i * 6 * hourMs)}, ${type}, 'Ship',
        ${random.next() < 0.5}, ${voyage}::jsonb, ${port}::jsonb, nextval('sync_change_seq'),
        ${random.next() < 0.1})`.execute(db);
  }
  history = await vesselEventsTable.listByVessel(db, vesselId);
}, 120_000);
afterAll(() => server.close());

const ids = (events: readonly { id: string }[]) => events.map((event) => event.id);
const window = (from: string, to = from) => listRuleEvents(server.database.db, vesselId, from, to);

describe('the rules over the window around a time equal the rules over the whole history', () => {
  it('EMIS-154 EMIS-123 EMIS-140 EMIS-141 EMIS-132 a new event at any time: on, between, before and after the events', async () => {
    expect(history.length).toBeGreaterThan(120);
    const times = [start - hourMs, start + 160 * 6 * hourMs];
    for (let i = 0; i < 160; i += 3) times.push(start + i * 6 * hourMs, start + i * 6 * hourMs + 2 * hourMs);
    for (const time of times.map(iso)) {
      const around = await window(time);
      expect(around.length, time).toBeLessThan(history.length);
      expect(checkNewDeparture(around, time), time).toBe(checkNewDeparture(history, time));
      for (const type of types.slice(1))
        expect(checkNewVoyageEvent(around, type, time), `${type} ${time}`).toBe(
          checkNewVoyageEvent(history, type, time),
        );
      expect(ids(voyageAt(around, time)), time).toEqual(ids(voyageAt(history, time)));
      expect(ids(voyageOfFuelEntry(around, { timestamp: time }))).toEqual(
        ids(voyageOfFuelEntry(history, { timestamp: time })),
      );
      for (const type of ['Departure', 'Arrival'] as const) {
        const candidate = {
          ...history[0]!,
          id: '',
          timestamp: time,
          type,
          isConfirmed: false,
          voyage: null,
          port: null,
        };
        expect(defaultPort(around, candidate), `${type} port ${time}`).toEqual(
          defaultPort(history, candidate),
        );
      }
    }
  });

  it('EMIS-126 EMIS-127 EMIS-125 EMIS-129 EMIS-133 EMIS-159 every existing event deleted, unconfirmed, confirmed and moved', async () => {
    const random = createRandom(7);
    for (const event of history) {
      const own = await window(event.timestamp);
      expect(checkEventDeletion(own, event), event.id).toBe(checkEventDeletion(history, event));
      expect(checkUnconfirmEvent(own, event)).toEqual(checkUnconfirmEvent(history, event));
      expect(ids(voyageOfFuelEntry(own, { vesselEventId: event.id }))).toEqual(
        ids(voyageOfFuelEntry(history, { vesselEventId: event.id })),
      );
      if (event.type === 'Departure')
        expect(checkConfirmVoyageInformation(voyageOfDeparture(own, event.id))).toEqual(
          checkConfirmVoyageInformation(voyageOfDeparture(history, event.id)),
        );
      // Moved by up to two days either way (across neighbours and voyages).
      const moved = iso(Date.parse(event.timestamp) + Math.round((random.next() - 0.5) * 96) * hourMs);
      const [from, to] = [event.timestamp, moved].sort();
      const span = await window(from!, to);
      const unconfirmed = { ...event, isConfirmed: false };
      expect(checkEventTimeChange(span, unconfirmed, moved), `${event.id} → ${moved}`).toBe(
        checkEventTimeChange(history, unconfirmed, moved),
      );
    }
  });
});
