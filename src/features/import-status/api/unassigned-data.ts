// Unassigned data (issue 27, ADR 0087): the list, the vessels to assign to, assign, create the
// vessel from a package, remove. Administrator only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  importEndpoints,
  type UnassignedDataAssignRequest,
  type UnassignedDataCreateVesselRequest,
} from '../../../../domain/contracts/imports.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useUnassignedData(refetchInterval: number | false) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'unassigned'],
    queryFn: ({ signal }) => callApi(importEndpoints.unassigned, { signal }),
    refetchInterval,
  });
}

/** The vessels an Administrator may assign to: what the picker needs of GET /VesselAdministrations. */
const AssignableVesselListSchema = v.array(
  v.looseObject({
    id: v.string(),
    name: v.string(),
    imoNumber: v.number(),
    isDataReceiver: v.boolean(),
    companyName: v.optional(v.nullable(v.string())),
  }),
);
export type AssignableVessel = v.InferOutput<typeof AssignableVesselListSchema>[number];

export function useAssignableVessels(enabled: boolean) {
  return useQuery({
    queryKey: [...importStatusQueryKey, 'assignable-vessels'],
    queryFn: ({ signal }) =>
      api.get('/VesselAdministrations', { schema: AssignableVesselListSchema, signal }),
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
