// POST /Users/Post (new user) and PUT /Users/Put (changed user), 003 §7. After either, the cached
// user list and the current user are stale (ADMIN-124).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../domain/contracts/users.ts';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/session.ts';
import { userPayload, type UserFormValues } from '../user-rules.ts';
import { usersQueryKey } from './get-users.ts';

export function createUser(values: UserFormValues): Promise<unknown> {
  return api.post('/Users/Post', userPayload(values));
}

export function updateUser(user: User, values: UserFormValues): Promise<unknown> {
  // The e-mail cannot change once the user exists (ADMIN-128): the stored one is sent back.
  return api.put('/Users/Put', {
    ...user,
    ...userPayload(values),
    email: user.email,
    userName: user.userName,
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
