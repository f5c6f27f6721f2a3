// The settings screens' one door to the device's database (ADR 0028): read-only, live views of
// the rows the sync engine pulled for the vessel (settings, fuel tanks, flow meters) and the
// cached reference lists, shown when the server cannot be reached. The settings are changed online
// only; after a fuel type change the device's reference lists are refreshed, so the voyage screens
// offer the new list at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import type { FlowMeter } from '../../../../domain/contracts/flow-meters.ts';
import type { FuelTank } from '../../../../domain/contracts/fuel-tanks.ts';
import type { FuelType } from '../../../../domain/contracts/reference-lists.ts';
import type { VesselSettings } from '../../../../domain/contracts/vessel-settings.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import type { EquipmentKind, EquipmentOf } from '../api/get-equipment.ts';

/** The vessel's settings as last pulled, or null when this device has none. */
export function useDeviceSettings(vesselId: string): VesselSettings | null | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => {
    const row = await db.vesselSettings.get(vesselId);
    return row && !row.isDeleted ? row : null;
  }, [db, vesselId]);
}

export function useDeviceEquipment<K extends EquipmentKind>(
  kind: K,
  vesselId: string,
): EquipmentOf<K>[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(async () => {
    const table = kind === 'fuelTank' ? db.fuelTanks : db.flowMeters;
    const rows = await table.where('vesselId').equals(vesselId).toArray();
    return rows.filter((row) => !row.isDeleted) as unknown as (FuelTank & FlowMeter)[];
  }, [db, kind, vesselId]);
}

export function useDeviceFuelTypes(): FuelType[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(() => db.fuelTypes.toArray(), [db]);
}

/** Reloads the device's reference lists from the server; a failure keeps the old copy. */
export function useRefreshDeviceReferenceLists(): () => void {
  const { refreshReferenceLists } = useDeviceStore();
  return useCallback(() => {
    void refreshReferenceLists().catch(() => undefined);
  }, [refreshReferenceLists]);
}
