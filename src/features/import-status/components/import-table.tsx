// The import tables of 003 §2 (ADMIN-096): paths, timestamp, duration (sortable) and status, one
// page at a time, with optional actions, an expandable detail and a link to the details of an
// imported row.
import { Button, Collapse, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { SortState } from '../../../lib/sort-preference.ts';
import { formatImportDuration, pageCountOf, pageOf } from '../import-display.ts';
import { ImportPagination } from './import-pagination.tsx';

export type ImportRow = {
  importPath: string;
  zipPath?: string | null;
  timestamp: string;
  importDuration: number;
};

type ImportTableProps<T extends ImportRow> = {
  caption: string;
  rows: readonly T[];
  rowsPerPage: number;
  emptyText: string;
  renderStatus: (row: T) => ReactNode;
  renderActions?: (row: T) => ReactNode;
  /** Text shown when the row is expanded (failed imports: error message and stack). */
  renderDetail?: (row: T) => ReactNode;
  /** Rows for which this returns a link target open the import details. */
  renderOpenLink?: (row: T, children: ReactNode) => ReactNode;
};

type SortKey = 'timestamp' | 'duration';

/** Newest first until the user sorts by duration (ADMIN-096). */
const defaultSort: SortState<SortKey> = { key: 'timestamp', direction: 'desc' };

function compareRows(a: ImportRow, b: ImportRow, sort: SortState<SortKey>): number {
  const difference =
    sort.key === 'duration'
      ? a.importDuration - b.importDuration
      : Date.parse(a.timestamp) - Date.parse(b.timestamp);
  return sort.direction === 'asc' ? difference : -difference;
}

export function ImportTable<T extends ImportRow>({
  caption,
  rows,
  rowsPerPage,
  emptyText,
  renderStatus,
  renderActions,
  renderDetail,
  renderOpenLink,
}: ImportTableProps<T>) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState<SortKey>>(defaultSort);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const sorted = [...rows].sort((a, b) => compareRows(a, b, sort));
  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );
  const pageCount = pageCountOf(sorted.length, rowsPerPage);
  const currentPage = Math.min(page, pageCount);
  const visible = pageOf(sorted, currentPage, rowsPerPage);
  const columnCount = 4 + (renderActions ? 1 : 0) + (renderDetail ? 1 : 0);

  const toggle = (path: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <Stack gap={0}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              {renderDetail ? (
                <Table.Th>
                  <VisuallyHidden>Detail</VisuallyHidden>
                </Table.Th>
              ) : null}
              <Table.Th>Paths</Table.Th>
              <Table.Th>Timestamp</Table.Th>
              <SortableHeader column="duration" sort={sort} onSort={onSort}>
                Duration
              </SortableHeader>
              <Table.Th>Status</Table.Th>
              {renderActions ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" size="sm">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {visible.map((row) => {
              const isOpen = expanded.has(row.importPath);
              const paths = (
                <Stack gap={0}>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {row.importPath}
                  </Text>
                  {row.zipPath ? (
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {row.zipPath}
                    </Text>
                  ) : null}
                </Stack>
              );
              return (
                <Fragment key={row.importPath}>
                  <Table.Tr>
                    {renderDetail ? (
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-expanded={isOpen}
                          aria-label={`${isOpen ? 'Hide' : 'Show'} detail of ${row.importPath}`}
                          onClick={() => toggle(row.importPath)}
                        >
                          {isOpen ? '▾' : '▸'}
                        </Button>
                      </Table.Td>
                    ) : null}
                    <Table.Td>{renderOpenLink ? renderOpenLink(row, paths) : paths}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.timestamp)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatImportDuration(row.importDuration)}
                    </Table.Td>
                    <Table.Td>{renderStatus(row)}</Table.Td>
                    {renderActions ? (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {renderActions(row)}
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                  {renderDetail ? (
                    <Table.Tr>
                      <Table.Td
                        colSpan={columnCount}
                        p={isOpen ? undefined : 0}
                        style={isOpen ? undefined : { border: 0 }}
                      >
                        <Collapse expanded={isOpen}>{isOpen ? renderDetail(row) : null}</Collapse>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 ? (
        <ImportPagination label={caption} page={currentPage} pageCount={pageCount} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
