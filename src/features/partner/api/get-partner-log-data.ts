// GET /Kognifai/LogData (001 §6/§7, PERF-163) for the partner graph: one read per variable (the
// partner variant takes one logVariableId), at the Auto granularity the server chooses for the
// period, times as UnixEpochMs, every continuationFilter followed up and merged (PERF-168).
import { logDataEndpoints } from '../../../../domain/contracts/log-data.ts';
import { callApi } from '../../../lib/api-client.ts';
import {
  collectSeries,
  usePlottedSeries,
  type LogDataProgress,
  type RawSeries,
} from '../../../lib/log-data-series.ts';

export type PartnerGraphRequest = {
  vesselId: string;
  logVariableIds: string[];
  fromMs: number;
  toMs: number;
};

export async function fetchPartnerLogData(
  request: PartnerGraphRequest,
  onProgress: (progress: LogDataProgress) => void,
  signal?: AbortSignal,
): Promise<RawSeries[]> {
  const each = request.logVariableIds.map(() => ({ values: 0, percent: 0 }));
  const report = () =>
    onProgress({
      values: each.reduce((sum, one) => sum + one.values, 0),
      percent: each.reduce((sum, one) => sum + one.percent, 0) / each.length,
    });
  const series = await Promise.all(
    request.logVariableIds.map((logVariableId, index) =>
      collectSeries(
        [logVariableId],
        request,
        (continuationFilter) =>
          callApi(logDataEndpoints.partnerFind, {
            query: {
              logVariableId,
              granularity: 'Auto',
              fromDate: new Date(request.fromMs).toISOString(),
              toDate: new Date(request.toMs).toISOString(),
              dateTimeFormat: 'UnixEpochMs',
              form: 'Columns',
              continuationFilter,
            },
            signal,
          }),
        (progress) => {
          each[index] = progress;
          report();
        },
      ),
    ),
  );
  return series.flat();
}

export function usePartnerLogData(request: PartnerGraphRequest | null) {
  return usePlottedSeries('kognifai-log-data', request, fetchPartnerLogData);
}
