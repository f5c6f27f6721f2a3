// The query keys of vessel administration and what every change marks stale (ADMIN-049, ADMIN-124):
// the administration's own lists sit under the app's 'vessels' key, so one invalidation also
// refreshes the sidebar (['vessels', 'list']), the vessel pages (['vessels', 'one', id]) and the
// pickers of other screens; the company list (its vessel counts) and the per-vessel feature reads
// (the 'feature not available' notices, feature mapping) are refreshed with them.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { VesselAdministrationSchema } from '../../../../domain/contracts/vessel-administration.ts';
import { companiesQueryKey } from '../../../lib/companies-query.ts';

const root = ['vessels', 'administration'] as const;

export const vesselAdministrationKeys = {
  list: [...root, 'list'] as const,
  one: (vesselId: string) => [...root, 'one', vesselId] as const,
  dataReceiver: [...root, 'find', 'data-receiver'] as const,
  imoInCompany: (imoNumber: number, companyId: string) =>
    [...root, 'find', 'imo', imoNumber, companyId] as const,
};

/** Every read a vessel change can alter. */
export function invalidateVesselLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['vessels'] }),
    queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['features', 'vessel'] }),
    queryClient.invalidateQueries({ queryKey: ['featureMapping'] }),
  ]).then(() => undefined);
}

/**
 * A write of vessel administration: a plain mutation whose answer, when it is the vessel, replaces
 * the edit tab's copy at once (no switch flickers back while the lists reload), and which marks the
 * vessel lists stale when it settles.
 */
export function useVesselMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      if (v.is(VesselAdministrationSchema, result)) {
        queryClient.setQueryData(vesselAdministrationKeys.one(result.id), result);
      }
    },
    onSettled: () => invalidateVesselLists(queryClient),
  });
}
