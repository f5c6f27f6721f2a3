// GET /VesselGroups and its changes (003 §7), and the vessels the user sees (/Vessels) to fill them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vesselGroupEndpoints as endpoints } from '../../../../domain/contracts/vessel-groups.ts';
import { vesselEndpoints } from '../../../../domain/contracts/vessels.ts';
import { callApi } from '../../../lib/api-client.ts';
import { vesselGroupsQueryKey, vesselGroupsQueryOptions } from '../../../lib/vessel-groups-query.ts';

const key = vesselGroupsQueryKey;

export function useVesselGroups() {
  return useQuery(vesselGroupsQueryOptions());
}

export function useVisibleVessels() {
  return useQuery({
    queryKey: ['vessels', 'visible'],
    queryFn: ({ signal }) => callApi(vesselEndpoints.list, { query: { IgnoreCompany: 'true' }, signal }),
  });
}

export function useVesselGroupMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: key });
  return {
    create: useMutation({
      mutationFn: (name: string) => callApi(endpoints.create, { body: { name } }),
      onSettled,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        callApi(endpoints.rename, { params: { id }, body: { name } }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi(endpoints.remove, { params: { id } }),
      onSettled,
    }),
    move: useMutation({
      mutationFn: ({ groupId, vesselId, into }: { groupId: string; vesselId: string; into: boolean }) =>
        callApi(into ? endpoints.addVessel : endpoints.removeVessel, {
          body: { vesselId, vesselGroupId: groupId },
        }),
      onSettled,
    }),
  };
}
