// GET /featuremapping/configuration?vesselid (000 §7, 001 §7): what each module reads of the vessel.
import { useQuery } from '@tanstack/react-query';
import { featureEndpoints } from '../../../../domain/contracts/features.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Its key; the reference curve pages refresh it when a curve changes. */
export const featureMappingKey = (vesselId: string) => ['featureMapping', vesselId] as const;

export function useFeatureMapping(vesselId: string) {
  return useQuery({
    queryKey: featureMappingKey(vesselId),
    queryFn: ({ signal }) => callApi(featureEndpoints.mapping, { query: { vesselid: vesselId }, signal }),
  });
}
