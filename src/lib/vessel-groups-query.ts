// GET /VesselGroups (003 §7): the signed-in user's vessel groups, read by the Vessel Groups screen,
// the comparison and the Vessel Overview's 'Filter on group' under one query key.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { VesselGroupSchema } from '../../domain/contracts/vessel-groups.ts';
import { api } from './api-client.ts';
import { persistMeta } from './read-cache.ts';

export const vesselGroupsQueryKey = ['vesselGroups'] as const;

export function vesselGroupsQueryOptions() {
  return queryOptions({
    queryKey: vesselGroupsQueryKey,
    queryFn: ({ signal }) => api.get('/VesselGroups', { schema: v.array(VesselGroupSchema), signal }),
    meta: persistMeta,
  });
}
