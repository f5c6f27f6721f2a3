// DELETE /FuelTypes/{id} (EMIS-187): only company-owned types; the server refuses a type in use.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceListEndpoints } from '../../../../domain/contracts/reference-lists.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshDeviceReferenceLists } from '../local/device-copy.ts';
import { fuelTypesQueryKey } from './get-fuel-types.ts';

export function deleteFuelType(fuelTypeId: string): Promise<unknown> {
  return callApi(referenceListEndpoints.removeFuelType, { params: { id: fuelTypeId } });
}

export function useDeleteFuelType() {
  const queryClient = useQueryClient();
  const refreshDevice = useRefreshDeviceReferenceLists();
  return useMutation({
    mutationFn: deleteFuelType,
    onSuccess: refreshDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fuelTypesQueryKey }),
  });
}
