// GET /Features/Find?vesselId=: the modules switched on for the vessel (EMIS-033).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { FeatureSchema } from '../../../../domain/contracts/features.ts';
import { api } from '../../../lib/api-client.ts';

export const emissionReportFeature = 'EmissionReport';

export function vesselFeaturesQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: ['features', 'vessel', vesselId],
    queryFn: ({ signal }) =>
      api.get('/Features/Find', { query: { vesselId }, schema: v.array(FeatureSchema), signal }),
    staleTime: 5 * 60_000,
  });
}

export function useVesselFeatures(vesselId: string) {
  return useQuery(vesselFeaturesQueryOptions(vesselId));
}
