// GET /Kognifai/Vessels: the partner user's vessels (003 §7). A 503 means the partner's API keys
// have expired (003 §8, ADR 0061): the page shows the warning instead of its vessels.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vesselEndpoints } from '../../../../domain/contracts/vessels.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';

/** The answer of every /Kognifai call while the partner's keys have expired. */
export const isPartnerKeysExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 503;

export function partnerVesselsQueryOptions() {
  return queryOptions({
    queryKey: ['kognifai', 'vessels'],
    queryFn: ({ signal }) => callApi(vesselEndpoints.partnerList, { signal }),
    // Expired partner keys do not come back by asking again.
    retry: (failureCount, error) => !isPartnerKeysExpired(error) && shouldRetry(failureCount, error),
  });
}

export function usePartnerVessels() {
  return useQuery(partnerVesselsQueryOptions());
}
