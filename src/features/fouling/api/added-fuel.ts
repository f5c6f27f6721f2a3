// GET /Fouling/AddedFuelConsumption: the fuel the speed loss adds, per day and in total, in tonnes,
// CO2 and money (the Diagnostics fuel price); the last 90 days of data.
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useAddedFuelConsumption(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'addedFuel'],
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(foulingEndpoints.addedFuelConsumption, { query: { vesselId }, signal }),
  });
}
