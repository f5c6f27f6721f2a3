// GET /FuelTanks/Find and /FlowMeters/Find (?vesselId): a vessel's fuel tanks or flow meters,
// deactivated ones included (EMIS-148). The keys are those the emission report's settings
// warning reads, so every change here refreshes it as well (EMIS-149).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { flowMeterEndpoints, type FlowMeter } from '../../../../domain/contracts/flow-meters.ts';
import { fuelTankEndpoints, type FuelTank } from '../../../../domain/contracts/fuel-tanks.ts';
import { callApi } from '../../../lib/api-client.ts';

export type EquipmentKind = 'fuelTank' | 'flowMeter';
export type EquipmentOf<K extends EquipmentKind> = K extends 'fuelTank' ? FuelTank : FlowMeter;

/** The endpoints of each kind (Find, POST, DELETE). */
export const equipmentEndpoints = { fuelTank: fuelTankEndpoints, flowMeter: flowMeterEndpoints } as const;

export const equipmentQueryKey = (kind: EquipmentKind, vesselId: string) =>
  [kind === 'fuelTank' ? 'fuel-tanks' : 'flow-meters', 'vessel', vesselId] as const;

export function equipmentQueryOptions<K extends EquipmentKind>(kind: K, vesselId: string) {
  return queryOptions({
    queryKey: equipmentQueryKey(kind, vesselId),
    queryFn: ({ signal }) =>
      callApi(equipmentEndpoints[kind as EquipmentKind].find, { query: { vesselId }, signal }) as Promise<
        EquipmentOf<K>[]
      >,
  });
}

export function useEquipment<K extends EquipmentKind>(kind: K, vesselId: string) {
  return useQuery(equipmentQueryOptions(kind, vesselId));
}
