// GET /VesselHistories/Latest/{vesselId} (001 §7): the vessel's newest export. A 404 means no
// package has been imported yet, which the panel shows as such, not as a failure.
import { useQuery } from '@tanstack/react-query';
import { vesselHistoryEndpoints } from '../../../../domain/contracts/vessel-histories.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export const vesselHistoryKey = (vesselId: string) => ['vesselHistories', vesselId] as const;

export function useLatestVesselHistory(vesselId: string) {
  return useQuery({
    queryKey: [...vesselHistoryKey(vesselId), 'latest'],
    ...keptAnswerOptions,
    queryFn: async ({ signal }) => {
      try {
        return await callApi(vesselHistoryEndpoints.latest, { params: { vesselId }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
