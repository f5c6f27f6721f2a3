// GET /VesselLocations/Find (001 §7, PERF-172): each vessel's latest position (the two days before
// its last logged data) and, when the track is shown, its year of positions (hourly from the
// server). Kept for a day in the query cache, so the map still shows them when the connection
// drops after they were read (ADR 0050).
import { useQueries } from '@tanstack/react-query';
import {
  VesselLocationListSchema,
  type VesselLocation,
} from '../../../../domain/contracts/vessel-locations.ts';
import {
  LATEST_POSITION_WINDOW_MS,
  TRACK_WINDOW_MS,
  latestDrawablePosition,
  windowEndingAt,
} from '../../../../domain/geo/vessel-map.ts';
import { api } from '../../../lib/api-client.ts';

export type MappedVessel = { id: string; logDataMaxDate: string | null };

const keptForADayMs = 86_400_000;

function findLocations(vessel: MappedVessel, lengthMs: number, signal: AbortSignal) {
  const window = windowEndingAt(vessel.logDataMaxDate, lengthMs, Date.now());
  return api.get('/VesselLocations/Find', {
    query: { vesselId: vessel.id, ...window },
    schema: VesselLocationListSchema,
    signal,
  });
}

export type LocationsState<T> = {
  byVessel: ReadonlyMap<string, T>;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
};

function useVesselLocations<T>(
  kind: 'latest' | 'track',
  vessels: readonly MappedVessel[],
  enabled: boolean,
  select: (locations: VesselLocation[]) => T,
): LocationsState<T> {
  const lengthMs = kind === 'latest' ? LATEST_POSITION_WINDOW_MS : TRACK_WINDOW_MS;
  return useQueries({
    queries: vessels.map((vessel) => ({
      queryKey: ['vesselLocations', kind, vessel.id, vessel.logDataMaxDate],
      queryFn: ({ signal }: { signal: AbortSignal }) => findLocations(vessel, lengthMs, signal),
      select,
      enabled,
      gcTime: keptForADayMs,
      staleTime: 5 * 60_000,
    })),
    combine: (results) => {
      const byVessel = new Map<string, T>();
      results.forEach((result, i) => {
        if (result.data !== undefined) byVessel.set((vessels[i] as MappedVessel).id, result.data as T);
      });
      return {
        byVessel,
        isPending: enabled && results.some((result) => result.isPending),
        error: results.find((result) => result.isError)?.error ?? null,
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
  });
}

/** Each vessel's latest drawable position (PERF-137), null where it has none. */
export function useLatestPositions(vessels: readonly MappedVessel[]) {
  return useVesselLocations('latest', vessels, true, latestDrawablePosition);
}

/** Each vessel's positions of the year before its last logged data, in time order. */
export function useVesselTracks(vessels: readonly MappedVessel[], enabled: boolean) {
  return useVesselLocations('track', vessels, enabled, (locations) => locations);
}
