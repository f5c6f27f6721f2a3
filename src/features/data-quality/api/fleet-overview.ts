// GET /DataQuality/FleetOverview (PERF-047, PERF-140: not called without a company).
import { useQuery } from '@tanstack/react-query';
import { dataQualityEndpoints } from '../../../../domain/contracts/data-quality.ts';
import { callApi } from '../../../lib/api-client.ts';
import { dataQualityKey } from './data-quality-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useFleetOverview(companyId: string | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'fleet-overview', companyId],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(dataQualityEndpoints.fleetOverview, { query: { companyId: companyId! }, signal }),
    enabled: companyId !== null,
  });
}
