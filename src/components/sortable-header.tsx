// A column header that sorts its table: a button inside the <th>, with aria-sort on the cell so
// screen readers announce the order.
import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortState } from '../lib/sort-preference.ts';

type SortableHeaderProps<TKey extends string> = {
  column: TKey;
  sort: SortState<TKey>;
  onSort: (column: TKey) => void;
  children: ReactNode;
};

export function SortableHeader<TKey extends string>({
  column,
  sort,
  onSort,
  children,
}: SortableHeaderProps<TKey>) {
  const isSorted = sort.key === column;
  const ariaSort = isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <span aria-hidden="true">{isSorted ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
