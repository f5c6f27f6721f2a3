// The hull coating (001 §3): GET /Fouling/HullCoatingType, /Fouling/HullCoatingManufacturer (sorted
// by name), GET /Fouling/HullCoatingVessel/{id} and POST /Fouling/HullCoatingVessel (SuperUser or
// Administrator).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  HullCoatingListItemSchema,
  HullCoatingOfVesselSchema,
  HullCoatingSchema,
  type HullCoatingRequest,
} from '../../../../domain/contracts/fouling.ts';
import { api } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';

export function useHullCoatingTypes() {
  return useQuery({
    queryKey: ['fouling', 'hullCoatingTypes'],
    staleTime: 3_600_000,
    queryFn: ({ signal }) =>
      api.get('/Fouling/HullCoatingType', { schema: v.array(HullCoatingListItemSchema), signal }),
  });
}

export function useHullCoatingManufacturers() {
  return useQuery({
    queryKey: ['fouling', 'hullCoatingManufacturers'],
    staleTime: 3_600_000,
    queryFn: ({ signal }) =>
      api.get('/Fouling/HullCoatingManufacturer', { schema: v.array(HullCoatingListItemSchema), signal }),
  });
}

const coatingKey = (vesselId: string) => [...foulingKey(vesselId), 'hullCoating'] as const;

export function useHullCoating(vesselId: string) {
  return useQuery({
    queryKey: coatingKey(vesselId),
    queryFn: ({ signal }) =>
      api.get(`/Fouling/HullCoatingVessel/${encodeURIComponent(vesselId)}`, {
        schema: HullCoatingOfVesselSchema,
        signal,
      }),
  });
}

export function useSaveHullCoating(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coating: HullCoatingRequest) =>
      api.post('/Fouling/HullCoatingVessel', coating, { schema: HullCoatingSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(coatingKey(vesselId), saved);
      void queryClient.invalidateQueries({ queryKey: ['fouling', 'fleet'] });
    },
  });
}
