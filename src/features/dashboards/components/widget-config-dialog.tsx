// The configuration dialog of a widget (000 §3): its vessels (those with the feature the type needs:
// Diagnostics for Performance status, Fouling for Fouling Overview; one for CII) and, for the table
// and the graph, its columns: a log variable (by name, on each chosen vessel), a calculation type, the hours
// of Averaged and Accumulated, the dates of From and to dates.
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type {
  WidgetColumn,
  WidgetConfiguration,
  WidgetConfigurationBody,
} from '../../../../domain/contracts/dashboards.ts';
import type { LogVariable } from '../../../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import {
  calculationTypeLabels,
  calculationTypes,
  defaultDateRange,
  defaultSpanHours,
  maxSpanHours,
  minSpanHours,
  type CalculationType,
  type FromAndToDatesCalculationType,
} from '../../../../domain/dashboards/time-span.ts';
import { choosableVessels, widgetCatalogue, type WidgetType } from '../../../../domain/dashboards/widgets.ts';
import { IconTrash } from '../../../components/icons.tsx';
import { useVesselsLogVariables } from '../api/dashboards.ts';

type ColumnDraft = {
  variableName: string | null;
  calculationType: CalculationType;
  hours: number;
  fromDay: string;
  toDay: string;
  fromAndToDatesCalculationType: FromAndToDatesCalculationType;
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function draftOf(column: WidgetColumn | WidgetConfiguration['columns'][number]): ColumnDraft {
  return {
    variableName: column.name,
    calculationType: column.calculationType,
    hours: column.hours,
    fromDay: day(column.fromDate),
    toDay: day(column.toDate),
    fromAndToDatesCalculationType: column.fromAndToDatesCalculationType,
  };
}

function newColumn(): ColumnDraft {
  const range = defaultDateRange(new Date());
  return {
    variableName: null,
    calculationType: 'LastReceived',
    hours: defaultSpanHours,
    fromDay: day(range.fromDate),
    toDay: day(range.toDate),
    fromAndToDatesCalculationType: 'Averaged',
  };
}

/** The configuration to save: each column's variable looked up by name on each chosen vessel. */
export function bodyOf(
  type: WidgetType,
  vesselIds: string[],
  columns: ColumnDraft[],
  variables: readonly LogVariable[],
): WidgetConfigurationBody {
  return {
    widgetType: type,
    vessels: vesselIds,
    columns: columns
      .filter((c) => c.variableName)
      .map((c) => ({
        name: c.variableName!,
        calculationType: c.calculationType,
        hours: c.hours,
        fromDate: c.fromDay ? `${c.fromDay}T00:00:00.000Z` : null,
        toDate: c.toDay ? `${c.toDay}T00:00:00.000Z` : null,
        fromAndToDatesCalculationType: c.fromAndToDatesCalculationType,
        logVariables: vesselIds.flatMap((vesselId) => {
          const variable = variables.find((v) => v.vesselId === vesselId && v.displayName === c.variableName);
          return variable
            ? [{ id: variable.id, vesselId, unitCaption: variable.unitCaption || variable.unit }]
            : [];
        }),
      })),
  };
}

type Props = {
  opened: boolean;
  type: WidgetType;
  config: WidgetConfiguration | null;
  vessels: readonly Vessel[];
  saving: boolean;
  onClose: () => void;
  onSave: (body: WidgetConfigurationBody) => void;
};

export function WidgetConfigDialog(props: Props) {
  // A fresh form for every opening.
  return props.opened ? <ConfigForm {...props} /> : null;
}

function ConfigForm({ type, config, vessels, saving, onClose, onSave }: Props) {
  const info = widgetCatalogue[type];
  const choosable = choosableVessels(type, vessels);
  const single = type === 'Cii';
  const withColumns = type === 'VesselDataTable' || type === 'VesselDataGraph';
  const [vesselIds, setVesselIds] = useState<string[]>(config?.vessels ?? []);
  const [columns, setColumns] = useState<ColumnDraft[]>(config?.columns.map(draftOf) ?? []);
  const variables = useVesselsLogVariables(withColumns ? vesselIds : []);
  const names = [...new Set((variables.data ?? []).map((v) => v.displayName))].sort((a, b) =>
    a.localeCompare(b),
  );
  const change = (index: number, patch: Partial<ColumnDraft>) =>
    setColumns((list) => list.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const options = choosable.map((v) => ({ value: v.id, label: v.name }));
  const hoursInvalid = columns.some(
    (c) =>
      (c.calculationType === 'Averaged' || c.calculationType === 'Accumulated') &&
      !(c.hours >= minSpanHours && c.hours <= maxSpanHours),
  );

  return (
    <Modal opened onClose={onClose} title={`Configure ${info.name}`} size="lg">
      <Stack>
        {single ? (
          <Select
            label="Vessel"
            data={options}
            value={vesselIds[0] ?? null}
            onChange={(id) => setVesselIds(id ? [id] : [])}
            searchable
          />
        ) : (
          <MultiSelect
            label="Vessels"
            data={options}
            value={vesselIds}
            onChange={setVesselIds}
            searchable
            clearable
          />
        )}
        {withColumns ? (
          <Stack gap="sm">
            <Text fw={600} size="sm">
              {type === 'VesselDataGraph' ? 'Values' : 'Columns'}
            </Text>
            {columns.map((column, index) => (
              <Stack
                key={index}
                gap={6}
                p="xs"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
              >
                <Group align="flex-end" wrap="nowrap">
                  <Select
                    label={`Log variable ${index + 1}`}
                    data={names}
                    value={column.variableName}
                    onChange={(name) => change(index, { variableName: name })}
                    searchable
                    style={{ flex: 1 }}
                    disabled={vesselIds.length === 0}
                  />
                  <Select
                    label={`Calculation type ${index + 1}`}
                    data={calculationTypes.map((t) => ({ value: t, label: calculationTypeLabels[t] }))}
                    value={column.calculationType}
                    onChange={(t) => t && change(index, { calculationType: t as CalculationType })}
                    allowDeselect={false}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove column ${index + 1}`}
                    onClick={() => setColumns((l) => l.filter((_, i) => i !== index))}
                    mb={4}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                {column.calculationType === 'Averaged' || column.calculationType === 'Accumulated' ? (
                  <NumberInput
                    clampBehavior="none"
                    label={`Hours ${index + 1}`}
                    min={minSpanHours}
                    max={maxSpanHours}
                    value={column.hours}
                    onChange={(h) => change(index, { hours: typeof h === 'number' ? h : Number(h) })}
                    error={
                      !(column.hours >= minSpanHours && column.hours <= maxSpanHours)
                        ? 'Selected hours must be between 1 and 300.'
                        : undefined
                    }
                  />
                ) : null}
                {column.calculationType === 'FromAndToDates' ? (
                  <Group grow>
                    <TextInput
                      type="date"
                      label={`From date ${index + 1}`}
                      value={column.fromDay}
                      onChange={(e) => change(index, { fromDay: e.currentTarget.value })}
                    />
                    <TextInput
                      type="date"
                      label={`To date ${index + 1}`}
                      value={column.toDay}
                      onChange={(e) => change(index, { toDay: e.currentTarget.value })}
                    />
                    <Select
                      label={`Calculate ${index + 1}`}
                      data={['Averaged', 'Accumulated']}
                      value={column.fromAndToDatesCalculationType}
                      onChange={(t) =>
                        t &&
                        change(index, { fromAndToDatesCalculationType: t as FromAndToDatesCalculationType })
                      }
                      allowDeselect={false}
                    />
                  </Group>
                ) : null}
              </Stack>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() => setColumns((l) => [...l, newColumn()])}
                disabled={vesselIds.length === 0}
              >
                {type === 'VesselDataGraph' ? 'Add value' : 'Add column'}
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={saving}
            disabled={hoursInvalid || (withColumns && variables.isPending && vesselIds.length > 0)}
            onClick={() => onSave(bodyOf(type, vesselIds, columns, variables.data ?? []))}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
