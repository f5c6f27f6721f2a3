// POST /FuelTanks and /FlowMeters (EMIS-173..175): created with the device's own id, so a repeated
// request cannot add the tank or meter twice; the list is read again afterwards (EMIS-149).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFlowMeterRequest } from '../../../../domain/contracts/flow-meters.ts';
import type { CreateFuelTankRequest } from '../../../../domain/contracts/fuel-tanks.ts';
import { callApi } from '../../../lib/api-client.ts';
import { equipmentEndpoints, equipmentQueryKey, type EquipmentKind } from './get-equipment.ts';

export type CreateEquipmentRequest<K extends EquipmentKind> = K extends 'fuelTank'
  ? CreateFuelTankRequest
  : CreateFlowMeterRequest;

export function createEquipment<K extends EquipmentKind>(kind: K, request: CreateEquipmentRequest<K>) {
  // A fuel tank's request has no flow rate variable, which the flow meter's body takes as optional.
  return callApi(equipmentEndpoints[kind as EquipmentKind].create, {
    body: request as CreateFlowMeterRequest,
  });
}

export function useCreateEquipment<K extends EquipmentKind>(kind: K, vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateEquipmentRequest<K>) => createEquipment(kind, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKey(kind, vesselId) }),
  });
}
