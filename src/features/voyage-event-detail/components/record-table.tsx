// The tables of the fuel and flow data: one row per record with its sync state, and Remove where
// the record may be removed (hidden once the voyage data is confirmed, EMIS-069).
import { Group, Table } from '@mantine/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
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
  footer,
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
  footer?: ReactNode;
  /** Asks before removing (issue 26 §3: deleting a sounding asks for confirmation). */
  confirmRemove?: (row: T) => { title: string; message: string };
}) {
  const { save } = useSave();
  const [confirming, setConfirming] = useState<T | null>(null);
  const asked = confirming && confirmRemove ? confirmRemove(confirming) : null;
  return (
    <>
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
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer}
      </Table>
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
