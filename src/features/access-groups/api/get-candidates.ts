// The vessels and users that could join a group: GET /Vessels?companyId= (the group's company)
// and GET /Users/Get (003 §7). Their failures open the critical-error dialog (ADMIN-174).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vesselEndpoints } from '../../../../domain/contracts/vessels.ts';
import { userEndpoints } from '../../../../domain/contracts/users.ts';
import { callApi } from '../../../lib/api-client.ts';

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
    queryFn: ({ signal }) => callApi(userEndpoints.list, { signal }),
  });
}

export function useCandidateUsers() {
  return useQuery(groupUsersQueryOptions());
}
