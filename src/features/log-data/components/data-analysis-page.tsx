// The data analysis page (001 §1, §2; PERF-016): one log variable against another over a time span,
// from a preset or chosen by hand, with exclusion filters, a regression curve (Linear, Power or
// Polynomial 2nd to 5th order) fitted in the calc worker, the outliers marked and a prediction at
// custom values. The log data comes from GET /LogData/BatchFind like the graph page's.
import { Button, Checkbox, CloseButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import {
  ANALYSIS_FITS,
  ANALYSIS_PRESETS,
  type ExclusionFilter,
} from '../../../../domain/log-data/data-analysis.ts';
import type { LogVariable } from '../../../../domain/contracts/log-variables.ts';
import { curveReadingOf } from '../../../../domain/performance/reference-curve.ts';
import { CurveChart } from '../../../components/curve-chart.tsx';
import { CurveFitSelect } from '../../../components/curve-fit-select.tsx';
import { HelpTip } from '../../../components/help-tip.tsx';
import { PredictionPanel } from '../../../components/prediction-panel.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { calc, type DataAnalysisResult } from '../../../../workers/calc-client.ts';
import { useLogData, type LogDataRequest, type RawSeries } from '../api/get-log-data.ts';
import {
  analysisFormErrors,
  applyPreset,
  canAddFilter,
  exclusionFiltersOf,
  hasErrors,
  initialAnalysisForm,
  type AnalysisForm,
} from '../data-analysis-form.ts';
import { dataIntervalOptions, nextAllowedInterval } from '../data-interval.ts';
import { periodMinutes, resolveTimePeriod, type PeriodBounds } from '../time-period.ts';
import { DataIntervalPicker } from './data-interval-picker.tsx';
import { GraphLayout, LogDataLoading, LogDataOfflineNotice } from '../../../components/log-data-graph.tsx';
import { LogDataInputsGate } from './log-data-inputs.tsx';
import { TimePeriodPicker } from './time-period-picker.tsx';

const help =
  'Plots one variable against another. A preset picks the variables, the curve type and the filters ' +
  'that leave out time in port. Exclusion filters leave out every pair whose time has a value of the ' +
  'filter variable below or above its limit. The curve (Linear, Power or Polynomial of the 2nd to 5th ' +
  'order) is fitted to the pairs; points whose distance to it fails Chauvenet’s criterion are marked ' +
  'as outliers. Prediction reads the curve at a value you type.';

type DataAnalysisPageProps = {
  vesselId: string;
  logDataMinDate: string | null;
  logDataMaxDate: string | null;
  /** Injected so tests can fix the clock. */
  now?: () => number;
};

export function DataAnalysisPage({
  vesselId,
  logDataMinDate,
  logDataMaxDate,
  now = Date.now,
}: DataAnalysisPageProps) {
  return (
    <LogDataInputsGate
      vesselId={vesselId}
      logDataMinDate={logDataMinDate}
      logDataMaxDate={logDataMaxDate}
      loadingLabel="Loading the vessel’s variables…"
    >
      {({ variables, bounds }) => (
        <AnalysisWorkspace vesselId={vesselId} variables={variables} bounds={bounds} now={now} />
      )}
    </LogDataInputsGate>
  );
}

type Plotted = { request: LogDataRequest; form: AnalysisForm; filters: ExclusionFilter[] };

const seriesOf = (raw: RawSeries | undefined) => ({
  // Copies: the worker takes the arrays it is sent, and the query cache keeps these.
  timesMs: raw ? raw.xsMs.slice() : new Float64Array(0),
  values: raw ? raw.ys.slice() : new Float64Array(0),
});

function AnalysisWorkspace({
  vesselId,
  variables,
  bounds,
  now,
}: {
  vesselId: string;
  variables: LogVariable[];
  bounds: PeriodBounds;
  now: () => number;
}) {
  const [form, setForm] = useState<AnalysisForm>(initialAnalysisForm);
  const [presetMissing, setPresetMissing] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [plotted, setPlotted] = useState<Plotted | null>(null);
  const [predictAt, setPredictAt] = useState<number[]>([]);
  const isOnline = useOnlineStatus();
  const data = useLogData(plotted?.request ?? null);
  const byId = useMemo(() => new Map(variables.map((v) => [v.id, v])), [variables]);
  const options = variables.map((v) => ({
    value: v.id,
    label: v.unit ? `${v.displayName} (${v.unit})` : v.displayName,
  }));

  const periodResult = resolveTimePeriod(form.timePeriod, bounds, now());
  const chosen = [form.xId, form.yId, ...form.filters.map((f) => f.logVariableId)].filter(
    (id): id is string => id !== null,
  );
  const intervalOptions = dataIntervalOptions(
    periodResult.period ? periodMinutes(periodResult.period) : null,
    chosen.map((id) => byId.get(id)?.sampleWindowInMs ?? 0),
  );
  const interval = nextAllowedInterval(form.dataInterval, intervalOptions);
  const errors = analysisFormErrors(form);
  const set = (change: Partial<AnalysisForm>) =>
    setForm((current) => ({ ...current, ...change, presetId: change.presetId ?? null }));

  // The fit runs in the worker on the plotted series; the curve type can change without a new fetch.
  const fit = plotted ? { kind: form.fit, order: form.order } : null;
  const analysis = useQuery({
    queryKey: ['data-analysis', plotted, fit],
    enabled: plotted !== null && data.isSuccess,
    staleTime: Infinity,
    gcTime: 30_000,
    retry: false,
    queryFn: (): Promise<DataAnalysisResult> => {
      const { request, filters } = plotted as Plotted;
      const raw = (id: string) => data.series.find((s) => s.id === id);
      const [xId, yId] = request.logVariableIds as [string, string];
      return calc.analyseData(
        seriesOf(raw(xId)),
        seriesOf(raw(yId)),
        filters.map((f) => ({ ...seriesOf(raw(f.logVariableId)), comparison: f.comparison, limit: f.limit })),
        form.fit,
        form.order,
      );
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors) || !periodResult.period || !isOnline) return;
    const filters = exclusionFiltersOf(form);
    const ids = [form.xId as string, form.yId as string];
    for (const f of filters) if (!ids.includes(f.logVariableId)) ids.push(f.logVariableId);
    const request: LogDataRequest = {
      vesselId,
      logVariableIds: ids,
      groups: { distinct: ids, groups: [] },
      granularity: interval,
      fromMs: periodResult.period.fromMs,
      toMs: periodResult.period.toMs,
      filterMinMax: form.filterMinMax,
      filterOutliers: false,
    };
    // The same period again after a failure reads it again (the query would keep its error).
    if (data.isError && JSON.stringify(request) === JSON.stringify(plotted?.request)) void data.refetch();
    setPlotted({ form, filters, request });
  }

  const shown = plotted
    ? { x: byId.get(plotted.form.xId as string), y: byId.get(plotted.form.yId as string) }
    : null;
  const axisLabel = (v: LogVariable | undefined) =>
    v ? (v.unit ? `${v.displayName} (${v.unit})` : v.displayName) : '';
  const reading = useMemo(
    () =>
      analysis.data
        ? curveReadingOf(analysis.data.xs, analysis.data.ys, analysis.data.reading, predictAt)
        : null,
    [analysis.data, predictAt],
  );

  return (
    <GraphLayout
      formLabel="Data analysis"
      onSubmit={onSubmit}
      noValidate
      form={
        <Stack gap="md">
          <Group gap={6}>
            <Text fw={600}>Curve</Text>
            <HelpTip label="About data analysis" text={help} />
          </Group>
          <Select
            label="Preset"
            placeholder="Choose a preset"
            clearable
            data={ANALYSIS_PRESETS.map((p) => ({ value: p.id, label: p.name }))}
            value={form.presetId}
            onChange={(presetId) => {
              if (!presetId) return set({ presetId: null });
              const applied = applyPreset(form, presetId, variables);
              setPresetMissing(applied.missing);
              setForm(applied.form);
            }}
          />
          {presetMissing.length > 0 ? (
            <Text size="sm" c="red.9" role="alert">
              This vessel does not log {presetMissing.join(' or ')}.
            </Text>
          ) : null}
          {(
            [
              ['X axis', 'xId', errors.x],
              ['Y axis', 'yId', errors.y],
            ] as const
          ).map(([label, key, error]) => (
            <Select
              key={key}
              label={label}
              placeholder="Choose a variable"
              searchable
              data={options}
              value={form[key]}
              onChange={(id) => set({ [key]: id })}
              error={submitted ? error : undefined}
            />
          ))}
          <Group align="flex-end" gap="sm">
            <CurveFitSelect
              kinds={ANALYSIS_FITS}
              kind={form.fit}
              order={form.order}
              onChange={({ kind, order }) => set({ fit: kind as AnalysisForm['fit'], order })}
            />
          </Group>
          <TimePeriodPicker
            value={form.timePeriod}
            onChange={(timePeriod) => set({ timePeriod })}
            bounds={bounds}
            errors={periodResult.errors}
          />
          <DataIntervalPicker
            value={interval}
            options={intervalOptions}
            onChange={(dataInterval) => set({ dataInterval })}
          />
          <Checkbox
            label="Filter min & max"
            checked={form.filterMinMax}
            onChange={(event) => set({ filterMinMax: event.currentTarget.checked })}
          />
          <Stack gap={6} role="group" aria-labelledby="exclusion-filters-label">
            <Text fw={500} size="sm" id="exclusion-filters-label">
              Exclusion filters
            </Text>
            {form.filters.length === 0 ? (
              <Text size="sm" c="dimmed">
                No filter: every pair is used.
              </Text>
            ) : null}
            {form.filters.map((filter, index) => {
              const change = (patch: Partial<typeof filter>) =>
                set({ filters: form.filters.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
              const rowErrors = submitted ? errors.filters[index] : undefined;
              return (
                <Stack key={index} gap={4} aria-label={`Exclusion filter ${index + 1}`} role="group">
                  <Select
                    aria-label={`Filter ${index + 1} variable`}
                    placeholder="Variable"
                    searchable
                    data={options}
                    value={filter.logVariableId}
                    onChange={(logVariableId) => change({ logVariableId })}
                    error={rowErrors?.variable}
                  />
                  <Group gap={6} align="flex-start" wrap="nowrap">
                    <Select
                      aria-label={`Filter ${index + 1} leaves out values`}
                      allowDeselect={false}
                      data={[
                        { value: 'below', label: 'below' },
                        { value: 'above', label: 'above' },
                      ]}
                      value={filter.comparison}
                      onChange={(comparison) =>
                        comparison && change({ comparison: comparison as typeof filter.comparison })
                      }
                      w={100}
                    />
                    <TextInput
                      aria-label={`Filter ${index + 1} limit`}
                      value={filter.limit}
                      onChange={(event) => change({ limit: event.currentTarget.value })}
                      error={rowErrors?.limit}
                      style={{ flex: 1 }}
                    />
                    <CloseButton
                      aria-label={`Remove filter ${index + 1}`}
                      mt={4}
                      onClick={() => set({ filters: form.filters.filter((_, i) => i !== index) })}
                    />
                  </Group>
                </Stack>
              );
            })}
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              disabled={!canAddFilter(form)}
              onClick={() =>
                set({ filters: [...form.filters, { logVariableId: null, comparison: 'below', limit: '' }] })
              }
            >
              Add filter
            </Button>
          </Stack>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={data.isFetching}
              disabled={!isOnline || periodResult.period === null}
            >
              Plot
            </Button>
          </Group>
        </Stack>
      }
      charts={
        <Stack gap="md" aria-live="polite" aria-busy={data.isFetching || analysis.isFetching}>
          {!isOnline ? <LogDataOfflineNotice /> : null}
          {!plotted ? (
            <EmptyMessage>Choose a preset or two variables and a time period, then choose Plot.</EmptyMessage>
          ) : data.isFetching ? (
            <LogDataLoading progress={data.progress} />
          ) : data.isError ? (
            <ErrorState error={data.error} onRetry={() => void data.refetch()} />
          ) : analysis.isError ? (
            <ErrorState error={analysis.error} onRetry={() => void analysis.refetch()} />
          ) : !analysis.data || !reading || !shown ? (
            <LoadingState label="Fitting the curve…" />
          ) : analysis.data.xs.length === 0 ? (
            <EmptyMessage>
              No pairs of values in this period
              {analysis.data.excluded > 0
                ? `: the exclusion filters left out all ${analysis.data.excluded}`
                : ''}
              .
            </EmptyMessage>
          ) : (
            <>
              <Text size="sm" data-testid="analysis-summary">
                {analysis.data.xs.length.toLocaleString('en-GB')} pairs
                {analysis.data.excluded > 0
                  ? `, ${analysis.data.excluded.toLocaleString('en-GB')} left out by the exclusion filters`
                  : ''}
                {analysis.data.unpaired > 0
                  ? `, ${analysis.data.unpaired.toLocaleString('en-GB')} values without a partner at the same time`
                  : ''}
                {reading.fit
                  ? `. ${reading.fit.equation} (R² ${reading.fit.r2.toFixed(4)}, ${reading.fit.pointsUsed} points used)`
                  : `. ${reading.error ?? ''}`}
              </Text>
              <CurveChart
                reading={reading}
                xLabel={axisLabel(shown.x)}
                yLabel={axisLabel(shown.y)}
                height={380}
              />
              <PredictionPanel
                xLabel={axisLabel(shown.x)}
                yLabel={axisLabel(shown.y)}
                predictions={reading.predictions}
                onPredictAt={setPredictAt}
              />
            </>
          )}
          {plotted && plotted.filters.length > 0 ? (
            <Text size="xs" c="dimmed">
              Exclusion filters:{' '}
              {plotted.filters
                .map(
                  (f) =>
                    `${byId.get(f.logVariableId)?.displayName ?? 'a variable'} ${f.comparison} ${f.limit}`,
                )
                .join('; ')}
            </Text>
          ) : null}
        </Stack>
      }
    />
  );
}
