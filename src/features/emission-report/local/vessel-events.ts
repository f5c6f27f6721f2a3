// The emission report's changes to the device's copy of the vessel events (Dexie table
// `vesselEvents`, docs/adr/0022-offline-engine.md), each through the offline write path (row +
// outbox entry in one transaction), so the screen works with no connection and the sync engine
// delivers each change exactly once. The events themselves are read with useDeviceVesselEvents
// (src/offline/vessel-events.ts), as the voyage event detail reads them.
import { useLiveQuery } from 'dexie-react-hooks';
import {
  newVoyage,
  type VesselEventType,
} from '../../../../domain/contracts/emission-report-vessel-events.ts';
import { useWatchVesselChanges } from '../../../offline/hooks.ts';
import { useDeviceStore, type DeviceStore } from '../../../offline/device-store.tsx';
import { announceLocalChange } from '../../../offline/sync-client.ts';
import { cursorKey } from '../../../offline/sync-engine.ts';
import type { ReportEvent } from '../report-event.ts';
import { voyageAfter, type VoyageAction } from '../voyage-view.ts';

/** Whether this device has ever downloaded the vessel's events (a pull stored a cursor). */
export function useHasDownloadedVessel(vesselId: string): boolean | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => (await db.meta.get(cursorKey(vesselId))) !== undefined, [db, vesselId]);
}

/** Pulls the vessel's changes while the screen is open (the sync engine does the work). */
export function useWatchVessel(vesselId: string): void {
  useWatchVesselChanges(useDeviceStore(), vesselId);
}

/**
 * After a write the server made for this device (an accepted template upload): wakes the sync
 * engine, whose next round pulls the watched vessels' changes.
 */
export function requestServerChanges(): void {
  announceLocalChange();
}

const groupKeyOf = (vesselId: string) => `vessel:${vesselId}`;

/** The event as PUT takes it (a full replace): the row without its local sync columns. */
function writableEvent(event: ReportEvent): Record<string, unknown> & { id: string } {
  const { syncState: _syncState, ...data } = event;
  return data;
}

/** EMIS-117, EMIS-155: a new event made on board; a departure starts a voyage. Returns its id. */
export async function createEvent(
  store: DeviceStore,
  input: { vesselId: string; type: VesselEventType; timestamp: string; userId: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await store.record({
    entityType: 'vesselEvent',
    kind: 'create',
    data: {
      id,
      vesselId: input.vesselId,
      timestamp: input.timestamp,
      type: input.type,
      name: null,
      source: 'Ship',
      voyage: input.type === 'Departure' ? newVoyage() : null,
      port: null,
      location: null,
      distanceSailed: null,
    },
    groupKey: groupKeyOf(input.vesselId),
    userId: input.userId,
  });
  return id;
}

/** EMIS-039: the event at a new time (the rest unchanged). */
export async function changeEventTime(
  store: DeviceStore,
  event: ReportEvent,
  timestamp: string,
  userId: string,
): Promise<void> {
  await store.record({
    entityType: 'vesselEvent',
    kind: 'update',
    merge: true,
    data: { id: event.id, timestamp },
    groupKey: groupKeyOf(event.vesselId),
    userId,
  });
}

/** EMIS-126..128: a soft delete that syncs (or, never sent, the create is simply dropped). */
export async function deleteEvent(store: DeviceStore, event: ReportEvent, userId: string): Promise<void> {
  await store.record({
    entityType: 'vesselEvent',
    kind: 'delete',
    data: { id: event.id },
    groupKey: groupKeyOf(event.vesselId),
    userId,
  });
}

/**
 * EMIS-037 with the EMIS-131 ruling: the events that have a fuel consumption entry on this device
 * (flow meter or fuel tank); undefined while the first read runs.
 */
export function useEventIdsWithFuelConsumption(eventIds: readonly string[]): ReadonlySet<string> | undefined {
  const { db } = useDeviceStore();
  const key = eventIds.join(',');
  return useLiveQuery(async () => {
    const ids = key ? key.split(',') : [];
    const [meterEntries, tankEntries] = await Promise.all([
      db.flowMeterConsumptions.where('vesselEventId').anyOf(ids).toArray(),
      db.fuelTankConsumptions.where('vesselEventId').anyOf(ids).toArray(),
    ]);
    return new Set(
      [...meterEntries, ...tankEntries].filter((row) => !row.isDeleted).map((row) => row.vesselEventId),
    );
  }, [db, key]);
}

/** EMIS-118, EMIS-119: a voyage step on the departure, queued as an outbox action. */
export async function sendVoyageAction(
  store: DeviceStore,
  departure: ReportEvent,
  action: VoyageAction,
  userId: string,
): Promise<void> {
  const voyage = voyageAfter(departure.voyage ?? newVoyage(), action, new Date().toISOString());
  await store.record({
    entityType: 'vesselEvent',
    kind: 'action',
    action,
    data: { ...writableEvent(departure), voyage },
    groupKey: groupKeyOf(departure.vesselId),
    userId,
  });
}
