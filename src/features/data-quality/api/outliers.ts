// GET /DataQuality/CompanyOutliers, GET/POST /DataQuality/Outliers/Config, GET /datafeature and the
// acknowledge and delete actions (PERF-049).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  FeatureValuesSchema,
  OutlierActionResultSchema,
  OutlierConfigSchema,
  OutlierSchema,
  type OutlierAction,
  type OutlierConfigUpdate,
} from '../../../../domain/contracts/data-quality.ts';
import { api } from '../../../lib/api-client.ts';
import { dataQualityKey } from './data-quality-keys.ts';

export function useCompanyOutliers(companyId: string | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'outliers', companyId],
    queryFn: ({ signal }) =>
      api.get('/DataQuality/CompanyOutliers', {
        query: { companyId: companyId! },
        schema: v.array(OutlierSchema),
        signal,
      }),
    enabled: companyId !== null,
  });
}

export function useOutlierConfig(vesselId: string | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'outlier-config', vesselId],
    queryFn: ({ signal }) =>
      api.get('/DataQuality/Outliers/Config', {
        query: { vesselId: vesselId! },
        schema: OutlierConfigSchema,
        signal,
      }),
    enabled: vesselId !== null,
  });
}

export function useSaveOutlierConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OutlierConfigUpdate) =>
      api.post('/DataQuality/Outliers/Config', body, { schema: OutlierConfigSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataQualityKey }),
  });
}

export function useFeatureValues(
  query: { vesselId: string; logVariableId: string; fromDate: string; toDate: string } | null,
) {
  return useQuery({
    queryKey: [...dataQualityKey, 'feature-values', query],
    queryFn: ({ signal }) => api.get('/datafeature', { query: query!, schema: FeatureValuesSchema, signal }),
    enabled: query !== null,
  });
}

export function useOutlierAction(action: 'Acknowledge' | 'Delete') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OutlierAction) =>
      api.put(`/DataQuality/Outliers/TakeAction/${action}`, body, { schema: OutlierActionResultSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataQualityKey }),
  });
}
