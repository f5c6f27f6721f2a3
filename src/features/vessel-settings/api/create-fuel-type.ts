// POST /FuelTypes (EMIS-176): a company-owned fuel type; the client's id makes a repeat harmless.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  referenceListEndpoints,
  type CreateFuelTypeRequest,
} from '../../../../domain/contracts/reference-lists.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshDeviceReferenceLists } from '../local/device-copy.ts';
import { fuelTypesQueryKey } from './get-fuel-types.ts';

export function createFuelType(request: CreateFuelTypeRequest) {
  return callApi(referenceListEndpoints.createFuelType, { body: request });
}

export function useCreateFuelType() {
  const queryClient = useQueryClient();
  const refreshDevice = useRefreshDeviceReferenceLists();
  return useMutation({
    mutationFn: createFuelType,
    onSuccess: refreshDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fuelTypesQueryKey }),
  });
}
