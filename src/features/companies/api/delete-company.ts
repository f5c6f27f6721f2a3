// DELETE /Companies/{id}: only offered for a company without vessels (ADMIN-033).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesQueryKey } from '../../../lib/companies-query.ts';

export function deleteCompany(companyId: string): Promise<unknown> {
  return api.delete(`/Companies/${encodeURIComponent(companyId)}`);
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
