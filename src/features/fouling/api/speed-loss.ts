// GET /Fouling/SpeedLoss (001 §3, §7): the vessel's daily speed loss, ascending by time, with its
// trend periods and trend events (ADR 0079).
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export const foulingKey = (vesselId: string) => ['fouling', vesselId] as const;

export function useSpeedLoss(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'speedLoss'],
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(foulingEndpoints.speedLoss, { query: { vesselId }, signal }),
  });
}
