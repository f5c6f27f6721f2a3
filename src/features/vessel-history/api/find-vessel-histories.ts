// GET /VesselHistories/Find (001 §7, PERF-173: fromDate and toDate as ISO UTC). A failure gives an
// empty history (001 §8, PERF-191); without a connection the read fails instead, so the answer kept
// on the device stays (ADR 0108).
import { useQuery } from '@tanstack/react-query';
import { vesselHistoryEndpoints, type VesselHistory } from '../../../../domain/contracts/vessel-histories.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import type { HistoryWindow } from '../history-window.ts';
import { vesselHistoryKey } from './get-latest-vessel-history.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useVesselHistories(vesselId: string, window: HistoryWindow | null) {
  return useQuery({
    queryKey: [...vesselHistoryKey(vesselId), 'find', window?.fromDate, window?.toDate],
    ...keptAnswerOptions,
    queryFn: async ({ signal }): Promise<VesselHistory> => {
      const query = { vesselId, fromDate: window!.fromDate, toDate: window!.toDate };
      try {
        return await callApi(vesselHistoryEndpoints.find, { query, signal });
      } catch (error) {
        if (error instanceof ApiError && error.isNetworkError) throw error;
        return { vesselId, histories: [], timespan: window!.days };
      }
    },
    enabled: window !== null,
  });
}
