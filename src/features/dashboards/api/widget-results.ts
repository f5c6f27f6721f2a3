// The values of a vessel-data widget from the LogData calls that exist (000 §3 calculation types;
// 001 §7): LastReceived → /LogData/LastReceived, LastVoyageAveraged/Accumulated → /LogData/LastVoyage…,
// Averaged/Accumulated over the last hours and FromAndToDates → /LogData/Calculated/… (logDataEndpoints). Columns that
// ask the same question share one call over every vessel's variables (no call per vessel); the
// graph reads /LogData/BatchFind. The answers are kept on the device with the time they were read.
import { useQuery } from '@tanstack/react-query';
import { logDataEndpoints, maxBatchVariables } from '../../../../domain/contracts/log-data.ts';
import type { WidgetConfiguration } from '../../../../domain/contracts/dashboards.ts';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { notificationEndpoints } from '../../../../domain/contracts/notifications.ts';
import { columnWindow, type ColumnTiming } from '../../../../domain/dashboards/time-span.ts';
import { callApi } from '../../../lib/api-client.ts';
import { collectSeries } from '../../../lib/log-data-series.ts';
import { persistMeta } from '../../../lib/read-cache.ts';

export type CellValue = { value: number | null; unit: string; timestamp: string | null };
type Column = WidgetConfiguration['columns'][number];

/** The call (of logDataEndpoints) that answers a column, and its query. */
export type ColumnRequest =
  | { call: 'lastReceived' | 'lastVoyageAveraged' | 'lastVoyageAccumulated'; query: Record<string, never> }
  | { call: 'calculatedAveraged'; query: { fromDate: string; toDate: string } }
  | { call: 'calculatedAccumulated'; query: { fromDate: string; toDate: string } };

const calculatedCall = (type: 'Averaged' | 'Accumulated') =>
  type === 'Averaged' ? ('calculatedAveraged' as const) : ('calculatedAccumulated' as const);

export function requestOf(column: ColumnTiming, now: Date): ColumnRequest {
  const window = columnWindow(column, now);
  switch (column.calculationType) {
    case 'LastReceived':
      return { call: 'lastReceived', query: {} };
    case 'LastVoyageAveraged':
      return { call: 'lastVoyageAveraged', query: {} };
    case 'LastVoyageAccumulated':
      return { call: 'lastVoyageAccumulated', query: {} };
    case 'Averaged':
    case 'Accumulated':
      return { call: calculatedCall(column.calculationType), query: { ...window! } };
    case 'FromAndToDates':
      return { call: calculatedCall(column.fromAndToDatesCalculationType), query: { ...window! } };
  }
}

/** The values of `logVariableIds` (comma separated) that answer a column's request. */
async function readValues(
  request: ColumnRequest,
  logVariableIds: string,
  signal?: AbortSignal,
): Promise<[string, CellValue][]> {
  if (request.call === 'lastReceived') {
    const rows = await callApi(logDataEndpoints.lastReceived, { query: { logVariableIds }, signal });
    return rows.map((row) => [
      row.logVariableId,
      { value: row.value, unit: row.unit, timestamp: row.timestamp },
    ]);
  }
  const rows =
    request.call === 'calculatedAveraged' || request.call === 'calculatedAccumulated'
      ? await callApi(logDataEndpoints[request.call], {
          query: { ...request.query, logVariableIds },
          signal,
        })
      : await callApi(logDataEndpoints[request.call], { query: { logVariableIds }, signal });
  return rows.map((row) => [row.logVariableId, { value: row.value, unit: row.unit, timestamp: row.toDate }]);
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Each column's values by log variable id. */
export async function readColumns(columns: readonly Column[], now: Date, signal?: AbortSignal) {
  const groups = new Map<string, { request: ColumnRequest; ids: Set<string> }>();
  const keyOfColumn = columns.map((column) => {
    const request = requestOf(column, now);
    const key = `${request.call}?${new URLSearchParams(request.query).toString()}`;
    const group = groups.get(key) ?? { request, ids: new Set<string>() };
    for (const variable of column.logVariables) group.ids.add(variable.id);
    groups.set(key, group);
    return key;
  });
  const answers = new Map<string, Map<string, CellValue>>();
  await Promise.all(
    [...groups].map(async ([key, group]) => {
      const values = new Map<string, CellValue>();
      answers.set(key, values);
      for (const ids of chunks([...group.ids], maxBatchVariables)) {
        for (const [id, value] of await readValues(group.request, ids.join(','), signal))
          values.set(id, value);
      }
    }),
  );
  return keyOfColumn.map(
    (key) => Object.fromEntries(answers.get(key) ?? new Map()) as Record<string, CellValue>,
  );
}

export function useTableResults(widgetId: string, config: WidgetConfiguration | undefined) {
  const columns = config?.columns.filter((c) => c.logVariables.length > 0) ?? [];
  return useQuery({
    queryKey: ['dashboards', 'results', widgetId, config?.columns ?? null],
    queryFn: ({ signal }) => readColumns(config!.columns, new Date(), signal),
    enabled: columns.length > 0,
    meta: persistMeta,
    gcTime: Infinity,
    staleTime: 60_000,
  });
}

/** The graph's period: the column's window, or its last hours for the types that have none. */
export function graphPeriod(column: ColumnTiming, now: Date): { fromMs: number; toMs: number } {
  const window = columnWindow(column, now);
  if (window) return { fromMs: Date.parse(window.fromDate), toMs: Date.parse(window.toDate) };
  return { fromMs: now.getTime() - column.hours * 3_600_000, toMs: now.getTime() };
}

export type GraphSeries = { id: string; xsMs: number[]; ys: number[] };

export function useGraphResults(widgetId: string, config: WidgetConfiguration | undefined) {
  const ids = [...new Set(config?.columns.flatMap((c) => c.logVariables.map((v) => v.id)) ?? [])].slice(
    0,
    maxBatchVariables,
  );
  return useQuery({
    queryKey: ['dashboards', 'graph', widgetId, config?.columns ?? null],
    queryFn: async ({
      signal,
    }): Promise<{ period: { fromMs: number; toMs: number }; series: GraphSeries[] }> => {
      const period = graphPeriod(config!.columns[0]!, new Date());
      const series = await collectSeries(ids, period, (continuationFilter) =>
        callApi(logDataEndpoints.batchFind, {
          query: {
            logVariableIds: ids.join(','),
            fromDate: new Date(period.fromMs).toISOString(),
            toDate: new Date(period.toMs).toISOString(),
            granularity: 'Auto',
            dateTimeFormat: 'UnixEpochMs',
            form: 'Columns',
            continuationFilter,
          },
          signal,
        }),
      );
      // Plain arrays, so the answer can be kept on the device.
      return {
        period,
        series: series.map((s) => ({ id: s.id, xsMs: Array.from(s.xsMs), ys: Array.from(s.ys) })),
      };
    },
    enabled: ids.length > 0,
    meta: persistMeta,
    gcTime: Infinity,
    staleTime: 60_000,
  });
}

/**
 * The Notifications widget: the notifications not acknowledged on every vessel the user sees
 * (GET /Incidents/Open/Fleet), one read for every such widget, polled every 60 s like the bell
 * (SHELL-135); each widget keeps those of its vessels. Acknowledging (the bell's call) refreshes
 * every incident query, this one too.
 */
export function useWidgetNotifications(enabled: boolean) {
  return useQuery({
    queryKey: ['incidents', 'open', 'fleet', 'dashboard-widget'],
    queryFn: ({ signal }) => callApi(notificationEndpoints.openFleetIncidents, { signal }),
    enabled,
    refetchInterval: 60_000,
    meta: persistMeta,
    gcTime: Infinity,
  });
}

/**
 * The Fouling Overview widget: each of its vessels' speed loss statistics in one call
 * (POST /Fouling/LatestStatistics, the fleet table of the Fouling diagnostics page).
 */
export function useFoulingOverview(widgetId: string, vesselIds: readonly string[]) {
  return useQuery({
    queryKey: ['dashboards', 'fouling', widgetId, [...vesselIds].sort()],
    queryFn: ({ signal }) =>
      callApi(foulingEndpoints.latestStatistics, { body: { vesselIds: [...vesselIds] }, signal }),
    enabled: vesselIds.length > 0,
    meta: persistMeta,
    gcTime: Infinity,
    staleTime: 5 * 60_000,
  });
}
