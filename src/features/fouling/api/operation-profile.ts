// GET /Fouling/OperationProfile: hours per speed band, idle and warm-water hours (last 90 days of data).
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';

export function useOperationProfile(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'operationProfile'],
    queryFn: ({ signal }) => callApi(foulingEndpoints.operationProfile, { query: { vesselId }, signal }),
  });
}
