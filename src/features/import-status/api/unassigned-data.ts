// Unassigned data (issue 27, ADR 0087): the list, the vessels to assign to, assign, create the
// vessel from a package, remove. Administrator only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  importEndpoints,
  type UnassignedDataAssignRequest,
  type UnassignedDataCreateVesselRequest,
} from '../../../../domain/contracts/imports.ts';
import {
  vesselAdministrationEndpoints,
  type VesselAdministration,
} from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useUnassignedData(refetchInterval: number | false) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'unassigned'],
    queryFn: ({ signal }) => callApi(importEndpoints.unassigned, { signal }),
    refetchInterval,
  });
}

/** The vessels an Administrator may assign to (GET /VesselAdministrations). */
export type AssignableVessel = VesselAdministration;

export function useAssignableVessels(enabled: boolean) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'assignable-vessels'],
    queryFn: ({ signal }) => callApi(vesselAdministrationEndpoints.list, { signal }),
    enabled,
  });
}

function useUnassignedMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: importStatusQueryKey }),
  });
}

export const useAssignUnassigned = () =>
  useUnassignedMutation((body: UnassignedDataAssignRequest) =>
    callApi(importEndpoints.assignUnassigned, { body }),
  );

export const useCreateVesselFromUnassigned = () =>
  useUnassignedMutation((body: UnassignedDataCreateVesselRequest) =>
    callApi(importEndpoints.createVesselFromUnassigned, { body }),
  );

export const useRemoveUnassigned = () =>
  useUnassignedMutation((importPath: string) =>
    callApi(importEndpoints.removeUnassigned, { body: { importPath } }),
  );
