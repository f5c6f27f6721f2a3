// GET /Cii/Ytd (PERF-051, PERF-052, ADR 0063): the vessel's CII from 1 January to now over its
// confirmed voyages, with the year-end forecast. The CII page's summary card reads it, and it is
// the data call of the CII dashboard widget (shared here so both features read it) (000 §3 'Carbon Intensity Indicator (CII): 8x6').
import { useQuery } from '@tanstack/react-query';
import { ciiEndpoints } from '../../domain/contracts/cii.ts';
import { callApi } from './api-client.ts';
import { keptAnswerOptions } from './read-cache.ts';

export const getCiiYtd = (vesselId: string, year: number, signal?: AbortSignal) =>
  callApi(ciiEndpoints.ytd, { query: { vesselId, year: String(year) }, signal });

export function useCiiYtd(vesselId: string, year: number) {
  return useQuery({
    // Under the CII page's root key ['cii', vesselId], so its changes drop this answer too.
    queryKey: ['cii', vesselId, 'ytd', year],
    ...keptAnswerOptions,
    queryFn: ({ signal }) => getCiiYtd(vesselId, year, signal),
  });
}
