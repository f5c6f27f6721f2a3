// GET /FailedImports (ADMIN-094).
import { useQuery } from '@tanstack/react-query';
import { ImportRecordListSchema } from '../../../../domain/contracts/imports.ts';
import { api } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useFailedImports(refetchInterval: number | false) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'failed'],
    queryFn: ({ signal }) => api.get('/FailedImports', { schema: ImportRecordListSchema, signal }),
    refetchInterval,
  });
}
