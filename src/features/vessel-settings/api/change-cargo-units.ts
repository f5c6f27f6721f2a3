// POST /VesselAdministrations/{vesselId}/AddCargoUnit and /RemoveCargoUnit (EMIS-077, EMIS-209):
// both answer the cargo units the vessel carries afterwards; the settings (which carry them and
// their version) are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vesselSettingsEndpoints } from '../../../../domain/contracts/vessel-settings.ts';
import { callApi } from '../../../lib/api-client.ts';
import { vesselSettingsQueryKey } from './get-vessel-settings.ts';

export type CargoUnitChange = { action: 'AddCargoUnit' | 'RemoveCargoUnit'; cargoUnitId: string };

export function changeCargoUnits(vesselId: string, { action, cargoUnitId }: CargoUnitChange) {
  const contract =
    action === 'AddCargoUnit'
      ? vesselSettingsEndpoints.addCargoUnit
      : vesselSettingsEndpoints.removeCargoUnit;
  return callApi(contract, { params: { id: vesselId }, body: { vesselId, cargoUnitId } });
}

export function useChangeCargoUnits(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CargoUnitChange) => changeCargoUnits(vesselId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vesselSettingsQueryKey(vesselId) }),
  });
}
