// The Veracity (external) key dialog's reads (002 §7, EMIS-083, EMIS-198, DECISIONS EMIS-199):
// GET /Users/IsSuperUser first; only for a SuperUser GET /VesselAdministrations/{id}/GetVeracityKey
// and /GetVeracityKeyExpirationDate.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '../../../../domain/contracts/users.ts';
import {
  VeracityKeyExpirationSchema,
  VeracityKeySchema,
} from '../../../../domain/contracts/vessel-settings.ts';
import { api, callApi } from '../../../lib/api-client.ts';

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
  const path = `/VesselAdministrations/${encodeURIComponent(vesselId)}`;
  return queryOptions({
    queryKey: veracityKeyQueryKey(vesselId),
    queryFn: async ({ signal }) => {
      const [key, expiration] = await Promise.all([
        api.get(`${path}/GetVeracityKey`, { schema: VeracityKeySchema, signal }),
        api.get(`${path}/GetVeracityKeyExpirationDate`, { schema: VeracityKeyExpirationSchema, signal }),
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
