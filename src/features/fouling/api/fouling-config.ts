// GET /Fouling/Config/{id} and PUT /Fouling/Config: the fouling chart configuration and benchmark
// (SuperUser or Administrator save). A saved configuration re-reads the statistics and added fuel.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FoulingConfigSchema,
  foulingEndpoints,
  type FoulingConfig,
  type FoulingConfigRequest,
} from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { basedOnHeaders, staleRecord } from '../../../lib/stale-save.ts';
import { foulingKey } from './speed-loss.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

const configKey = (vesselId: string) => [...foulingKey(vesselId), 'config'] as const;

export function useFoulingConfig(vesselId: string) {
  return useQuery({
    queryKey: configKey(vesselId),
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(foulingEndpoints.config, { params: { id: vesselId }, signal }),
  });
}

/**
 * Based on the version the form was filled from (If-Match, ADR 0092; 0: nothing stored yet). On
 * 412 the configuration as stored now replaces the cached one, so the panel shows it.
 */
export function useSaveFoulingConfig(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ config, basedOn }: { config: FoulingConfigRequest; basedOn: number }) =>
      callApi(foulingEndpoints.saveConfig, { body: config, ...basedOnHeaders(basedOn) }),
    onSuccess: (saved: FoulingConfig) => {
      queryClient.setQueryData(configKey(vesselId), saved);
      void queryClient.invalidateQueries({ queryKey: foulingKey(vesselId) });
    },
    onError: (error) => {
      const current = staleRecord(error, FoulingConfigSchema);
      if (current) queryClient.setQueryData(configKey(vesselId), current);
    },
  });
}
