// The Reports page (002 §2 'Reports', §3; EMIS-095; ADR 0072): the report types, without the one
// named 'unknown', and the vessel's reports (name and type only), each downloadable as a
// spreadsheet or a PDF.
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../components/snackbar.ts';
import { EmptyMessage, LoadingState } from '../../../components/states.tsx';
import { emissionReportEndpoints } from '../../../../domain/contracts/emission-reports.ts';
import { downloadFrom } from '../../../lib/download.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useReportTypes, useReports } from '../api/get-reports.ts';

export function ReportsScreen({ vesselId }: { vesselId: string }) {
  const online = useOnlineStatus();
  const types = useReportTypes();
  const reports = useReports(vesselId);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (types.isPending || reports.isPending) return <LoadingState label="Loading the reports…" />;
  const shownTypes = (types.data ?? []).filter((type) => type.name !== 'unknown');
  const typeName = (id: string) => shownTypes.find((type) => type.id === id)?.name ?? id;
  const rows = reports.data ?? [];

  const download = async (id: string, format: 'xlsx' | 'pdf') => {
    setBusy(`${id}-${format}`);
    setFailure(null);
    try {
      await downloadFrom(
        emissionReportEndpoints.report,
        { params: { id }, query: { format } },
        `${id}.${format}`,
      );
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      {!online ? (
        <Alert color="yellow" variant="light" role="status">
          You are offline. Reports can be downloaded once the connection is back.
        </Alert>
      ) : null}
      <section aria-labelledby="report-types-heading">
        <Title order={3} size="h5" id="report-types-heading">
          Report types
        </Title>
        {shownTypes.length === 0 ? (
          <EmptyMessage>No report types.</EmptyMessage>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {shownTypes.map((type) => (
              <Text component="li" key={type.id} size="sm">
                {type.name}
              </Text>
            ))}
          </Group>
        )}
      </section>
      <section aria-labelledby="reports-heading">
        <Title order={3} size="h5" id="reports-heading">
          Reports
        </Title>
        {rows.length === 0 ? (
          <EmptyMessage>No reports for this vessel yet.</EmptyMessage>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Download</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td>{report.name}</Table.Td>
                  <Table.Td>{typeName(report.reportTypeId)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {(['xlsx', 'pdf'] as const).map((format) => (
                        <Button
                          key={format}
                          size="xs"
                          variant="default"
                          disabled={!online || busy !== null}
                          loading={busy === `${report.id}-${format}`}
                          aria-label={`Download ${report.name} (${format === 'xlsx' ? 'Excel' : 'PDF'})`}
                          onClick={() => void download(report.id, format)}
                        >
                          {format === 'xlsx' ? 'Excel' : 'PDF'}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
