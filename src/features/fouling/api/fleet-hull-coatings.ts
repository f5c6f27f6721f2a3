// POST /Fouling/HullCoatingVessels/: the hull coatings of the fleet's vessels with Fouling.
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { HullCoatingSchema } from '../../../../domain/contracts/fouling.ts';
import { api } from '../../../lib/api-client.ts';

export function useFleetHullCoatings(vesselIds: readonly string[]) {
  return useQuery({
    queryKey: ['fouling', 'fleet', 'hullCoatings', [...vesselIds].sort()],
    enabled: vesselIds.length > 0,
    queryFn: ({ signal }) =>
      api.post('/Fouling/HullCoatingVessels/', { vesselIds }, { schema: v.array(HullCoatingSchema), signal }),
  });
}
