// GET /VesselGroups (003 §7): the signed-in user's vessel groups, read by the Vessel Groups screen,
// the comparison and the Vessel Overview's 'Filter on group' under one query key.
import { queryOptions } from '@tanstack/react-query';
import { vesselGroupEndpoints } from '../../domain/contracts/vessel-groups.ts';
import { callApi } from './api-client.ts';
import { persistMeta } from './read-cache.ts';

export const vesselGroupsQueryKey = ['vesselGroups'] as const;

export function vesselGroupsQueryOptions() {
  return queryOptions({
    queryKey: vesselGroupsQueryKey,
    queryFn: ({ signal }) => callApi(vesselGroupEndpoints.list, { signal }),
    meta: persistMeta,
  });
}
