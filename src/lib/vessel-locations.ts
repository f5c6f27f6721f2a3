// GET /VesselLocations/Find (001 §7, PERF-172): each vessel's latest position (the two days before
// its last logged data, else the year before) and, when the track is shown, the year of positions
// before its latest one (hourly from the server). Kept for a day in the query cache, so the map
// still shows them when the connection drops after they were read (ADR 0050). Read by the Vessel
// Overview and the dashboards' Vessel map widget (the same query keys: one read serves both).
import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { VesselLocationListSchema, type VesselLocation } from '../../domain/contracts/vessel-locations.ts';
import {
  LATEST_POSITION_WINDOW_MS,
  TRACK_WINDOW_MS,
  latestDrawablePosition,
  windowEndingAt,
} from '../../domain/geo/vessel-map.ts';
import { api } from './api-client.ts';
import { persistMeta } from './read-cache.ts';

/** A vessel and the time its window ends at (its last logged data, or now when unknown). */
export type MappedVessel = { id: string; endsAt: string | null };

const keptForADayMs = 86_400_000;

function findLocations(vessel: MappedVessel, lengthMs: number, signal: AbortSignal) {
  const window = windowEndingAt(vessel.endsAt, lengthMs, Date.now());
  return api.get('/VesselLocations/Find', {
    query: { vesselId: vessel.id, ...window },
    schema: VesselLocationListSchema,
    signal,
  });
}

type QueryResult = {
  data: unknown;
  dataUpdatedAt: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type LocationsState<T> = {
  byVessel: ReadonlyMap<string, T>;
  /** When the oldest answer shown was read (0 before any). */
  updatedAt: number;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
};

/** The two days before the vessel's last data; when they hold no drawable position, the year. */
async function findLatest(vessel: MappedVessel, signal: AbortSignal) {
  const recent = await findLocations(vessel, LATEST_POSITION_WINDOW_MS, signal);
  return latestDrawablePosition(recent) ? recent : findLocations(vessel, TRACK_WINDOW_MS, signal);
}

function useVesselLocations<T>(
  kind: 'latest' | 'track',
  vessels: readonly MappedVessel[],
  enabled: boolean,
  select: (locations: VesselLocation[]) => T,
): LocationsState<T> {
  // Stable, so the combined answer (and the map drawn from it) changes only when a result does.
  const combine = useCallback(
    (
      results: ReadonlyArray<
        Pick<QueryResult, 'data' | 'dataUpdatedAt' | 'isPending' | 'isError' | 'error' | 'refetch'>
      >,
    ): LocationsState<T> => {
      const byVessel = new Map<string, T>();
      let updatedAt = 0;
      results.forEach((result, i) => {
        if (result.data === undefined) return;
        byVessel.set((vessels[i] as MappedVessel).id, result.data as T);
        updatedAt = updatedAt === 0 ? result.dataUpdatedAt : Math.min(updatedAt, result.dataUpdatedAt);
      });
      return {
        byVessel,
        updatedAt,
        isPending: enabled && results.some((result) => result.isPending),
        error: results.find((result) => result.isError)?.error ?? null,
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
    [vessels, enabled],
  );
  return useQueries({
    queries: vessels.map((vessel) => ({
      queryKey: ['vesselLocations', kind, vessel.id, vessel.endsAt],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        kind === 'latest' ? findLatest(vessel, signal) : findLocations(vessel, TRACK_WINDOW_MS, signal),
      select,
      enabled,
      gcTime: keptForADayMs,
      staleTime: 5 * 60_000,
      // The latest positions (small) are kept on the device too: the map shows the markers after
      // a reload without a connection. A year's track is not (too large for the read cache).
      meta: kind === 'latest' ? persistMeta : undefined,
    })),
    combine,
  });
}

/** Each vessel's latest drawable position (PERF-137), null where it has none. */
export function useLatestPositions(vessels: readonly MappedVessel[]) {
  return useVesselLocations('latest', vessels, true, latestDrawablePosition);
}

/** Each vessel's positions of the year before `endsAt` (its latest position), in time order. */
export function useVesselTracks(vessels: readonly MappedVessel[], enabled: boolean) {
  return useVesselLocations('track', vessels, enabled, (locations) => locations);
}
