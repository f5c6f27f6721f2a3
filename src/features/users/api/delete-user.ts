// DELETE /Users/{id} (003 §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { userEndpoints, type User } from '../../../../domain/contracts/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** Based on the version shown (If-Match, ADR 0092): a user changed since is not deleted unseen. */
export function deleteUser(user: User): Promise<unknown> {
  return callApi(userEndpoints.remove, {
    params: { id: user.id },
    headers: { 'If-Match': versionEtag(user.version) },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
