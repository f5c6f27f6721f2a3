// DELETE /FuelTypes/{id} (EMIS-187): only company-owned types; the server refuses a type in use.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fuelTypesQueryKey } from './get-fuel-types.ts';

export function deleteFuelType(fuelTypeId: string): Promise<unknown> {
  return api.delete(`/FuelTypes/${encodeURIComponent(fuelTypeId)}`);
}

export function useDeleteFuelType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFuelType,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fuelTypesQueryKey }),
  });
}
