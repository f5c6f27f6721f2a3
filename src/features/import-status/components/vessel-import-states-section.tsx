// Vessels being imported (ADMIN-095): IMO, the current import with its time, and pending paths.
import { List, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatDateTime, formatImo } from '../../../lib/format.ts';
import { useVesselImportStates } from '../api/get-vessel-import-states.ts';
import { pageCountOf, pageOf } from '../import-display.ts';
import { ImportPagination } from './import-pagination.tsx';

type VesselImportStatesSectionProps = { rowsPerPage: number; refetchInterval: number | false };

export function VesselImportStatesSection({ rowsPerPage, refetchInterval }: VesselImportStatesSectionProps) {
  const states = useVesselImportStates(refetchInterval);
  const [page, setPage] = useState(1);

  if (states.isPending) return <LoadingState label="Loading vessels being imported…" />;
  if (states.isError) return <ErrorState error={states.error} onRetry={() => void states.refetch()} />;

  const pageCount = pageCountOf(states.data.length, rowsPerPage);
  const currentPage = Math.min(page, pageCount);
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>IMO</Table.Th>
              <Table.Th>Current import</Table.Th>
              <Table.Th>Since</Table.Th>
              <Table.Th>Pending paths</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {states.data.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" size="sm">
                    No vessels are being imported.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {pageOf(states.data, currentPage, rowsPerPage).map((state) => (
              <Table.Tr key={state.imoNumber}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatImo(state.imoNumber)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{state.currentImport ?? '–'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(state.currentImportSetAt)}
                </Table.Td>
                <Table.Td>
                  {state.pendingImportPaths.length === 0 ? (
                    '–'
                  ) : (
                    <List size="sm" spacing={0}>
                      {state.pendingImportPaths.map((path) => (
                        <List.Item key={path} style={{ wordBreak: 'break-all' }}>
                          {path}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 ? (
        <ImportPagination
          label="Vessels being imported"
          page={currentPage}
          pageCount={pageCount}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
