// The settings screens' one door to the device's database (ADR 0028): read-only, live views of
// the rows the sync engine pulled for the vessel (settings, fuel tanks, flow meters) and the
// cached reference lists, shown when the server cannot be reached. The settings are changed online
// only; after a fuel type change the device's reference lists are refreshed, so the voyage screens
// offer the new list at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useCallback, useContext } from 'react';
import type { FlowMeter } from '../../../../domain/contracts/flow-meters.ts';
import type { FuelTank } from '../../../../domain/contracts/fuel-tanks.ts';
import type { FuelType } from '../../../../domain/contracts/reference-lists.ts';
import type { VesselSettings } from '../../../../domain/contracts/vessel-settings.ts';
import { api } from '../../../lib/api-client.ts';
import { getOfflineDb, type WakelineDb } from '../../../offline/db.ts';
import { refreshReferenceData } from '../../../offline/reference-data.ts';
import type { EquipmentKind, EquipmentOf } from '../api/get-equipment.ts';

/** Tests pass their own database; null: no device copy at all. */
export const DeviceCopyContext = createContext<WakelineDb | null | undefined>(undefined);

function useDeviceDb(): WakelineDb | null {
  const given = useContext(DeviceCopyContext);
  return given === undefined ? getOfflineDb() : given;
}

/** The vessel's settings as last pulled, or null when this device has none. */
export function useDeviceSettings(vesselId: string): VesselSettings | null | undefined {
  const db = useDeviceDb();
  return useLiveQuery(async () => {
    if (!db) return null;
    const row = await db.vesselSettings.get(vesselId);
    return row && !row.isDeleted ? row : null;
  }, [db, vesselId]);
}

export function useDeviceEquipment<K extends EquipmentKind>(
  kind: K,
  vesselId: string,
): EquipmentOf<K>[] | undefined {
  const db = useDeviceDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const table = kind === 'fuelTank' ? db.fuelTanks : db.flowMeters;
    const rows = await table.where('vesselId').equals(vesselId).toArray();
    return rows.filter((row) => !row.isDeleted) as unknown as (FuelTank & FlowMeter)[];
  }, [db, kind, vesselId]);
}

export function useDeviceFuelTypes(): FuelType[] | undefined {
  const db = useDeviceDb();
  return useLiveQuery(async () => (db ? await db.fuelTypes.toArray() : []), [db]);
}

/** Reloads the device's reference lists from the server; a failure keeps the old copy. */
export function useRefreshDeviceReferenceLists(): () => void {
  const db = useDeviceDb();
  return useCallback(() => {
    if (db) void refreshReferenceData(db, (path) => api.get(path)).catch(() => undefined);
  }, [db]);
}
