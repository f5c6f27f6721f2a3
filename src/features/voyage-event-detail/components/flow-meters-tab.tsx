// EMIS-058, EMIS-065..070, EMIS-142..147, EMIS-168..172: the flow meters of an event. A meter
// picker (tabs), then Fuel consumption (entries of this event with an add row checked against
// order, voyage range and overlap) and Operations (estimated flow rates). Once the voyage data is
// confirmed the consumption is a read-only summary and nothing is added or removed.
import { Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { fuelConsumptionSourceNames } from '../../../../domain/contracts/reference-lists.ts';
import {
  applyConsumptionEdit,
  canRemoveConsumption,
  checkConsumptionSpan,
  checkConsumptionValue,
  consumptionColour,
  fuelDisplayDecimals,
  effectiveConsumptionTonnes,
  formatFuelQuantity,
  type VoyageLimits,
} from '../../../../domain/voyages/fuel-rules.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { EmptyMessage } from '../../../components/states.tsx';
import { detailTexts } from '../detail-texts.ts';
import {
  useFlowMeterOperations,
  useFlowMeters,
  useFuelTypes,
  useVesselFlowMeterConsumptions,
} from '../local/detail-queries.ts';
import { createRecord, updateRecord } from '../local/detail-writes.ts';
import type { EventRow, FlowMeterConsumptionRow, FlowMeterRow, FuelTypeRow } from '../local/rows.ts';
import { ConsumptionCell } from './consumption-cell.tsx';
import { AddButton, ConsumptionInput, FuelTypeSelect, fuelTypeName, QuantityInput } from './fuel-fields.tsx';
import { RecordTable, type RecordColumn } from './record-table.tsx';
import { useFlowRateVariables } from '../../../lib/flow-rate-variables.ts';
import { useSave } from './use-save.ts';
import { UtcDateTimeInput } from '../../../components/utc-date-time-input.tsx';

/** 'teal.7' as the CSS variable Mantine defines for it. */
const colourVariable = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;

type TabProps = {
  event: EventRow;
  /** The leg the event closes: from the previous event of the voyage to this one. */
  leg: { startAt: string; endAt: string };
  limits: VoyageLimits | null;
  isDataConfirmed: boolean;
};

function AddConsumptionRow({
  event,
  meter,
  leg,
  limits,
  others,
  fuelTypes,
}: Omit<TabProps, 'isDataConfirmed'> & {
  meter: FlowMeterRow;
  others: readonly FlowMeterConsumptionRow[];
  fuelTypes: readonly FuelTypeRow[];
}) {
  const [startAt, setStartAt] = useState<string | null>(leg.startAt);
  const [endAt, setEndAt] = useState<string | null>(leg.endAt);
  const [fuelTypeId, setFuelTypeId] = useState(meter.fuelTypeId);
  const [tonnes, setTonnes] = useState<number | string>('');
  const { saving, save } = useSave();
  const spanProblem =
    startAt && endAt && limits ? checkConsumptionSpan({ startAt, endAt }, limits, others) : null;
  const valid =
    Boolean(startAt && endAt && limits) && !spanProblem && !checkConsumptionValue(tonnes) && fuelTypeId;

  const add = async () => {
    if (!valid || !startAt || !endAt) return;
    const saved = await save(
      createRecord(
        'flowMeterConsumption',
        {
          vesselId: event.vesselId,
          vesselEventId: event.id,
          flowMeterId: meter.id,
          startAt,
          endAt,
          fuelTypeId,
          fuelConsumptionInTon: Number(tonnes),
          correctedFuelConsumptionInTon: null,
          actualFuelConsumptionInTon: null,
          fuelConsumptionSource: 'Manual',
        },
        event.id,
      ),
    );
    if (saved) setTonnes('');
  };

  return (
    <Stack gap={4} data-testid="add-flow-meter-consumption">
      <Group gap="xs" align="flex-end">
        <UtcDateTimeInput label={detailTexts.start} value={startAt} onChange={setStartAt} />
        <UtcDateTimeInput label={detailTexts.end} value={endAt} onChange={setEndAt} />
        <FuelTypeSelect fuelTypes={fuelTypes} value={fuelTypeId} onChange={setFuelTypeId} />
        <ConsumptionInput label={detailTexts.fuelConsumptionMt} value={tonnes} onChange={setTonnes} />
        <AddButton label={detailTexts.addConsumption} onAdd={add} canAdd={Boolean(valid)} saving={saving} />
      </Group>
      {spanProblem ? (
        <Text size="sm" c="red" role="alert">
          {spanProblem}
        </Text>
      ) : null}
    </Stack>
  );
}

function ConsumptionTable({
  entries,
  meters,
  fuelTypes,
  editable,
}: {
  entries: readonly FlowMeterConsumptionRow[];
  meters: readonly FlowMeterRow[];
  fuelTypes: readonly FuelTypeRow[];
  editable: boolean;
}) {
  const { save } = useSave();
  const variables = useFlowRateVariables(meters[0]?.vesselId ?? '');
  if (entries.length === 0) return null;
  const total = entries.reduce((sum, entry) => sum + effectiveConsumptionTonnes(entry), 0);
  const meterOf = (entry: FlowMeterConsumptionRow) => meters.find((meter) => meter.id === entry.flowMeterId);
  /** The variable's display name; the generic label while the names cannot be read (offline). */
  const variableOf = (entry: FlowMeterConsumptionRow) => {
    const id = meterOf(entry)?.fuelMassFlowRateLogVariableId;
    if (!id) return detailTexts.manualInput;
    return variables.data?.find((variable) => variable.id === id)?.displayName ?? detailTexts.logVariable;
  };
  const labelOf = (entry: FlowMeterConsumptionRow) =>
    `${meterOf(entry)?.name ?? ''} ${formatDateTime(entry.startAt)}`;
  const columns: RecordColumn<FlowMeterConsumptionRow>[] = [
    { header: detailTexts.flowMeter, cell: (entry) => meterOf(entry)?.name ?? '' },
    { header: detailTexts.start, cell: (entry) => formatDateTime(entry.startAt) },
    { header: detailTexts.end, cell: (entry) => formatDateTime(entry.endAt) },
    { header: detailTexts.fuelType, cell: (entry) => fuelTypeName(fuelTypes, entry.fuelTypeId) },
    {
      header: detailTexts.consumptionSources,
      cell: (entry) => (
        <Group gap={4}>
          {/* Dark text: white on the spec's teal and orange misses AA contrast; dark passes on all four. */}
          <Badge size="sm" color={consumptionColour(entry)} c="dark.8" data-testid="consumption-source">
            {fuelConsumptionSourceNames[entry.fuelConsumptionSource]}
          </Badge>
          <Text size="xs" c="dimmed">
            {(meterOf(entry)?.fuelConsumptionSources ?? [])
              .map((source) => fuelConsumptionSourceNames[source])
              .join(', ')}
          </Text>
        </Group>
      ),
    },
    {
      header: detailTexts.flowRateLogVariable,
      cell: variableOf,
    },
    {
      header: detailTexts.fuelConsumptionMt,
      cell: (entry) => (
        <ConsumptionCell
          valueTonnes={effectiveConsumptionTonnes(entry)}
          label={labelOf(entry)}
          editable={editable}
          onSave={(value) =>
            save(updateRecord('flowMeterConsumption', entry, applyConsumptionEdit(entry, value)))
          }
        />
      ),
    },
  ];
  return (
    <RecordTable
      testId="flow-meter-consumptions"
      entityType="flowMeterConsumption"
      columns={columns}
      rows={entries}
      removable={(entry) => editable && canRemoveConsumption(entry)}
      rowLabel={labelOf}
      rowProps={(entry) => ({
        'data-source': entry.fuelConsumptionSource,
        style: { borderLeft: `4px solid ${colourVariable(consumptionColour(entry))}` },
      })}
      total={{
        label: detailTexts.total,
        value: formatFuelQuantity(total, 'consumptionSummary'),
        testId: 'flow-meter-total',
      }}
    />
  );
}

function OperationsPanel({
  event,
  meter,
  fuelTypes,
  editable,
}: {
  event: EventRow;
  meter: FlowMeterRow;
  fuelTypes: readonly FuelTypeRow[];
  editable: boolean;
}) {
  const operations = useFlowMeterOperations(meter.id);
  const [timestamp, setTimestamp] = useState<string | null>(event.timestamp);
  const [fuelTypeId, setFuelTypeId] = useState(meter.fuelTypeId);
  const [rate, setRate] = useState<number | string>('');
  const { saving, save } = useSave();
  const valid = Boolean(timestamp && fuelTypeId) && typeof rate === 'number' && rate >= 0;

  const add = async () => {
    if (!valid) return;
    const saved = await save(
      createRecord('flowMeterOperation', {
        vesselId: event.vesselId,
        flowMeterId: meter.id,
        timestamp,
        fuelTypeId,
        estimatedFuelMassFlowRateInTonDay: rate,
      }),
    );
    if (saved) setRate('');
  };

  return (
    <Stack gap="sm">
      <RecordTable
        testId="flow-meter-operations"
        entityType="flowMeterOperation"
        columns={[
          { header: detailTexts.timestamp, cell: (row) => formatDateTime(row.timestamp) },
          { header: detailTexts.fuelType, cell: (row) => fuelTypeName(fuelTypes, row.fuelTypeId) },
          {
            header: detailTexts.estimatedFlowRate,
            cell: (row) => formatFuelQuantity(row.estimatedFuelMassFlowRateInTonDay, 'fuelAmount'),
          },
        ]}
        rows={operations ?? []}
        removable={() => editable}
        rowLabel={(row) => formatDateTime(row.timestamp)}
      />
      {editable ? (
        <Group gap="xs" align="flex-end" data-testid="add-flow-meter-operation">
          <UtcDateTimeInput label={detailTexts.timestamp} value={timestamp} onChange={setTimestamp} />
          <FuelTypeSelect fuelTypes={fuelTypes} value={fuelTypeId} onChange={setFuelTypeId} />
          <QuantityInput
            label={detailTexts.estimatedFlowRate}
            width={200}
            decimals={fuelDisplayDecimals.fuelAmount}
            value={rate}
            onChange={setRate}
          />
          <AddButton label={detailTexts.addOperation} onAdd={add} canAdd={valid} saving={saving} />
        </Group>
      ) : null}
    </Stack>
  );
}

export function FlowMetersTab({ event, leg, limits, isDataConfirmed }: TabProps) {
  const meters = useFlowMeters(event.vesselId);
  const fuelTypes = useFuelTypes();
  const meterIds = meters?.map((meter) => meter.id) ?? [];
  const entries = useVesselFlowMeterConsumptions(meterIds);
  const [meterId, setMeterId] = useState<string | null>(null);
  const [subTab, setSubTab] = useState<string | null>('consumption');
  if (!meters || !fuelTypes || !entries) return null;
  if (meters.length === 0) return <EmptyMessage>{detailTexts.noFlowMeters}</EmptyMessage>;
  const ofEvent = entries.filter((entry) => entry.vesselEventId === event.id);
  const editable = !isDataConfirmed;

  if (!editable) {
    return <ConsumptionTable entries={ofEvent} meters={meters} fuelTypes={fuelTypes} editable={false} />;
  }

  const meter = meters.find((candidate) => candidate.id === meterId) ?? meters[0]!;
  return (
    <Stack gap="md">
      <Tabs value={meter.id} onChange={setMeterId} variant="pills">
        <Tabs.List aria-label={detailTexts.flowMeter}>
          {meters.map((candidate) => (
            <Tabs.Tab key={candidate.id} value={candidate.id}>
              {candidate.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Tabs value={subTab} onChange={setSubTab}>
        <Tabs.List>
          <Tabs.Tab value="consumption">{detailTexts.fuelConsumption}</Tabs.Tab>
          <Tabs.Tab value="operations">{detailTexts.operations}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="consumption" pt="sm">
          <Stack gap="sm">
            <ConsumptionTable entries={ofEvent} meters={meters} fuelTypes={fuelTypes} editable />
            <AddConsumptionRow
              key={meter.id}
              event={event}
              meter={meter}
              leg={leg}
              limits={limits}
              others={entries.filter((entry) => entry.flowMeterId === meter.id)}
              fuelTypes={fuelTypes}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="operations" pt="sm">
          <OperationsPanel key={meter.id} event={event} meter={meter} fuelTypes={fuelTypes} editable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
