// The Flow meters and Fuel tanks tabs (002 §2; EMIS-080, EMIS-081, EMIS-148, EMIS-149,
// EMIS-173..175): the list (Name, Fuel type, Fuel consumption sources and, for flow meters, Flow
// rate log variable) with Remove and its spinner per row, deactivated rows marked, the empty text,
// and the add form. Offline the list comes from the query cache or the device, and nothing changes.
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FlowMeter } from '../../../../domain/contracts/flow-meters.ts';
import { messages } from '../../../../domain/messages.ts';
import { showError } from '../../../components/snackbar.ts';
import { TableHeader } from '../../../components/sortable-header.tsx';
import { EmptyMessage } from '../../../components/states.tsx';
import { useEquipment, type EquipmentKind, type EquipmentOf } from '../api/get-equipment.ts';
import { useFlowRateVariables } from '../../../lib/flow-rate-variables.ts';
import { useFuelTypes } from '../api/get-fuel-types.ts';
import { useRemoveEquipment } from '../api/remove-equipment.ts';
import { chooseView, type DataView } from '../data-source.ts';
import { useDeviceEquipment, useDeviceFuelTypes } from '../local/device-copy.ts';
import { namesOf } from '../settings-form.ts';
import { settingsTexts } from '../settings-texts.ts';
import { EquipmentForm, useSourceOptions } from './equipment-form.tsx';
import { DeviceCopyNote, RemoveButton, ViewGate } from './parts.tsx';

export const equipmentTexts = {
  fuelTank: {
    title: 'Fuel tanks',
    noun: 'fuel tank',
    empty: messages.noFuelTanksAddedYet,
    add: 'Add fuel tank',
  },
  flowMeter: {
    title: 'Flow meters',
    noun: 'flow meter',
    empty: messages.noFlowMetersAddedYet,
    add: 'Add flow meter',
  },
} as const;

type EquipmentTabProps = { kind: EquipmentKind; vesselId: string; isOnline: boolean };

export function EquipmentTab({ kind, vesselId, isOnline }: EquipmentTabProps) {
  const query = useEquipment(kind, vesselId);
  const view = chooseView(query, useDeviceEquipment(kind, vesselId));
  return (
    <ViewGate view={view} onRetry={() => void query.refetch()}>
      {(items, source) => (
        <EquipmentList
          kind={kind}
          vesselId={vesselId}
          items={items.filter((item) => !item.isDeleted)}
          source={source}
          writable={isOnline && source === 'server'}
        />
      )}
    </ViewGate>
  );
}

type EquipmentListProps<K extends EquipmentKind> = {
  kind: K;
  vesselId: string;
  items: EquipmentOf<K>[];
  source: 'server' | 'device';
  writable: boolean;
};

function EquipmentList<K extends EquipmentKind>({
  kind,
  vesselId,
  items,
  source,
  writable,
}: EquipmentListProps<K>) {
  const fuelTypes = chooseView(useFuelTypes(), useDeviceFuelTypes());
  const texts = equipmentTexts[kind];
  return (
    <Stack gap="md">
      <DeviceCopyNote source={source} />
      {items.length === 0 ? (
        <EmptyMessage>{texts.empty}</EmptyMessage>
      ) : (
        <EquipmentTable
          kind={kind}
          vesselId={vesselId}
          items={items}
          fuelTypes={fuelTypes}
          writable={writable}
        />
      )}
      <Title order={3} size="h4">
        {texts.add}
      </Title>
      {writable && fuelTypes.state === 'ready' ? (
        <EquipmentForm kind={kind} vesselId={vesselId} existing={items} fuelTypes={fuelTypes.data} />
      ) : (
        <Text c="dimmed" size="sm">
          {writable ? settingsTexts.loading : settingsTexts.writesNeedConnection}
        </Text>
      )}
    </Stack>
  );
}

type EquipmentTableProps<K extends EquipmentKind> = {
  kind: K;
  vesselId: string;
  items: EquipmentOf<K>[];
  fuelTypes: DataView<{ id: string; name: string }[]>;
  writable: boolean;
};

function EquipmentTable<K extends EquipmentKind>({
  kind,
  vesselId,
  items,
  fuelTypes,
  writable,
}: EquipmentTableProps<K>) {
  const remove = useRemoveEquipment(kind, vesselId);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const sources = useSourceOptions();
  const variables = useFlowRateVariables(vesselId);
  const typeList = fuelTypes.state === 'ready' ? fuelTypes.data : [];
  const isMeter = kind === 'flowMeter';
  const columns = [
    { label: 'Name' },
    { label: 'Fuel type' },
    { label: 'Fuel consumption sources' },
    ...(isMeter ? [{ label: 'Flow rate log variable' }] : []),
  ];

  function variableName(meter: FlowMeter): string {
    if (meter.fuelMassFlowRateLogVariableId === null) return settingsTexts.manualInput;
    const found = variables.data?.find((variable) => variable.id === meter.fuelMassFlowRateLogVariableId);
    return found?.displayName ?? meter.fuelMassFlowRateLogVariableId;
  }

  return (
    <Table aria-label={equipmentTexts[kind].title} striped>
      <TableHeader columns={columns} />
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} c={item.isDeactivated ? 'dimmed' : undefined}>
            <Table.Td>
              <Group gap="xs">
                {item.name}
                {item.isDeactivated ? (
                  <Badge color="gray" variant="light" c="dark.8">
                    {settingsTexts.deactivated}
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td>{namesOf(typeList, [item.fuelTypeId])}</Table.Td>
            <Table.Td>{namesOf(sources, item.fuelConsumptionSources)}</Table.Td>
            {isMeter ? <Table.Td>{variableName(item as FlowMeter)}</Table.Td> : null}
            <Table.Td>
              {item.isDeactivated ? null : (
                <RemoveButton
                  name={item.name}
                  busy={remove.isPending && removingId === item.id}
                  disabled={!writable || (remove.isPending && removingId !== item.id)}
                  onClick={() => {
                    setRemovingId(item.id);
                    remove.mutate(item, { onError: showError, onSettled: () => setRemovingId(null) });
                  }}
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
