// GET /VesselImportStates (ADMIN-095): every vessel with an import going on or waiting.
import { useQuery } from '@tanstack/react-query';
import { VesselImportStateListSchema } from '../../../../domain/contracts/imports.ts';
import { api } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useVesselImportStates(refetchInterval: number | false) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'vessel-states'],
    queryFn: ({ signal }) => api.get('/VesselImportStates', { schema: VesselImportStateListSchema, signal }),
    refetchInterval,
  });
}
