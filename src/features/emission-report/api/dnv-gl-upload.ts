// 'Send to DNV GL' (EMIS-204, ADR 0072): the state of a voyage's sending (polled while it is
// queued) and the request to send it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emissionReportEndpoints as endpoints,
  type DnvGlUpload,
} from '../../../../domain/contracts/emission-reports.ts';
import { callApi } from '../../../lib/api-client.ts';

const key = (departureId: string) => ['dnv-gl-upload', departureId] as const;

export function useDnvGlUpload(departureId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(departureId),
    queryFn: ({ signal }) => callApi(endpoints.dnvGlUpload, { params: { id: departureId }, signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'Queued' ? 2_000 : false),
  });
}

export function useSendToDnvGl(departureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.sendToDnvGl, { params: { id: departureId } }),
    onSuccess: (state: DnvGlUpload) => client.setQueryData(key(departureId), state),
  });
}
