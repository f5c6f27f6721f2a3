// GET /Features: the catalogue of modules a vessel can have switched on (003 §2 'Feature switches').
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { FeatureSchema } from '../../../../domain/contracts/features.ts';
import { api } from '../../../lib/api-client.ts';

export function useFeatureCatalogue() {
  return useQuery({
    queryKey: ['featureCatalogue'],
    queryFn: ({ signal }) => api.get('/Features', { schema: v.array(FeatureSchema), signal }),
    staleTime: 5 * 60_000,
  });
}
