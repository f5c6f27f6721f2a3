// POST /Fouling/AddedFuelConsumptions: the added fuel of the fleet's vessels over the last 90 days of
// each vessel's data.
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useFleetAddedFuel(vesselIds: readonly string[]) {
  return useQuery({
    queryKey: ['fouling', 'fleet', 'addedFuel', [...vesselIds].sort()],
    enabled: vesselIds.length > 0,
    queryFn: ({ signal }) =>
      callApi(foulingEndpoints.addedFuelConsumptions, { body: { vesselIds: [...vesselIds] }, signal }),
  });
}
