// The Veracity (external) key dialog's reads (002 §7, EMIS-083, EMIS-198, DECISIONS EMIS-199):
// GET /Users/IsSuperUser first; only for a SuperUser GET /VesselAdministrations/{id}/GetVeracityKey
// and /GetVeracityKeyExpirationDate.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vesselSettingsEndpoints } from '../../../../domain/contracts/vessel-settings.ts';
import { userEndpoints } from '../../../../domain/contracts/users.ts';
import { callApi } from '../../../lib/api-client.ts';

export const veracityKeyQueryKey = (vesselId: string) => ['veracity-key', vesselId] as const;

export function isSuperUserQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'is-super-user'] as const,
    queryFn: ({ signal }) => callApi(userEndpoints.isSuperUser, { signal }),
    staleTime: 0,
  });
}

export function useIsSuperUser() {
  return useQuery(isSuperUserQueryOptions());
}

export function veracityKeyQueryOptions(vesselId: string) {
  const params = { id: vesselId };
  return queryOptions({
    queryKey: veracityKeyQueryKey(vesselId),
    queryFn: async ({ signal }) => {
      const [key, expiration] = await Promise.all([
        callApi(vesselSettingsEndpoints.getVeracityKey, { params, signal }),
        callApi(vesselSettingsEndpoints.getVeracityKeyExpiration, { params, signal }),
      ]);
      return { key: key.key, expirationDate: expiration.expirationDate ?? key.expirationDate };
    },
    staleTime: 0,
    gcTime: 0,
  });
}

export function useVeracityKey(vesselId: string, enabled: boolean) {
  return useQuery({ ...veracityKeyQueryOptions(vesselId), enabled });
}
