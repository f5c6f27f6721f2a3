// A column header that sorts its table: a button inside the <th>, with aria-sort on the cell so
// screen readers announce the order.
import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
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

export type HeaderColumn<TKey extends string> = {
  label: string;
  /** Set for a sortable column. */
  sortKey?: TKey;
  align?: 'right';
};

type TableHeaderProps<TKey extends string> = {
  columns: readonly HeaderColumn<TKey>[];
  /** Needed when a column is sortable. */
  sort?: SortState<TKey>;
  onSort?: (column: TKey) => void;
};

/** A table head: the columns (sortable where they have a key) and a last, unlabelled actions column. */
export function TableHeader<TKey extends string>({ columns, sort, onSort }: TableHeaderProps<TKey>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          column.sortKey && sort && onSort ? (
            <SortableHeader key={column.label} column={column.sortKey} sort={sort} onSort={onSort}>
              {column.label}
            </SortableHeader>
          ) : (
            <Table.Th key={column.label} scope="col" ta={column.align}>
              {column.label}
            </Table.Th>
          ),
        )}
        <Table.Th scope="col">
          <VisuallyHidden>Actions</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
