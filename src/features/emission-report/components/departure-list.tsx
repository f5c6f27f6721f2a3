// The departure list (EMIS-028, EMIS-031): Departed at, From port, Voyage name, Completed and
// Origin, oldest first. A row opens its voyage by click, Enter or Space.
import { Group, Table, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import type { DepartureRow } from '../departure-view.ts';
import { SourceIcon } from './source-icon.tsx';

type DepartureListProps = {
  rows: DepartureRow[];
  onSelect: (departureId: string) => void;
  /** The record's sync state (composed by the route). */
  renderRecordState: (eventId: string) => ReactNode;
};

export const departureColumns = ['Departed at', 'From port', 'Voyage name', 'Completed', 'Origin'] as const;

export function DepartureList({ rows, onSelect, renderRecordState }: DepartureListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="departure-list">
        <Table.Caption>Select a departure to open its voyage.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {departureColumns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              data-testid="departure-row"
              onClick={() => onSelect(row.id)}
              onKeyDown={(event) => onKeyDown(event, row.id)}
            >
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{formatDateTime(row.departedAt)}</Text>
                  {renderRecordState(row.id)}
                </Group>
              </Table.Td>
              <Table.Td>{row.fromPort ?? '-'}</Table.Td>
              <Table.Td>{row.voyageName ?? '-'}</Table.Td>
              <Table.Td>{row.isCompleted ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <SourceIcon source={row.origin} withText />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
