// The partner's log-data graph (001 §6/§7): a vessel, up to five of its log variables and a period,
// read from GET /Kognifai/LogData and drawn in one uPlot chart at the partner chart height (ADR 0061).
import { Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import type { LogVariable } from '../../../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { messages } from '../../../../domain/messages.ts';
import { LogDataChart } from '../../../components/log-data-chart.tsx';
import { GraphLayout, PlotButton, PlottedCharts } from '../../../components/log-data-graph.tsx';
import { UtcDateTimeInput } from '../../../components/utc-date-time-input.tsx';
import { labelledSeries, type XRange } from '../../../lib/chart-series.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { sortVesselsByName } from '../../../lib/vessel-order.ts';
import { usePartnerLogData, type PartnerGraphRequest } from '../api/get-partner-log-data.ts';
import {
  defaultPartnerPeriod,
  partnerPeriodChoices,
  resolvePartnerPeriod,
  type PartnerPeriodChoice,
  type PartnerPeriodInput,
} from '../partner-period.ts';

/**
 * The partner chart height (001 §6: partner users get a different chart height). One chart holds
 * all the partner's variables, each unit on its own axis, where the graph page draws a 260 px chart
 * per group (ADR 0061).
 */
export const PARTNER_CHART_HEIGHT = 400;

/** As many variables as a graph group of the graph page holds (PERF-125). */
export const partnerGraphMaxVariables = 5;

const variableLabel = (variable: LogVariable) =>
  variable.unit ? `${variable.displayName} (${variable.unit})` : variable.displayName;

type PartnerGraphProps = {
  vessels: Vessel[];
  /** The log variables with data of all the partner's vessels (GET /Kognifai/LogVariables). */
  variables: LogVariable[];
  /** Injected so tests can fix the clock. */
  now?: () => number;
};

export function PartnerGraph({ vessels, variables, now = Date.now }: PartnerGraphProps) {
  const sortedVessels = useMemo(() => sortVesselsByName(vessels), [vessels]);
  const [vesselId, setVesselId] = useState<string>(sortedVessels[0]?.id ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const [periodInput, setPeriodInput] = useState<PartnerPeriodInput>(defaultPartnerPeriod);
  const [request, setRequest] = useState<PartnerGraphRequest | null>(null);
  const [xRange, setXRange] = useState<XRange | null>(null);
  const isOnline = useOnlineStatus();
  const data = usePartnerLogData(request);

  const vesselVariables = useMemo(
    () =>
      variables
        .filter((variable) => variable.vesselId === vesselId)
        .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' })),
    [variables, vesselId],
  );
  const variablesById = useMemo(() => new Map(variables.map((v) => [v.id, v])), [variables]);
  const chartSeries = useMemo(() => labelledSeries(data.series, variablesById), [data.series, variablesById]);

  const resolved = resolvePartnerPeriod(periodInput, now());
  const isFull = selected.length >= partnerGraphMaxVariables;
  const canPlot = selected.length > 0 && resolved.period !== null && isOnline && !data.isFetching;
  const plottedVessel = request ? vessels.find((vessel) => vessel.id === request.vesselId) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPlot || !resolved.period) return;
    setXRange(null);
    const next: PartnerGraphRequest = { vesselId, logVariableIds: selected, ...resolved.period };
    // The same request again after a failure reads it again (the query would keep its error).
    if (data.isError && JSON.stringify(next) === JSON.stringify(request)) void data.refetch();
    setRequest(next);
  };

  return (
    <GraphLayout
      formLabel="Graph configuration"
      onSubmit={onSubmit}
      form={
        <Stack gap="md">
          <Select
            label="Vessel"
            data={sortedVessels.map((vessel) => ({ value: vessel.id, label: vessel.name }))}
            value={vesselId}
            allowDeselect={false}
            onChange={(id) => {
              if (!id || id === vesselId) return;
              setVesselId(id);
              setSelected([]);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {vesselVariables.length === 0 ? (
            <Text size="sm" c="dimmed">
              This vessel has no log data yet.
            </Text>
          ) : (
            <MultiSelect
              label="Log variables"
              description={
                isFull
                  ? messages.maximumItemsReached.replace('N', String(partnerGraphMaxVariables))
                  : `Up to ${partnerGraphMaxVariables} variables, drawn together`
              }
              placeholder={isFull ? undefined : 'Pick variables'}
              data={vesselVariables.map((variable) => ({
                value: variable.id,
                label: variableLabel(variable),
              }))}
              value={selected}
              onChange={setSelected}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage="No variable matches"
              maxValues={partnerGraphMaxVariables}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Select
            label="Period"
            data={partnerPeriodChoices.map((choice) => ({ value: choice.value, label: choice.label }))}
            value={periodInput.choice}
            allowDeselect={false}
            onChange={(choice) =>
              choice && setPeriodInput((current) => ({ ...current, choice: choice as PartnerPeriodChoice }))
            }
            comboboxProps={{ withinPortal: true }}
          />
          {periodInput.choice === 'dates' ? (
            <Group grow align="flex-start">
              <UtcDateTimeInput
                size="sm"
                label="From"
                value={periodInput.from}
                onChange={(from) => setPeriodInput((current) => ({ ...current, from }))}
              />
              <UtcDateTimeInput
                size="sm"
                label="To"
                value={periodInput.to}
                onChange={(to) => setPeriodInput((current) => ({ ...current, to }))}
                error={resolved.error}
              />
            </Group>
          ) : null}
          <PlotButton
            hint={
              selected.length === 0 && vesselVariables.length > 0 ? messages.selectAtLeastOneItem : undefined
            }
            disabled={!canPlot}
            loading={data.isFetching}
          />
        </Stack>
      }
      charts={
        <PlottedCharts
          isOnline={isOnline}
          isPlotted={request !== null}
          idleText="Choose a vessel, log variables and a period, then Plot."
          read={data}
          hasData={chartSeries.some((s) => s.xsMs.length > 0)}
        >
          <LogDataChart
            title={plottedVessel?.name ?? 'Log data'}
            series={chartSeries}
            syncKey="kognifai-log-data"
            xRange={xRange}
            onXRangeChange={setXRange}
            height={PARTNER_CHART_HEIGHT}
          />
        </PlottedCharts>
      }
    />
  );
}
