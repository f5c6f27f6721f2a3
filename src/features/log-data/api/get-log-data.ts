// GET /LogData/BatchFind for the plotted variables (001 §7): times as UnixEpochMs, the chosen
// granularity and filters, and every continuationFilter followed up and merged (PERF-168). The
// progress (values received, share of the period covered) drives the page's progress bar.
import { logDataEndpoints } from '../../../../domain/contracts/log-data.ts';
import type { DataInterval } from '../../../../domain/log-data/data-interval.ts';
import { callApi } from '../../../lib/api-client.ts';
import {
  collectSeries,
  usePlottedSeries,
  type LogDataProgress,
  type RawSeries,
} from '../../../lib/log-data-series.ts';
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

export type { LogDataProgress, RawSeries } from '../../../lib/log-data-series.ts';

export function fetchLogData(
  request: LogDataRequest,
  onProgress: (progress: LogDataProgress) => void,
  signal?: AbortSignal,
): Promise<RawSeries[]> {
  return collectSeries(
    request.logVariableIds,
    request,
    (continuationFilter) =>
      callApi(logDataEndpoints.batchFind, {
        query: {
          logVariableIds: request.logVariableIds.join(','),
          granularity: request.granularity,
          fromDate: new Date(request.fromMs).toISOString(),
          toDate: new Date(request.toMs).toISOString(),
          dateTimeFormat: 'UnixEpochMs',
          form: 'Columns',
          filterMinMax: request.filterMinMax,
          filterOutliers: request.filterOutliers,
          continuationFilter,
        },
        signal,
      }),
    onProgress,
  );
}

export function useLogData(request: LogDataRequest | null) {
  return usePlottedSeries('log-data', request, fetchLogData);
}
