// GET/POST/PUT /Dashboard, DELETE /Dashboard/{id} and the /WidgetConfigurations calls (000 §7).
// The list and the configurations are kept on the device (the read cache), so the dashboards show
// without a connection with what was last read. Every change saves the whole dashboard.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dashboardEndpoints,
  type Dashboard,
  type WidgetConfigurationBody,
} from '../../../../domain/contracts/dashboards.ts';
import { logVariableEndpoints } from '../../../../domain/contracts/log-variables.ts';
import { callApi } from '../../../lib/api-client.ts';
import { persistMeta } from '../../../lib/read-cache.ts';

export const dashboardsKey = ['dashboards'] as const;
const configKey = (id: string) => ['dashboards', 'config', id] as const;

export function dashboardsQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardsKey, 'list'],
    queryFn: ({ signal }) => callApi(dashboardEndpoints.list, { signal }),
    meta: persistMeta,
    gcTime: Infinity,
    // The copy kept on the device shows at once, but a page load always asks the server: the copy
    // is written at most once a second, so a reload right after a change could hold the state
    // before it and, fresh for 30 s by default, would stay on screen.
    staleTime: 0,
  });
}

export const useDashboards = () => useQuery(dashboardsQueryOptions());

/** The PUT body of a dashboard as the list answered it. */
export function updateBodyOf(dashboard: Dashboard) {
  return {
    id: dashboard.id,
    name: dashboard.name,
    sequence: dashboard.sequence,
    widgets: dashboard.widgets,
    userIdsSharedWith: dashboard.userIdsSharedWith,
  };
}

export function useDashboardMutations() {
  const queryClient = useQueryClient();
  const listKey = dashboardsQueryOptions().queryKey;
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: listKey });
  return {
    create: useMutation({
      mutationFn: (body: { id?: string; name: string; widgets?: Dashboard['widgets'] }) =>
        callApi(dashboardEndpoints.create, { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: (dashboard: Dashboard) =>
        callApi(dashboardEndpoints.update, { body: updateBodyOf(dashboard) }),
      // The grid moves at once; the list follows the server's answer. A refetch already
      // under way would answer with the list as it was and undo the change on screen, so
      // it is cancelled first (the settled refetch reads the saved list).
      onMutate: async (dashboard) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        queryClient.setQueryData<Dashboard[]>(listKey, (list) =>
          list?.map((d) => (d.id === dashboard.id ? dashboard : d)),
        );
      },
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi(dashboardEndpoints.remove, { params: { id } }),
      onSettled,
    }),
  };
}

export function widgetConfigQueryOptions(id: string) {
  return queryOptions({
    queryKey: configKey(id),
    queryFn: ({ signal }) => callApi(dashboardEndpoints.config, { params: { id }, signal }),
    meta: persistMeta,
    gcTime: Infinity,
    staleTime: 0, // as the list: the server's configuration replaces the device's copy on load
  });
}

export const useWidgetConfig = (id: string | null) =>
  useQuery({ ...widgetConfigQueryOptions(id ?? ''), enabled: id !== null });

export function useWidgetConfigMutations() {
  const queryClient = useQueryClient();
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: WidgetConfigurationBody }) =>
        id
          ? callApi(dashboardEndpoints.updateConfig, { params: { id }, body })
          : callApi(dashboardEndpoints.createConfig, { body }),
      onSuccess: (config) => queryClient.setQueryData(configKey(config.id), config),
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi(dashboardEndpoints.removeConfig, { params: { id } }),
    }),
  };
}

/** The log variables of the chosen vessels, for the configuration dialog. */
export function useVesselsLogVariables(vesselIds: readonly string[]) {
  return useQuery({
    queryKey: ['dashboards', 'log-variables', [...vesselIds].sort()],
    queryFn: ({ signal }) =>
      callApi(logVariableEndpoints.byVessels, { query: { vesselIds: vesselIds.join(',') }, signal }),
    enabled: vesselIds.length > 0,
    staleTime: 300_000,
  });
}
