// GET /VesselCategories: the vessel access groups the signed-in user may manage (003 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vesselCategoryEndpoints } from '../../../../domain/contracts/vessel-categories.ts';
import { callApi } from '../../../lib/api-client.ts';

export const accessGroupsQueryKey = ['vessel-categories', 'list'] as const;

export function accessGroupsQueryOptions() {
  return queryOptions({
    queryKey: accessGroupsQueryKey,
    queryFn: ({ signal }) => callApi(vesselCategoryEndpoints.list, { signal }),
  });
}

export function useAccessGroups() {
  return useQuery(accessGroupsQueryOptions());
}
