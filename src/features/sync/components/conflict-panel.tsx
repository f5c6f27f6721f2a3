import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ConflictRecord } from '../../../offline/db.ts';
import { syncTexts } from '../sync-texts.ts';

const hiddenFields = new Set([
  'id',
  'vesselId',
  'version',
  'isDeleted',
  'syncState',
  'serverVersion',
  'cargos',
]);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

type ConflictPanelProps = {
  conflict: ConflictRecord;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

/** Both versions side by side, field by field; differences are marked. Nothing is decided for the user. */
export function ConflictPanel({ conflict, busy, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  const theirs = conflict.theirs;
  const fields = [...new Set([...Object.keys(conflict.mine), ...Object.keys(theirs ?? {})])].filter(
    (field) => !hiddenFields.has(field),
  );
  return (
    <Stack gap="sm" data-testid="conflict-panel">
      <Title order={3} size="h4">
        {syncTexts.conflictTitle}
      </Title>
      {theirs === null ? <Text c="red.8">{syncTexts.deletedOnServer}</Text> : null}
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">{syncTexts.onThisDevice}</Table.Th>
            <Table.Th scope="col">{syncTexts.onTheServer}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => {
            const mine = show(conflict.mine[field]);
            const server = theirs === null ? '-' : show(theirs[field]);
            const differs = mine !== server;
            return (
              <Table.Tr key={field} data-differs={differs || undefined}>
                <Table.Th scope="row" fw={differs ? 700 : 400}>
                  {field}
                </Table.Th>
                <Table.Td fw={differs ? 700 : 400}>{mine}</Table.Td>
                <Table.Td fw={differs ? 700 : 400}>{server}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          onClick={onKeepMine}
          loading={busy}
          disabled={theirs === null && conflict.mine.isDeleted === true}
        >
          {syncTexts.keepMine}
        </Button>
        <Button variant="default" onClick={onTakeTheirs} disabled={busy}>
          {syncTexts.takeTheirs}
        </Button>
      </Group>
    </Stack>
  );
}
