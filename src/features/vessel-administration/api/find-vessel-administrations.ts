// GET /VesselAdministrations/Find: the current data receiver (?isDataReceiver=true, ADMIN-119), and
// whether a company already holds an IMO number (?imoNumber=&companyId=, ADMIN-056), asked before
// the assign row's Save and the form's Create are enabled.
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { VesselAdministrationSchema } from '../../../../domain/contracts/vessel-administration.ts';
import { api, type QueryValue } from '../../../lib/api-client.ts';
import { vesselAdministrationKeys } from './vessel-lists.ts';

function findVessels(query: Record<string, QueryValue>, signal: AbortSignal) {
  return api.get('/VesselAdministrations/Find', {
    query,
    schema: v.array(VesselAdministrationSchema),
    signal,
  });
}

export function useDataReceiver() {
  return useQuery({
    queryKey: vesselAdministrationKeys.dataReceiver,
    queryFn: async ({ signal }) => (await findVessels({ isDataReceiver: true }, signal))[0] ?? null,
  });
}

/**
 * Whether the company holds a vessel with this IMO number: `undefined` while unknown (nothing to
 * ask yet, or the answer is on its way), so callers keep their Save disabled until it is false.
 */
export function useImoExistsInCompany(imoNumber: number | null, companyId: string | null) {
  const query = useQuery({
    queryKey: vesselAdministrationKeys.imoInCompany(imoNumber ?? 0, companyId ?? ''),
    queryFn: async ({ signal }) =>
      (await findVessels({ imoNumber, companyId }, signal)).some(
        (vessel) => vessel.imoNumber === imoNumber && vessel.companyId === companyId,
      ),
    enabled: imoNumber !== null && companyId !== null,
  });
  return { exists: query.data, isChecking: query.isFetching, isError: query.isError };
}
