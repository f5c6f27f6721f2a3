// EMIS-057, EMIS-060..064, EMIS-069, EMIS-071, EMIS-177..182: the fuel tanks of an event. A radio
// choice per tank, then Fuel consumption (this event's entries, edited in place), Bunkering (fuel
// tank operations, de-bunkering negative) and Soundings. A tank without operations opens on
// Bunkering; the start-of-voyage warning shows while no operation precedes the departure.
import { Alert, Group, List, Radio, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { robRiseWarnings } from '../../../../domain/voyages/entry-warnings.ts';
import { tankDensityAt } from '../../../../domain/voyages/fuel-volume.ts';
import {
  canAddOperation,
  checkConsumptionSpan,
  checkConsumptionValue,
  checkOperation,
  checkSounding,
  defaultSoundingTimestamp,
  fuelDisplayDecimals,
  formatFuelQuantity,
  isWithinWindow,
  operationWindow,
  signedAdjustmentTonnes,
  soundingWindow,
  type OperationKind,
  type VoyageBounds,
  type VoyageLimits,
} from '../../../../domain/voyages/fuel-rules.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { EmptyMessage } from '../../../components/states.tsx';
import { detailTexts } from '../detail-texts.ts';
import { initialFuelTankSubTab, lacksStartOfVoyageFuel, type FuelTankSubTab } from '../detail-rules.ts';
import {
  useFuelTankConsumptions,
  useFuelTankOperations,
  useFuelTanks,
  useFuelTypes,
  useSoundings,
} from '../local/detail-queries.ts';
import { createRecord, updateRecord } from '../local/detail-writes.ts';
import type {
  EventRow,
  FuelTankConsumptionRow,
  FuelTankOperationRow,
  FuelTankRow,
  FuelTypeRow,
  SoundingRow,
} from '../local/rows.ts';
import { ConsumptionCell } from './consumption-cell.tsx';
import { DerivedMass, DerivedVolume, type KnownDensity } from './derived-fuel.tsx';
import { AddButton, ConsumptionInput, FuelTypeSelect, fuelTypeName, QuantityInput } from './fuel-fields.tsx';
import { RecordTable, type RecordColumn } from './record-table.tsx';
import { useSave } from './use-save.ts';
import { UtcDateTimeInput } from '../../../components/utc-date-time-input.tsx';

type TankContext = {
  event: EventRow;
  tank: FuelTankRow;
  bounds: VoyageBounds;
  editable: boolean;
};

const numberOrNull = (value: number | string) => (typeof value === 'number' ? value : null);

/** The tank's density at a time: its latest bunkering's (issue 26 §3), with that bunkering's time. */
function knownTankDensity(
  operations: readonly FuelTankOperationRow[],
  timestamp: string,
): KnownDensity | null {
  const bunkering = tankDensityAt(operations, timestamp);
  return bunkering ? { value: bunkering.fuelDensity, bunkeredAt: bunkering.timestamp } : null;
}

function Problems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {problems.join(' ')}
    </Text>
  );
}

// --- Soundings (EMIS-062, EMIS-180, EMIS-181) ---------------------------------------------------

const soundingColumns: RecordColumn<SoundingRow>[] = [
  { header: detailTexts.timestamp, cell: (row) => formatDateTime(row.timestamp) },
  { header: detailTexts.fuelAmountMt, cell: (row) => formatFuelQuantity(row.fuelAmountInTon, 'fuelAmount') },
  {
    header: detailTexts.fuelAmountM3,
    cell: (row) => formatFuelQuantity(row.fuelAmountInCubicMetres, 'fuelAmount'),
  },
  {
    header: detailTexts.tankTemperatureC,
    cell: (row) => formatFuelQuantity(row.fuelTemperatureInDegreesCelcius, 'temperature'),
  },
];

function SoundingsPanel({
  event,
  tank,
  bounds,
  editable,
  soundings,
  operations,
}: TankContext & { soundings: SoundingRow[]; operations: readonly FuelTankOperationRow[] }) {
  const window = soundingWindow(bounds);
  const shown = soundings.filter((sounding) => isWithinWindow(sounding.timestamp, window));
  const [timestamp, setTimestamp] = useState<string | null>(null);
  const [tonnes, setTonnes] = useState<number | string>('');
  const [cubicMetres, setCubicMetres] = useState<number | string>('');
  const [temperature, setTemperature] = useState<number | string>('');
  const { saving, save } = useSave();
  const when = timestamp ?? defaultSoundingTimestamp(bounds, shown);
  const draft = {
    timestamp: when,
    fuelAmountInTon: numberOrNull(tonnes),
    fuelAmountInCubicMetres: numberOrNull(cubicMetres),
  };
  const touched = tonnes !== '' || cubicMetres !== '';
  const problems = checkSounding(draft, window);
  // Issue 26 §3: with the tank's density, the mass gives the volume at 15 °C and the volume the mass.
  const known = knownTankDensity(operations, when);
  // Issue 26 §3: a ROB that rises without a bunkering is a warning, not a refusal (the tank's
  // soundings so far and, once a mass is typed, the one being added).
  const robWarnings = robRiseWarnings(
    tank.name,
    [...soundings, ...(draft.fuelAmountInTon === null ? [] : [draft])],
    operations,
  );

  const add = async () => {
    const saved = await save(
      createRecord('sounding', {
        vesselId: event.vesselId,
        fuelTankId: tank.id,
        ...draft,
        fuelTemperatureInDegreesCelcius: numberOrNull(temperature),
      }),
    );
    if (saved) {
      setTimestamp(null);
      setTonnes('');
      setCubicMetres('');
      setTemperature('');
    }
  };

  return (
    <Stack gap="sm">
      <RecordTable
        testId="soundings"
        entityType="sounding"
        columns={soundingColumns}
        rows={shown}
        removable={() => editable}
        rowLabel={(sounding) => formatDateTime(sounding.timestamp)}
        confirmRemove={(sounding) => ({
          title: messages.soundingDeleteTitle,
          message: fillMessage(messages.soundingDeleteConfirm, { time: formatDateTime(sounding.timestamp) }),
        })}
      />
      {robWarnings.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          data-testid="rob-warnings"
          title={messages.voyageWarningsIntro}
        >
          <List size="sm">
            {robWarnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {editable ? (
        <Stack gap={4} data-testid="add-sounding">
          <Group gap="xs" align="flex-end">
            <UtcDateTimeInput label={detailTexts.timestamp} value={when} onChange={setTimestamp} />
            <QuantityInput
              label={detailTexts.fuelAmountMt}
              width={130}
              decimals={fuelDisplayDecimals.fuelAmount}
              value={tonnes}
              onChange={setTonnes}
            />
            <QuantityInput
              label={detailTexts.fuelAmountM3}
              width={130}
              decimals={fuelDisplayDecimals.fuelAmount}
              value={cubicMetres}
              onChange={setCubicMetres}
            />
            <QuantityInput
              label={detailTexts.tankTemperatureC}
              allowNegative
              decimals={fuelDisplayDecimals.temperature}
              value={temperature}
              onChange={setTemperature}
            />
            <AddButton
              label={detailTexts.addSounding}
              onAdd={add}
              canAdd={problems.length === 0}
              saving={saving}
            />
          </Group>
          {touched ? <Problems problems={problems} /> : null}
          {cubicMetres === '' ? (
            <DerivedVolume massTonnes={draft.fuelAmountInTon} known={known} onUse={setCubicMetres} />
          ) : null}
          {tonnes === '' ? (
            <DerivedMass volumeM3={draft.fuelAmountInCubicMetres} known={known} onUse={setTonnes} />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

// --- Bunkering: fuel tank operations (EMIS-063, EMIS-177..179) ----------------------------------

const operationColumns = (fuelTypes: readonly FuelTypeRow[]): RecordColumn<FuelTankOperationRow>[] => [
  { header: detailTexts.timestamp, cell: (row) => formatDateTime(row.timestamp) },
  { header: detailTexts.fuelType, cell: (row) => fuelTypeName(fuelTypes, row.fuelTypeId) },
  { header: detailTexts.fuelDensity, cell: (row) => formatFuelQuantity(row.fuelDensity, 'fuelDensity') },
  {
    header: detailTexts.fuelBunkered,
    cell: (row) => formatFuelQuantity(row.fuelAdjustmentInTon, 'fuelAdjustment'),
  },
  {
    header: detailTexts.sulphurContent,
    cell: (row) => formatFuelQuantity(row.sulphurContent, 'sulphurContent'),
  },
];

function BunkeringPanel({
  event,
  tank,
  bounds,
  editable,
  operations,
  fuelTypes,
}: TankContext & { operations: FuelTankOperationRow[]; fuelTypes: FuelTypeRow[] }) {
  const window = operationWindow(bounds);
  const shown = operations.filter((operation) => isWithinWindow(operation.timestamp, window));
  const [timestamp, setTimestamp] = useState<string | null>(null);
  const [kind, setKind] = useState<OperationKind>('Bunkering');
  const [fuelTypeId, setFuelTypeId] = useState(tank.fuelTypeId);
  const [density, setDensity] = useState<number | string>('');
  const [amount, setAmount] = useState<number | string>('');
  const [sulphur, setSulphur] = useState<number | string>('');
  const { saving, save } = useSave();
  const amountTonnes = numberOrNull(amount);
  const draft = {
    timestamp,
    fuelTypeId: fuelTypeId || null,
    fuelDensity: numberOrNull(density),
    fuelAdjustmentInTon: amountTonnes === null ? null : signedAdjustmentTonnes(kind, amountTonnes),
    sulphurContent: numberOrNull(sulphur),
  };
  const touched = timestamp !== null || density !== '' || amount !== '';

  const add = async () => {
    const saved = await save(
      createRecord('fuelTankOperation', { vesselId: event.vesselId, fuelTankId: tank.id, ...draft }),
    );
    if (saved) {
      setTimestamp(null);
      setDensity('');
      setAmount('');
      setSulphur('');
    }
  };

  return (
    <Stack gap="sm">
      <RecordTable
        testId="fuel-tank-operations"
        entityType="fuelTankOperation"
        columns={operationColumns(fuelTypes)}
        rows={shown}
        removable={() => editable}
        rowLabel={(operation) => formatDateTime(operation.timestamp)}
      />
      {editable ? (
        <Stack gap={4} data-testid="add-fuel-tank-operation">
          <SegmentedControl
            size="xs"
            w={260}
            value={kind}
            onChange={(value) => setKind(value as OperationKind)}
            data={[
              { value: 'Bunkering', label: detailTexts.bunkering },
              { value: 'Debunkering', label: detailTexts.deBunkering },
            ]}
          />
          <Group gap="xs" align="flex-end">
            <UtcDateTimeInput label={detailTexts.timestamp} value={timestamp} onChange={setTimestamp} />
            <FuelTypeSelect fuelTypes={fuelTypes} value={fuelTypeId} onChange={setFuelTypeId} />
            <QuantityInput
              label={detailTexts.fuelDensity}
              decimals={fuelDisplayDecimals.fuelDensity}
              value={density}
              onChange={setDensity}
            />
            <QuantityInput
              label={detailTexts.fuelBunkered}
              width={200}
              decimals={fuelDisplayDecimals.fuelAdjustment}
              value={amount}
              onChange={setAmount}
            />
            <QuantityInput
              label={detailTexts.sulphurContent}
              max={100}
              decimals={fuelDisplayDecimals.sulphurContent}
              value={sulphur}
              onChange={setSulphur}
            />
            <AddButton
              label={detailTexts.addOperation}
              onAdd={add}
              canAdd={canAddOperation(draft, window, saving)}
              saving={saving}
            />
          </Group>
          {touched ? <Problems problems={checkOperation(draft, window)} /> : null}
          <DerivedVolume
            massTonnes={amountTonnes}
            known={draft.fuelDensity === null ? null : { value: draft.fuelDensity }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

// --- Fuel consumption of the event (EMIS-064) ---------------------------------------------------

function ConsumptionPanel({
  event,
  tank,
  editable,
  entries,
  leg,
  limits,
  operations,
}: TankContext & {
  operations: readonly FuelTankOperationRow[];
  entries: FuelTankConsumptionRow[];
  leg: { startAt: string; endAt: string };
  limits: VoyageLimits | null;
}) {
  const [startAt, setStartAt] = useState<string | null>(leg.startAt);
  const [endAt, setEndAt] = useState<string | null>(leg.endAt);
  const [tonnes, setTonnes] = useState<number | string>('');
  const { saving, save } = useSave();
  const labelOf = (entry: FuelTankConsumptionRow) => `${tank.name} ${formatDateTime(entry.startAt)}`;
  const spanProblem =
    startAt && endAt && limits ? checkConsumptionSpan({ startAt, endAt }, limits, entries) : null;
  const valid = Boolean(startAt && endAt && limits) && !spanProblem && !checkConsumptionValue(tonnes);

  const add = async () => {
    const saved = await save(
      createRecord(
        'fuelTankConsumption',
        {
          vesselId: event.vesselId,
          fuelTankId: tank.id,
          vesselEventId: event.id,
          departureId: null,
          startAt,
          endAt,
          timestamp: event.timestamp,
          fuelTypeId: tank.fuelTypeId,
          fuelConsumptionInTon: Number(tonnes),
        },
        event.id,
      ),
    );
    if (saved) setTonnes('');
  };

  return (
    <Stack gap="sm">
      <RecordTable
        testId="fuel-tank-consumptions"
        entityType="fuelTankConsumption"
        columns={[
          { header: detailTexts.start, cell: (entry) => formatDateTime(entry.startAt) },
          { header: detailTexts.end, cell: (entry) => formatDateTime(entry.endAt) },
          {
            header: detailTexts.consumptionTons,
            cell: (entry) => (
              <ConsumptionCell
                valueTonnes={entry.fuelConsumptionInTon}
                label={labelOf(entry)}
                editable={editable}
                onSave={(value) =>
                  save(updateRecord('fuelTankConsumption', entry, { fuelConsumptionInTon: value }))
                }
              />
            ),
          },
        ]}
        rows={entries}
        removable={() => editable}
        rowLabel={labelOf}
      />
      {editable ? (
        <Stack gap={4} data-testid="add-fuel-tank-consumption">
          <Group gap="xs" align="flex-end">
            <UtcDateTimeInput label={detailTexts.start} value={startAt} onChange={setStartAt} />
            <UtcDateTimeInput label={detailTexts.end} value={endAt} onChange={setEndAt} />
            <ConsumptionInput label={detailTexts.consumptionTons} value={tonnes} onChange={setTonnes} />
            <AddButton label={detailTexts.addConsumption} onAdd={add} canAdd={valid} saving={saving} />
          </Group>
          {spanProblem ? <Problems problems={[spanProblem]} /> : null}
          <DerivedVolume
            massTonnes={numberOrNull(tonnes)}
            known={knownTankDensity(operations, startAt ?? leg.startAt)}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

// --- The tab ------------------------------------------------------------------------------------

function TankView({
  context,
  departureTimestamp,
  leg,
  limits,
  fuelTypes,
}: {
  context: TankContext;
  departureTimestamp: string;
  leg: { startAt: string; endAt: string };
  limits: VoyageLimits | null;
  fuelTypes: FuelTypeRow[];
}) {
  const operations = useFuelTankOperations(context.tank.id);
  const soundings = useSoundings(context.tank.id);
  const consumptions = useFuelTankConsumptions(context.event.id);
  const [subTab, setSubTab] = useState<FuelTankSubTab | null>(null);
  const operationCount = operations?.length;

  // EMIS-071: once the tank's operations are known, a tank without any opens on Bunkering.
  useEffect(() => {
    if (operationCount !== undefined)
      setSubTab((current) => current ?? initialFuelTankSubTab(operationCount));
  }, [operationCount]);

  if (!operations || !soundings || !consumptions || subTab === null) return null;
  const entries = consumptions.filter((entry) => entry.fuelTankId === context.tank.id);
  return (
    <Stack gap="sm">
      {lacksStartOfVoyageFuel(operations, departureTimestamp) ? (
        <Alert color="yellow" variant="light" role="status">
          {messages.submitFuelTypeAndDensity}
        </Alert>
      ) : null}
      <Tabs value={subTab} onChange={(value) => setSubTab(value as FuelTankSubTab)}>
        <Tabs.List>
          <Tabs.Tab value="consumption">{detailTexts.fuelConsumption}</Tabs.Tab>
          <Tabs.Tab value="bunkering">{detailTexts.bunkering}</Tabs.Tab>
          <Tabs.Tab value="soundings">{detailTexts.soundings}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="consumption" pt="sm">
          <ConsumptionPanel
            {...context}
            operations={operations}
            entries={entries}
            leg={leg}
            limits={limits}
          />
        </Tabs.Panel>
        <Tabs.Panel value="bunkering" pt="sm">
          <BunkeringPanel {...context} operations={operations} fuelTypes={fuelTypes} />
        </Tabs.Panel>
        <Tabs.Panel value="soundings" pt="sm">
          <SoundingsPanel {...context} soundings={soundings} operations={operations} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function FuelTanksTab({
  event,
  bounds,
  leg,
  limits,
  isDataConfirmed,
}: {
  event: EventRow;
  bounds: VoyageBounds;
  leg: { startAt: string; endAt: string };
  limits: VoyageLimits | null;
  isDataConfirmed: boolean;
}) {
  const tanks = useFuelTanks(event.vesselId);
  const fuelTypes = useFuelTypes();
  const [tankId, setTankId] = useState<string | null>(null);
  if (!tanks || !fuelTypes) return null;
  if (tanks.length === 0) return <EmptyMessage>{detailTexts.noFuelTanks}</EmptyMessage>;
  const tank = tanks.find((candidate) => candidate.id === tankId) ?? tanks[0]!;
  return (
    <Stack gap="md">
      <Radio.Group label={detailTexts.fuelTank} value={tank.id} onChange={setTankId}>
        <Group gap="md" mt={4}>
          {tanks.map((candidate) => (
            <Radio key={candidate.id} value={candidate.id} label={candidate.name} />
          ))}
        </Group>
      </Radio.Group>
      <TankView
        key={tank.id}
        context={{ event, tank, bounds, editable: !isDataConfirmed }}
        departureTimestamp={bounds.start}
        leg={leg}
        limits={limits}
        fuelTypes={fuelTypes}
      />
    </Stack>
  );
}
