// GET /VesselAdministrations (every vessel: unassigned, assigned and archived) and
// GET /VesselAdministrations/{id}, for the Administrator (003 §7).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { vesselAdministrationEndpoints as endpoints } from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { vesselAdministrationKeys } from './vessel-lists.ts';

export function vesselAdministrationsQueryOptions() {
  return queryOptions({
    queryKey: vesselAdministrationKeys.list,
    queryFn: ({ signal }) => callApi(endpoints.list, { signal }),
  });
}

export function useVesselAdministrations() {
  return useQuery(vesselAdministrationsQueryOptions());
}

/** One vessel; until its own answer arrives (or offline), the copy in the list read before. */
export function useVesselAdministration(vesselId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: vesselAdministrationKeys.one(vesselId ?? ''),
    queryFn: ({ signal }) => callApi(endpoints.get, { params: { id: vesselId ?? '' }, signal }),
    enabled: vesselId !== undefined,
    initialData: () =>
      queryClient
        .getQueryData(vesselAdministrationsQueryOptions().queryKey)
        ?.find((vessel) => vessel.id === vesselId),
    initialDataUpdatedAt: () => queryClient.getQueryState(vesselAdministrationKeys.list)?.dataUpdatedAt,
  });
}
