// The tables of the fuel and flow data: one row per record with its sync state, and Remove where
// the record may be removed (hidden once the voyage data is confirmed, EMIS-069). Narrower than
// 1024 px each record is a card of label and value pairs instead (issue 26 §3, ADR 0109: no
// sideways scrolling on a 768 px tablet).
import { Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';
import { useNarrowScreen } from '../../../lib/narrow-screen.ts';
import type { SyncEntityType } from '../../../../domain/sync/outbox-entry.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RecordState } from '../detail-env.tsx';
import { detailTexts } from '../detail-texts.ts';
import { removeRecord } from '../local/detail-writes.ts';
import { RemoveButton } from './fuel-fields.tsx';
import { useSave } from './use-save.ts';

export type RecordColumn<T> = { header: string; cell: (row: T) => ReactNode };

export function RecordTable<T extends { id: string }>({
  testId,
  entityType,
  columns,
  rows,
  removable,
  rowLabel,
  rowProps,
  total,
  confirmRemove,
}: {
  testId: string;
  entityType: SyncEntityType;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  /** Whether a row offers Remove; false for every row once the voyage data is confirmed. */
  removable: (row: T) => boolean;
  /** Names the row in its Remove button, e.g. the timestamp. */
  rowLabel: (row: T) => string;
  rowProps?: (row: T) => { style?: CSSProperties; 'data-source'?: string };
  /** A total under the last column (the table's footer; the last card on a narrow screen). */
  total?: { label: string; value: ReactNode; testId: string };
  /** Asks before removing (issue 26 §3: deleting a sounding asks for confirmation). */
  confirmRemove?: (row: T) => { title: string; message: string };
}) {
  const { save } = useSave();
  const [confirming, setConfirming] = useState<T | null>(null);
  const asked = confirming && confirmRemove ? confirmRemove(confirming) : null;
  const narrow = useNarrowScreen();
  const actions = (row: T) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RecordState entityType={entityType} id={row.id} />
      {removable(row) ? (
        <RemoveButton
          label={rowLabel(row)}
          onRemove={async () => {
            if (confirmRemove) setConfirming(row);
            else await save(removeRecord(entityType, row.id));
          }}
        />
      ) : null}
    </Group>
  );
  const table = narrow ? (
    <Stack gap="xs" data-testid={testId} data-layout="cards">
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="xs" role="group" aria-label={rowLabel(row)} {...rowProps?.(row)}>
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
            {columns.map((column) => (
              <Fragment key={column.header}>
                <Text component="dt" size="sm" c="dimmed">
                  {column.header}
                </Text>
                <Box component="dd" m={0} fz="sm">
                  {column.cell(row)}
                </Box>
              </Fragment>
            ))}
          </SimpleGrid>
          {actions(row)}
        </Paper>
      ))}
      {total ? (
        <Paper withBorder p="xs">
          <Group justify="space-between">
            <Text size="sm" fw={700}>
              {total.label}
            </Text>
            <Text size="sm" fw={700} data-testid={total.testId}>
              {total.value}
            </Text>
          </Group>
        </Paper>
      ) : null}
    </Stack>
  ) : (
    <Table withTableBorder data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col">
              {column.header}
            </Table.Th>
          ))}
          <Table.Th scope="col">{detailTexts.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} {...rowProps?.(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
            ))}
            <Table.Td>{actions(row)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {total ? (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={columns.length - 1}>
              {total.label}
            </Table.Th>
            <Table.Td data-testid={total.testId}>{total.value}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </Table>
  );
  return (
    <>
      {table}
      <ConfirmDialog
        opened={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={detailTexts.remove}
        danger
        onConfirm={() => {
          const row = confirming;
          setConfirming(null);
          if (row) void save(removeRecord(entityType, row.id));
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
