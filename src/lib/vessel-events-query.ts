// GET /VesselEvents/Find: a vessel's trend and info events (001 §2), read by the Diagnostics page
// (where they are edited) and marked on the other time charts (Compare, the graph page) under one
// query key. The endpoint belongs to the Diagnostics feature.
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { diagnosticsEndpoints } from '../../domain/contracts/diagnostics.ts';
import { DIAGNOSTICS_FEATURE } from '../../domain/performance/long-trends.ts';
import { callApi } from './api-client.ts';
import type { EventMark } from './chart-events.ts';
import { keptAnswerOptions } from './read-cache.ts';
import { vesselsQueryOptions } from './vessels-query.ts';

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

/**
 * The trend and info events of some vessels as chart marks, asked only for the vessels the list
 * shows with Diagnostics; a refusal marks none. With `nameOf`, each mark is named 'Vessel: event'.
 */
export function useVesselEventMarks(
  vesselIds: readonly string[],
  nameOf?: (vesselId: string) => string,
): EventMark[] {
  const vessels = useQuery(vesselsQueryOptions());
  const asked = vesselIds.filter((id) => hasVesselEvents(vessels.data?.find((vessel) => vessel.id === id)));
  const results = useQueries({
    queries: asked.map((vesselId) => ({ ...vesselEventsQueryOptions(vesselId), throwOnError: false })),
  });
  // The answers' own references change only with new data: the marks are kept as long as they do.
  const key = results.map((r) => r.dataUpdatedAt).join(',') + asked.join(',');
  return useMemo(
    () =>
      results
        .flatMap((r) => r.data ?? [])
        .map((event) => ({
          atMs: Date.parse(event.timestamp),
          label: nameOf ? `${nameOf(event.vesselId)}: ${event.name}` : event.name,
          type: event.type,
          vesselId: event.vesselId,
        }))
        .sort((a, b) => a.atMs - b.atMs),
    [key, nameOf], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
