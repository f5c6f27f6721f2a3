// Compare vessels' calls (001 §7 'Others', 003 §7): the user's vessel groups, each vessel's long
// trends, and per diagnostic type the periods and the statistics rows of the group's trends. Only
// vessels with the Diagnostics feature are compared (ADR 0059): the vessel list says which, and a
// vessel refused with FEATURE_NOT_AVAILABLE (switched off meanwhile) joins those left out. The page
// is about many vessels, so a refusal does not go to a vessel page's gate (throwOnError: false).
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { longTrendEndpoints } from '../../../../domain/contracts/diagnostics.ts';
import { DIAGNOSTICS_FEATURE } from '../../../../domain/performance/long-trends.ts';
import { callApi, isFeatureNotAvailable } from '../../../lib/api-client.ts';
import { vesselGroupsQueryOptions } from '../../../lib/vessel-groups-query.ts';
import { vesselEventsQueryOptions } from '../../../lib/vessel-events-query.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { longTrendsQueryOptions, readPeriodColumns } from './long-trends.ts';

export function useCompareGroups() {
  return useQuery(vesselGroupsQueryOptions());
}

export function useGroupLongTrends(vesselIds: readonly string[]) {
  const vessels = useQuery(vesselsQueryOptions());
  // Unknown vessels (not in the list, or no list) are asked; the server then says.
  const lacking = new Set(
    (vessels.data ?? [])
      .filter((vessel) => !vessel.features.some((feature) => feature.name === DIAGNOSTICS_FEATURE))
      .map((vessel) => vessel.id),
  );
  const asked = vessels.isPending ? [] : vesselIds.filter((id) => !lacking.has(id));
  const trends = useQueries({
    queries: asked.map((vesselId) => ({ ...longTrendsQueryOptions(vesselId), throwOnError: false })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError && !isFeatureNotAvailable(r.error))?.error ?? null,
      refused: asked.filter((_, i) => isFeatureNotAvailable(results[i]?.error)),
      trends: results.flatMap((r) => r.data ?? []),
    }),
  });
  return {
    isPending: vessels.isPending || trends.isPending,
    error: trends.error,
    trends: trends.trends,
    /** The group's vessels without Diagnostics, in the group's order. */
    withoutDiagnostics: vesselIds.filter((id) => lacking.has(id) || trends.refused.includes(id)),
  };
}

export function useCompareData(longTrendIds: readonly string[]) {
  const ids = longTrendIds.join(',');
  const periods = useQuery({
    queryKey: ['compare', 'periods', ids],
    queryFn: ({ signal }) => readPeriodColumns(ids, signal),
    enabled: longTrendIds.length > 0,
    throwOnError: false,
  });
  const statistics = useQuery({
    queryKey: ['compare', 'statistics', ids],
    queryFn: ({ signal }) => callApi(longTrendEndpoints.statistics, { query: { longTrendIds: ids }, signal }),
    enabled: longTrendIds.length > 0,
    throwOnError: false,
  });
  return { periods, statistics };
}

/** The trend and info events of the compared vessels (marked on the charts); a refusal marks none. */
export function useGroupPerformanceEvents(vesselIds: readonly string[]) {
  const results = useQueries({
    queries: vesselIds.map((vesselId) => ({ ...vesselEventsQueryOptions(vesselId), throwOnError: false })),
  });
  // The answers' own references change only with new data: the list is kept as long as they do.
  const key = results.map((r) => r.dataUpdatedAt).join(',') + vesselIds.join(',');
  return useMemo(() => results.flatMap((r) => r.data ?? []), [key]); // eslint-disable-line react-hooks/exhaustive-deps
}
