// GET /VesselTypes, /IceClasses, /CargoUnits and /FuelConsumptionSources (EMIS-075, EMIS-077,
// EMIS-173): the fixed lists the settings forms choose from. They change with a release, not with
// the user's work, so they stay fresh for a day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { referenceListEndpoints as endpoints } from '../../../../domain/contracts/reference-lists.ts';
import { callApi } from '../../../lib/api-client.ts';

const dayMs = 86_400_000;

const referenceLists = {
  vesselTypes: endpoints.vesselTypes,
  iceClasses: endpoints.iceClasses,
  cargoUnits: endpoints.cargoUnits,
  fuelConsumptionSources: endpoints.fuelConsumptionSources,
} as const;

export type ReferenceListName = keyof typeof referenceLists;
type ListOf<N extends ReferenceListName> = v.InferOutput<(typeof referenceLists)[N]['response']>;

export const referenceListQueryKey = (name: ReferenceListName) => ['reference-lists', name] as const;

export function referenceListQueryOptions<N extends ReferenceListName>(name: N) {
  return queryOptions({
    queryKey: referenceListQueryKey(name),
    queryFn: ({ signal }) =>
      // The union of the four contracts: each answers the list its name says.
      callApi(referenceLists[name] as (typeof referenceLists)[ReferenceListName], { signal }) as Promise<
        ListOf<N>
      >,
    staleTime: dayMs,
    gcTime: dayMs,
  });
}

export function useReferenceList<N extends ReferenceListName>(name: N) {
  return useQuery(referenceListQueryOptions(name));
}
