// GET /Taxonomy (003 §7): the categories with their taxa and the log variable names with theirs.
// Small enough to keep on the device, so the page opened again offline shows what it last read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxonomyEndpoints } from '../../../../domain/contracts/taxonomy.ts';
import { callApi } from '../../../lib/api-client.ts';
import { persistMeta } from '../../../lib/read-cache.ts';

export const taxonomyQueryKey = ['taxonomy'] as const;

export function taxonomyQueryOptions() {
  return queryOptions({
    queryKey: taxonomyQueryKey,
    queryFn: ({ signal }) => callApi(taxonomyEndpoints.get, { signal }),
    meta: persistMeta,
  });
}

export function useTaxonomy() {
  return useQuery(taxonomyQueryOptions());
}
