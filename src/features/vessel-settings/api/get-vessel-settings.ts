// GET /VesselSettings/{vesselId} (002 §2 General, ADR 0024): the settings, the cargo units the
// vessel carries, hasVeracityKey and the row version the next save sends in If-Match. The query
// key is the one the emission report's settings warning reads, so a save refreshes it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vesselSettingsEndpoints } from '../../../../domain/contracts/vessel-settings.ts';
import { callApi } from '../../../lib/api-client.ts';

export const vesselSettingsQueryKey = (vesselId: string) => ['vessel-settings', vesselId] as const;

export function vesselSettingsQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: vesselSettingsQueryKey(vesselId),
    queryFn: ({ signal }) => callApi(vesselSettingsEndpoints.get, { params: { vesselId }, signal }),
  });
}

export function useVesselSettings(vesselId: string) {
  return useQuery(vesselSettingsQueryOptions(vesselId));
}
