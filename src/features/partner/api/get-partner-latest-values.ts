// GET /Kognifai/LogData/LastReceived (ADR 0061): the newest sample of the variables the partner
// page shows per vessel, in one call per 60 variables (the API's limit) rather than one
// /Kognifai/LogData read per variable.
import { useQuery } from '@tanstack/react-query';
import {
  logDataEndpoints,
  maxBatchVariables,
  type LogDataLastReceived,
} from '../../../../domain/contracts/log-data.ts';
import { callApi } from '../../../lib/api-client.ts';

export function usePartnerLatestValues(logVariableIds: readonly string[]) {
  return useQuery({
    queryKey: ['kognifai', 'last-received', [...logVariableIds].sort()],
    queryFn: async ({ signal }) => {
      const chunks: string[][] = [];
      for (let start = 0; start < logVariableIds.length; start += maxBatchVariables) {
        chunks.push(logVariableIds.slice(start, start + maxBatchVariables));
      }
      const answers = await Promise.all(
        chunks.map((ids) =>
          callApi(logDataEndpoints.partnerLastReceived, { query: { logVariableIds: ids.join(',') }, signal }),
        ),
      );
      return new Map<string, LogDataLastReceived>(
        answers.flat().map((sample) => [sample.logVariableId, sample]),
      );
    },
    enabled: logVariableIds.length > 0,
  });
}
