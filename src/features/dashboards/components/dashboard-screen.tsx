// The start page (000 §2, §3): the current dashboard's widgets on a grid the owner arranges
// (react-grid-layout: drag by the title, resize from the corner; the layout is saved with the
// dashboard), 'Add widget' with the catalogue's sizes and instance rules, each widget's
// configuration dialog. A dashboard shared with the user is shown read-only.
import { Alert, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { Dashboard, Widget, WidgetConfigurationBody } from '../../../../domain/contracts/dashboards.ts';
import {
  addableWidgetTypes,
  dashboardGridColumns,
  dashboardRowHeightPx,
  placeBelow,
  widgetCatalogue,
  type WidgetType,
} from '../../../../domain/dashboards/widgets.ts';
import { messages } from '../../../../domain/messages.ts';
import { PageTitle } from '../../../components/document-title.tsx';
import { showError } from '../../../components/snackbar.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { useDashboardMutations, useWidgetConfig, useWidgetConfigMutations } from '../api/dashboards.ts';
import { ageText } from './widget-frame.tsx';
import { useCurrentDashboard } from './use-current-dashboard.ts';
import { WidgetView } from './widget-view.tsx';

const WidgetConfigDialog = lazy(() =>
  import('./widget-config-dialog.tsx').then((m) => ({ default: m.WidgetConfigDialog })),
);

export function DashboardScreen() {
  const { dashboards, current } = useCurrentDashboard();
  const online = useOnlineStatus();
  if (dashboards.isPending) return <LoadingState label="Loading dashboards" />;
  if (dashboards.isError && !dashboards.data)
    return (
      <ErrorState
        error={dashboards.error}
        title={messages.failedToRefreshDashboards}
        onRetry={() => void dashboards.refetch()}
      />
    );
  if (!current) return <LoadingState label="Preparing your dashboard" />;
  return (
    <Stack gap="md">
      <PageTitle title="Dashboard" heading={current.name} />
      {!online || dashboards.isError ? (
        <Alert color="gray" data-testid="dashboards-age">
          {`Shown from this device: the dashboards as read ${ageText(dashboards.dataUpdatedAt, Date.now())}.`}
        </Alert>
      ) : null}
      <DashboardGrid key={current.id} dashboard={current} editable={!current.readOnly && online} />
    </Stack>
  );
}

type Editing = { widget: Widget; isNew: boolean } | null;

function DashboardGrid({ dashboard, editable }: { dashboard: Dashboard; editable: boolean }) {
  const { width, containerRef, mounted } = useContainerWidth();
  const vessels = useQuery(vesselsQueryOptions());
  const { update } = useDashboardMutations();
  const configs = useWidgetConfigMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const editingConfig = useWidgetConfig(editing?.widget.configId ?? null);

  const save = (widgets: Widget[], failure: string) =>
    update.mutate({ ...dashboard, widgets }, { onError: () => showError(failure) });

  const layout: Layout = dashboard.widgets.map((w) => ({
    i: w.id,
    x: w.x,
    y: w.y,
    w: w.w,
    h: w.h,
    minW: 3,
    minH: 3,
  }));
  const onLayoutSaved = (next: Layout) => {
    const moved = dashboard.widgets.map((w) => {
      const item = next.find((l) => l.i === w.id);
      return item ? { ...w, x: item.x, y: item.y, w: item.w, h: item.h } : w;
    });
    if (moved.some((w, i) => JSON.stringify(w) !== JSON.stringify(dashboard.widgets[i])))
      save(moved, messages.failedToSaveDashboardLayout);
  };

  const addWidget = (type: WidgetType) => {
    const info = widgetCatalogue[type];
    const widget: Widget = {
      id: crypto.randomUUID(),
      type,
      name: info.name,
      active: true,
      configId: null,
      ...placeBelow(dashboard.widgets),
      w: info.width,
      h: info.height,
    };
    setEditing({ widget, isNew: true });
  };

  const onConfigSaved = (body: WidgetConfigurationBody) => {
    if (!editing) return;
    configs.save.mutate(
      { id: editing.widget.configId, body },
      {
        onSuccess: (config) => {
          const widget = { ...editing.widget, configId: config.id };
          const widgets = editing.isNew
            ? [...dashboard.widgets, widget]
            : dashboard.widgets.map((w) => (w.id === widget.id ? widget : w));
          save(widgets, editing.isNew ? messages.failedToAddWidget : messages.failedToUpdateWidget);
          setEditing(null);
        },
        onError: (error) => showError(error),
      },
    );
  };

  const removeWidget = (widget: Widget) => {
    if (!dashboard.widgets.some((w) => w.id === widget.id))
      return showError(messages.couldNotFindWidgetToDelete);
    save(
      dashboard.widgets.filter((w) => w.id !== widget.id),
      messages.failedToDeleteWidget,
    );
  };

  const offered = addableWidgetTypes(dashboard.widgets.map((w) => w.type));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {dashboard.readOnly ? (
          <Text
            c="dimmed"
            size="sm"
            data-testid="read-only-note"
          >{`Shared with you by ${dashboard.ownerName} (read-only)`}</Text>
        ) : (
          <span />
        )}
        {editable ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="xs">Add widget</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {offered.map((info) => (
                <Menu.Item key={info.type} onClick={() => addWidget(info.type)}>
                  {info.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {dashboard.widgets.length === 0 ? (
        <Title order={2} size="h4" c="dimmed">
          This dashboard has no widgets yet.
        </Title>
      ) : null}
      <div ref={containerRef} data-testid="dashboard-grid">
        {mounted ? (
          <ReactGridLayout
            layout={layout}
            width={width}
            gridConfig={{ cols: dashboardGridColumns, rowHeight: dashboardRowHeightPx }}
            dragConfig={{ enabled: editable, handle: '.widget-drag-handle', cancel: '.widget-no-drag' }}
            resizeConfig={{ enabled: editable }}
            onDragStop={(next) => onLayoutSaved(next)}
            onResizeStop={(next) => onLayoutSaved(next)}
          >
            {dashboard.widgets.map((widget) => (
              <div key={widget.id} data-testid={`widget-${widget.type}`}>
                <WidgetView
                  widget={widget}
                  vessels={vessels.data ?? []}
                  editable={editable}
                  onConfigure={() => setEditing({ widget, isNew: false })}
                  onRemove={() => removeWidget(widget)}
                />
              </div>
            ))}
          </ReactGridLayout>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {editing ? (
          <WidgetConfigDialog
            opened={
              editing !== null && (editing.isNew || !editing.widget.configId || editingConfig.isSuccess)
            }
            type={editing?.widget.type ?? 'VesselDataTable'}
            config={editing && !editing.isNew ? (editingConfig.data ?? null) : null}
            vessels={vessels.data ?? []}
            saving={configs.save.isPending || update.isPending}
            onClose={() => setEditing(null)}
            onSave={onConfigSaved}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
