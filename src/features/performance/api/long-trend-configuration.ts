// The per-vessel long-trend configuration the consequences are priced with (001 §3, §7; ADR 0048
// §4): GET /LongTrendConfigurations/Find (the first item is used) and PUT /LongTrendConfigurations
// (SuperUser or Administrator), based on the version read (If-Match, ADR 0092; 0 while none is
// saved). A saved configuration reprices the consequence table; a 412 shows the one saved now.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  diagnosticsEndpoints,
  LongTrendConfigurationSchema,
  type LongTrendConfigurationRequest,
} from '../../../../domain/contracts/diagnostics.ts';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi } from '../../../lib/api-client.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';
import { staleRecord } from '../../../lib/stale-save.ts';

export const configurationKey = (vesselId: string) => ['longTrendConfiguration', vesselId] as const;

export function useLongTrendConfiguration(vesselId: string) {
  return useQuery({
    queryKey: configurationKey(vesselId),
    ...keptAnswerOptions,
    queryFn: async ({ signal }) => {
      const found = await callApi(diagnosticsEndpoints.configuration, { query: { vesselId }, signal });
      return found[0] ?? null;
    },
  });
}

export function useSaveLongTrendConfiguration(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      configuration,
      basedOn,
    }: {
      configuration: LongTrendConfigurationRequest;
      basedOn: number;
    }) =>
      callApi(diagnosticsEndpoints.saveConfiguration, {
        body: configuration,
        headers: { 'If-Match': versionEtag(basedOn) },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationKey(vesselId), saved);
      void queryClient.invalidateQueries({ queryKey: ['longTrends', vesselId, 'consequences'] });
    },
    onError: (error) => {
      const current = staleRecord(error, LongTrendConfigurationSchema);
      if (current) queryClient.setQueryData(configurationKey(vesselId), current);
    },
  });
}
