// GET /Companies: every company, with its vessel count (003 §7), for the Administrator.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { CompanySchema } from '../../../../domain/contracts/companies.ts';
import { api } from '../../../lib/api-client.ts';

export const companiesQueryKey = ['companies', 'list'] as const;

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: companiesQueryKey,
    queryFn: ({ signal }) => api.get('/Companies', { schema: v.array(CompanySchema), signal }),
  });
}

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
