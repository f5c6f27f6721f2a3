// POST /Fouling/LatestStatistics: the speed loss statistics of the fleet's vessels with Fouling.
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useLatestSpeedLossStatistics(vesselIds: readonly string[]) {
  return useQuery({
    queryKey: ['fouling', 'fleet', 'latestStatistics', [...vesselIds].sort()],
    enabled: vesselIds.length > 0,
    queryFn: ({ signal }) =>
      callApi(foulingEndpoints.latestStatistics, { body: { vesselIds: [...vesselIds] }, signal }),
  });
}
