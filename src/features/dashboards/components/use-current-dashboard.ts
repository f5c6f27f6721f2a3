// The dashboards and the current one (000 §4): the remembered one, else the first; when the user
// has none at all, one is created ('New Dashboard' with the Welcome widget and a vessel table of the
// user's vessels), since GET /Dashboard itself never writes.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Widget } from '../../../../domain/contracts/dashboards.ts';
import { newDashboardName, widgetCatalogue } from '../../../../domain/dashboards/widgets.ts';
import { showError } from '../../../components/snackbar.ts';
import { messages } from '../../../../domain/messages.ts';
import { useQuery } from '@tanstack/react-query';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { useDashboardMutations, useDashboards, useWidgetConfigMutations } from '../api/dashboards.ts';
import { currentOf, onDashboardChange, rememberedDashboardId } from '../current-dashboard.ts';

export function useRememberedDashboardId(): string | null {
  return useSyncExternalStore(onDashboardChange, rememberedDashboardId, () => null);
}

export function useCurrentDashboard() {
  const dashboards = useDashboards();
  const remembered = useRememberedDashboardId();
  const vessels = useQuery(vesselsQueryOptions());
  const { create } = useDashboardMutations();
  const configs = useWidgetConfigMutations();
  const started = useRef(false);
  const own = dashboards.data?.filter((d) => !d.readOnly) ?? [];

  useEffect(() => {
    if (!dashboards.isSuccess || own.length > 0 || started.current || !vessels.isSuccess) return;
    started.current = true;
    void (async () => {
      try {
        const table = await configs.save.mutateAsync({
          id: null,
          body: {
            widgetType: 'VesselDataTable',
            vessels: vessels.data.slice(0, 100).map((v) => v.id),
            columns: [],
          },
        });
        const welcome = widgetCatalogue.Welcome;
        const tableInfo = widgetCatalogue.VesselDataTable;
        const widgets: Widget[] = [
          {
            id: crypto.randomUUID(),
            type: 'Welcome',
            name: welcome.name,
            active: true,
            configId: null,
            x: 0,
            y: 0,
            w: welcome.width,
            h: welcome.height,
          },
          {
            id: crypto.randomUUID(),
            type: 'VesselDataTable',
            name: 'Your fleet',
            active: true,
            configId: table.id,
            x: 0,
            y: welcome.height,
            w: tableInfo.width * 2,
            h: tableInfo.height * 2,
          },
        ];
        await create.mutateAsync({ name: newDashboardName(0), widgets });
      } catch {
        showError(messages.failedToInitializeDashboard);
      }
    })();
  }, [dashboards.isSuccess, own.length, vessels.isSuccess]); // eslint-disable-line react-hooks/exhaustive-deps

  const current = currentOf(dashboards.data ?? [], remembered);
  return { dashboards, current };
}
