// GET /FuelTypes: the global fuel types and those of the user's company (companyId set).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceListEndpoints } from '../../../../domain/contracts/reference-lists.ts';
import { callApi } from '../../../lib/api-client.ts';

export const fuelTypesQueryKey = ['fuel-types'] as const;

export function fuelTypesQueryOptions() {
  return queryOptions({
    queryKey: fuelTypesQueryKey,
    queryFn: ({ signal }) => callApi(referenceListEndpoints.fuelTypes, { signal }),
  });
}

export function useFuelTypes() {
  return useQuery(fuelTypesQueryOptions());
}
