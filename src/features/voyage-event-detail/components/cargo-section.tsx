// EMIS-052..055, EMIS-133/134, EMIS-166/167: cargo carried per cargo unit of the vessel, with
// inline edit (Save, Cancel). A row starts in edit mode when it has no value and the event is not
// confirmed; an empty entry deletes the value, anything not a number is stored as 0.
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { RecordState } from '../detail-env.tsx';
import { detailTexts } from '../detail-texts.ts';
import { formatCargo, isCargoSectionShown, offersShipToShipTransfer } from '../detail-rules.ts';
import { useCargoDetails, useVesselCargoUnits } from '../local/detail-queries.ts';
import { cargoChange } from '../local/detail-writes.ts';
import type { CargoDetailRow, CargoUnitRow, EventRow } from '../local/rows.ts';
import { SaveCancel } from './save-cancel.tsx';
import { useSave } from './use-save.ts';

function CargoRow({
  event,
  unit,
  detail,
  editable,
}: {
  event: EventRow;
  unit: CargoUnitRow;
  detail: CargoDetailRow | undefined;
  editable: boolean;
}) {
  const [editing, setEditing] = useState(editable && detail === undefined);
  const [text, setText] = useState(detail ? String(detail.cargoCarried) : '');
  const { saving, save } = useSave();
  const isEditing = editing && editable;

  const submit = async () => {
    if (await save(cargoChange(event, unit.id, detail, text))) setEditing(false);
  };
  const startEdit = () => {
    setText(detail ? String(detail.cargoCarried) : '');
    setEditing(true);
  };

  return (
    <Table.Tr>
      <Table.Th scope="row">{unit.name}</Table.Th>
      <Table.Td>
        {isEditing ? (
          <TextInput
            size="xs"
            aria-label={`${detailTexts.cargo} ${unit.name}`}
            value={text}
            inputMode="decimal"
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void submit();
              if (e.key === 'Escape') setEditing(false);
            }}
          />
        ) : (
          <Text size="sm" data-testid={`cargo-value-${unit.id}`}>
            {formatCargo(detail?.cargoCarried)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {detail ? <RecordState entityType="cargoDetail" id={detail.id} /> : null}
          {isEditing ? (
            <SaveCancel
              what={unit.name}
              size="compact-xs"
              onSave={submit}
              onCancel={() => setEditing(false)}
              canSave
              saving={saving}
            />
          ) : editable ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={startEdit}
              aria-label={`${detailTexts.edit} ${unit.name}`}
            >
              {detailTexts.edit}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function CargoSection({ event, editable }: { event: EventRow; editable: boolean }) {
  const units = useVesselCargoUnits(event.vesselId);
  const details = useCargoDetails(event.id);
  const [forced, setForced] = useState(false);
  if (!units || !details) return null;
  const count = details.length;
  if (offersShipToShipTransfer(event.type, count, forced)) {
    return editable ? (
      <Group>
        <Button size="xs" variant="light" onClick={() => setForced(true)}>
          {detailTexts.shipToShipTransfer}
        </Button>
      </Group>
    ) : null;
  }
  if (!isCargoSectionShown(event.type, count, forced)) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`cargo-${event.id}`}>
      <Title order={4} id={`cargo-${event.id}`}>
        {detailTexts.cargo}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {units.map((unit) => (
            <CargoRow
              key={unit.id}
              event={event}
              unit={unit}
              detail={details.find((detail) => detail.cargoUnitId === unit.id)}
              editable={editable}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
