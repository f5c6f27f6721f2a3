// GET /RunningImports (ADMIN-091).
import { useQuery } from '@tanstack/react-query';
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useRunningImports(refetchInterval: number | false) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'running'],
    queryFn: ({ signal }) => callApi(importEndpoints.running, { signal }),
    refetchInterval,
  });
}
