// GET /Cii/Year (PERF-051, ADR 0063): the CII of calendar years over the confirmed voyages, each
// with its voyages' parts; the page's year table asks for every reporting year up to the chosen one.
import { useQueries, useQuery } from '@tanstack/react-query';
import { ciiEndpoints } from '../../../../domain/contracts/cii.ts';
import { callApi } from '../../../lib/api-client.ts';
import { ciiKey } from './cii-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

const yearQuery = (vesselId: string, year: number) => ({
  queryKey: [...ciiKey(vesselId), 'year', year],
  ...keptAnswerOptions,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(ciiEndpoints.year, { query: { vesselId, year: String(year) }, signal }),
});

export function useCiiYear(vesselId: string, year: number) {
  return useQuery(yearQuery(vesselId, year));
}

export function useCiiYears(vesselId: string, years: readonly number[]) {
  return useQueries({ queries: years.map((year) => yearQuery(vesselId, year)) });
}
