// The Data Quality pages (001 §2, PERF-047..049): fleet overview, data availability (outages and
// their configuration) and data outliers (company outliers, feature configuration, acknowledge and
// delete). Company reads are not made without a company (PERF-140).
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { DataOutageConfigurationSchema } from '../../../../domain/contracts/data-quality.ts';
import { messages } from '../../../../domain/messages.ts';
import { KeptAnswersNotice, useKeptAnswer } from '../../../components/kept-answers.tsx';
import { EmptyMessage } from '../../../components/states.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { staleRefusal } from '../../../lib/stale-save.ts';
import { dataQualityKey } from '../api/data-quality-keys.ts';
import { useFleetOverview } from '../api/fleet-overview.ts';
import { useDataOutageConfiguration, useSaveDataOutageConfiguration } from '../api/data-outage.ts';
import { useCompanyOutliers, useOutlierAction } from '../api/outliers.ts';
import { OutlierFeaturesPanel } from './outlier-features.tsx';
import { DataAvailability } from './data-availability.tsx';

const dateTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function NoCompany() {
  return <EmptyMessage>Choose a company to see its data quality.</EmptyMessage>;
}

/** The Data Quality pages' one notice offline: the age of the answers kept, or that none is (ADR 0108). */
export function DataQualityKeptNotice() {
  return <KeptAnswersNotice roots={[dataQualityKey]} />;
}

export function FleetOverviewScreen() {
  const { companyId } = useCurrentUser();
  const overview = useKeptAnswer(useFleetOverview(companyId), {
    loading: 'Loading the fleet overview',
    failure: messages.failedToRefreshFleetOverview,
  });
  if (!companyId) return <NoCompany />;
  if (overview.data === undefined) return overview.fallback;
  const { vessels, fromDate, toDate } = overview.data;
  if (vessels.length === 0) return <EmptyMessage>No vessel has the Data quality feature.</EmptyMessage>;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Last 30 days: {dateTime(fromDate)} to {dateTime(toDate)} UTC.
      </Text>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vessel</Table.Th>
            <Table.Th>Variables</Table.Th>
            <Table.Th>Outages</Table.Th>
            <Table.Th>Missing (%)</Table.Th>
            <Table.Th>Open outliers</Table.Th>
            <Table.Th>Outliers searched (UTC)</Table.Th>
            <Table.Th>Last sample (UTC)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vessels.map((row) => (
            <Table.Tr key={row.vesselId}>
              <Table.Td>{row.vesselName}</Table.Td>
              <Table.Td>{row.variableCount}</Table.Td>
              <Table.Td>{row.outageCount}</Table.Td>
              <Table.Td>{row.percentMissing}</Table.Td>
              <Table.Td>{row.openOutlierCount}</Table.Td>
              <Table.Td>
                <OutlierSearchState searchedAt={row.outliersSearchedAt} pending={row.outlierSearchPending} />
              </Table.Td>
              <Table.Td>{row.lastSampleAt ? dateTime(row.lastSampleAt) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** When the vessel's outliers were searched, and whether new data waits for the search job. */
function OutlierSearchState({ searchedAt, pending }: { searchedAt: string | null; pending: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {searchedAt ? dateTime(searchedAt) : pending ? null : '-'}
      {pending ? (
        <Badge color="orange" variant="light" c="dark.8">
          {searchedAt ? 'new data waiting' : 'not searched yet'}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Says which vessels' outlier search is still waiting for its job (the list is the last search's). */
function PendingSearches({ companyId }: { companyId: string }) {
  const overview = useFleetOverview(companyId);
  const pending = (overview.data?.vessels ?? []).filter((row) => row.outlierSearchPending);
  if (pending.length === 0) return null;
  return (
    <Alert color="orange" role="status">
      <strong>Outlier search pending.</strong> The outliers of{' '}
      {pending.map((row) => row.vesselName).join(', ')} are searched in the background after each import;
      until the search has run, the list shows what the last search found.
    </Alert>
  );
}

function OutageConfiguration({ companyId }: { companyId: string }) {
  const config = useKeptAnswer(useDataOutageConfiguration(companyId), {
    loading: 'Loading the configuration',
    failure: messages.failedToRefreshDataAvailabilityConfig,
  });
  const save = useSaveDataOutageConfiguration();
  const [minutes, setMinutes] = useState<number | string>('');
  // The version the typed value was based on (If-Match, ADR 0092); untouched, the one shown.
  const [editedFrom, setEditedFrom] = useState(0);
  if (config.data === undefined) return config.fallback;
  const value = minutes === '' ? config.data.minimumGapMinutes : minutes;
  const basedOn = minutes === '' ? config.data.version : editedFrom;
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="xs">
        Configuration
      </Title>
      <Group align="flex-end">
        <NumberInput
          label="An outage is a gap between samples longer than (minutes)"
          min={2}
          max={43200}
          value={value}
          onChange={(typed) => {
            setEditedFrom(basedOn);
            setMinutes(typed);
          }}
          w={360}
        />
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { body: { companyId, minimumGapMinutes: Number(value) }, basedOn },
              {
                onSuccess: () => {
                  setMinutes('');
                  showSuccess('Configuration saved');
                },
                onError: (error) => {
                  // Someone else saved meanwhile: the field shows their threshold.
                  const stale = staleRefusal(error, DataOutageConfigurationSchema, 'configuration');
                  if (stale) setMinutes('');
                  showError(stale?.message ?? messages.failedToUpdateDataAvailabilityConfig);
                },
              },
            )
          }
        >
          Save
        </Button>
      </Group>
    </Paper>
  );
}

export function DataAvailabilityScreen() {
  const { companyId } = useCurrentUser();
  return (
    <DataAvailability configuration={companyId ? <OutageConfiguration companyId={companyId} /> : null} />
  );
}

/** The Data outliers tab: the company's outliers, then a vessel's features and their values. */
export function DataOutliersScreen() {
  return (
    <Stack>
      <CompanyOutliers />
      <OutlierFeaturesPanel />
    </Stack>
  );
}

function CompanyOutliers() {
  const { companyId } = useCurrentUser();
  const outliers = useKeptAnswer(useCompanyOutliers(companyId), {
    loading: 'Loading the outliers',
    failure: messages.failedToFetchFeatureValues,
  });
  const acknowledge = useOutlierAction('Acknowledge');
  const remove = useOutlierAction('Delete');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  if (!companyId) return <NoCompany />;
  if (outliers.data === undefined) return outliers.fallback;
  const rows = outliers.data.slice(0, 500);
  if (rows.length === 0)
    return (
      <Stack>
        <PendingSearches companyId={companyId} />
        <EmptyMessage>No open outliers.</EmptyMessage>
      </Stack>
    );
  const chosen = rows.filter((row) => selected.has(row.id));
  const act = (which: 'ack' | 'delete') => {
    const byVessel = new Map<string, string[]>();
    for (const row of chosen) byVessel.set(row.vesselId, [...(byVessel.get(row.vesselId) ?? []), row.id]);
    const mutation = which === 'ack' ? acknowledge : remove;
    for (const [vesselId, outlierIds] of byVessel)
      mutation.mutate(
        { vesselId, outlierIds },
        {
          onSuccess: () => setSelected(new Set()),
          onError: () =>
            showError(
              which === 'ack'
                ? messages.failedToAcknowledgeDataOutliers
                : messages.failedToRemoveDataOutliers,
            ),
        },
      );
  };
  return (
    <Stack>
      <PendingSearches companyId={companyId} />
      <Text size="sm" c="dimmed">
        Values that fail Chauvenet&apos;s criterion within their day. Acknowledge keeps a value as real;
        Delete removes it from the stored data, the graphs and the trends.
      </Text>
      <Group>
        <Button disabled={chosen.length === 0} onClick={() => act('ack')} loading={acknowledge.isPending}>
          Acknowledge ({chosen.length})
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={chosen.length === 0}
          onClick={() => act('delete')}
          loading={remove.isPending}
        >
          Delete ({chosen.length})
        </Button>
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label="Select all outliers"
                checked={chosen.length === rows.length}
                indeterminate={chosen.length > 0 && chosen.length < rows.length}
                onChange={(event) =>
                  setSelected(event.currentTarget.checked ? new Set(rows.map((row) => row.id)) : new Set())
                }
              />
            </Table.Th>
            <Table.Th>Vessel</Table.Th>
            <Table.Th>Variable</Table.Th>
            <Table.Th>Time (UTC)</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Day mean</Table.Th>
            <Table.Th>Day σ (N)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.logVariableName} at ${dateTime(row.timestamp)}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => {
                    const next = new Set(selected);
                    if (event.currentTarget.checked) next.add(row.id);
                    else next.delete(row.id);
                    setSelected(next);
                  }}
                />
              </Table.Td>
              <Table.Td>{row.vesselName}</Table.Td>
              <Table.Td>{row.logVariableName}</Table.Td>
              <Table.Td>{dateTime(row.timestamp)}</Table.Td>
              <Table.Td>
                {row.value.toFixed(2)} {row.unit}
              </Table.Td>
              <Table.Td>{row.blockMean.toFixed(2)}</Table.Td>
              <Table.Td>
                {row.blockStandardDeviation.toFixed(2)} ({row.blockCount})
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
