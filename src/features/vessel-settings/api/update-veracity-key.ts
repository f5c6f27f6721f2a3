// PUT /VesselAdministrations/UpdateVeracityKey `{ vesselId, key, expirationDate }` (EMIS-083 EDIT).
// The settings carry hasVeracityKey, so they are read again too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vesselSettingsEndpoints } from '../../../../domain/contracts/vessel-settings.ts';
import { callApi } from '../../../lib/api-client.ts';
import { veracityKeyQueryKey } from './get-veracity-key.ts';
import { vesselSettingsQueryKey } from './get-vessel-settings.ts';

export type VeracityKeyChange = { key: string; expirationDate: string | null };

export function updateVeracityKey(vesselId: string, change: VeracityKeyChange) {
  return callApi(vesselSettingsEndpoints.updateVeracityKey, { body: { vesselId, ...change } });
}

export function useUpdateVeracityKey(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VeracityKeyChange) => updateVeracityKey(vesselId, change),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: veracityKeyQueryKey(vesselId) });
      void queryClient.invalidateQueries({ queryKey: vesselSettingsQueryKey(vesselId) });
    },
  });
}
