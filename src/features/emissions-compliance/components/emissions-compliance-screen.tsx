// The Emissions compliance page (002 §2 'EmissionsCompliance', §8; EMIS-016, EMIS-114, EMIS-235):
// the voyage summary (each voyage's distance, time at sea, fuel, CO2 and EU MRV scope once its data
// is confirmed), the emission summary per year from the confirmed voyages, and the files of the
// voyage summary with upload (several at once) and download, with the spec's failure texts.
import { Alert, Badge, Button, FileButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComplianceVoyage, EmissionYear } from '../../../../domain/contracts/emission-compliance.ts';
import { messages } from '../../../../domain/messages.ts';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import {
  complianceKey,
  downloadComplianceFile,
  uploadComplianceFiles,
  useComplianceVoyages,
  useEmissionSummary,
} from '../api/emission-compliance.ts';

const bucketNames: Record<string, string> = {
  between_ms_ports: 'Between EU/EEA ports',
  departed_from_ms_ports: 'From an EU/EEA port',
  to_ms_ports: 'To an EU/EEA port',
  within_ms_ports_at_berth: 'At berth in an EU/EEA port',
};

const fixed = (value: number | null, digits: number) => (value === null ? '–' : value.toFixed(digits));
const fuelText = (fuel: ComplianceVoyage['fuel']) =>
  fuel.length ? fuel.map((f) => `${f.fuelTypeName} ${f.tonnes.toFixed(1)} t`).join(', ') : '–';

export function EmissionsComplianceScreen({ vesselId }: { vesselId: string }) {
  const queryClient = useQueryClient();
  const voyages = useComplianceVoyages(vesselId);
  const summary = useEmissionSummary(vesselId);
  const isOnline = useOnlineStatus();
  const [uploading, setUploading] = useState(false);

  async function upload(files: File[]) {
    if (!files.length) return;
    setUploading(true);
    try {
      await uploadComplianceFiles(vesselId, files);
      showSuccess(files.length === 1 ? 'File uploaded.' : `${files.length} files uploaded.`);
      await queryClient.invalidateQueries({ queryKey: complianceKey(vesselId) });
    } catch (error) {
      showError(
        `${messages.failedToUploadVoyageSummaryFiles}: ${errorMessage(error, messages.anErrorOccurred)}`,
      );
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Voyage summary
        </Title>
        {voyages.isPending ? <LoadingState label="Loading voyages" /> : null}
        {voyages.isError ? (
          <ErrorState
            error={new Error(messages.failedToFetchVoyagesSummary)}
            onRetry={() => void voyages.refetch()}
          />
        ) : null}
        {voyages.data ? (
          voyages.data.voyages.length === 0 ? (
            <EmptyMessage>No voyages recorded yet.</EmptyMessage>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Voyage</Table.Th>
                    <Table.Th scope="col">From</Table.Th>
                    <Table.Th scope="col">To</Table.Th>
                    <Table.Th scope="col">Departed</Table.Th>
                    <Table.Th scope="col">Ended</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Distance (nm)
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Time at sea (h)
                    </Table.Th>
                    <Table.Th scope="col">Fuel</Table.Th>
                    <Table.Th scope="col" ta="right">
                      CO2 (t)
                    </Table.Th>
                    <Table.Th scope="col">EU MRV</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {voyages.data.voyages.map((voyage) => (
                    <Table.Tr key={voyage.departureId}>
                      <Table.Td>{voyage.name || '–'}</Table.Td>
                      <Table.Td>{voyage.fromPort ?? '–'}</Table.Td>
                      <Table.Td>{voyage.toPort ?? '–'}</Table.Td>
                      <Table.Td>{formatDate(voyage.startDate)}</Table.Td>
                      <Table.Td>{formatDate(voyage.endDate)}</Table.Td>
                      <Table.Td ta="right">{fixed(voyage.distanceNm, 1)}</Table.Td>
                      <Table.Td ta="right">{fixed(voyage.hoursAtSea, 1)}</Table.Td>
                      <Table.Td>{fuelText(voyage.fuel)}</Table.Td>
                      <Table.Td ta="right">{fixed(voyage.co2Tonnes, 1)}</Table.Td>
                      <Table.Td>
                        {voyage.isDataConfirmed ? (
                          voyage.mrvBucket ? (
                            bucketNames[voyage.mrvBucket]
                          ) : (
                            'Outside scope'
                          )
                        ) : (
                          <Badge variant="light" color="gray">
                            Not confirmed
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        ) : null}
        <Group gap="sm" align="center">
          <FileButton
            multiple
            onChange={(files) => void upload(files)}
            accept=".pdf,.doc,.docx,.dot,.docm,.dotx,.dotm,.xlsx,.xls,.xlt,.xlm,.xlsm,.xltx,.xltm"
          >
            {(props) => (
              <Button {...props} loading={uploading} disabled={!isOnline}>
                Upload files
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            PDF, Word or Excel files for the voyage summary; a file of the same name is replaced.
          </Text>
        </Group>
        {voyages.data?.files.length ? (
          <Stack gap={4}>
            {voyages.data.files.map((file) => (
              <Group key={file.id} gap="sm">
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() =>
                    void downloadComplianceFile(vesselId, file.fileName).catch(() =>
                      showError(messages.failedToDownloadVoyageReport),
                    )
                  }
                >
                  Download {file.fileName}
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h4">
          Emission summary
        </Title>
        {summary.isPending ? <LoadingState label="Loading the emission summary" /> : null}
        {summary.isError ? (
          <ErrorState
            error={new Error(messages.failedToFetchEmissionSummary)}
            onRetry={() => void summary.refetch()}
          />
        ) : null}
        {summary.data ? (
          summary.data.years.length === 0 ? (
            <EmptyMessage>No voyage with confirmed data yet.</EmptyMessage>
          ) : (
            <>
              <Table.ScrollContainer minWidth={800}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Year</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Voyages
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Distance (nm)
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Time at sea (h)
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        CO2, all voyages (t)
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        CO2, EU MRV (t)
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        EU ETS to surrender (t)
                      </Table.Th>
                      <Table.Th scope="col">Fuel</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {summary.data.years.map((year: EmissionYear) => (
                      <Table.Tr key={year.year}>
                        <Table.Td>{year.year}</Table.Td>
                        <Table.Td ta="right">{year.voyageCount}</Table.Td>
                        <Table.Td ta="right">{year.distanceNm.toFixed(1)}</Table.Td>
                        <Table.Td ta="right">{year.hoursAtSea.toFixed(1)}</Table.Td>
                        <Table.Td ta="right">{year.co2Tonnes.toFixed(1)}</Table.Td>
                        <Table.Td ta="right">{year.mrvCo2Tonnes.toFixed(1)}</Table.Td>
                        <Table.Td ta="right">
                          {year.euEtsSurrenderTonnesCo2e.toFixed(1)} ({Math.round(year.etsPhaseInShare * 100)}{' '}
                          %)
                        </Table.Td>
                        <Table.Td>{fuelText(year.fuel)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text size="sm" c="dimmed">
                Only voyages whose data is confirmed count
                {summary.data.unconfirmedVoyageCount
                  ? ` (${summary.data.unconfirmedVoyageCount} not confirmed yet)`
                  : ''}
                . CO2 is fuel times the carbon factor of its fuel type; EU ETS counts 100 % of voyages between
                and at berth in EU/EEA ports and 50 % of those to or from them, times the year&apos;s
                phase-in.
              </Text>
              {summary.data.years.map((year: EmissionYear) => (
                <Text key={year.year} size="sm" c="dimmed">
                  {year.year}: {year.notes.join(' ')}
                </Text>
              ))}
            </>
          )
        ) : null}
      </Stack>
      {!isOnline && !voyages.data ? (
        <Alert color="yellow">The summaries need a connection to the server.</Alert>
      ) : null}
    </Stack>
  );
}
