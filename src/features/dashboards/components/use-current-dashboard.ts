// The dashboards and the current one (000 §4): the remembered one, else the first; when the user
// has none at all, one is created ('New Dashboard' showing the fleet: map, performance status, CII,
// open alerts and fouling ranking, then the Welcome text; issue 26 §5), since GET /Dashboard itself
// never writes.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Widget } from '../../../../domain/contracts/dashboards.ts';
import { firstDashboardWidgets, newDashboardName } from '../../../../domain/dashboards/widgets.ts';
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
        // The fleet first (issue 26 §5): each widget's configuration is saved, then the dashboard.
        const widgets: Widget[] = [];
        for (const planned of firstDashboardWidgets(vessels.data)) {
          const configId =
            planned.type === 'Welcome'
              ? null
              : (
                  await configs.save.mutateAsync({
                    id: null,
                    body: { widgetType: planned.type, vessels: planned.vesselIds, columns: [] },
                  })
                ).id;
          widgets.push({
            id: crypto.randomUUID(),
            type: planned.type,
            name: planned.name,
            active: true,
            configId,
            x: planned.x,
            y: planned.y,
            w: planned.w,
            h: planned.h,
          });
        }
        await create.mutateAsync({ name: newDashboardName(0), widgets });
      } catch {
        showError(messages.failedToInitializeDashboard);
      }
    })();
  }, [dashboards.isSuccess, own.length, vessels.isSuccess]); // eslint-disable-line react-hooks/exhaustive-deps

  const current = currentOf(dashboards.data ?? [], remembered);
  return { dashboards, current };
}
