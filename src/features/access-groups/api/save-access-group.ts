// POST /VesselCategories (create), PUT /VesselCategories/{id} (rename) and DELETE
// /VesselCategories/{id} (003 §7); the list is reloaded after each.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import {
  vesselCategoryEndpoints,
  type VesselCategory,
} from '../../../../domain/contracts/vessel-categories.ts';
import { callApi } from '../../../lib/api-client.ts';
import { accessGroupsQueryKey } from './get-access-groups.ts';

export function createAccessGroup(name: string): Promise<unknown> {
  return callApi(vesselCategoryEndpoints.create, { body: { name: name.trim() } });
}

/** Rename and delete are based on the version shown (If-Match, ADR 0092); 412 when changed since. */
export function renameAccessGroup(group: VesselCategory, name: string): Promise<unknown> {
  return callApi(vesselCategoryEndpoints.rename, {
    params: { id: group.id },
    body: { name: name.trim() },
    headers: { 'If-Match': versionEtag(group.version) },
  });
}

export function deleteAccessGroup(group: VesselCategory): Promise<unknown> {
  return callApi(vesselCategoryEndpoints.remove, {
    params: { id: group.id },
    headers: { 'If-Match': versionEtag(group.version) },
  });
}

export type AccessGroupChange =
  | { kind: 'ADD'; name: string }
  | { kind: 'RENAME'; group: VesselCategory; name: string }
  | { kind: 'DELETE'; group: VesselCategory };

function applyChange(change: AccessGroupChange): Promise<unknown> {
  switch (change.kind) {
    case 'ADD':
      return createAccessGroup(change.name);
    case 'RENAME':
      return renameAccessGroup(change.group, change.name);
    case 'DELETE':
      return deleteAccessGroup(change.group);
  }
}

export function useChangeAccessGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessGroupsQueryKey }),
  });
}
