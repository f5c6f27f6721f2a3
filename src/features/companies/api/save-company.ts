// POST /Companies (new) and PUT /Companies/{id} (changed), 003 §7; the list is stale afterwards
// (ADMIN-124).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyRequest, type CompanyFormValues } from '../company-rules.ts';
import { companiesQueryKey } from '../../../lib/companies-query.ts';

export function createCompany(values: CompanyFormValues): Promise<unknown> {
  return api.post('/Companies', companyRequest(values));
}

export function updateCompany(companyId: string, values: CompanyFormValues): Promise<unknown> {
  return api.put(`/Companies/${encodeURIComponent(companyId)}`, companyRequest(values));
}

type SaveCompanyInput = { companyId: string | null; values: CompanyFormValues };

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, values }: SaveCompanyInput) =>
      companyId ? updateCompany(companyId, values) : createCompany(values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
