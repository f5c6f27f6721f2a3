// GET /LogData/BatchFind for the plotted variables (001 §7): times as UnixEpochMs, the chosen
// granularity and filters, and every continuationFilter followed up and merged (PERF-168). The
// progress (values received, share of the period covered) drives the page's progress bar.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LogDataBatchResponseSchema } from '../../../../domain/contracts/log-data.ts';
import type { DataInterval } from '../../../../domain/log-data/data-interval.ts';
import { api } from '../../../lib/api-client.ts';
import type { GraphGroups } from '../graph-groups.ts';

export type LogDataRequest = {
  vesselId: string;
  logVariableIds: string[];
  /** The groups as they were when Plot was chosen: the charts follow them. */
  groups: GraphGroups;
  granularity: DataInterval;
  fromMs: number;
  toMs: number;
  filterMinMax: boolean;
  filterOutliers: boolean;
};

export type RawSeries = { id: string; xsMs: Float64Array; ys: Float64Array };
export type LogDataProgress = { values: number; percent: number };

type Accumulator = { xs: number[]; ys: number[] };

export async function fetchLogData(
  request: LogDataRequest,
  onProgress: (progress: LogDataProgress) => void,
  signal?: AbortSignal,
): Promise<RawSeries[]> {
  const collected = new Map<string, Accumulator>(
    request.logVariableIds.map((id) => [id, { xs: [], ys: [] }]),
  );
  let continuationFilter: string | null | undefined;
  let values = 0;
  do {
    const page = await api.get('/LogData/BatchFind', {
      query: {
        logVariableIds: request.logVariableIds.join(','),
        granularity: request.granularity,
        fromDate: new Date(request.fromMs).toISOString(),
        toDate: new Date(request.toMs).toISOString(),
        dateTimeFormat: 'UnixEpochMs',
        filterMinMax: request.filterMinMax,
        filterOutliers: request.filterOutliers,
        continuationFilter: continuationFilter ?? undefined,
      },
      schema: LogDataBatchResponseSchema,
      signal,
    });
    let latestMs = request.fromMs;
    for (const item of page.items) {
      const target = collected.get(item.logVariableId);
      if (!target) continue;
      for (const point of item.values) {
        if (point.value === null) continue;
        target.xs.push(point.timestamp);
        target.ys.push(point.value);
      }
      values += item.values.length;
      const last = item.values[item.values.length - 1];
      if (last) latestMs = Math.max(latestMs, last.timestamp);
    }
    continuationFilter = page.continuationFilter;
    const span = request.toMs - request.fromMs;
    const percent = continuationFilter ? Math.min(99, ((latestMs - request.fromMs) / span) * 100) : 100;
    onProgress({ values, percent });
  } while (continuationFilter);

  return request.logVariableIds.map((id) => {
    const { xs, ys } = collected.get(id) as Accumulator;
    return { id, xsMs: Float64Array.from(xs), ys: Float64Array.from(ys) };
  });
}

export function useLogData(request: LogDataRequest | null) {
  const [progress, setProgress] = useState<LogDataProgress>({ values: 0, percent: 0 });
  const query = useQuery({
    queryKey: ['log-data', request],
    queryFn: ({ signal }) => {
      setProgress({ values: 0, percent: 0 });
      return fetchLogData(request as LogDataRequest, setProgress, signal);
    },
    enabled: request !== null,
    // A plotted period is a snapshot; large answers are not kept around after leaving the page.
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  return { ...query, series: query.data ?? [], progress };
}
