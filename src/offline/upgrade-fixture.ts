// A device still on the first released database shape (schemaV1) with unsent changes, for the
// "schema upgrade with a full outbox" scenario (offline-sync.md b.13): used by the unit test on
// fake-indexeddb and by the Chromium journey, which writes it before the app first opens the
// database. Test support only: nothing in the app imports it.
import type { OutboxEntry } from '../../domain/sync/outbox-entry.ts';

export type V1Device = { entries: OutboxEntry[]; rows: Record<string, unknown>[] };

/**
 * Departures queued offline by a v1 build, at `timestamps`, every other one edited again before it
 * was sent (so 20 departures make 30 ops). A v1 entry has no `action` field (it did not exist).
 */
export function v1FullOutbox(options: {
  vesselId: string;
  userId: string;
  timestamps: readonly string[];
}): V1Device {
  const { vesselId, userId } = options;
  const queued = (
    entityId: string,
    kind: 'create' | 'update',
    payload: Record<string, unknown>,
    dependsOn: string[],
  ): OutboxEntry => ({
    opId: crypto.randomUUID(),
    userId,
    deviceId: 'device-v1',
    entityType: 'vesselEvent',
    entityId,
    entityKey: `vesselEvent:${entityId}`,
    groupKey: `vessel:${vesselId}`,
    kind,
    payload,
    payloadVersion: 1,
    baseVersion: null,
    baseSnapshot: null,
    dependsOn,
    createdAtDevice: '2026-01-01T00:00:00.000Z',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    ackedVersion: null,
    appVersion: 'v1-build',
  });
  const entries: OutboxEntry[] = [];
  const rows: Record<string, unknown>[] = [];
  options.timestamps.forEach((timestamp, index) => {
    const id = crypto.randomUUID();
    const data = { id, vesselId, timestamp, type: 'Departure' };
    const create = queued(id, 'create', data, []);
    entries.push(create);
    const edited = index % 2 === 0 ? { ...data, name: `Voyage ${index}` } : data;
    if (index % 2 === 0) entries.push(queued(id, 'update', edited, [create.opId]));
    rows.push({ ...edited, syncState: 'pending', serverVersion: null, isDeleted: false });
  });
  return { entries, rows };
}
