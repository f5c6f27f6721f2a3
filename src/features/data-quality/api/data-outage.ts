// GET /DataQuality/DataOutage and GET/PUT /DataQuality/DataOutage/Configuration (PERF-048).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DataOutageConfigurationSchema,
  DataOutageListSchema,
  type DataOutageConfiguration,
} from '../../../../domain/contracts/data-quality.ts';
import { api } from '../../../lib/api-client.ts';
import { dataQualityKey } from './data-quality-keys.ts';

export function useDataOutages(companyId: string | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'outages', companyId],
    queryFn: ({ signal }) =>
      api.get('/DataQuality/DataOutage', {
        query: { companyId: companyId! },
        schema: DataOutageListSchema,
        signal,
      }),
    enabled: companyId !== null,
  });
}

export function useDataOutageConfiguration(companyId: string | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'outage-config', companyId],
    queryFn: ({ signal }) =>
      api.get('/DataQuality/DataOutage/Configuration', {
        query: { companyId: companyId! },
        schema: DataOutageConfigurationSchema,
        signal,
      }),
    enabled: companyId !== null,
  });
}

export function useSaveDataOutageConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DataOutageConfiguration) =>
      api.put('/DataQuality/DataOutage/Configuration', body, { schema: DataOutageConfigurationSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataQualityKey }),
  });
}
