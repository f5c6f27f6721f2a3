// GET /Fouling/SpeedLoss (001 §3, §7): the vessel's daily speed loss, ascending by time, with its
// trend periods and trend events (ADR 0079), its values in the compact form (ADR 0122).
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints, type SpeedLossHistoryColumns } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export const foulingKey = (vesselId: string) => ['fouling', vesselId] as const;

/**
 * The daily speed loss in the compact form (form=Columns, ADR 0122): one time axis and one array of
 * values, drawn without an object per value.
 */
export function useSpeedLoss(vesselId: string) {
  return useQuery({
    // 'columns': an answer kept on the device in the object form is not read as this one.
    queryKey: [...foulingKey(vesselId), 'speedLoss', 'columns'],
    ...keptAnswerOptions,
    queryFn: async ({ signal }): Promise<SpeedLossHistoryColumns> => {
      const answer = await callApi(foulingEndpoints.speedLoss, {
        query: { vesselId, form: 'Columns' },
        signal,
      });
      if (!('form' in answer)) throw new Error('The speed loss came as objects; it is read as columns.');
      return answer;
    },
  });
}
