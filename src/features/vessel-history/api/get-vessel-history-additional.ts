// GET /VesselHistoryAdditional/Find/{vesselId} (001 §7): the vessel's packages in numbers and what
// the newest one carried (shape: docs/adr/0053-vessel-histories.md).
import { useQuery } from '@tanstack/react-query';
import { vesselHistoryEndpoints } from '../../../../domain/contracts/vessel-histories.ts';
import { callApi } from '../../../lib/api-client.ts';
import { vesselHistoryKey } from './get-latest-vessel-history.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useVesselHistoryAdditional(vesselId: string) {
  return useQuery({
    queryKey: [...vesselHistoryKey(vesselId), 'additional'],
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(vesselHistoryEndpoints.additional, { params: { vesselId }, signal }),
  });
}
