// The vessels and users that could join a group: GET /Vessels?companyId= (the group's company)
// and GET /Users/Get (003 §7). Their failures open the critical-error dialog (ADMIN-174).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { UserSchema } from '../../../../domain/contracts/users.ts';
import { vesselEndpoints } from '../../../../domain/contracts/vessels.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export function companyVesselsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['vessels', 'company', companyId],
    queryFn: ({ signal }) => callApi(vesselEndpoints.list, { query: { companyId }, signal }),
  });
}

export function useCompanyVessels(companyId: string) {
  return useQuery(companyVesselsQueryOptions(companyId));
}

export function groupUsersQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'list'],
    queryFn: ({ signal }) => api.get('/Users/Get', { schema: v.array(UserSchema), signal }),
  });
}

export function useCandidateUsers() {
  return useQuery(groupUsersQueryOptions());
}
