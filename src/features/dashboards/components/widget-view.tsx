// One widget of a dashboard: its configuration and values read, and the widget of its type drawn
// in its frame with its loading, empty and error states. The frame tells the age of what the
// widget shows when it was kept on this device (offline, or the refresh failed).
import { lazy, Suspense, useMemo } from 'react';
import type { Dashboard, WidgetConfiguration } from '../../../../domain/contracts/dashboards.ts';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { choosableVessels, dashboardRowHeightPx } from '../../../../domain/dashboards/widgets.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useLatestPositions } from '../../../lib/vessel-locations.ts';
import { useWidgetConfig } from '../api/dashboards.ts';
import {
  useFoulingOverview,
  useGraphResults,
  useTableResults,
  useWidgetNotifications,
} from '../api/widget-results.ts';
import { WidgetFrame } from './widget-frame.tsx';
import { CiiWidget } from './widgets/cii-widget.tsx';
import { FoulingOverviewWidget } from './widgets/fouling-overview-widget.tsx';
import { NotificationsWidget } from './widgets/notifications-widget.tsx';
import { PerformanceStatusWidget } from './widgets/performance-status-widget.tsx';
import { VesselDataTableWidget } from './widgets/vessel-data-table-widget.tsx';
import { VesselMapWidget } from './widgets/vessel-map-widget.tsx';
import { WelcomeWidget } from './widgets/welcome-widget.tsx';

type Widget = Dashboard['widgets'][number];

// uPlot and the chart load with the first graph widget, not with the start page.
const VesselDataGraphWidget = lazy(() =>
  import('./widgets/vessel-data-graph-widget.tsx').then((m) => ({ default: m.VesselDataGraphWidget })),
);

type Props = {
  widget: Widget;
  vessels: readonly Vessel[];
  editable: boolean;
  onConfigure: () => void;
  onRemove: () => void;
};

/** The configured vessels the user sees and the widget may show, in the configuration's order. */
function shownVessels(widget: Widget, config: WidgetConfiguration | undefined, vessels: readonly Vessel[]) {
  if (!config) return [];
  const allowed = new Map(choosableVessels(widget.type, vessels).map((vessel) => [vessel.id, vessel]));
  return config.vessels.flatMap((id) => allowed.get(id) ?? []);
}

export function WidgetView({ widget, vessels, editable, onConfigure, onRemove }: Props) {
  const config = useWidgetConfig(widget.configId);
  const shown = useMemo(() => shownVessels(widget, config.data, vessels), [widget, config.data, vessels]);
  const shownIds = useMemo(() => shown.map((vessel) => vessel.id), [shown]);
  const table = useTableResults(widget.id, widget.type === 'VesselDataTable' ? config.data : undefined);
  const graph = useGraphResults(widget.id, widget.type === 'VesselDataGraph' ? config.data : undefined);
  const notifications = useWidgetNotifications(widget.type === 'Notifications' && shownIds.length > 0);
  const fouling = useFoulingOverview(widget.id, widget.type === 'FoulingOverview' ? shownIds : []);
  const latest = useLatestPositions(
    useMemo(
      () =>
        widget.type === 'VesselMap'
          ? shown.map((vessel) => ({ id: vessel.id, endsAt: vessel.logDataMaxDate }))
          : [],
      [widget.type, shown],
    ),
  );

  const read: { dataUpdatedAt: number; isError: boolean } =
    widget.type === 'VesselDataGraph'
      ? graph
      : widget.type === 'VesselDataTable'
        ? table
        : widget.type === 'Notifications'
          ? notifications
          : widget.type === 'FoulingOverview'
            ? fouling
            : widget.type === 'VesselMap'
              ? { dataUpdatedAt: latest.updatedAt, isError: latest.error !== null }
              : config;
  const frame = {
    title: widget.name,
    editable,
    onConfigure: widget.type === 'Welcome' ? undefined : onConfigure,
    onRemove,
    dataUpdatedAt: read.dataUpdatedAt,
    stale: read.isError,
  };

  let body;
  if (widget.type === 'Welcome') body = <WelcomeWidget onDismiss={editable ? onRemove : undefined} />;
  else if (!widget.configId)
    body = <EmptyMessage>Configure the widget to choose what it shows.</EmptyMessage>;
  else if (config.isPending) body = <LoadingState label="Loading widget" />;
  else if (config.isError && !config.data)
    body = <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  else {
    const data = config.data!;
    switch (widget.type) {
      case 'VesselDataTable':
        body = (
          <VesselDataTableWidget
            name={widget.name}
            config={data}
            vessels={vessels}
            results={table.data}
            resultsLoading={table.isFetching}
            resultsError={table.error}
          />
        );
        break;
      case 'VesselDataGraph':
        body = (
          <Suspense fallback={<LoadingState label="Loading graph" />}>
            <VesselDataGraphWidget
              widgetId={widget.id}
              name={widget.name}
              config={data}
              vessels={vessels}
              series={graph.data?.series}
              loading={graph.isFetching}
              error={graph.error}
              height={widget.h * dashboardRowHeightPx - 110}
            />
          </Suspense>
        );
        break;
      case 'VesselMap':
        body = (
          <VesselMapWidget vessels={shown} latest={latest} heightPx={widget.h * dashboardRowHeightPx - 70} />
        );
        break;
      case 'PerformanceStatus':
        body = <PerformanceStatusWidget config={data} vessels={vessels} />;
        break;
      case 'Notifications':
        body = (
          <NotificationsWidget
            vesselIds={shownIds}
            incidents={notifications.data}
            loading={notifications.isFetching}
            error={notifications.error}
            onRetry={() => void notifications.refetch()}
          />
        );
        break;
      case 'Cii':
        body = <CiiWidget config={data} vessels={vessels} />;
        break;
      case 'FoulingOverview':
        body = (
          <FoulingOverviewWidget
            vesselIds={shownIds}
            rows={fouling.data}
            loading={fouling.isFetching}
            error={fouling.error}
            onRetry={() => void fouling.refetch()}
          />
        );
        break;
      default:
        body = <EmptyMessage>This widget is not available.</EmptyMessage>;
    }
  }
  return <WidgetFrame {...frame}>{body}</WidgetFrame>;
}
