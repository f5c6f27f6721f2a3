// One widget of a dashboard: its configuration and values read, and the widget of its type drawn
// in its frame with its loading, empty and error states.
import { lazy, Suspense } from 'react';
import type { Dashboard } from '../../../../domain/contracts/dashboards.ts';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { dashboardRowHeightPx } from '../../../../domain/dashboards/widgets.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useWidgetConfig } from '../api/dashboards.ts';
import { useGraphResults, useTableResults } from '../api/widget-results.ts';
import { WidgetFrame } from './widget-frame.tsx';
import { CiiWidget } from './widgets/cii-widget.tsx';
import { PerformanceStatusWidget } from './widgets/performance-status-widget.tsx';
import { VesselDataTableWidget } from './widgets/vessel-data-table-widget.tsx';
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

export function WidgetView({ widget, vessels, editable, onConfigure, onRemove }: Props) {
  const config = useWidgetConfig(widget.configId);
  const table = useTableResults(widget.id, widget.type === 'VesselDataTable' ? config.data : undefined);
  const graph = useGraphResults(widget.id, widget.type === 'VesselDataGraph' ? config.data : undefined);
  const results =
    widget.type === 'VesselDataGraph' ? graph : widget.type === 'VesselDataTable' ? table : config;
  const frame = {
    title: widget.name,
    editable,
    onConfigure: widget.type === 'Welcome' ? undefined : onConfigure,
    onRemove,
    dataUpdatedAt: results.dataUpdatedAt,
    stale: results.isError,
  };

  let body;
  if (widget.type === 'Welcome') body = <WelcomeWidget />;
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
      case 'PerformanceStatus':
        body = <PerformanceStatusWidget config={data} vessels={vessels} />;
        break;
      case 'Cii':
        body = <CiiWidget config={data} vessels={vessels} />;
        break;
      default:
        body = <EmptyMessage>This widget is not available.</EmptyMessage>;
    }
  }
  return <WidgetFrame {...frame}>{body}</WidgetFrame>;
}
