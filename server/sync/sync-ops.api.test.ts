// POST /Sync/Ops (offline-sync.md b.5 "Batching"): queued writes in one request, each run as the
// request it would be on its own (same rules, idempotency, versions, access), in order, stopping
// at the first answer that is not a success; access 401 → 403 → allowed; bad input is a 400 that
// changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
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
});
