// GET /VesselAdministrations/Find: the current data receiver (?isDataReceiver=true, ADMIN-119), and
// whether a company already holds an IMO number (?imoNumber=&companyId=, ADMIN-056), asked before
// the assign row's Save and the form's Create are enabled.
import { useQuery } from '@tanstack/react-query';
import {
  vesselAdministrationEndpoints as endpoints,
  type VesselAdministrationFindQuery,
} from '../../../../domain/contracts/vessel-administration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { vesselAdministrationKeys } from './vessel-lists.ts';

function findVessels(query: VesselAdministrationFindQuery, signal: AbortSignal) {
  return callApi(endpoints.find, { query, signal });
}

export function useDataReceiver() {
  return useQuery({
    queryKey: vesselAdministrationKeys.dataReceiver,
    queryFn: async ({ signal }) => (await findVessels({ isDataReceiver: 'true' }, signal))[0] ?? null,
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
      (await findVessels({ imoNumber: String(imoNumber), companyId: companyId ?? undefined }, signal)).some(
        (vessel) => vessel.imoNumber === imoNumber && vessel.companyId === companyId,
      ),
    enabled: imoNumber !== null && companyId !== null,
  });
  return { exists: query.data, isChecking: query.isFetching, isError: query.isError };
}
