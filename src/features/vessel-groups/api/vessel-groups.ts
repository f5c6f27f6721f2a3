// GET /VesselGroups and its changes (003 §7), and the vessels the user sees (/Vessels) to fill them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { VesselGroupSchema } from '../../../../domain/contracts/vessel-groups.ts';
import { VesselSchema } from '../../../../domain/contracts/vessels.ts';
import { api } from '../../../lib/api-client.ts';
import { vesselGroupsQueryKey, vesselGroupsQueryOptions } from '../../../lib/vessel-groups-query.ts';

const key = vesselGroupsQueryKey;

export function useVesselGroups() {
  return useQuery(vesselGroupsQueryOptions());
}

export function useVisibleVessels() {
  return useQuery({
    queryKey: ['vessels', 'visible'],
    queryFn: ({ signal }) =>
      api.get('/Vessels', { query: { IgnoreCompany: true }, schema: v.array(VesselSchema), signal }),
  });
}

export function useVesselGroupMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: key });
  const schema = VesselGroupSchema;
  return {
    create: useMutation({
      mutationFn: (name: string) => api.post('/VesselGroups', { name }, { schema }),
      onSettled,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        api.put(`/VesselGroups/${id}`, { name }, { schema }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete(`/VesselGroups/${id}`), onSettled }),
    move: useMutation({
      mutationFn: ({ groupId, vesselId, into }: { groupId: string; vesselId: string; into: boolean }) =>
        api.post(
          `/VesselGroups/${into ? 'AddVessel' : 'RemoveVessel'}`,
          { vesselId, vesselGroupId: groupId },
          { schema },
        ),
      onSettled,
    }),
  };
}
