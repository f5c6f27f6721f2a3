// GET /Cii/Day (PERF-051, ADR 0063): the vessel's CII day by day through a year, from its logged
// daily means, for the chart over the rating bands.
import { useQuery } from '@tanstack/react-query';
import { ciiEndpoints } from '../../../../domain/contracts/cii.ts';
import { callApi } from '../../../lib/api-client.ts';
import { ciiKey } from './cii-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useCiiDays(vesselId: string, year: number) {
  return useQuery({
    queryKey: [...ciiKey(vesselId), 'day', year],
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(ciiEndpoints.day, { query: { vesselId, year: String(year) }, signal }),
  });
}
