// POST /Sync/Ops against the single endpoints (ADR 0121): inside a batch the voyage rules read the
// window of a vessel's events once and keep it in memory, and the new events of consecutive
// creates are inserted in one statement. Here the same writes run on two vessels, on one as
// batches (a refused op ends its batch; the rest is sent as the next batch, as a device does) and
// on the other one request per write. Every write must get the same answer (status and body, ids
// aside) and the two vessels must end with the same events, whatever mix of creates, edits, time
// moves, deletions, refusals, reused ids and soundings the batch holds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { SyncOp, SyncOpsResponse } from '../../domain/contracts/sync-ops.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let vessels: { id: string; tankId: string }[];

beforeAll(async () => {
  server = await startTestServer();
  const all = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  vessels = [];
  for (const { id } of all.slice(0, 2)) {
    const tanks = (await server.as('user')<{ id: string }[]>('GET', `/api/v1/FuelTanks/Find?vesselId=${id}`))
      .body;
    vessels.push({ id, tankId: tanks[0]!.id });
  }
});
afterAll(() => server.close());

const hourMs = 3_600_000;
/** Long before the demo's voyages; the scenario's fence departure closes it off from them. */
const base = Date.UTC(1990, 0, 1);
const at = (hours: number) => new Date(base + hours * hourMs).toISOString();

type EventType = 'Departure' | 'Arrival' | 'StartAnchoring' | 'EndAnchoring';
/** One write of a scenario; events are named by labels, their ids differ per vessel. */
type Step =
  | { kind: 'create'; label: string; type: EventType; hour: number; name?: string; port?: boolean }
  | { kind: 'edit'; label: string; ifMatch: number | null; hour?: number; name?: string }
  | { kind: 'delete'; label: string; ifMatch: number }
  | { kind: 'sounding'; label: string; hour: number };

type Write = { method: 'POST' | 'PUT' | 'DELETE'; path: string; ifMatch: number | null; body?: object };

/** The writes of `steps` on one vessel, and the labels of its ids. */
function writesOf(steps: readonly Step[], vessel: { id: string; tankId: string }) {
  const ids = new Map<string, string>();
  const idOf = (label: string) => {
    if (!ids.has(label)) ids.set(label, randomUUID());
    return ids.get(label)!;
  };
  // What the scenario last wrote of each event (an edit is a full replace).
  const events = new Map<string, Record<string, unknown>>();
  const writes = steps.map((step): Write => {
    switch (step.kind) {
      case 'create': {
        const body = {
          id: idOf(step.label),
          vesselId: vessel.id,
          type: step.type,
          timestamp: at(step.hour),
          name: step.name ?? null,
          // Keys in another order than jsonb keeps them: the answers must still be the same text.
          port: step.port ? { isMrvPort: true, loCode: 'NLRTM', name: 'Rotterdam' } : null,
        };
        if (!events.has(step.label)) events.set(step.label, body);
        return { method: 'POST', path: '/EmissionReportVesselEvents', ifMatch: null, body };
      }
      case 'edit': {
        const body = {
          ...events.get(step.label)!,
          ...(step.hour === undefined ? {} : { timestamp: at(step.hour) }),
          ...(step.name === undefined ? {} : { name: step.name }),
        };
        events.set(step.label, body);
        return {
          method: 'PUT',
          path: `/EmissionReportVesselEvents/${idOf(step.label)}`,
          ifMatch: step.ifMatch,
          body,
        };
      }
      case 'delete':
        return {
          method: 'DELETE',
          path: `/EmissionReportVesselEvents/${idOf(step.label)}`,
          ifMatch: step.ifMatch,
        };
      case 'sounding':
        return {
          method: 'POST',
          path: '/FuelTankSoundings',
          ifMatch: null,
          body: {
            id: idOf(step.label),
            vesselId: vessel.id,
            fuelTankId: vessel.tankId,
            timestamp: at(step.hour),
            fuelAmountInTon: 120,
            fuelAmountInCubicMetres: null,
            fuelTemperatureInDegreesCelcius: null,
          },
        };
    }
  });
  const labels = new Map([...ids].map(([label, id]) => [id, label]));
  labels.set(vessel.id, 'vessel');
  labels.set(vessel.tankId, 'tank');
  return { writes, labels };
}

type Answer = { status: number; body: unknown };

/** The writes as batches of up to 50; a batch that stops at a refusal goes on after it. */
async function inBatches(writes: readonly Write[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (answers.length < writes.length) {
    const ops: SyncOp[] = writes
      .slice(answers.length, answers.length + 50)
      .map((write) => ({ opId: randomUUID(), deviceId: 'tablet-1', ...write }));
    const response = await server.as('user')<SyncOpsResponse>('POST', '/api/v1/Sync/Ops', { body: { ops } });
    expect(response.status).toBe(200);
    answers.push(...response.body.results.map(({ status, body }) => ({ status, body })));
  }
  return answers;
}

/** The writes one request each, through the single endpoints. */
async function oneByOne(writes: readonly Write[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const { method, path, ifMatch, body } of writes) {
    const response = await server.as('user')(method, `/api/v1${path}`, {
      ...(body === undefined ? {} : { body }),
      headers: {
        'Idempotency-Key': randomUUID(),
        ...(ifMatch === null ? {} : { 'If-Match': `"${ifMatch}"` }),
      },
    });
    answers.push({ status: response.status, body: response.body ?? null });
  }
  return answers;
}

/** The JSON text of `value` with the vessel's ids as their labels (the two vessels' compare). */
function labelledText(value: unknown, labels: Map<string, string>): string {
  return JSON.stringify(value ?? null).replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    (id) => labels.get(id) ?? id,
  );
}

const labelled = (value: unknown, labels: Map<string, string>) =>
  JSON.parse(labelledText(value, labels)) as unknown;

/** The vessel's events of the scenario, labelled, in time order. */
async function eventsOf(vesselId: string, labels: Map<string, string>) {
  const events = (
    await server.as('user')<VesselEvent[]>(
      'GET',
      `/api/v1/EmissionReportVesselEvents/Find?vesselId=${vesselId}`,
    )
  ).body;
  return events
    .filter((event) => labels.has(event.id))
    .map((event) => labelled(event, labels) as VesselEvent)
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id));
}

/** Runs `steps` both ways after `setup` (one request each on both vessels); compares everything. */
async function compare(setup: readonly Step[], steps: readonly Step[]) {
  const [batched, single] = vessels.map((vessel) => writesOf([...setup, ...steps], vessel));
  for (const run of [batched!, single!]) {
    const prepared = await oneByOne(run.writes.slice(0, setup.length));
    expect(prepared.filter((answer) => answer.status >= 300)).toEqual([]);
  }
  const batchAnswers = await inBatches(batched!.writes.slice(setup.length));
  const singleAnswers = await oneByOne(single!.writes.slice(setup.length));
  // As text: the same fields in the same order (a held-back row's JSON as jsonb gives it back).
  expect(batchAnswers.map((answer) => labelledText(answer, batched!.labels))).toEqual(
    singleAnswers.map((answer) => labelledText(answer, single!.labels)),
  );
  expect(await eventsOf(vessels[0]!.id, batched!.labels)).toEqual(
    await eventsOf(vessels[1]!.id, single!.labels),
  );
  return batchAnswers.map((answer) => answer.status);
}

describe('POST /Sync/Ops: the rules over a batch', () => {
  it('I3 I4 EMIS-154 EMIS-123 EMIS-140 EMIS-141 EMIS-126 EMIS-159 a batch of creates, edits, time moves, deletions and refusals answers each write as the single endpoints do', async () => {
    // The fence: a departure after the scenario, so no window reaches the demo's events.
    const setup: Step[] = [{ kind: 'create', label: 'fence', type: 'Departure', hour: 1000, port: true }];
    const statuses = await compare(setup, [
      { kind: 'create', label: 'D1', type: 'Departure', hour: 100, port: true },
      { kind: 'create', label: 'A1', type: 'Arrival', hour: 190 },
      { kind: 'create', label: 'S1', type: 'StartAnchoring', hour: 150 },
      { kind: 'create', label: 'E1', type: 'EndAnchoring', hour: 160 },
      { kind: 'edit', label: 'D1', ifMatch: 1, name: 'Leg one' },
      { kind: 'create', label: 'D0', type: 'Departure', hour: 50 },
      { kind: 'create', label: 'A0', type: 'Arrival', hour: 80, port: true },
      { kind: 'sounding', label: 'sounding 1', hour: 120 },
      // Refused: the time of an event (EMIS-154); the batch ends here, the next one goes on.
      { kind: 'create', label: 'same time', type: 'Departure', hour: 100 },
      { kind: 'create', label: 'S2', type: 'StartAnchoring', hour: 170 },
      { kind: 'edit', label: 'S1', ifMatch: 1, hour: 155 },
      { kind: 'edit', label: 'S1', ifMatch: 2, hour: 165 },
      { kind: 'delete', label: 'E1', ifMatch: 1 },
      { kind: 'edit', label: 'A1', ifMatch: 7, name: 'Stale' },
      { kind: 'create', label: 'D-1', type: 'Departure', hour: 10 },
      // An id the batch has just used, then one an earlier batch wrote: 409 both.
      { kind: 'create', label: 'D-1', type: 'Departure', hour: 5 },
      { kind: 'create', label: 'D0', type: 'Departure', hour: 3 },
      { kind: 'create', label: 'A-1', type: 'Arrival', hour: 30, port: true },
      { kind: 'create', label: 'D-2', type: 'Departure', hour: 1 },
      { kind: 'edit', label: 'D-2', ifMatch: 1, name: 'Renamed in its batch' },
      { kind: 'edit', label: 'D-2', ifMatch: 2, hour: 2 },
      { kind: 'delete', label: 'D-2', ifMatch: 3 },
      { kind: 'create', label: 'before all', type: 'Arrival', hour: 0 },
      { kind: 'sounding', label: 'sounding 2', hour: 60 },
      { kind: 'create', label: 'after A1', type: 'EndAnchoring', hour: 195 },
      { kind: 'delete', label: 'A0', ifMatch: 1 },
      { kind: 'create', label: 'D2', type: 'Departure', hour: 300 },
      { kind: 'create', label: 'A2', type: 'Arrival', hour: 400 },
      { kind: 'edit', label: 'A1', ifMatch: 1, hour: 185, name: 'Moved' },
    ]);
    // The scenario holds successes, refusals and conflicts (so it ends and resumes batches).
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(10);
    expect(new Set(statuses.filter((status) => status >= 400))).toEqual(new Set([400, 409, 412]));
  });

  it('I3 I4 EMIS-154 a full batch of creates between and around events, each new one the neighbour of the next, answers as the single endpoints do', async () => {
    // Before the events of the test above (a departure after them would follow its fence).
    const setup: Step[] = [
      { kind: 'create', label: 'fence', type: 'Departure', hour: -5000, port: true },
      { kind: 'create', label: 'first', type: 'Departure', hour: -8000, port: true },
      { kind: 'create', label: 'arrival', type: 'Arrival', hour: -7500, port: true },
    ];
    const steps: Step[] = [];
    for (let i = 0; i < 16; i++) {
      steps.push({ kind: 'create', label: `before ${i}`, type: 'Departure', hour: -8010 - i * 10 });
      steps.push({ kind: 'create', label: `anchor ${i}`, type: 'StartAnchoring', hour: -7999 + i * 20 });
      steps.push({ kind: 'create', label: `after ${i}`, type: 'EndAnchoring', hour: -7990 + i * 20 });
    }
    steps.push({ kind: 'edit', label: 'arrival', ifMatch: 1, name: 'Renamed' });
    steps.push({ kind: 'create', label: 'last', type: 'Departure', hour: -7000 });
    expect(steps).toHaveLength(50);
    const statuses = await compare(setup, steps);
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(3);
  });
});
