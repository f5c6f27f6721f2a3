// GET /LogVariables/Find?vesselId: the vessel's log variables a flow meter may read its fuel mass
// flow rate from (EMIS-080, EMIS-106); none chosen means manual input. Sorted by display name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logVariableEndpoints } from '../../domain/contracts/log-variables.ts';
import { callApi } from './api-client.ts';

export function flowRateVariablesQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: ['log-variables', vesselId, 'flow-rate'] as const,
    queryFn: ({ signal }) => callApi(logVariableEndpoints.find, { query: { vesselId }, signal }),
    select: (variables) =>
      [...variables].sort((a, b) =>
        a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }),
      ),
  });
}

export function useFlowRateVariables(vesselId: string) {
  return useQuery(flowRateVariablesQueryOptions(vesselId));
}
