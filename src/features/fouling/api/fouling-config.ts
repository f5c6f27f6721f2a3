// GET /Fouling/Config/{id} and PUT /Fouling/Config: the fouling chart configuration and benchmark
// (SuperUser or Administrator save). A saved configuration re-reads the statistics and added fuel.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FoulingConfigSchema,
  type FoulingConfig,
  type FoulingConfigRequest,
} from '../../../../domain/contracts/fouling.ts';
import { api } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';

const configKey = (vesselId: string) => [...foulingKey(vesselId), 'config'] as const;

export function useFoulingConfig(vesselId: string) {
  return useQuery({
    queryKey: configKey(vesselId),
    queryFn: ({ signal }) =>
      api.get(`/Fouling/Config/${encodeURIComponent(vesselId)}`, { schema: FoulingConfigSchema, signal }),
  });
}

export function useSaveFoulingConfig(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: FoulingConfigRequest) =>
      api.put('/Fouling/Config', config, { schema: FoulingConfigSchema }),
    onSuccess: (saved: FoulingConfig) => {
      queryClient.setQueryData(configKey(vesselId), saved);
      void queryClient.invalidateQueries({ queryKey: foulingKey(vesselId) });
    },
  });
}
