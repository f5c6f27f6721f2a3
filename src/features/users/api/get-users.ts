// GET /Users/Get: the users the signed-in SuperUser or Administrator may manage (003 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { UserSchema } from '../../../../domain/contracts/users.ts';
import { api } from '../../../lib/api-client.ts';

export const usersQueryKey = ['users', 'list'] as const;

export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => api.get('/Users/Get', { schema: v.array(UserSchema), signal }),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
