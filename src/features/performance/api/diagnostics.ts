// The Diagnostics page's calls (001 §7): vessel events (GET /VesselEvents/Find, the DiagnosticEvents
// add, change and delete), the kinds of trend event, the trend limits, the latest consequences and
// the Excel download. A changed trend event moves the periods: the long trends are read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  diagnosticsEndpoints,
  longTrendEndpoints,
  type InfoEventRequest,
  type TrendEventRequest,
  type VesselPerformanceEvent,
} from '../../../../domain/contracts/diagnostics.ts';
import { basedOnHeaders } from '../../../lib/stale-save.ts';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFrom } from '../../../lib/download.ts';
import { configurationKey } from './long-trend-configuration.ts';
import { longTrendsQueryKey } from './long-trends.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';
import { vesselEventsQueryKey, vesselEventsQueryOptions } from '../../../lib/vessel-events-query.ts';

const eventsKey = vesselEventsQueryKey;

/** The query keys of the Diagnostics page's answers: long trends, events, limits, consequence settings. */
export const diagnosticsQueryRoots = (vesselId: string) =>
  [
    longTrendsQueryKey(vesselId),
    eventsKey(vesselId),
    ['trendLimits', vesselId],
    configurationKey(vesselId),
  ] as const;

export function usePerformanceEvents(vesselId: string) {
  return useQuery(vesselEventsQueryOptions(vesselId));
}

export function useTrendEventTypes() {
  return useQuery({
    queryKey: ['trendEventTypes'],
    queryFn: ({ signal }) => callApi(diagnosticsEndpoints.trendEventTypes, { signal }),
    staleTime: Infinity,
  });
}

export function useTrendLimits(vesselId: string) {
  return useQuery({
    queryKey: ['trendLimits', vesselId],
    ...keptAnswerOptions,
    queryFn: ({ signal }) => callApi(diagnosticsEndpoints.trendLimits, { query: { vesselId }, signal }),
    staleTime: Infinity,
  });
}

/** `throwOnError: false` where the trends are of many vessels (a refusal is not one page's). */
export function useLatestConsequences(
  vesselId: string,
  longTrendIds: readonly string[],
  options: { throwOnError?: false } = {},
) {
  return useQuery({
    ...options,
    queryKey: ['longTrends', vesselId, 'consequences', ...longTrendIds],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(diagnosticsEndpoints.latestConsequences, {
        query: { longTrendIds: longTrendIds.join(',') },
        signal,
      }),
    enabled: longTrendIds.length > 0,
  });
}

/** What the event form sends: an info event, or a trend event with its kind. */
export type EventDraft =
  | ({ type: 'InfoEvent' } & InfoEventRequest)
  | ({ type: 'TrendEvent' } & TrendEventRequest & { name: string });

/** Add, change or delete an office event; the events and the long trends are read again after. */
export function useEventMutations(vesselId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: eventsKey(vesselId) });
    void queryClient.invalidateQueries({ queryKey: ['longTrends', vesselId] });
  };
  // A change or delete names the version it is based on (If-Match, ADR 0092): 412 when stale.
  const save = useMutation({
    mutationFn: ({ draft, id, basedOn }: { draft: EventDraft; id: string | null; basedOn: number }) => {
      if (draft.type === 'TrendEvent') {
        const { type: _type, ...body } = draft;
        return id
          ? callApi(diagnosticsEndpoints.updateTrendEvent, {
              params: { id },
              body,
              ...basedOnHeaders(basedOn),
            })
          : callApi(diagnosticsEndpoints.addTrendEvent, { body });
      }
      const { type: _type, ...body } = draft;
      return id
        ? callApi(diagnosticsEndpoints.updateInfoEvent, { params: { id }, body, ...basedOnHeaders(basedOn) })
        : callApi(diagnosticsEndpoints.addInfoEvent, { body });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (event: VesselPerformanceEvent) =>
      callApi(
        event.type === 'TrendEvent'
          ? diagnosticsEndpoints.removeTrendEvent
          : diagnosticsEndpoints.removeInfoEvent,
        { params: { id: event.id }, ...basedOnHeaders(event.version) },
      ),
    onSettled: refresh,
  });
  return { save, remove };
}

export function downloadLongTrendsExcel(vesselId: string, vesselName: string): Promise<void> {
  // lib/download.ts fetches a path under /api/v1 with the token; the declaration's has no parameters.
  return downloadFrom(longTrendEndpoints.excel, { query: { vesselId } }, `${vesselName} long trends.xlsx`);
}
