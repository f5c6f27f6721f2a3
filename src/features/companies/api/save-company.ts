// POST /Companies (new) and PUT /Companies/{id} (changed), 003 §7; the list is stale afterwards
// (ADMIN-124).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyEndpoints, type Company } from '../../../../domain/contracts/companies.ts';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi } from '../../../lib/api-client.ts';
import { companyRequest, type CompanyFormValues } from '../company-rules.ts';
import { companiesQueryKey } from '../../../lib/companies-query.ts';

export function createCompany(values: CompanyFormValues): Promise<unknown> {
  return callApi(companyEndpoints.create, { body: companyRequest(values) });
}

/** Based on the version the form was filled from (If-Match, ADR 0092): 412 when someone saved since. */
export function updateCompany(
  companyId: string,
  values: CompanyFormValues,
  basedOn: number,
): Promise<unknown> {
  return callApi(companyEndpoints.update, {
    params: { id: companyId },
    body: companyRequest(values),
    headers: { 'If-Match': versionEtag(basedOn) },
  });
}

type SaveCompanyInput = { company: Company | null; values: CompanyFormValues };

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, values }: SaveCompanyInput) =>
      company ? updateCompany(company.id, values, company.version) : createCompany(values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
