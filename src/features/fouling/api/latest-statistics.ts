// POST /Fouling/LatestStatistics: the speed loss statistics of the fleet's vessels with Fouling.
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { LatestSpeedLossStatisticsSchema } from '../../../../domain/contracts/fouling.ts';
import { api } from '../../../lib/api-client.ts';

export function useLatestSpeedLossStatistics(vesselIds: readonly string[]) {
  return useQuery({
    queryKey: ['fouling', 'fleet', 'latestStatistics', [...vesselIds].sort()],
    enabled: vesselIds.length > 0,
    queryFn: ({ signal }) =>
      api.post(
        '/Fouling/LatestStatistics',
        { vesselIds },
        { schema: v.array(LatestSpeedLossStatisticsSchema), signal },
      ),
  });
}
