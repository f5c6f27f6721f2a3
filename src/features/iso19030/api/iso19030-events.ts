// GET /Iso19030Events/Vessel/{id}, POST /Iso19030Events, PATCH and DELETE /Iso19030Events/{id}
// (001 §7, PERF-158). Each change refreshes the vessel's events and indicators.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  iso19030Endpoints,
  type Iso19030Event,
  type Iso19030EventCreate,
  type Iso19030EventPatch,
} from '../../../../domain/contracts/iso19030.ts';
import { callApi } from '../../../lib/api-client.ts';
import { basedOnHeaders } from '../../../lib/stale-save.ts';
import { iso19030EventsKey, iso19030Key } from './iso19030-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useIso19030Events(vesselId: string) {
  return useQuery({
    queryKey: iso19030EventsKey(vesselId),
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(iso19030Endpoints.listOfVessel, { params: { id: vesselId }, signal }),
  });
}

export function useIso19030EventMutations(vesselId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: iso19030Key(vesselId) });
  return {
    create: useMutation({
      mutationFn: (event: Iso19030EventCreate) => callApi(iso19030Endpoints.create, { body: event }),
      onSettled: refresh,
    }),
    /** Based on the version the dialog was filled from (If-Match, ADR 0092): 412 when stale. */
    update: useMutation({
      mutationFn: ({ event, change }: { event: Iso19030Event; change: Iso19030EventPatch }) =>
        callApi(iso19030Endpoints.update, {
          params: { id: event.id },
          body: change,
          ...basedOnHeaders(event.version),
        }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (event: Iso19030Event) =>
        callApi(iso19030Endpoints.remove, { params: { id: event.id }, ...basedOnHeaders(event.version) }),
      onSettled: refresh,
    }),
  };
}
