// The per-vessel long-trend configuration the consequences are priced with (001 §3, §7; ADR 0048
// §4): GET /LongTrendConfigurations/Find (the first item is used) and PUT /LongTrendConfigurations
// (SuperUser or Administrator). A saved configuration reprices the consequence table.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  LongTrendConfigurationSchema,
  type LongTrendConfiguration,
} from '../../../../domain/contracts/diagnostics.ts';
import { api } from '../../../lib/api-client.ts';

const configurationKey = (vesselId: string) => ['longTrendConfiguration', vesselId] as const;

export function useLongTrendConfiguration(vesselId: string) {
  return useQuery({
    queryKey: configurationKey(vesselId),
    queryFn: async ({ signal }) => {
      const found = await api.get('/LongTrendConfigurations/Find', {
        query: { vesselId },
        schema: v.array(LongTrendConfigurationSchema),
        signal,
      });
      return found[0] ?? null;
    },
  });
}

export function useSaveLongTrendConfiguration(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configuration: LongTrendConfiguration) =>
      api.put('/LongTrendConfigurations', configuration, { schema: LongTrendConfigurationSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationKey(vesselId), saved);
      void queryClient.invalidateQueries({ queryKey: ['longTrends', vesselId, 'consequences'] });
    },
  });
}
