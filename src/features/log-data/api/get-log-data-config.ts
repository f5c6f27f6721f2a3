// The vessel's stored graph configuration (000 §3 log-data configuration): the form starts from it.
import { useQuery } from '@tanstack/react-query';
import { logDataConfigEndpoints } from '../../../../domain/contracts/log-data-config.ts';
import { callApi } from '../../../lib/api-client.ts';

export const logDataConfigQueryKey = (vesselId: string) => ['log-data-config', vesselId] as const;

export function useLogDataConfig(vesselId: string) {
  return useQuery({
    queryKey: logDataConfigQueryKey(vesselId),
    queryFn: ({ signal }) => callApi(logDataConfigEndpoints.find, { query: { vesselId }, signal }),
    // A vessel without a stored configuration, or a failed load, starts from the defaults.
    retry: false,
  });
}
