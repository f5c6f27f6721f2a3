// GET /VesselTypes, /IceClasses, /CargoUnits and /FuelConsumptionSources (EMIS-075, EMIS-077,
// EMIS-173): the fixed lists the settings forms choose from. They change with a release, not with
// the user's work, so they stay fresh for a day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import {
  CargoUnitListSchema,
  FuelConsumptionSourceListSchema,
  IceClassListSchema,
  VesselTypeListSchema,
} from '../../../../domain/contracts/reference-lists.ts';
import { api } from '../../../lib/api-client.ts';

const dayMs = 86_400_000;

const referenceLists = {
  vesselTypes: { path: '/VesselTypes', schema: VesselTypeListSchema },
  iceClasses: { path: '/IceClasses', schema: IceClassListSchema },
  cargoUnits: { path: '/CargoUnits', schema: CargoUnitListSchema },
  fuelConsumptionSources: { path: '/FuelConsumptionSources', schema: FuelConsumptionSourceListSchema },
} as const;

export type ReferenceListName = keyof typeof referenceLists;
type ListOf<N extends ReferenceListName> = v.InferOutput<(typeof referenceLists)[N]['schema']>;

export const referenceListQueryKey = (name: ReferenceListName) => ['reference-lists', name] as const;

export function referenceListQueryOptions<N extends ReferenceListName>(name: N) {
  const { path, schema } = referenceLists[name];
  return queryOptions({
    queryKey: referenceListQueryKey(name),
    queryFn: ({ signal }) => api.get(path, { schema, signal }) as Promise<ListOf<N>>,
    staleTime: dayMs,
    gcTime: dayMs,
  });
}

export function useReferenceList<N extends ReferenceListName>(name: N) {
  return useQuery(referenceListQueryOptions(name));
}
