// GET /Users/Get: the users the signed-in SuperUser or Administrator may manage (003 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '../../../../domain/contracts/users.ts';
import { callApi } from '../../../lib/api-client.ts';

export const usersQueryKey = ['users', 'list'] as const;

export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => callApi(userEndpoints.list, { signal }),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
