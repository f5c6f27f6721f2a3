// GET /RunningImports (ADMIN-091).
import { useQuery } from '@tanstack/react-query';
import { ImportRecordListSchema } from '../../../../domain/contracts/imports.ts';
import { api } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useRunningImports(refetchInterval: number | false) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'running'],
    queryFn: ({ signal }) => api.get('/RunningImports', { schema: ImportRecordListSchema, signal }),
    refetchInterval,
  });
}
