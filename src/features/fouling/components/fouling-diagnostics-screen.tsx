// The Fouling/Diagnostics page (001 §2; its contents are not described, ADR 0079): where the hull
// fouls (sea surface temperature on a map and over time, with the warm-water limit; the operation
// profile with its idle hours), how much propulsion power it costs (propulsion efficiency and the
// propulsion curve), and the fleet's latest speed loss statistics, hull coatings and added fuel. The
// time charts mark the vessel's events (issue 26 §5); the propulsion curve is over power, not time.
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import type { FoulingConfig } from '../../../../domain/contracts/fouling.ts';
import { messages } from '../../../../domain/messages.ts';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useVesselEventMarks } from '../../../lib/vessel-events-query.ts';
import { vesselsQueryOptions } from '../../../lib/vessels-query.ts';
import { useFleetAddedFuel } from '../api/fleet-added-fuel.ts';
import { useFleetHullCoatings } from '../api/fleet-hull-coatings.ts';
import { useFoulingConfig } from '../api/fouling-config.ts';
import { useLatestSpeedLossStatistics } from '../api/latest-statistics.ts';
import { useOperationProfile } from '../api/operation-profile.ts';
import { usePropulsionEfficiencyCurve, usePropulsionEfficiencyData } from '../api/propulsion-efficiency.ts';
import { useSaveWarmWaterLimit, useSeaSurfaceTemperature } from '../api/sea-surface-temperature.ts';
import { columnArrays } from '../../../../domain/log-data/series-columns.ts';
import { seaTemperatureChartModel } from '../chart-models.ts';
import { FoulingChart } from './fouling-chart.tsx';
import { FoulingStatusText, percentText } from './fouling-screen.tsx';

const SeaTemperatureMap = lazy(() => import('./sea-temperature-map.tsx'));

export const warmWaterSavedText = 'The warm-water limit is saved.';

function WarmWaterForm({ config }: { config: FoulingConfig }) {
  const save = useSaveWarmWaterLimit(config.vesselId);
  const [value, setValue] = useState(String(config.warmWaterLimit));
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const limit = Number(value.replace(',', '.'));
    if (value.trim() === '' || !Number.isFinite(limit) || limit < 0 || limit > 35) {
      setError('The warm-water limit must be between 0 and 35.');
      return;
    }
    setError(null);
    save.mutate(
      { vesselId: config.vesselId, warmWaterLimit: limit },
      {
        onSuccess: () => showSuccess(warmWaterSavedText),
        onError: () => {
          setError(messages.failedToUpdateSeaSurfaceTemperature);
          showError(messages.failedToUpdateSeaSurfaceTemperature);
        },
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Warm-water limit (°C)"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          w={180}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}

function SeaTemperaturePanel({ vesselId, canEdit }: { vesselId: string; canEdit: boolean }) {
  const sst = useSeaSurfaceTemperature(vesselId);
  const config = useFoulingConfig(vesselId);
  const marks = useVesselEventMarks([vesselId]);
  const model = useMemo(() => (sst.data ? seaTemperatureChartModel(sst.data) : null), [sst.data]);
  const series = useMemo(
    () =>
      model
        ? [
            {
              label: 'Sea temperature (°C)',
              values: model.temperatures,
              colour: '#1c7ed6',
              kind: 'line' as const,
            },
          ]
        : [],
    [model],
  );
  const levels = useMemo(
    () => (sst.data ? [{ label: 'Warm-water limit', y: sst.data.warmWaterLimit, colour: '#e03131' }] : []),
    [sst.data],
  );
  if (sst.isPending) return <LoadingState label="Loading the sea surface temperature…" />;
  if (sst.isError)
    return (
      <ErrorState
        title={messages.failedToFetchSeaSurfaceTemperature}
        error={sst.error}
        onRetry={() => void sst.refetch()}
      />
    );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {formatDate(sst.data.fromDate)} – {formatDate(sst.data.toDate)}: one point per day at the day&apos;s
        mean position. Water warmer than {sst.data.warmWaterLimit} °C (ringed) makes the hull foul faster
        {model && model.warmDays > 0 ? `: ${model.warmDays} such day(s).` : '.'}
      </Text>
      {canEdit && config.data ? <WarmWaterForm config={config.data} /> : null}
      {sst.data.points.length === 0 ? (
        <EmptyMessage>No sea temperature with a position in this period.</EmptyMessage>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Paper
            withBorder
            radius="md"
            style={{ overflow: 'hidden' }}
            aria-label="Sea surface temperature map"
          >
            <Suspense fallback={<LoadingState label="Loading the map…" />}>
              <SeaTemperatureMap sst={sst.data} />
            </Suspense>
          </Paper>
          <FoulingChart
            title="Sea surface temperature"
            summary={model!.summary}
            xs={model!.xs}
            series={series}
            isTime
            yLabel="°C"
            levels={levels}
            events={marks}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function OperationProfilePanel({ vesselId }: { vesselId: string }) {
  const profile = useOperationProfile(vesselId);
  if (profile.isPending) return <LoadingState label="Loading the operation profile…" />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {p.totalHours} hours with a speed over ground: idle (below 3 kn) {p.idleHours} h, of which{' '}
        {p.idleWarmWaterHours} h in water warmer than {p.warmWaterLimit} °C.
      </Text>
      <Table withTableBorder maw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Speed over ground</Table.Th>
            <Table.Th>Hours</Table.Th>
            <Table.Th>Share</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.bands.map((band) => (
            <Table.Tr key={band.fromKnots}>
              <Table.Td>
                {band.toKnots === null
                  ? `${band.fromKnots} kn and more`
                  : `${band.fromKnots}–${band.toKnots} kn`}
              </Table.Td>
              <Table.Td>{band.hours}</Table.Td>
              <Table.Td>{percentText(band.share, 1)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function PropulsionPanel({ vesselId }: { vesselId: string }) {
  const data = usePropulsionEfficiencyData(vesselId);
  const curve = usePropulsionEfficiencyCurve(vesselId);
  const marks = useVesselEventMarks([vesselId]);
  const dataChart = useMemo(() => {
    if (!data.data) return null;
    // Straight from the compact answer's arrays into the typed arrays uPlot draws (ADR 0122).
    const { xsMs, ys } = columnArrays(data.data.time, data.data.values);
    return {
      xs: xsMs,
      series: [
        {
          label: 'Propulsion efficiency (%)',
          values: ys,
          colour: '#495057',
          kind: 'points' as const,
        },
      ],
    };
  }, [data.data]);
  const curveChart = useMemo(
    () =>
      curve.data
        ? {
            xs: curve.data.points.map((p) => p.power),
            series: [
              {
                label: 'Reference (sea trial) speed (kn)',
                values: curve.data.points.map((p) => p.referenceSpeed),
                colour: '#2f9e44',
                kind: 'line' as const,
              },
              {
                label: 'Speed now (kn)',
                values: curve.data.points.map((p) => p.currentSpeed),
                colour: '#e03131',
                kind: 'line' as const,
                dash: [6, 4],
              },
            ],
          }
        : null,
    [curve.data],
  );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {data.isPending ? (
        <LoadingState label="Loading the propulsion efficiency…" />
      ) : data.isError ? (
        <ErrorState
          title={messages.failedToFetchPropulsionEfficiency}
          error={data.error}
          onRetry={() => void data.refetch()}
        />
      ) : dataChart!.xs.length === 0 ? (
        <EmptyMessage>No propulsion efficiency yet.</EmptyMessage>
      ) : (
        <FoulingChart
          title="Propulsion efficiency"
          summary={`${dataChart!.xs.length} daily values; today ${percentText(data.data.current, 1)} of the reference hull.`}
          xs={dataChart!.xs}
          series={dataChart!.series}
          isTime
          yLabel="%"
          levels={[{ label: 'Reference hull', y: 100, colour: '#2f9e44' }]}
          events={marks}
        />
      )}
      {curve.isPending ? (
        <LoadingState label="Loading the propulsion curve…" />
      ) : curve.isError ? (
        <ErrorState
          title={messages.failedToFetchPropulsionEfficiencyCurve}
          error={curve.error}
          onRetry={() => void curve.refetch()}
        />
      ) : curve.data.points.length === 0 ? (
        <EmptyMessage>The vessel has no PowerSpeed reference curve.</EmptyMessage>
      ) : (
        <FoulingChart
          title="Propulsion curve"
          summary={`Speed against shaft power on the PowerSpeed reference and with today's speed loss of ${percentText(curve.data.speedLoss, 1)}.`}
          xs={curveChart!.xs}
          series={curveChart!.series}
          isTime={false}
          xLabel="Shaft power (kW)"
          yLabel="kn"
        />
      )}
    </SimpleGrid>
  );
}

function FleetPanel() {
  const vessels = useQuery(vesselsQueryOptions());
  const ids = useMemo(
    () => (vessels.data ?? []).filter((v) => v.features.some((f) => f.name === 'Fouling')).map((v) => v.id),
    [vessels.data],
  );
  const stats = useLatestSpeedLossStatistics(ids);
  const coatings = useFleetHullCoatings(ids);
  const added = useFleetAddedFuel(ids);
  if (vessels.isPending || (ids.length > 0 && stats.isPending))
    return <LoadingState label="Loading the fleet's speed loss statistics…" />;
  if (stats.isError)
    return (
      <ErrorState
        title={messages.failedToFetchLatestSpeedLossStatistics}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  if (ids.length === 0 || !stats.data)
    return <EmptyMessage>No vessel of yours has the Fouling module.</EmptyMessage>;
  return (
    <Stack gap="xs">
      {coatings.isError ? (
        <ErrorState title={messages.failedToFetchHullCoatings} error={coatings.error} />
      ) : null}
      {added.isError ? (
        <ErrorState title={messages.failedToFetchAddedFuelConsumption} error={added.error} />
      ) : null}
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vessel</Table.Th>
              <Table.Th>Speed loss now</Table.Th>
              <Table.Th>Change per year</Table.Th>
              <Table.Th>Last cleaning</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Hull coating</Table.Th>
              <Table.Th>Added fuel (90 days)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.data.map((row) => {
              const coating = coatings.data?.find((c) => c.vesselId === row.vesselId);
              const fuel = added.data?.find((a) => a.vesselId === row.vesselId);
              return (
                <Table.Tr key={row.vesselId}>
                  <Table.Td>
                    <Anchor component={Link} to={row.url}>
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{percentText(row.currentSpeedLoss)}</Table.Td>
                  <Table.Td>{percentText(row.changePerYear)}</Table.Td>
                  <Table.Td>{row.lastCleaningDate ? formatDate(row.lastCleaningDate) : '–'}</Table.Td>
                  <Table.Td>
                    <FoulingStatusText status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    {coating ? `${coating.hullCoatingManufacturerName}, ${coating.hullCoatingTypeName}` : '–'}
                  </Table.Td>
                  <Table.Td>{fuel ? `${fuel.addedFuel.toFixed(1)} t` : '–'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function FoulingDiagnosticsScreen({ vesselId, canEdit }: { vesselId: string; canEdit: boolean }) {
  return (
    <Stack gap="lg">
      <Section id="fouling-sst" title="Sea surface temperature">
        <SeaTemperaturePanel vesselId={vesselId} canEdit={canEdit} />
      </Section>
      <Section id="fouling-profile" title="Operation profile">
        <OperationProfilePanel vesselId={vesselId} />
      </Section>
      <Section id="fouling-propulsion" title="Propulsion efficiency">
        <PropulsionPanel vesselId={vesselId} />
      </Section>
      <Section id="fouling-fleet" title="Fleet: latest speed loss statistics">
        <FleetPanel />
      </Section>
    </Stack>
  );
}
