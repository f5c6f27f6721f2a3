// Data outliers per vessel (001 §2, PERF-049): the vessel's features (log variables) with their
// outlier configuration (searched or not, block length; SuperUser and Administrator save, and the
// search runs again as a job), and a feature's values over the last 30 days with the outliers the
// search stored in that range, and the vessel's events marked on them. The chart opens on its full y
// range: it is there to show the outliers (ADR 0118).
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { OutlierConfigSchema, type OutlierConfig } from '../../../../domain/contracts/data-quality.ts';
import { MAX_BLOCK_HOURS, MIN_BLOCK_HOURS } from '../../../../domain/data-quality/data-quality.ts';
import { messages } from '../../../../domain/messages.ts';
import { LogDataChart } from '../../../components/log-data-chart.tsx';
import { useKeptAnswer } from '../../../components/kept-answers.tsx';
import { ErrorState, EmptyMessage, LoadingState } from '../../../components/states.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import type { ChartSeries, XRange } from '../../../lib/chart-series.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { staleRefusal } from '../../../lib/stale-save.ts';
import { useVesselEventMarks } from '../../../lib/vessel-events-query.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { useFeatureValues, useOutlierConfig, useSaveOutlierConfig } from '../api/outliers.ts';

const DAY = 86_400_000;
const dateTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');
type Edits = Record<string, { enabled: boolean; blockHours: number | string }>;

function FeatureConfiguration({ config, canSave }: { config: OutlierConfig; canSave: boolean }) {
  const save = useSaveOutlierConfig();
  const [edits, setEdits] = useState<Edits>({});
  // The version the edits were made on (If-Match, ADR 0092); without edits, the one shown.
  const [editedFrom, setEditedFrom] = useState(config.version);
  const basedOn = Object.keys(edits).length === 0 ? config.version : editedFrom;
  const valueOf = (feature: OutlierConfig['features'][number]) => edits[feature.logVariableId] ?? feature;
  const changed = Object.keys(edits);
  const valid = changed.every((id) => {
    const hours = Number(edits[id]!.blockHours);
    return Number.isInteger(hours) && hours >= MIN_BLOCK_HOURS && hours <= MAX_BLOCK_HOURS;
  });
  return (
    <Stack gap="xs">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Feature</Table.Th>
            <Table.Th>Searched</Table.Th>
            <Table.Th>Block (hours)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {config.features.map((feature) => {
            const value = valueOf(feature);
            const label = feature.onboardSystem ? `${feature.name} (${feature.onboardSystem})` : feature.name;
            const edit = (next: Partial<Edits[string]>) => {
              setEditedFrom(basedOn);
              setEdits({ ...edits, [feature.logVariableId]: { ...value, ...next } });
            };
            return (
              <Table.Tr key={feature.logVariableId}>
                <Table.Td>
                  {label} {feature.unit ? `(${feature.unit})` : ''}
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Search ${label} for outliers`}
                    checked={value.enabled}
                    disabled={!canSave}
                    onChange={(event) => edit({ enabled: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Block length of ${label} in hours`}
                    min={MIN_BLOCK_HOURS}
                    max={MAX_BLOCK_HOURS}
                    value={value.blockHours}
                    disabled={!canSave}
                    onChange={(blockHours) => edit({ blockHours })}
                    w={110}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {canSave ? (
        <Group>
          <Button
            disabled={changed.length === 0 || !valid}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                {
                  body: {
                    vesselId: config.vesselId,
                    features: changed.map((logVariableId) => ({
                      logVariableId,
                      enabled: edits[logVariableId]!.enabled,
                      blockHours: Number(edits[logVariableId]!.blockHours),
                    })),
                  },
                  basedOn,
                },
                {
                  onSuccess: () => {
                    setEdits({});
                    showSuccess('Configuration saved; the outliers are searched again in the background');
                  },
                  onError: (error) => {
                    // Someone else saved meanwhile: the table shows their configuration.
                    const stale = staleRefusal(error, OutlierConfigSchema, 'outlier configuration');
                    if (stale) setEdits({});
                    showError(stale?.message ?? messages.failedToUpdateFeatureConfig);
                  },
                },
              )
            }
          >
            Save configuration
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          A SuperUser or an Administrator changes the configuration.
        </Text>
      )}
    </Stack>
  );
}

export function FeatureValuesChart({ vesselId, logVariableId }: { vesselId: string; logVariableId: string }) {
  const [range] = useState(() => {
    const to = Math.ceil(Date.now() / DAY) * DAY;
    return { fromDate: new Date(to - 30 * DAY).toISOString(), toDate: new Date(to).toISOString() };
  });
  const values = useFeatureValues({ vesselId, logVariableId, ...range });
  const marks = useVesselEventMarks([vesselId]);
  const [xRange, setXRange] = useState<XRange | null>(null);
  const series = useMemo<ChartSeries[]>(() => {
    const data = values.data;
    if (!data) return [];
    return [
      {
        id: data.logVariableId,
        label: data.name,
        unit: data.unit,
        precision: 3,
        xsMs: Float64Array.from(data.values, (point) => Date.parse(point.timestamp)),
        ys: Float64Array.from(data.values, (point) => point.value),
      },
    ];
  }, [values.data]);
  // Kept on the device (ADR 0108): offline, the values last read, or nothing (the page's notice speaks).
  const shown = useKeptAnswer(values, {
    loading: 'Loading the feature values',
    failure: messages.failedToFetchFeatureValues,
  });
  if (shown.data === undefined) return shown.fallback;
  if (shown.data.values.length === 0) return <EmptyMessage>No values in the last 30 days.</EmptyMessage>;
  const outliers = shown.data.outliers;
  return (
    <Stack gap="xs">
      <LogDataChart
        title={`${shown.data.name}, last 30 days (${shown.data.granularity} means)`}
        series={series}
        syncKey="data-quality-feature"
        xRange={xRange}
        onXRangeChange={setXRange}
        events={marks}
        fullRangeFirst
      />
      {outliers.length === 0 ? (
        <Text size="sm">No outlier of this feature in the last 30 days.</Text>
      ) : (
        <Table striped>
          <Table.Caption>Outliers of this feature in the last 30 days</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time (UTC)</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outliers.slice(0, 100).map((outlier) => (
              <Table.Tr key={outlier.id}>
                <Table.Td>{dateTime(outlier.timestamp)}</Table.Td>
                <Table.Td>
                  {outlier.value.toFixed(2)} {outlier.unit}
                </Table.Td>
                <Table.Td>{outlier.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The per-vessel part of the Data outliers tab. */
export function OutlierFeaturesPanel() {
  const { role } = useCurrentUser();
  const vessels = useQuery(vesselsQueryOptions());
  const withFeature = (vessels.data ?? []).filter((v) => v.features.some((f) => f.name === 'DataQuality'));
  const [vesselId, setVesselId] = useState<string | null>(null);
  const chosen = vesselId ?? withFeature[0]?.id ?? null;
  const config = useOutlierConfig(chosen);
  const shownConfig = useKeptAnswer(config, {
    loading: 'Loading the feature configuration',
    failure: messages.failedToFetchFeatureConfig,
  });
  const [featureId, setFeatureId] = useState<string | null>(null);
  const feature = config.data?.features.find((f) => f.logVariableId === featureId) ?? null;
  if (vessels.isPending) return <LoadingState label="Loading the vessels" />;
  if (vessels.isError) return <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />;
  if (withFeature.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={3} size="h5">
          Features of a vessel
        </Title>
        <Select
          label="Vessel"
          data={withFeature.map((v) => ({ value: v.id, label: v.name }))}
          value={chosen}
          onChange={(value) => {
            setVesselId(value);
            setFeatureId(null);
          }}
          allowDeselect={false}
          w={320}
        />
        {shownConfig.data === undefined ? (
          shownConfig.fallback
        ) : shownConfig.data.features.length === 0 ? (
          <EmptyMessage>This vessel has no logged feature yet.</EmptyMessage>
        ) : (
          <>
            <FeatureConfiguration
              key={shownConfig.data.vesselId}
              config={shownConfig.data}
              canSave={role === 'SuperUser' || role === 'Administrator'}
            />
            <Select
              label="Feature values"
              placeholder="Choose a feature"
              data={shownConfig.data.features.map((f) => ({
                value: f.logVariableId,
                label: f.onboardSystem ? `${f.name} (${f.onboardSystem})` : f.name,
              }))}
              value={featureId}
              onChange={setFeatureId}
              searchable
              w={320}
            />
            {chosen && feature ? (
              <FeatureValuesChart vesselId={chosen} logVariableId={feature.logVariableId} />
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
