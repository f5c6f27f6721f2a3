// GET /Features: the catalogue of modules a vessel can have switched on (003 §2 'Feature switches').
import { useQuery } from '@tanstack/react-query';
import { featureEndpoints } from '../../../../domain/contracts/features.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useFeatureCatalogue() {
  return useQuery({
    queryKey: ['featureCatalogue'],
    queryFn: ({ signal }) => callApi(featureEndpoints.list, { signal }),
    staleTime: 5 * 60_000,
  });
}
