// DELETE /Companies/{id}: only offered for a company without vessels (ADMIN-033).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyEndpoints, type Company } from '../../../../domain/contracts/companies.ts';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi } from '../../../lib/api-client.ts';
import { companiesQueryKey } from '../../../lib/companies-query.ts';

/** Based on the version shown (If-Match, ADR 0092): a company changed since is not deleted unseen. */
export function deleteCompany(company: Company): Promise<unknown> {
  return callApi(companyEndpoints.remove, {
    params: { id: company.id },
    headers: { 'If-Match': versionEtag(company.version) },
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
