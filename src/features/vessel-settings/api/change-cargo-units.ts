// POST /VesselAdministrations/{vesselId}/AddCargoUnit and /RemoveCargoUnit (EMIS-077, EMIS-209):
// both answer the cargo units the vessel carries afterwards; the settings (which carry them and
// their version) are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VesselCargoUnitListSchema } from '../../../../domain/contracts/vessel-settings.ts';
import { api } from '../../../lib/api-client.ts';
import { vesselSettingsQueryKey } from './get-vessel-settings.ts';

export type CargoUnitChange = { action: 'AddCargoUnit' | 'RemoveCargoUnit'; cargoUnitId: string };

export function changeCargoUnits(vesselId: string, { action, cargoUnitId }: CargoUnitChange) {
  return api.post(
    `/VesselAdministrations/${encodeURIComponent(vesselId)}/${action}`,
    { vesselId, cargoUnitId },
    { schema: VesselCargoUnitListSchema },
  );
}

export function useChangeCargoUnits(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CargoUnitChange) => changeCargoUnits(vesselId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vesselSettingsQueryKey(vesselId) }),
  });
}
