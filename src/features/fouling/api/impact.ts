// GET /Fouling/Impact: the impact of the trend event of a day (vesselId, eventDate).
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useEventImpact(vesselId: string, eventDate: string | null) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'impact', eventDate],
    ...keptAnswerOptions,
    enabled: eventDate !== null,
    queryFn: ({ signal }) =>
      callApi(foulingEndpoints.impact, { query: { vesselId, eventDate: eventDate! }, signal }),
  });
}
