// The device's vessel events as every screen reads them (issue 23 §4): one mapper from the stored
// row and one live hook, used by the emission report and the voyage event detail alike.
import { useLiveQuery } from 'dexie-react-hooks';
import { newVoyage, type VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { SyncColumns, VesselEventRow } from './db.ts';
import { useDeviceStore } from './device-store.tsx';

/** A vessel event as the screens show it: the API shape with its defaults, and its sync state. */
export type DeviceVesselEvent = Omit<VesselEvent, 'version' | 'isDeleted'> & Pick<SyncColumns, 'syncState'>;

/**
 * A stored event (pulled, or made here) with every field the screens read: what a row made on this
 * device lacks until the server answers gets its default (no cargos, unconfirmed; a departure
 * without a voyage has a new one).
 */
export function readVesselEvent(row: VesselEventRow): DeviceVesselEvent {
  return {
    id: row.id,
    vesselId: row.vesselId,
    timestamp: row.timestamp,
    type: row.type,
    name: row.name ?? null,
    source: row.source ?? 'Ship',
    voyage: row.voyage ?? (row.type === 'Departure' ? newVoyage() : null),
    port: row.port ?? null,
    location: row.location ?? null,
    distanceSailed: row.distanceSailed ?? null,
    isConfirmed: row.isConfirmed === true,
    cargos: row.cargos ?? [],
    syncState: row.syncState,
  };
}

/** The vessel's events on this device, live, oldest first; undefined while the first read runs. */
export function useDeviceVesselEvents(vesselId: string): DeviceVesselEvent[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => {
    const rows = await db.vesselEvents.where('vesselId').equals(vesselId).toArray();
    return rows
      .filter((row) => !row.isDeleted)
      .map(readVesselEvent)
      .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  }, [db, vesselId]);
}
