// DELETE /FuelTanks/{id} and /FlowMeters/{id} with If-Match (EMIS-148): the server deactivates a
// tank or meter that already has data and deletes one that has none; the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatchHeader, versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi } from '../../../lib/api-client.ts';
import { equipmentEndpoints, equipmentQueryKey, type EquipmentKind } from './get-equipment.ts';

export type EquipmentRef = { id: string; version: number };

export function removeEquipment(kind: EquipmentKind, { id, version }: EquipmentRef): Promise<unknown> {
  return callApi(equipmentEndpoints[kind].remove, {
    params: { id },
    headers: { [ifMatchHeader]: versionEtag(version) },
  });
}

export function useRemoveEquipment(kind: EquipmentKind, vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: EquipmentRef) => removeEquipment(kind, item),
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKey(kind, vesselId) }),
  });
}
