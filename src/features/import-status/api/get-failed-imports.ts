// GET /FailedImports (ADMIN-094).
import { useQuery } from '@tanstack/react-query';
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useFailedImports(refetchInterval: number | false) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'failed'],
    queryFn: ({ signal }) => callApi(importEndpoints.failed, { signal }),
    refetchInterval,
  });
}
