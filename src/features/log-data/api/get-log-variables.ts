// GET /LogVariables/Find?vesselId&hasLogData=true: the variables the graph form offers (000 §3,
// 001 §3), with the display name that names the onboard system for duplicate names.
import { useQuery } from '@tanstack/react-query';
import { logVariableEndpoints } from '../../../../domain/contracts/log-variables.ts';
import { callApi } from '../../../lib/api-client.ts';

export function logVariablesQueryOptions(vesselId: string) {
  return {
    queryKey: ['log-variables', vesselId, { hasLogData: true }],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(logVariableEndpoints.find, { query: { vesselId, hasLogData: true }, signal }),
  };
}

export function useLogVariables(vesselId: string) {
  return useQuery({
    ...logVariablesQueryOptions(vesselId),
    select: (variables) =>
      [...variables].sort((a, b) =>
        a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }),
      ),
  });
}
