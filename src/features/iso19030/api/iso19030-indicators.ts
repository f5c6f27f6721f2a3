// GET /Iso19030PerformanceIndicators/{vesselId} (ours for the spec's 'GET /{hash}/{id}', PERF-159,
// ADR 0080): the four indicators over the chosen period lengths and the daily speed values.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { iso19030Endpoints } from '../../../../domain/contracts/iso19030.ts';
import type { Iso19030Periods } from '../../../../domain/performance/iso19030.ts';
import { callApi } from '../../../lib/api-client.ts';
import { iso19030IndicatorsKey } from './iso19030-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useIso19030Indicators(vesselId: string, periods: Iso19030Periods) {
  return useQuery({
    queryKey: [...iso19030IndicatorsKey(vesselId), periods.referenceDays, periods.maintenanceDays],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(iso19030Endpoints.indicators, {
        params: { vesselId },
        query: {
          referenceDays: String(periods.referenceDays),
          maintenanceDays: String(periods.maintenanceDays),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
