import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import type { ConflictNames } from '../conflict-fields.ts';

type Named = { id: string; name: string };
const namesOf = (rows: Named[] | undefined) => new Map((rows ?? []).map((row) => [row.id, row.name]));

/** The names of the fuel types, fuel tanks and flow meters on this device, for the conflict panel. */
export function useConflictNames(): ConflictNames {
  const { db } = useDeviceStore();
  const lists = useLiveQuery(
    async () => ({
      fuelTypes: await db.fuelTypes.toArray(),
      fuelTanks: await db.fuelTanks.toArray(),
      flowMeters: await db.flowMeters.toArray(),
    }),
    [db],
  );
  return useMemo(() => {
    const fuelTypes = namesOf(lists?.fuelTypes);
    const fuelTanks = namesOf(lists?.fuelTanks);
    const flowMeters = namesOf(lists?.flowMeters);
    return {
      fuelType: (id) => fuelTypes.get(id),
      fuelTank: (id) => fuelTanks.get(id),
      flowMeter: (id) => flowMeters.get(id),
    };
  }, [lists]);
}
