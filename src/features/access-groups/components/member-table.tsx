// One of the four tables of the manage screen (ADMIN-077/078): a titled list with one Add or
// Remove button per row, 'LOADING...' while loading and its own empty text.
import { Button, Paper, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { TableHeader } from '../../../components/sortable-header.tsx';
import { EmptyMessage, LoadingState } from '../../../components/states.tsx';

export type MemberRow = { id: string; name: string; detail?: string };

type MemberTableProps = {
  title: string;
  rows: readonly MemberRow[];
  isLoading: boolean;
  /** Why the rows could not be loaded; shown instead of the empty text. */
  failure?: string | null;
  emptyText: string;
  actionLabel: 'Add' | 'Remove';
  /** The row whose action is running: its button spins, the others wait. */
  busyId: string | null;
  onAction: (row: MemberRow) => void;
};

export function MemberTable({
  title,
  rows,
  isLoading,
  failure = null,
  emptyText,
  actionLabel,
  busyId,
  onAction,
}: MemberTableProps) {
  const headingId = useId();
  let body;
  if (isLoading) body = <LoadingState label={messages.loadingUpperCase} />;
  else if (failure) body = <EmptyMessage>{failure}</EmptyMessage>;
  else if (rows.length === 0) body = <EmptyMessage>{emptyText}</EmptyMessage>;
  else
    body = (
      <Table verticalSpacing={6} aria-labelledby={headingId}>
        <TableHeader columns={[{ label: 'Name' }]} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
                {row.detail ? (
                  <Text size="xs" c="dimmed">
                    {row.detail}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant={actionLabel === 'Add' ? 'light' : 'subtle'}
                  color={actionLabel === 'Add' ? undefined : 'red'}
                  loading={busyId === row.id}
                  disabled={busyId !== null && busyId !== row.id}
                  onClick={() => onAction(row)}
                  aria-label={`${actionLabel} ${row.name}`}
                >
                  {actionLabel}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {title}
      </Title>
      {body}
    </Paper>
  );
}
