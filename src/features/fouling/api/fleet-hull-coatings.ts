// The hull coatings of the fleet's vessels with Fouling.
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useFleetHullCoatings(vesselIds: readonly string[]) {
  return useQuery({
    queryKey: ['fouling', 'fleet', 'hullCoatings', [...vesselIds].sort()],
    enabled: vesselIds.length > 0,
    queryFn: ({ signal }) =>
      callApi(foulingEndpoints.hullCoatings, { body: { vesselIds: [...vesselIds] }, signal }),
  });
}
