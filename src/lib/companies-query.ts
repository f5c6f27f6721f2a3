// GET /Companies (003 §7): every company with its vessel count, for the Administrator. Read by the
// Company List and by vessel administration's assign controls under one query key, so a vessel
// assigned or deleted there marks the company list stale too (ADMIN-124).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyEndpoints } from '../../domain/contracts/companies.ts';
import { callApi } from './api-client.ts';

export const companiesQueryKey = ['companies', 'list'] as const;

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: companiesQueryKey,
    queryFn: ({ signal }) => callApi(companyEndpoints.list, { signal }),
  });
}

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
