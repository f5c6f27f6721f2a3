// The values of a vessel-data widget from the LogData calls that exist (000 §3 calculation types;
// 001 §7): LastReceived → /LogData/LastReceived, LastVoyageAveraged/Accumulated → /LogData/LastVoyage…,
// Averaged/Accumulated over the last hours and FromAndToDates → /LogData/Calculated/…. Columns that
// ask the same question share one call over every vessel's variables (no call per vessel); the
// graph reads /LogData/BatchFind. The answers are kept on the device with the time they were read.
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  LogDataBatchResponseSchema,
  LogDataCalculatedListSchema,
  LogDataLastReceivedListSchema,
  maxBatchVariables,
} from '../../../../domain/contracts/log-data.ts';
import type { WidgetConfiguration } from '../../../../domain/contracts/dashboards.ts';
import { LatestSpeedLossStatisticsSchema } from '../../../../domain/contracts/fouling.ts';
import { notificationEndpoints } from '../../../../domain/contracts/notifications.ts';
import { columnWindow, type ColumnTiming } from '../../../../domain/dashboards/time-span.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { collectSeries } from '../../../lib/log-data-series.ts';
import { persistMeta } from '../../../lib/read-cache.ts';

export type CellValue = { value: number | null; unit: string; timestamp: string | null };
type Column = WidgetConfiguration['columns'][number];

/** The call that answers a column, and its query. */
export function requestOf(column: ColumnTiming, now: Date): { path: string; query: Record<string, string> } {
  const window = columnWindow(column, now);
  switch (column.calculationType) {
    case 'LastReceived':
      return { path: '/LogData/LastReceived', query: {} };
    case 'LastVoyageAveraged':
      return { path: '/LogData/LastVoyageAveraged', query: {} };
    case 'LastVoyageAccumulated':
      return { path: '/LogData/LastVoyageAccumulated', query: {} };
    case 'Averaged':
    case 'Accumulated':
      return { path: `/LogData/Calculated/${column.calculationType}`, query: { ...window! } };
    case 'FromAndToDates':
      return { path: `/LogData/Calculated/${column.fromAndToDatesCalculationType}`, query: { ...window! } };
  }
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Each column's values by log variable id. */
export async function readColumns(columns: readonly Column[], now: Date, signal?: AbortSignal) {
  const groups = new Map<string, { path: string; query: Record<string, string>; ids: Set<string> }>();
  const keyOfColumn = columns.map((column) => {
    const request = requestOf(column, now);
    const key = `${request.path}?${new URLSearchParams(request.query).toString()}`;
    const group = groups.get(key) ?? { ...request, ids: new Set<string>() };
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
        const query = { ...group.query, logVariableIds: ids.join(',') };
        if (group.path === '/LogData/LastReceived') {
          const rows = await api.get(group.path, { query, schema: LogDataLastReceivedListSchema, signal });
          for (const row of rows)
            values.set(row.logVariableId, { value: row.value, unit: row.unit, timestamp: row.timestamp });
        } else {
          const rows = await api.get(group.path, { query, schema: LogDataCalculatedListSchema, signal });
          for (const row of rows)
            values.set(row.logVariableId, { value: row.value, unit: row.unit, timestamp: row.toDate });
        }
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
        api.get('/LogData/BatchFind', {
          query: {
            logVariableIds: ids.join(','),
            fromDate: new Date(period.fromMs).toISOString(),
            toDate: new Date(period.toMs).toISOString(),
            granularity: 'Auto',
            dateTimeFormat: 'UnixEpochMs',
            continuationFilter,
          },
          schema: LogDataBatchResponseSchema,
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
      api.post(
        '/Fouling/LatestStatistics',
        { vesselIds },
        { schema: v.array(LatestSpeedLossStatisticsSchema), signal },
      ),
    enabled: vesselIds.length > 0,
    meta: persistMeta,
    gcTime: Infinity,
    staleTime: 5 * 60_000,
  });
}
