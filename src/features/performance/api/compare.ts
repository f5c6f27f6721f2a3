// Compare vessels' calls (001 §7 'Others', 003 §7): the user's vessel groups, each vessel's long
// trends, and per diagnostic type the periods and the statistics rows of the group's trends.
import { useQueries, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { LongTrendStatisticsSchema } from '../../../../domain/contracts/diagnostics.ts';
import { LongTrendPeriodSchema } from '../../../../domain/contracts/long-trends.ts';
import { api } from '../../../lib/api-client.ts';
import { vesselGroupsQueryOptions } from '../../../lib/vessel-groups-query.ts';
import { longTrendsQueryOptions } from './long-trends.ts';

export function useCompareGroups() {
  return useQuery(vesselGroupsQueryOptions());
}

export function useGroupLongTrends(vesselIds: readonly string[]) {
  return useQueries({
    queries: vesselIds.map((vesselId) => longTrendsQueryOptions(vesselId)),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
      trends: results.flatMap((r) => r.data ?? []),
    }),
  });
}

export function useCompareData(longTrendIds: readonly string[]) {
  const ids = longTrendIds.join(',');
  const periods = useQuery({
    queryKey: ['compare', 'periods', ids],
    queryFn: ({ signal }) =>
      api.get('/LongTrendPeriods/Find', {
        query: { longTrendIds: ids },
        schema: v.array(LongTrendPeriodSchema),
        signal,
      }),
    enabled: longTrendIds.length > 0,
  });
  const statistics = useQuery({
    queryKey: ['compare', 'statistics', ids],
    queryFn: ({ signal }) =>
      api.get('/LongTrendPeriods/Statistics', {
        query: { longTrendIds: ids },
        schema: v.array(LongTrendStatisticsSchema),
        signal,
      }),
    enabled: longTrendIds.length > 0,
  });
  return { periods, statistics };
}
