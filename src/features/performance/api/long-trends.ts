// GET /LongTrends/Find, GET /LongTrendPeriods/Find and PUT /LongTrends (001 §7). 'use in vessel
// status' is saved at once and shown before the answer; a refusal puts the old value back (PERF-023).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  LongTrendPeriodSchema,
  LongTrendSchema,
  type LongTrend,
} from '../../../../domain/contracts/long-trends.ts';
import { api } from '../../../lib/api-client.ts';

export const longTrendsQueryKey = (vesselId: string) => ['longTrends', vesselId] as const;

export function longTrendsQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: longTrendsQueryKey(vesselId),
    queryFn: ({ signal }) =>
      api.get('/LongTrends/Find', {
        query: { vesselId, isDiagnosticType: true },
        schema: v.array(LongTrendSchema),
        signal,
      }),
  });
}

export function useLongTrends(vesselId: string) {
  return useQuery(longTrendsQueryOptions(vesselId));
}

export function useLongTrendPeriods(vesselId: string, longTrendIds: readonly string[]) {
  return useQuery({
    queryKey: ['longTrends', vesselId, 'periods', ...longTrendIds],
    queryFn: ({ signal }) =>
      api.get('/LongTrendPeriods/Find', {
        query: { longTrendIds: longTrendIds.join(',') },
        schema: v.array(LongTrendPeriodSchema),
        signal,
      }),
    enabled: longTrendIds.length > 0,
  });
}

export type LongTrendChange = Pick<
  LongTrend,
  'useInVesselStatus' | 'useManualBenchmarkLevel' | 'manualBenchmarkLevel'
>;

/** Saves a long trend's settings; the list shows the change at once and takes it back on failure. */
export function useUpdateLongTrend(vesselId: string) {
  const queryClient = useQueryClient();
  const key = longTrendsQueryKey(vesselId);
  return useMutation({
    mutationFn: ({ trend, change }: { trend: LongTrend; change: LongTrendChange }) =>
      api.put('/LongTrends', { ...trend, ...change }, { schema: LongTrendSchema }),
    onMutate: async ({ trend, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LongTrend[]>(key);
      queryClient.setQueryData<LongTrend[]>(key, (list) =>
        list?.map((item) => (item.id === trend.id ? { ...item, ...change } : item)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['longTrends', vesselId] });
      void queryClient.invalidateQueries({ queryKey: ['vessels'] });
    },
  });
}
