// Live reads of the offline database for the detail (the only code of this feature that queries
// Dexie): each hook re-runs when this tab, another tab or the sync worker commits a change.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Table } from 'dexie';
import type { SyncedRow, WakelineDb } from '../../../offline/db.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import type {
  CargoDetailRow,
  CargoUnitRow,
  FlowMeterConsumptionRow,
  FlowMeterOperationRow,
  FlowMeterRow,
  FuelTankConsumptionRow,
  FuelTankOperationRow,
  FuelTankRow,
  FuelTypeRow,
  SoundingRow,
} from './rows.ts';

const byTimestamp = (a: { timestamp: string }, b: { timestamp: string }) =>
  Date.parse(a.timestamp) - Date.parse(b.timestamp);

/**
 * A live query whose answer belongs to `key`: while the answer for a new key is read, the previous
 * key's answer is not handed out as this one's (useLiveQuery keeps the last answer meanwhile).
 */
function useKeyedLiveQuery<T>(read: () => Promise<T>, key: string): T | undefined {
  const { db } = useDeviceStore();
  // `key` names everything `read` depends on.
  const answer = useLiveQuery(async () => ({ key, value: await read() }), [db, key]);
  return answer?.key === key ? answer.value : undefined;
}

/** Live rows of `table` whose `index` equals `value`, without the deleted ones. */
function useLiveRows<T extends SyncedRow>(
  pick: (db: WakelineDb) => Table<T, string>,
  index: string,
  value: string | null,
): T[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => {
    if (value === null) return [];
    const rows = await pick(db).where(index).equals(value).toArray();
    return rows.filter((row) => !row.isDeleted);
  }, [db, index, value]);
}

export function useCargoDetails(eventId: string): CargoDetailRow[] | undefined {
  return useLiveRows((db) => db.cargoDetails, 'vesselEventId', eventId);
}

export function useFuelTanks(vesselId: string): FuelTankRow[] | undefined {
  const rows = useLiveRows((db) => db.fuelTanks, 'vesselId', vesselId);
  return rows?.filter((tank) => !tank.isDeactivated).sort((a, b) => a.name.localeCompare(b.name));
}

export function useFlowMeters(vesselId: string): FlowMeterRow[] | undefined {
  const rows = useLiveRows((db) => db.flowMeters, 'vesselId', vesselId);
  return rows?.filter((meter) => !meter.isDeactivated).sort((a, b) => a.name.localeCompare(b.name));
}

export function useSoundings(fuelTankId: string | null): SoundingRow[] | undefined {
  const rows = useLiveRows((db) => db.soundings, 'fuelTankId', fuelTankId);
  return rows ? [...rows].sort(byTimestamp) : undefined;
}

export function useFuelTankOperations(fuelTankId: string | null): FuelTankOperationRow[] | undefined {
  const rows = useLiveRows((db) => db.fuelTankOperations, 'fuelTankId', fuelTankId);
  return rows ? [...rows].sort(byTimestamp) : undefined;
}

/** Fuel tank consumptions of one event (all tanks); the tab filters by tank. */
export function useFuelTankConsumptions(eventId: string): FuelTankConsumptionRow[] | undefined {
  const { db } = useDeviceStore();
  return useKeyedLiveQuery(async () => {
    const rows = await db.fuelTankConsumptions.toArray();
    return rows
      .filter((row) => row.vesselEventId === eventId && !row.isDeleted)
      .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  }, eventId);
}

/** Flow meter consumptions of every event of the vessel: overlap is checked across events. */
export function useVesselFlowMeterConsumptions(
  flowMeterIds: readonly string[],
): FlowMeterConsumptionRow[] | undefined {
  const { db } = useDeviceStore();
  const key = flowMeterIds.join(',');
  return useKeyedLiveQuery(async () => {
    if (key === '') return [];
    const rows = await db.flowMeterConsumptions.where('flowMeterId').anyOf(key.split(',')).toArray();
    return rows.filter((row) => !row.isDeleted).sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  }, key);
}

export function useFlowMeterOperations(flowMeterId: string | null): FlowMeterOperationRow[] | undefined {
  const rows = useLiveRows((db) => db.flowMeterOperations, 'flowMeterId', flowMeterId);
  return rows ? [...rows].sort(byTimestamp) : undefined;
}

export function useFuelTypes(): FuelTypeRow[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(() => db.fuelTypes.toArray(), [db]);
}

/** The cargo units the vessel carries (its settings' 'Cargo carried'); none while they are unknown. */
export function useVesselCargoUnits(vesselId: string): CargoUnitRow[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => {
    const settings = await db.vesselSettings.get(vesselId);
    return Array.isArray(settings?.cargoUnits) ? settings.cargoUnits : [];
  }, [db, vesselId]);
}

/** The position of a port kept on the device (null while unknown): the arrival's warning. */
export function usePortPosition(
  loCode: string | null,
): { latitude: number | null; longitude: number | null } | null | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => {
    if (loCode === null) return null;
    const port = await db.ports.get(loCode);
    return port ? { latitude: port.latitude ?? null, longitude: port.longitude ?? null } : null;
  }, [db, loCode]);
}
