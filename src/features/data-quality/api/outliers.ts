// GET /DataQuality/CompanyOutliers, GET/POST /DataQuality/Outliers/Config, GET /datafeature and the
// acknowledge and delete actions (PERF-049).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dataQualityEndpoints,
  OutlierConfigSchema,
  type OutlierAction,
  type OutlierConfigUpdate,
} from '../../../../domain/contracts/data-quality.ts';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi } from '../../../lib/api-client.ts';
import { staleRecord } from '../../../lib/stale-save.ts';
import { dataQualityKey } from './data-quality-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useCompanyOutliers(companyId: string | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'outliers', companyId],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(dataQualityEndpoints.companyOutliers, { query: { companyId: companyId! }, signal }),
    enabled: companyId !== null,
  });
}

const outlierConfigKey = (vesselId: string | null) => [...dataQualityKey, 'outlier-config', vesselId];

export function useOutlierConfig(vesselId: string | null) {
  return useQuery({
    queryKey: outlierConfigKey(vesselId),
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(dataQualityEndpoints.outlierConfig, { query: { vesselId: vesselId! }, signal }),
    enabled: vesselId !== null,
  });
}

export function useSaveOutlierConfig() {
  const client = useQueryClient();
  return useMutation({
    // Based on the version of the vessel's configuration the edits were made on (If-Match, ADR
    // 0092); a 412 puts the configuration as saved now in place of the one read.
    mutationFn: ({ body, basedOn }: { body: OutlierConfigUpdate; basedOn: number }) =>
      callApi(dataQualityEndpoints.saveOutlierConfig, {
        body,
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
    queryFn: ({ signal }) => callApi(dataQualityEndpoints.featureValues, { query: query!, signal }),
    enabled: query !== null,
  });
}

export function useOutlierAction(action: 'Acknowledge' | 'Delete') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OutlierAction) =>
      callApi(action === 'Acknowledge' ? dataQualityEndpoints.acknowledge : dataQualityEndpoints.remove, {
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataQualityKey }),
  });
}
