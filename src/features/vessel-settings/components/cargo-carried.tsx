// The 'Cargo carried' table (EMIS-077, EMIS-078): the cargo units the vessel carries, each with
// Remove, and a select with Add for the others; the warning when there are none.
import { Alert, Button, Group, Select, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import type { CargoUnit } from '../../../../domain/contracts/reference-lists.ts';
import { messages } from '../../../../domain/messages.ts';
import { settingsMessages } from '../../../../domain/voyages/settings-messages.ts';
import { showError } from '../../../components/snackbar.ts';
import { TableHeader } from '../../../components/sortable-header.tsx';
import { useChangeCargoUnits } from '../api/change-cargo-units.ts';
import { useReferenceList } from '../api/get-reference-lists.ts';
import { settingsTexts } from '../settings-texts.ts';
import { RemoveButton } from './parts.tsx';

type CargoCarriedProps = { vesselId: string; carried: readonly CargoUnit[]; writable: boolean };

export function CargoCarried({ vesselId, carried, writable }: CargoCarriedProps) {
  const cargoUnits = useReferenceList('cargoUnits');
  const change = useChangeCargoUnits(vesselId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const available = (cargoUnits.data ?? []).filter((unit) => !carried.some((item) => item.id === unit.id));

  function run(action: 'AddCargoUnit' | 'RemoveCargoUnit', cargoUnitId: string) {
    setBusyId(cargoUnitId);
    change.mutate(
      { action, cargoUnitId },
      {
        onSuccess: () => {
          if (action === 'AddCargoUnit') setChosen(null);
        },
        onError: showError,
        onSettled: () => setBusyId(null),
      },
    );
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id="cargo-carried-title">
        {messages.cargoCarried}
      </Title>
      {carried.length === 0 ? (
        <Alert color="yellow" role="status">
          {settingsMessages.addCargoUnits}
        </Alert>
      ) : (
        <Table aria-labelledby="cargo-carried-title">
          <TableHeader columns={[{ label: 'Cargo unit' }]} />
          <Table.Tbody>
            {carried.map((unit) => (
              <Table.Tr key={unit.id}>
                <Table.Td>{unit.name}</Table.Td>
                <Table.Td>
                  <RemoveButton
                    name={unit.name}
                    busy={change.isPending && busyId === unit.id}
                    disabled={!writable || (change.isPending && busyId !== unit.id)}
                    onClick={() => run('RemoveCargoUnit', unit.id)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {writable ? (
        <Group align="flex-end" gap="xs">
          <Select
            label={settingsTexts.addCargoUnit}
            placeholder={messages.pleaseSelect}
            data={available.map((unit) => ({ value: unit.id, label: unit.name }))}
            value={chosen}
            onChange={setChosen}
            style={{ flex: 1 }}
          />
          <Button
            onClick={() => chosen && run('AddCargoUnit', chosen)}
            disabled={!chosen || change.isPending}
            loading={change.isPending && busyId === chosen}
          >
            Add
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
