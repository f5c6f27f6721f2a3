// GET /Vessels/{id}: one vessel the user may see, with its particulars.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { VesselSchema } from '../../../../domain/contracts/vessels.ts';
import { api } from '../../../lib/api-client.ts';

export function vesselQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: ['vessels', 'one', vesselId],
    queryFn: ({ signal }) =>
      api.get(`/Vessels/${encodeURIComponent(vesselId)}`, { schema: VesselSchema, signal }),
  });
}

export function useVessel(vesselId: string) {
  return useSuspenseQuery(vesselQueryOptions(vesselId)).data;
}
