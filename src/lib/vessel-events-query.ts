// GET /VesselEvents/Find: a vessel's trend and info events (001 §2), read by the Diagnostics page
// (where they are edited) and marked on the other time charts (Compare, the graph page) under one
// query key. The endpoint belongs to the Diagnostics feature.
import { queryOptions } from '@tanstack/react-query';
import { diagnosticsEndpoints } from '../../domain/contracts/diagnostics.ts';
import { DIAGNOSTICS_FEATURE } from '../../domain/performance/long-trends.ts';
import { callApi } from './api-client.ts';
import { keptAnswerOptions } from './read-cache.ts';

export const vesselEventsQueryKey = (vesselId: string) => ['vesselEvents', vesselId] as const;

export function vesselEventsQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: vesselEventsQueryKey(vesselId),
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(diagnosticsEndpoints.findEvents, {
        query: { vesselId, eventTypes: 'TrendEvent,InfoEvent' },
        signal,
      }),
  });
}

/** Whether a vessel (as listed) has the feature whose events these are. */
export function hasVesselEvents(vessel: { features: readonly { name: string }[] } | undefined): boolean {
  return !!vessel?.features.some((feature) => feature.name === DIAGNOSTICS_FEATURE);
}
