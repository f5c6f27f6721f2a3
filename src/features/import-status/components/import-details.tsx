// Import details (ADMIN-099): Return, the import paths with download links, duration and
// timestamp, the IMO number, and the imported tables with their duration and row count.
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ImportRecord } from '../../../../domain/contracts/imports.ts';
import { showError } from '../../../components/snackbar.ts';
import { formatDateTime, formatImo, formatQuantity } from '../../../lib/format.ts';
import {
  downloadImportFile,
  importDownloadUrl,
  type ImportDownloadKind,
} from '../api/download-import-file.ts';
import { formatImportDuration } from '../import-display.ts';

type ImportDetailsProps = { record: ImportRecord; onReturn: () => void };

export function ImportDetails({ record, onReturn }: ImportDetailsProps) {
  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" onClick={onReturn}>
          Return
        </Button>
      </Group>
      <Paper withBorder p="md" component="section" aria-label="Import">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="Import path">
            <DownloadLink kind="DownloadImportPackage" path={record.importPath} />
          </Field>
          <Field label="Zip path">
            {/* The unpacked folder is not a file: the zip download is the stored package itself. */}
            {record.zipPath ?? '–'}{' '}
            <DownloadLink kind="DownloadZipFile" path={record.importPath} label="Download zip file" />
          </Field>
          <Field label="Import duration">{formatImportDuration(record.importDuration)}</Field>
          <Field label="Timestamp">{formatDateTime(record.timestamp)}</Field>
          <Field label="IMO number">{record.imoNumber ? formatImo(record.imoNumber) : '–'}</Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Table striped verticalSpacing="xs">
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
            Imported tables
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Table name</Table.Th>
              <Table.Th>Import duration</Table.Th>
              <Table.Th>Row count</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {record.importStatistics.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" size="sm">
                    No tables were imported.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {record.importStatistics.map((table) => (
              <Table.Tr key={table.tableName}>
                <Table.Td>{table.tableName}</Table.Td>
                <Table.Td>{formatImportDuration(table.importDuration)}</Table.Td>
                <Table.Td>{formatQuantity(table.rowCount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm" style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </Stack>
  );
}

function DownloadLink({ kind, path, label }: { kind: ImportDownloadKind; path: string; label?: string }) {
  const [isBusy, setBusy] = useState(false);
  return (
    <Anchor
      href={importDownloadUrl(kind, path)}
      aria-busy={isBusy}
      onClick={(event) => {
        event.preventDefault();
        setBusy(true);
        downloadImportFile(kind, path)
          .catch(showError)
          .finally(() => setBusy(false));
      }}
    >
      {label ?? path}
    </Anchor>
  );
}
