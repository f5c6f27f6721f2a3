// POST /Users/Post (new user) and PUT /Users/Put (changed user), 003 §7. After either, the cached
// user list and the current user are stale (ADMIN-124).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { userEndpoints, type User } from '../../../../domain/contracts/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/session.ts';
import { userCreateRequest, userUpdateRequest, type UserFormValues } from '../user-rules.ts';
import { usersQueryKey } from './get-users.ts';

export function createUser(values: UserFormValues): Promise<unknown> {
  return callApi(userEndpoints.create, { body: userCreateRequest(values) });
}

/** Based on the version the form was filled from (If-Match, ADR 0092): 412 when someone saved since. */
export function updateUser(user: User, values: UserFormValues): Promise<unknown> {
  return callApi(userEndpoints.update, {
    body: userUpdateRequest(user.id, values),
    headers: { 'If-Match': versionEtag(user.version) },
  });
}

type SaveUserInput = { user: User | null; values: UserFormValues };

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, values }: SaveUserInput) => (user ? updateUser(user, values) : createUser(values)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
