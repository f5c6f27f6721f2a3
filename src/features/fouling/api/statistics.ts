// GET /Fouling/Statistics: the speed loss statistics of a vessel (ADR 0079).
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useSpeedLossStatistics(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'statistics'],
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(foulingEndpoints.statistics, { query: { vesselId }, signal }),
  });
}
