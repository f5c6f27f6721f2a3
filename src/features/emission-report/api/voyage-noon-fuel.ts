// A voyage's fuel beside the sum of its noon reports (ADR 0106).
import { useQuery } from '@tanstack/react-query';
import { noonReportEndpoints } from '../../../../domain/contracts/noon-reports.ts';
import { callApi } from '../../../lib/api-client.ts';

/** `enabled`: false while the departure (or a change of it) has not reached the server. */
export function useVoyageNoonFuel(departureId: string, enabled = true) {
  return useQuery({
    queryKey: ['voyage-noon-fuel', departureId] as const,
    enabled,
    queryFn: ({ signal }) =>
      callApi(noonReportEndpoints.voyageNoonFuel, { params: { id: departureId }, signal }),
  });
}
