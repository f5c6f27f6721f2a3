// POST /Sync/Ops (offline-sync.md b.5 "Batching"): queued writes in one request, each run as the
// request it would be on its own (same rules, idempotency, versions, access), in order, stopping
// at the first answer that is not a success; access 401 → 403 → allowed; bad input is a 400 that
// changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { SyncChangesResponse } from '../../domain/contracts/sync.ts';
import {
  maxSyncOps,
  syncOpsMessages,
  type SyncOp,
  type SyncOpsResponse,
} from '../../domain/contracts/sync-ops.ts';
import { departureMessages } from '../../domain/voyages/departure-rules.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let vesselId: string;
let clock = Date.UTC(2014, 0, 1);

beforeAll(async () => {
  server = await startTestServer();
  vesselId = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
});
afterAll(() => server.close());

const path = '/api/v1/Sync/Ops';
const hourMs = 3_600_000;

/** A departure earlier than every one before it (EMIS-154 never refuses). */
function departure(extra: Partial<VesselEvent> = {}) {
  clock -= hourMs;
  return {
    id: randomUUID(),
    vesselId,
    type: 'Departure',
    timestamp: new Date(clock).toISOString(),
    ...extra,
  };
}

function create(body: { id: string }): SyncOp {
  return {
    opId: randomUUID(),
    method: 'POST',
    path: '/EmissionReportVesselEvents',
    ifMatch: null,
    deviceId: 'bench',
    body,
  };
}

function rename(event: { id: string }, name: string, ifMatch: number | null): SyncOp {
  return {
    opId: randomUUID(),
    method: 'PUT',
    path: `/EmissionReportVesselEvents/${event.id}`,
    ifMatch,
    deviceId: 'tablet-1',
    body: { ...event, name },
  };
}

const send = (ops: SyncOp[], account: 'user' | 'partner' | 'other' = 'user') =>
  server.as(account)<SyncOpsResponse & { message?: string }>('POST', path, { body: { ops } });

async function serverEvent(id: string): Promise<VesselEvent | undefined> {
  const events = (
    await server.as('user')<VesselEvent[]>(
      'GET',
      `/api/v1/EmissionReportVesselEvents/Find?vesselId=${vesselId}`,
    )
  ).body;
  return events.find((event) => event.id === id);
}

/** Every change of the vessel in the feed (GET /Sync/Changes), all pages. */
async function feed(): Promise<SyncChangesResponse['changes']> {
  const changes: SyncChangesResponse['changes'] = [];
  let cursor = '0';
  for (;;) {
    const page = (
      await server.as('user')<SyncChangesResponse>(
        'GET',
        `/api/v1/Sync/Changes?vesselId=${vesselId}&cursor=${cursor}&limit=1000`,
      )
    ).body;
    changes.push(...page.changes);
    if (!page.hasMore) return changes;
    cursor = page.nextCursor;
  }
}

describe('POST /Sync/Ops', () => {
  it('I3 answers 401 without a session, 403 inside for the partner type and a vessel out of reach (nothing written), then allows', async () => {
    const event = departure();
    expect((await server.request('POST', path, { body: { ops: [create(event)] } })).status).toBe(401);
    for (const account of ['partner', 'other'] as const) {
      const refused = await send([create(event)], account);
      expect(refused.status).toBe(200);
      expect(refused.body.results.map((result) => result.status)).toEqual([403]);
    }
    expect(await serverEvent(event.id)).toBeUndefined();
    const allowed = await send([create(event)]);
    expect(allowed.body.results.map((result) => result.status)).toEqual([201]);
    expect((await serverEvent(event.id))?.version).toBe(1);
  });

  it('I4 runs the ops in order as the single endpoints would and answers each with its record', async () => {
    const first = departure();
    const second = departure();
    const response = await send([create(first), create(second), rename(first, 'Leg A', 1)]);
    expect(response.status).toBe(200);
    expect(response.body.results.map((result) => [result.status, result.replayed])).toEqual([
      [201, false],
      [201, false],
      [200, false],
    ]);
    const renamed = response.body.results[2]!.body as VesselEvent;
    expect(renamed).toMatchObject({ id: first.id, name: 'Leg A', version: 2 });
    expect(await serverEvent(first.id)).toMatchObject({ name: 'Leg A', version: 2 });
    expect(await serverEvent(second.id)).toMatchObject({ version: 1 });
  });

  it('I4 stops at the first answer that is not a success: the ops after it do not run', async () => {
    const first = departure();
    const clash = { ...departure(), timestamp: first.timestamp };
    const after = departure();
    const response = await send([create(first), create(clash), create(after)]);
    expect(response.body.results.map((result) => result.status)).toEqual([201, 400]);
    expect(response.body.results[1]!.body).toMatchObject({ message: departureMessages.sameTime });
    expect(await serverEvent(clash.id)).toBeUndefined();
    expect(await serverEvent(after.id)).toBeUndefined();
  });

  it('I3 a batch sent again is answered from the stored results: nothing applied twice', async () => {
    const event = departure();
    const ops = [create(event), rename(event, 'Once', 1)];
    const first = await send(ops);
    const again = await send(ops);
    expect(again.body.results.map((result) => [result.status, result.replayed])).toEqual([
      [201, true],
      [200, true],
    ]);
    expect(again.body.results.map((result) => result.body)).toEqual(
      first.body.results.map((result) => result.body),
    );
    expect(await serverEvent(event.id)).toMatchObject({ name: 'Once', version: 2 });
  });

  it('I2 an update keeps the version rules: 428 without If-Match, 412 with a stale one and the current record', async () => {
    const event = departure();
    await send([create(event)]);
    const missing = await send([rename(event, 'No version', null)]);
    expect(missing.body.results.map((result) => result.status)).toEqual([428]);
    const stale = await send([rename(event, 'Stale', 7)]);
    expect(stale.body.results.map((result) => result.status)).toEqual([412]);
    expect(await serverEvent(event.id)).toMatchObject({ name: null, version: 1 });
  });

  it('refuses a batch that is not one (no ops, too many, a path outside the synced records) with 400 and writes nothing', async () => {
    const event = departure();
    const empty = await send([]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(syncOpsMessages.count);
    const tooMany = await send(Array.from({ length: maxSyncOps + 1 }, () => create(departure())));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(syncOpsMessages.count);
    for (const other of [
      '/Users',
      '/EmissionReportVesselEvents/../Users',
      '/EmissionReportVesselEvents?x=1',
    ]) {
      const outside = await send([create(event), { ...create(event), path: other }]);
      expect(outside.status, other).toBe(400);
      expect(outside.body.message).toBe(syncOpsMessages.path);
    }
    expect(await serverEvent(event.id)).toBeUndefined();
  });

  it('I3 I4 EMIS-154 a refused op in the middle of a batch keeps the ops before it applied, in the feed once each; the refusal is stored and the ops after it run when sent again', async () => {
    const first = departure();
    const second = departure();
    const clash = { ...departure(), timestamp: first.timestamp };
    const after = departure();
    const ops = [
      create(first),
      rename(first, 'Before the refusal', 1),
      create(second),
      create(clash),
      create(after),
    ];
    const response = await send(ops);
    expect(response.body.results.map((result) => [result.status, result.replayed])).toEqual([
      [201, false],
      [200, false],
      [201, false],
      [400, false],
    ]);
    expect(response.body.results[3]!.body).toMatchObject({ message: departureMessages.sameTime });
    expect(await serverEvent(first.id)).toMatchObject({ name: 'Before the refusal', version: 2 });
    expect(await serverEvent(second.id)).toMatchObject({ version: 1 });
    expect(await serverEvent(clash.id)).toBeUndefined();
    expect(await serverEvent(after.id)).toBeUndefined();
    // The feed has the two applied entities once each, at their versions, in the order they were written.
    const ours = (await feed()).filter((change) =>
      [first.id, second.id, clash.id, after.id].includes(change.id),
    );
    expect(ours.map((change) => [change.id, change.version])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);

    // Sent again: the applied ops and the refusal are answered from their stored results, the op
    // after the refusal still does not run (the device sends a fixed change as a new op).
    const again = await send(ops);
    expect(again.body.results.map((result) => [result.status, result.replayed])).toEqual([
      [201, true],
      [200, true],
      [201, true],
      [400, true],
    ]);
    const rest = await send([ops[4]!]);
    expect(rest.body.results.map((result) => [result.status, result.replayed])).toEqual([[201, false]]);
    expect(await serverEvent(after.id)).toMatchObject({ version: 1 });
    expect(await serverEvent(first.id)).toMatchObject({ name: 'Before the refusal', version: 2 });
  });

  it('I2 I4 a stale update in the middle of a batch is refused with 412 and the current record; the create before it stays applied', async () => {
    const existing = departure();
    await send([create(existing)]);
    const fresh = departure();
    const response = await send([create(fresh), rename(existing, 'Stale', 3), create(departure())]);
    expect(response.body.results.map((result) => result.status)).toEqual([201, 412]);
    expect(response.body.results[1]!.body).toMatchObject({
      code: 'PRECONDITION_FAILED',
      current: { id: existing.id, version: 1 },
    });
    expect(await serverEvent(fresh.id)).toMatchObject({ version: 1 });
    expect(await serverEvent(existing.id)).toMatchObject({ name: null, version: 1 });
  });

  it('I3 a full batch sent twice at the same time applies once: one delivery applies every op, the other is answered from the stored results', async () => {
    const created = Array.from({ length: 40 }, () => departure());
    await send(created.slice(0, 10).map(create));
    const ops = [
      ...created.slice(10).map(create),
      ...created.slice(0, 10).map((event, i) => rename(event, `Twice ${i}`, 1)),
    ];
    expect(ops).toHaveLength(40);
    const [one, other] = await Promise.all([send(ops), send(ops)]);
    const replayed = [one, other].map((answer) => answer.body.results.map((result) => result.replayed));
    expect(replayed.map((flags) => flags.length)).toEqual([40, 40]);
    // One of the two deliveries ran every op, the other only read their stored answers.
    expect(replayed.map((flags) => new Set(flags).size)).toEqual([1, 1]);
    expect(replayed.map((flags) => flags[0]).sort()).toEqual([false, true]);
    expect(one.body.results.map((result) => result.body)).toEqual(
      other.body.results.map((result) => result.body),
    );
    const ids = new Set(created.map((event) => event.id));
    const ours = (await feed()).filter((change) => ids.has(change.id));
    expect(ours).toHaveLength(40);
    expect(new Set(ours.map((change) => change.id)).size).toBe(40);
    for (const [i, event] of created.entries())
      expect(await serverEvent(event.id)).toMatchObject(
        i < 10 ? { name: `Twice ${i}`, version: 2 } : { version: 1 },
      );
  });

  it("I3 I4 an op that fails in the database ends the batch's transaction: the batch runs again one op at a time, the ops before it stay applied and the failing op gets the answer it gets alone", async () => {
    const before = departure();
    // Valid for the contract, out of the database's range (there is no year 0 in PostgreSQL).
    const outOfRange = { ...departure(), timestamp: '0000-01-01T00:00:00.000Z' };
    const alone = await server.as('user')<{ message?: string }>(
      'POST',
      '/api/v1/EmissionReportVesselEvents',
      {
        body: outOfRange,
        headers: { 'Idempotency-Key': randomUUID() },
      },
    );
    expect(alone.status).toBeGreaterThanOrEqual(400);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let response: Awaited<ReturnType<typeof send>>;
    try {
      response = await send([create(before), create(outOfRange), create(departure())]);
      // The batch's failure is no fault of the server's: logged as the rerun it causes; a fault
      // the op has alone is logged once, by the rerun.
      const reruns = warn.mock.calls.filter(
        ([text]) => text === '[wakeline] a sync batch runs again op by op:',
      );
      expect(reruns).toHaveLength(1);
      const faults = error.mock.calls.filter(([text]) => text === '[wakeline] unexpected error');
      expect(faults).toHaveLength(alone.status >= 500 ? 1 : 0);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
    expect(response.body.results.map((result) => result.status)).toEqual([201, alone.status]);
    expect(await serverEvent(before.id)).toMatchObject({ version: 1 });
    expect(await serverEvent(outOfRange.id)).toBeUndefined();
    // The applied op was committed once, with its key: sent again it is a replay.
    const again = await send([create(before)].map((op) => ({ ...op, opId: response.body.results[0]!.opId })));
    expect(again.body.results.map((result) => [result.status, result.replayed])).toEqual([[201, true]]);
  });
});
