// GET /DataQuality/DataOutage and GET/PUT /DataQuality/DataOutage/Configuration (PERF-048); the
// save names the version of the threshold it was based on (If-Match, ADR 0092; 0 while none is
// saved), and a 412 puts the threshold as saved now in place of the one read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DataOutageConfigurationSchema,
  dataQualityEndpoints,
  type DataOutageConfigurationRequest,
} from '../../../../domain/contracts/data-quality.ts';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi } from '../../../lib/api-client.ts';
import { staleRecord } from '../../../lib/stale-save.ts';
import { dataQualityKey } from './data-quality-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

/** The filters of the Data availability page (ADR 0110): vessel, variable and period (UTC). */
export type OutageFilters = {
  vesselId?: string;
  logVariableId?: string;
  fromDate?: string;
  toDate?: string;
};

export function useDataOutages(companyId: string | null, filters: OutageFilters = {}) {
  return useQuery({
    queryKey: [...dataQualityKey, 'outages', companyId, filters],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(dataQualityEndpoints.dataOutages, { query: { companyId: companyId!, ...filters }, signal }),
    enabled: companyId !== null,
  });
}

const outageConfigKey = (companyId: string | null) => [...dataQualityKey, 'outage-config', companyId];

export function useDataOutageConfiguration(companyId: string | null) {
  return useQuery({
    queryKey: outageConfigKey(companyId),
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(dataQualityEndpoints.outageConfiguration, { query: { companyId: companyId! }, signal }),
    enabled: companyId !== null,
  });
}

export function useSaveDataOutageConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, basedOn }: { body: DataOutageConfigurationRequest; basedOn: number }) =>
      callApi(dataQualityEndpoints.saveOutageConfiguration, {
        body,
        headers: { 'If-Match': versionEtag(basedOn) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataQualityKey }),
    onError: (error) => {
      const current = staleRecord(error, DataOutageConfigurationSchema);
      if (current) client.setQueryData(outageConfigKey(current.companyId), current);
    },
  });
}
