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
import {
  listRuleEvents,
  readRuleEvents,
  vesselEventInsert,
  vesselEventPatch,
  vesselEventsTable,
} from './vessel-events.repository.ts';
import { inOneTransaction } from '../db/batch-transaction.ts';
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

  it('I4 EMIS-154 EMIS-141 inside a batch the windows are cut from a span kept in memory: the same as read from the table, also after every kind of write of the batch', async () => {
    const db = server.database.db;
    const random = createRandom(121);
    const userId = (await sql<{ id: string }>`SELECT id::text AS id FROM users LIMIT 1`.execute(db)).rows[0]!
      .id;
    const end = start + 160 * 6 * hourMs;
    const times = Array.from({ length: 40 }, () =>
      iso(start - 12 * hourMs + Math.floor(random.next() * 170 * 6) * hourMs),
    );
    // Planned creates all over the history (one span holds it all), or none (a span per window,
    // whose bounds the batch's writes move).
    const plans = [times.map((timestamp) => ({ method: 'POST', body: { vesselId, timestamp } })), []];
    let seq = 900_000_000;
    const meta = () => ({ userId, deviceId: null, changeSeq: seq++, now: new Date() });
    const rolledBack = new Error('rolled back');
    let checked = 0;
    const sameWindows = async (label: string) => {
      for (const [i, time] of times.entries()) {
        const to = i % 3 === 0 ? iso(Date.parse(time) + 30 * hourMs) : time;
        const kept = await listRuleEvents(db, vesselId, time, to);
        const read = await readRuleEvents(db, vesselId, time, to);
        // In time order; events at the same time in an order the query does not define either.
        const times = kept.map((event) => Date.parse(event.timestamp));
        expect(times, label).toEqual([...times].sort((a, b) => a - b));
        const sameTimeSorted = (events: VesselEvent[]) =>
          events.map((event) => `${event.timestamp} ${event.id}`).sort();
        expect(sameTimeSorted(kept), `${label}: ${time} - ${to}`).toEqual(sameTimeSorted(read));
        checked += 1;
      }
    };
    for (const planned of plans)
      await expect(
        inOneTransaction(
          db,
          async () => {
            await sameWindows('read');
            for (let step = 0; step < 30; step++) {
              const live = (await vesselEventsTable.listByVessel(db, vesselId)).filter(
                (event) => Date.parse(event.timestamp) <= end,
              );
              const event = live[Math.floor(random.next() * live.length)]!;
              const kind = step % 5;
              const at = iso(start - 24 * hourMs + Math.floor(random.next() * 165 * 6) * hourMs + 3 * hourMs);
              if (kind <= 1) {
                // New events (held back until the next statement): departures and arrivals too.
                const type =
                  kind === 0 ? (random.next() < 0.5 ? 'Departure' : 'Arrival') : types[step % types.length]!;
                const port =
                  random.next() < 0.5 ? { name: `N${step}`, loCode: `NN${step}`, isMrvPort: true } : null;
                const columns = vesselEventInsert({
                  id: randomUUID(),
                  vesselId,
                  timestamp: at,
                  type,
                  source: 'Ship',
                  name: null,
                  voyage: null,
                  port,
                  location: null,
                  distanceSailed: null,
                });
                expect(
                  await vesselEventsTable.insertNew(db, { ...columns, is_confirmed: false }, meta()),
                ).toBeDefined();
              } else if (kind === 2) {
                // Renamed: the kept spans take the row as it is now.
                await vesselEventsTable.update(
                  db,
                  event.id,
                  event.version,
                  { name: `Renamed ${step}` },
                  meta(),
                );
              } else if (kind === 3) {
                // Moved: a departure or arrival moved drops the spans that held it.
                await vesselEventsTable.update(
                  db,
                  event.id,
                  event.version,
                  vesselEventPatch({ ...event, timestamp: at }),
                  meta(),
                );
              } else await vesselEventsTable.softDelete(db, event.id, event.version, meta());
              await sameWindows(`after step ${step} (${kind})`);
            }
            throw rolledBack;
          },
          { planned },
        ),
      ).rejects.toBe(rolledBack);
    expect(checked).toBe(2 * 40 * 31);
  }, 240_000);

  it('I4 inside a batch a statement that comes while the held rows are being written (a Promise.all) waits for them and sees them', async () => {
    const db = server.database.db;
    const userId = (await sql<{ id: string }>`SELECT id::text AS id FROM users LIMIT 1`.execute(db)).rows[0]!
      .id;
    const rolledBack = new Error('rolled back');
    const id = randomUUID();
    await expect(
      inOneTransaction(db, async () => {
        const columns = vesselEventInsert({
          id,
          vesselId,
          timestamp: iso(start - 100 * hourMs),
          type: 'Arrival',
          source: 'Ship',
          name: null,
          voyage: null,
          port: null,
          location: null,
          distanceSailed: null,
        });
        const meta = { userId, deviceId: null, changeSeq: 800_000_000, now: new Date() };
        expect(
          await vesselEventsTable.insertNew(db, { ...columns, is_confirmed: false }, meta),
        ).toBeDefined();
        const counts = await Promise.all(
          [1, 2, 3].map(() =>
            sql<{
              n: number;
            }>`SELECT count(*)::int AS n FROM emission_report_vessel_events WHERE id = ${id}`.execute(db),
          ),
        );
        expect(counts.map((count) => Number(count.rows[0]!.n))).toEqual([1, 1, 1]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});
