// 'Send to DNV GL' (EMIS-204, ADR 0072): the state of a voyage's sending (polled while it is
// queued) and the request to send it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DnvGlUploadSchema, type DnvGlUpload } from '../../../../domain/contracts/emission-reports.ts';
import { api } from '../../../lib/api-client.ts';

const key = (departureId: string) => ['dnv-gl-upload', departureId] as const;
const path = (departureId: string) =>
  `/EmissionReportVesselEvents/${encodeURIComponent(departureId)}/UploadDnvGlVoyageData`;

export function useDnvGlUpload(departureId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(departureId),
    queryFn: ({ signal }) => api.get(path(departureId), { schema: DnvGlUploadSchema, signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'Queued' ? 2_000 : false),
  });
}

export function useSendToDnvGl(departureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(path(departureId), undefined, { schema: DnvGlUploadSchema }),
    onSuccess: (state: DnvGlUpload) => client.setQueryData(key(departureId), state),
  });
}
