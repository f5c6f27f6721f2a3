// The hull coating (001 §3): GET /Fouling/HullCoatingType, /Fouling/HullCoatingManufacturer (sorted
// by name), GET /Fouling/HullCoatingVessel/{id} and POST /Fouling/HullCoatingVessel (SuperUser or
// Administrator).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  foulingEndpoints,
  HullCoatingOfVesselSchema,
  type HullCoatingRequest,
} from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { basedOnHeaders, staleRecord } from '../../../lib/stale-save.ts';
import { foulingKey } from './speed-loss.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useHullCoatingTypes() {
  return useQuery({
    queryKey: ['fouling', 'hullCoatingTypes'],
    staleTime: 3_600_000,
    queryFn: ({ signal }) => callApi(foulingEndpoints.hullCoatingTypes, { signal }),
  });
}

export function useHullCoatingManufacturers() {
  return useQuery({
    queryKey: ['fouling', 'hullCoatingManufacturers'],
    staleTime: 3_600_000,
    queryFn: ({ signal }) => callApi(foulingEndpoints.hullCoatingManufacturers, { signal }),
  });
}

const coatingKey = (vesselId: string) => [...foulingKey(vesselId), 'hullCoating'] as const;

export function useHullCoating(vesselId: string) {
  return useQuery({
    queryKey: coatingKey(vesselId),
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(foulingEndpoints.hullCoating, { params: { id: vesselId }, signal }),
  });
}

/**
 * Based on the version the form was filled from (If-Match, ADR 0092; 0: none recorded yet). On 412
 * the coating as saved now replaces the cached one, so the panel shows it.
 */
export function useSaveHullCoating(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ coating, basedOn }: { coating: HullCoatingRequest; basedOn: number }) =>
      callApi(foulingEndpoints.saveHullCoating, { body: coating, ...basedOnHeaders(basedOn) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(coatingKey(vesselId), saved);
      void queryClient.invalidateQueries({ queryKey: ['fouling', 'fleet'] });
    },
    onError: (error) => {
      const current = staleRecord(error, HullCoatingOfVesselSchema);
      if (current !== null) queryClient.setQueryData(coatingKey(vesselId), current);
    },
  });
}
