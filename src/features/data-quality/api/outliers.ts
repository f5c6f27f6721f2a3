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
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { api } from '../../../lib/api-client.ts';
import { staleRecord } from '../../../lib/stale-save.ts';
import { dataQualityKey } from './data-quality-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useCompanyOutliers(companyId: string | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'outliers', companyId],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      api.get('/DataQuality/CompanyOutliers', {
        query: { companyId: companyId! },
        schema: v.array(OutlierSchema),
        signal,
      }),
    enabled: companyId !== null,
  });
}

const outlierConfigKey = (vesselId: string | null) => [...dataQualityKey, 'outlier-config', vesselId];

export function useOutlierConfig(vesselId: string | null) {
  return useQuery({
    queryKey: outlierConfigKey(vesselId),
    ...keptAnswerOptions,
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
    // Based on the version of the vessel's configuration the edits were made on (If-Match, ADR
    // 0092); a 412 puts the configuration as saved now in place of the one read.
    mutationFn: ({ body, basedOn }: { body: OutlierConfigUpdate; basedOn: number }) =>
      api.post('/DataQuality/Outliers/Config', body, {
        schema: OutlierConfigSchema,
        headers: { 'If-Match': versionEtag(basedOn) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataQualityKey }),
    onError: (error) => {
      const current = staleRecord(error, OutlierConfigSchema);
      if (current) client.setQueryData(outlierConfigKey(current.vesselId), current);
    },
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
