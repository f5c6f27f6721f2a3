// GET /Iso19030PerformanceIndicators/{vesselId} (ours for the spec's 'GET /{hash}/{id}', PERF-159,
// ADR 0080): the four indicators over the chosen period lengths and the daily speed values.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Iso19030PerformanceIndicatorsSchema } from '../../../../domain/contracts/iso19030.ts';
import type { Iso19030Periods } from '../../../../domain/performance/iso19030.ts';
import { api } from '../../../lib/api-client.ts';
import { iso19030IndicatorsKey } from './iso19030-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useIso19030Indicators(vesselId: string, periods: Iso19030Periods) {
  return useQuery({
    queryKey: [...iso19030IndicatorsKey(vesselId), periods.referenceDays, periods.maintenanceDays],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      api.get(`/Iso19030PerformanceIndicators/${vesselId}`, {
        query: { referenceDays: periods.referenceDays, maintenanceDays: periods.maintenanceDays },
        schema: Iso19030PerformanceIndicatorsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
