// The Vessel map widget (000 §3: 9x9, one per dashboard): the configured vessels at their latest
// positions on the bundled offline basemap, with the Vessel Overview's markers, groups and popups
// (src/components/vessel-map/). The positions are read by the widget view (its age is the frame's).
import { Stack } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { VesselLocation } from '../../../../../domain/contracts/vessel-locations.ts';
import type { Vessel } from '../../../../../domain/contracts/vessels.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../../components/states.tsx';
import { mapVessels } from '../../../../components/vessel-map/map-vessels.ts';
import { usePositionReadings } from '../../../../lib/position-readings.ts';
import type { LocationsState } from '../../../../lib/vessel-locations.ts';

// Leaflet and the basemap load with the first map, not with the start page.
const VesselMap = lazy(() => import('../../../../components/vessel-map/vessel-map.tsx'));

type Props = {
  /** The configured vessels the user sees. */
  vessels: readonly Vessel[];
  latest: LocationsState<VesselLocation | null>;
  heightPx: number;
};

export function VesselMapWidget({ vessels, latest, heightPx }: Props) {
  const [selection, setSelection] = useState<{ id: string | null; count: number }>({ id: null, count: 0 });
  const readings = usePositionReadings(useMemo(() => vessels.map((vessel) => vessel.id), [vessels]));
  const placed = useMemo(
    () => mapVessels(vessels, latest.byVessel, readings.data),
    [vessels, latest.byVessel, readings.data],
  );

  if (vessels.length === 0)
    return <EmptyMessage>No vessels chosen. Configure the widget to choose vessels.</EmptyMessage>;
  if (latest.isPending && placed.length === 0) return <LoadingState label="Loading vessel positions…" />;
  if (latest.error && placed.length === 0)
    return (
      <ErrorState
        error={latest.error}
        title="The positions could not be loaded"
        onRetry={() => latest.refetch()}
      />
    );
  if (!latest.isPending && placed.length === 0)
    return <EmptyMessage>No positions have been logged for these vessels yet.</EmptyMessage>;
  return (
    <Stack gap={4} h="100%">
      <div
        data-testid="widget-vessel-map"
        style={{ height: Math.max(160, heightPx), borderRadius: 6, overflow: 'hidden' }}
      >
        <Suspense fallback={<LoadingState label="Loading the map…" />}>
          <VesselMap
            vessels={placed}
            selectedId={selection.id}
            selectionCount={selection.count}
            onSelect={(id) => setSelection((current) => ({ id, count: current.count + 1 }))}
            positionsSettled={!latest.isPending}
            tracks={null}
            minHeightPx={160}
          />
        </Suspense>
      </div>
    </Stack>
  );
}
