// The logging history / data analysis graph page of 001 §2: the graph configuration (variable
// groups, time period, data interval, filters, Plot) beside the charts, one per Distinct variable
// and one per group, with cursors and zoom shared across charts.
import { Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { defaultLogDataConfig } from '../../../../domain/contracts/log-data-config.ts';
import type { LogVariable } from '../../../../domain/contracts/log-variables.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useLogData, type LogDataRequest } from '../api/get-log-data.ts';
import { useUpdateLogDataConfig } from '../api/update-log-data-config.ts';
import { labelledSeries, type XRange } from '../../../lib/chart-series.ts';
import { useVesselEventMarks } from '../../../lib/vessel-events-query.ts';
import { dataIntervalOptions, nextAllowedInterval, type DataIntervalChoice } from '../data-interval.ts';
import { chartsOf, selectedVariableIds, selectionError, type GraphGroups } from '../graph-groups.ts';
import { configFromForm, formFromConfig, type LogDataForm } from '../log-data-form.ts';
import { periodMinutes, resolveTimePeriod, type PeriodBounds } from '../time-period.ts';
import { DataFiltersInput } from './data-filters.tsx';
import { DataIntervalPicker } from './data-interval-picker.tsx';
import { GraphLayout, PlotButton, PlottedCharts } from '../../../components/log-data-graph.tsx';
import { LogDataInputsGate } from './log-data-inputs.tsx';
import { LogDataChart } from '../../../components/log-data-chart.tsx';
import { TimePeriodPicker } from './time-period-picker.tsx';
import { VariableGroups } from './variable-groups.tsx';

type LogDataPageProps = {
  vesselId: string;
  logDataMinDate: string | null;
  logDataMaxDate: string | null;
  /** Injected so tests can fix the clock. */
  now?: () => number;
};

export function LogDataPage({ vesselId, logDataMinDate, logDataMaxDate, now = Date.now }: LogDataPageProps) {
  return (
    <LogDataInputsGate
      vesselId={vesselId}
      logDataMinDate={logDataMinDate}
      logDataMaxDate={logDataMaxDate}
      loadingLabel="Loading the graph configuration…"
    >
      {({ variables, config, bounds }) => (
        <LogDataWorkspace
          vesselId={vesselId}
          bounds={bounds}
          now={now}
          variables={variables}
          initialForm={formFromConfig(config ?? defaultLogDataConfig(vesselId))}
        />
      )}
    </LogDataInputsGate>
  );
}

type Variable = LogVariable;

type LogDataWorkspaceProps = {
  vesselId: string;
  bounds: PeriodBounds;
  now: () => number;
  variables: Variable[];
  initialForm: LogDataForm;
};

function LogDataWorkspace({ vesselId, bounds, now, variables, initialForm }: LogDataWorkspaceProps) {
  const [form, setForm] = useState<LogDataForm>(initialForm);
  const [request, setRequest] = useState<LogDataRequest | null>(null);
  const [xRange, setXRange] = useState<XRange | null>(null);
  const vesselIds = useMemo(() => [vesselId], [vesselId]);
  const marks = useVesselEventMarks(vesselIds);
  const [isSelectionTouched, setSelectionTouched] = useState(false);
  const isOnline = useOnlineStatus();
  const saveConfig = useUpdateLogDataConfig(vesselId);
  const data = useLogData(request);

  const variablesById = useMemo(
    () => new Map(variables.map((variable) => [variable.id, variable])),
    [variables],
  );
  const chartSeries = useMemo(() => labelledSeries(data.series, variablesById), [data.series, variablesById]);
  const selectedIds = selectedVariableIds(form.groups);
  const periodResult = resolveTimePeriod(form.timePeriod, bounds, now());
  const spanMinutes = periodResult.period ? periodMinutes(periodResult.period) : null;
  const sampleWindowsMs = selectedIds.map((id) => variablesById.get(id)?.sampleWindowInMs ?? 0);
  const intervalOptions = dataIntervalOptions(spanMinutes, sampleWindowsMs);

  // PERF-110: when the chosen interval becomes disallowed, move on to the next allowed one.
  const advancedInterval = nextAllowedInterval(form.dataInterval, intervalOptions);
  useEffect(() => {
    if (advancedInterval !== form.dataInterval)
      setForm((current) => ({ ...current, dataInterval: advancedInterval }));
  }, [advancedInterval, form.dataInterval]);

  const noSelection = selectionError(form.groups);
  const isIntervalAllowed = intervalOptions.some((o) => o.value === form.dataInterval && !o.disabledReason);
  const canPlot =
    !noSelection && periodResult.period !== null && isIntervalAllowed && !data.isFetching && isOnline;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPlot || !periodResult.period) return;
    setXRange(null);
    const next: LogDataRequest = {
      vesselId,
      logVariableIds: selectedIds,
      groups: form.groups,
      granularity: form.dataInterval,
      fromMs: periodResult.period.fromMs,
      toMs: periodResult.period.toMs,
      filterMinMax: form.filters.filterMinMax,
      filterOutliers: form.filters.filterOutliers,
    };
    // The same period again after a failure reads it again (the query would keep its error).
    if (data.isError && JSON.stringify(next) === JSON.stringify(request)) void data.refetch();
    setRequest(next);
    saveConfig.mutate(configFromForm(vesselId, form));
  };

  // The charts follow the groups as they were when Plot was chosen. Their series are kept while
  // the answer is the same: a chart whose series change is built again, so a zoom (which renders
  // the page again) must not hand every chart new ones.
  const charts = useMemo(
    () =>
      request
        ? chartsOf(request.groups).map((plan) => ({
            plan,
            series: chartSeries
              .filter((s) => plan.ids.includes(s.id))
              .map((s) => ({ ...s, colorIndex: request.logVariableIds.indexOf(s.id) })),
          }))
        : [],
    [request, chartSeries],
  );

  return (
    <GraphLayout
      formLabel="Graph configuration"
      onSubmit={onSubmit}
      form={
        <Stack gap="lg">
          <VariableGroups
            value={form.groups}
            onChange={(groups: GraphGroups) => {
              setSelectionTouched(true);
              setForm((current) => ({ ...current, groups }));
            }}
            variables={variables.map((variable) => ({
              value: variable.id,
              label: variable.unit ? `${variable.displayName} (${variable.unit})` : variable.displayName,
            }))}
            // PERF-124: an error once the user emptied the selection; before that, a hint by Plot.
            selectionError={isSelectionTouched ? noSelection : undefined}
          />
          <TimePeriodPicker
            value={form.timePeriod}
            onChange={(timePeriod) => setForm((current) => ({ ...current, timePeriod }))}
            bounds={bounds}
            errors={periodResult.errors}
          />
          <DataIntervalPicker<DataIntervalChoice>
            value={form.dataInterval}
            options={intervalOptions}
            onChange={(dataInterval) => setForm((current) => ({ ...current, dataInterval }))}
          />
          <DataFiltersInput
            value={form.filters}
            onChange={(filters) => setForm((current) => ({ ...current, filters }))}
          />
          <PlotButton
            hint={noSelection && !isSelectionTouched ? noSelection : undefined}
            disabled={!canPlot}
            loading={data.isFetching}
          />
          {saveConfig.isError ? (
            <Text c="red.9" size="sm" role="alert">
              {saveConfig.errorText}
            </Text>
          ) : null}
        </Stack>
      }
      charts={
        <PlottedCharts
          isOnline={isOnline}
          isPlotted={request !== null}
          idleText="Pick variables and a time period, then choose Plot."
          read={data}
          hasData={chartSeries.some((s) => s.xsMs.length > 0)}
        >
          {request
            ? charts.map(({ plan, series }) => {
                if (series.every((s) => s.xsMs.length === 0)) return null;
                return (
                  <LogDataChart
                    key={plan.key}
                    title={plan.groupName ?? series[0]?.label ?? ''}
                    series={series}
                    syncKey={`log-data-${vesselId}`}
                    xRange={xRange}
                    onXRangeChange={setXRange}
                    events={marks}
                  />
                );
              })
            : null}
        </PlottedCharts>
      }
    />
  );
}
