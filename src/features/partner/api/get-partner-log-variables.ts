// GET /Kognifai/LogVariables?hasLogData=true (000 §7, PERF-164): the log variables with data of all
// the partner's vessels, read once for the latest values and the graph form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logVariableEndpoints } from '../../../../domain/contracts/log-variables.ts';
import { callApi } from '../../../lib/api-client.ts';

export function partnerLogVariablesQueryOptions() {
  return queryOptions({
    queryKey: ['kognifai', 'log-variables', { hasLogData: true }],
    queryFn: ({ signal }) =>
      callApi(logVariableEndpoints.partnerFind, { query: { hasLogData: true }, signal }),
  });
}

export function usePartnerLogVariables() {
  return useQuery(partnerLogVariablesQueryOptions());
}
