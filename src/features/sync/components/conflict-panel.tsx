import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { messages } from '../../../../domain/messages.ts';
import type { ConflictRecord } from '../../../offline/db.ts';
import { conflictRows } from '../conflict-fields.ts';
import { useConflictNames } from '../hooks/use-conflict-names.ts';
import { syncTexts } from '../sync-texts.ts';

/** A finger's target on the tablet, as the crew's entry pages give their buttons. */
const touch = { minHeight: 48 } as const;

function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 1) return lines[0];
  return lines.map((line, index) => <div key={index}>{line}</div>);
}

type ConflictPanelProps = {
  conflict: ConflictRecord;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

/**
 * Both versions side by side, field by field in the words of the record's form (conflict-fields.ts);
 * differences are marked. Nothing is decided for the user.
 */
export function ConflictPanel({ conflict, busy, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  const theirs = conflict.theirs;
  const rows = conflictRows(conflict, useConflictNames());
  return (
    <Stack gap="sm" data-testid="conflict-panel">
      <Title order={3} size="h4">
        {syncTexts.conflictTitle}
      </Title>
      {theirs === null ? <Text c="red.8">{syncTexts.deletedOnServer}</Text> : null}
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{messages.conflictField}</Table.Th>
            <Table.Th scope="col">{syncTexts.onThisDevice}</Table.Th>
            <Table.Th scope="col">{syncTexts.onTheServer}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const weight = row.differs ? 700 : 400;
            return (
              <Table.Tr key={row.field} data-differs={row.differs || undefined}>
                <Table.Th scope="row" fw={weight}>
                  {row.label}
                </Table.Th>
                <Table.Td fw={weight}>
                  <Lines lines={row.mine} />
                </Table.Td>
                <Table.Td fw={weight}>
                  <Lines lines={row.server} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          style={touch}
          onClick={onKeepMine}
          loading={busy}
          disabled={theirs === null && conflict.mine.isDeleted === true}
        >
          {syncTexts.keepMine}
        </Button>
        <Button style={touch} variant="default" onClick={onTakeTheirs} disabled={busy}>
          {syncTexts.takeTheirs}
        </Button>
      </Group>
    </Stack>
  );
}
