// POST /VesselCategories (create), PUT /VesselCategories/{id} (rename) and DELETE
// /VesselCategories/{id} (003 §7); the list is reloaded after each.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accessGroupsQueryKey } from './get-access-groups.ts';

export function createAccessGroup(name: string): Promise<unknown> {
  return api.post('/VesselCategories', { name: name.trim() });
}

export function renameAccessGroup(groupId: string, name: string): Promise<unknown> {
  return api.put(`/VesselCategories/${encodeURIComponent(groupId)}`, { name: name.trim() });
}

export function deleteAccessGroup(groupId: string): Promise<unknown> {
  return api.delete(`/VesselCategories/${encodeURIComponent(groupId)}`);
}

export type AccessGroupChange =
  | { kind: 'ADD'; name: string }
  | { kind: 'RENAME'; groupId: string; name: string }
  | { kind: 'DELETE'; groupId: string };

function applyChange(change: AccessGroupChange): Promise<unknown> {
  switch (change.kind) {
    case 'ADD':
      return createAccessGroup(change.name);
    case 'RENAME':
      return renameAccessGroup(change.groupId, change.name);
    case 'DELETE':
      return deleteAccessGroup(change.groupId);
  }
}

export function useChangeAccessGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessGroupsQueryKey }),
  });
}
