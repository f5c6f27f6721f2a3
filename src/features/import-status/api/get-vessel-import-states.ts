// GET /VesselImportStates (ADMIN-095): every vessel with an import going on or waiting.
import { useQuery } from '@tanstack/react-query';
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useVesselImportStates(refetchInterval: number | false) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'vessel-states'],
    queryFn: ({ signal }) => callApi(importEndpoints.vesselStates, { signal }),
    refetchInterval,
  });
}
