// The Vessel Overview page (001 §2, PERF-020): the vessels with their status and latest position,
// and the map beside them. The list is keyboard-first: each vessel is a button that flies the map
// to it and opens its popup. The map and its basemap load on their own chunk (ADR 0050) and work
// without a connection; positions read earlier stay shown.
import { Alert, Box, Checkbox, Grid, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorText } from '../../../components/snackbar.ts';
import { VesselStatusIcon, performanceStatusTitle } from '../../../components/vessel-status-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePositionReadings } from '../../../lib/position-readings.ts';
import { useLatestPositions, useVesselTracks } from '../../../lib/vessel-locations.ts';
import { markerRotationDeg } from '../../../../domain/performance/vessel-position.ts';
import { mapVessels } from '../../../components/vessel-map/map-vessels.ts';
import { MapLegend } from '../../../components/vessel-map/map-legend.tsx';

const VesselMap = lazy(() => import('../../../components/vessel-map/vessel-map.tsx'));

export type OverviewVessel = {
  id: string;
  name: string;
  performanceStatus: string | null;
  logDataMaxDate: string | null;
  lastExportDate: string | null;
};

type VesselOverviewProps = {
  vessels: readonly OverviewVessel[];
  /** Shown instead of the list while the vessels load, when they fail or when there are none. */
  listState?: ReactNode;
};

/** The map shows in every state: without vessels it still draws the bundled basemap. */
export function VesselOverview({ vessels, listState }: VesselOverviewProps) {
  const [selection, setSelection] = useState<{ id: string | null; count: number }>({ id: null, count: 0 });
  const [showTrack, setShowTrack] = useState(false);
  const latest = useLatestPositions(
    useMemo(() => vessels.map((vessel) => ({ id: vessel.id, endsAt: vessel.logDataMaxDate })), [vessels]),
  );
  const readings = usePositionReadings(useMemo(() => vessels.map((vessel) => vessel.id), [vessels]));
  // The track ends at the latest position, so a vessel whose data stopped long ago still has one.
  const tracked = useMemo(
    () =>
      vessels.flatMap((vessel) => {
        const position = latest.byVessel.get(vessel.id);
        return position ? [{ id: vessel.id, endsAt: position.timestamp }] : [];
      }),
    [vessels, latest.byVessel],
  );
  const tracks = useVesselTracks(tracked, showTrack);

  const placed = useMemo(
    () => mapVessels(vessels, latest.byVessel, readings.data),
    [vessels, latest.byVessel, readings.data],
  );
  const select = (id: string) => setSelection((current) => ({ id, count: current.count + 1 }));
  const noPositions = vessels.length > 0 && !latest.isPending && !latest.error && placed.length === 0;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        {listState ?? (
          <nav aria-label="Vessels on the map">
            <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {vessels.map((vessel) => {
                const position = latest.byVessel.get(vessel.id);
                const vesselReadings = readings.data?.get(vessel.id) ?? null;
                const selected = selection.id === vessel.id;
                return (
                  <li key={vessel.id}>
                    <UnstyledButton
                      onClick={() => select(vessel.id)}
                      disabled={!position}
                      aria-pressed={selected}
                      data-testid="overview-vessel"
                      w="100%"
                      p="xs"
                      style={{
                        borderRadius: 6,
                        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                        opacity: position ? 1 : 0.75,
                      }}
                    >
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <VesselStatusIcon
                          status={vessel.performanceStatus}
                          courseDeg={markerRotationDeg(vesselReadings)}
                          labelled={false}
                          size={18}
                        />
                        <div>
                          <Text fw={600} size="sm">
                            {vessel.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {performanceStatusTitle(vessel.performanceStatus)}
                            {' · '}
                            {position
                              ? formatDateTime(position.timestamp)
                              : latest.isPending
                                ? 'Position loading'
                                : 'No position'}
                          </Text>
                        </div>
                      </Group>
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
          </nav>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Checkbox
              label={messages.showVesselTrack}
              checked={showTrack}
              onChange={(event) => setShowTrack(event.currentTarget.checked)}
            />
            {showTrack && tracks.isPending ? (
              <Text size="sm" c="dimmed" role="status">
                Loading the tracks…
              </Text>
            ) : null}
          </Group>
          {latest.isPending ? <LoadingState label="Loading vessel positions…" /> : null}
          {latest.error ? (
            <ErrorState
              error={latest.error}
              title={
                placed.length > 0 ? 'Some positions could not be loaded' : 'The positions could not be loaded'
              }
              onRetry={latest.refetch}
            />
          ) : null}
          {showTrack && tracks.error ? (
            <Alert color="red" role="alert">
              {errorText(tracks.error)}
            </Alert>
          ) : null}
          {noPositions ? (
            <EmptyMessage>No positions have been logged for these vessels yet.</EmptyMessage>
          ) : null}
          <Box
            component="section"
            aria-label="Vessel map"
            data-testid="vessel-map"
            h="min(70vh, 680px)"
            style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)' }}
          >
            <Suspense fallback={<LoadingState label="Loading the map…" />}>
              <VesselMap
                vessels={placed}
                selectedId={selection.id}
                selectionCount={selection.count}
                onSelect={select}
                positionsSettled={!latest.isPending}
                tracks={showTrack ? tracks.byVessel : null}
              />
            </Suspense>
          </Box>
          <MapLegend />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
