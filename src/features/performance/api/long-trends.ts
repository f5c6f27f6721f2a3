// GET /LongTrends/Find, GET /LongTrendPeriods/Find and PUT /LongTrends (001 §7). 'use in vessel
// status' is saved at once and shown before the answer; a refusal puts the old value back (PERF-023).
// A save names the version of the trend shown (If-Match, ADR 0092); a 412 shows the trend as saved now.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LongTrendSchema,
  type LongTrend,
  type LongTrendPeriodColumns,
} from '../../../../domain/contracts/long-trends.ts';
import { longTrendEndpoints } from '../../../../domain/contracts/diagnostics.ts';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi } from '../../../lib/api-client.ts';
import { staleRecord } from '../../../lib/stale-save.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export const longTrendsQueryKey = (vesselId: string) => ['longTrends', vesselId] as const;

export function longTrendsQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: longTrendsQueryKey(vesselId),
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(longTrendEndpoints.find, { query: { vesselId, isDiagnosticType: 'true' }, signal }),
  });
}

export function useLongTrends(vesselId: string) {
  return useQuery(longTrendsQueryOptions(vesselId));
}

/**
 * The periods of trends with their daily values in the compact form (form=Columns, ADR 0122): a
 * time axis and an array of values per period, drawn without an object per value.
 */
export async function readPeriodColumns(
  longTrendIds: string,
  signal?: AbortSignal,
): Promise<LongTrendPeriodColumns[]> {
  const answer = await callApi(longTrendEndpoints.periods, {
    query: { longTrendIds, form: 'Columns' },
    signal,
  });
  if (Array.isArray(answer)) throw new Error('The periods came as objects; they are read as columns.');
  return answer.items;
}

export function useLongTrendPeriods(vesselId: string, longTrendIds: readonly string[]) {
  return useQuery({
    // 'columns': an answer kept on the device in the object form is not read as this one.
    queryKey: ['longTrends', vesselId, 'periods', 'columns', ...longTrendIds],
    ...keptAnswerOptions,
    queryFn: ({ signal }) => readPeriodColumns(longTrendIds.join(','), signal),
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
      callApi(longTrendEndpoints.update, {
        body: { ...trend, ...change },
        headers: { 'If-Match': versionEtag(trend.version) },
      }),
    onMutate: async ({ trend, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LongTrend[]>(key);
      queryClient.setQueryData<LongTrend[]>(key, (list) =>
        list?.map((item) => (item.id === trend.id ? { ...item, ...change } : item)),
      );
      return { before };
    },
    // The saved trend (its new version) replaces the row at once: a second change made before the
    // list is read again is then based on it, not refused as stale.
    onSuccess: (saved) =>
      queryClient.setQueryData<LongTrend[]>(key, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      ),
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      const current = staleRecord(error, LongTrendSchema);
      if (current)
        queryClient.setQueryData<LongTrend[]>(key, (list) =>
          list?.map((item) => (item.id === current.id ? current : item)),
        );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['longTrends', vesselId] });
      void queryClient.invalidateQueries({ queryKey: ['vessels'] });
    },
  });
}
