// DELETE /Users/{id} (003 §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

export function deleteUser(userId: string): Promise<unknown> {
  return api.delete(`/Users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
