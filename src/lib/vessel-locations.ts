// The vessels' positions for the map: their latest positions in one call for all of them
// (POST /VesselLocations/Latest: the two days before each vessel's last logged data, else the year
// before, ADR 0086) and, when the track is shown, each vessel's year of positions before its latest
// one (GET /VesselLocations/Find, 001 §7, PERF-172; hourly from the server). Kept for a day in the
// query cache, so the map still shows them when the connection drops after they were read
// (ADR 0050). Read by the Vessel Overview and the dashboards' Vessel map widget.
import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  maxLatestPositionVessels,
  vesselLocationEndpoints,
  type VesselLocation,
} from '../../domain/contracts/vessel-locations.ts';
import { TRACK_WINDOW_MS, windowEndingAt } from '../../domain/geo/vessel-map.ts';
import { callApi } from './api-client.ts';
import { persistMeta } from './read-cache.ts';

/** A vessel and the time its window ends at (its last logged data, or now when unknown). */
export type MappedVessel = { id: string; endsAt: string | null };

const keptForADayMs = 86_400_000;

function findLocations(vessel: MappedVessel, lengthMs: number, signal: AbortSignal) {
  const window = windowEndingAt(vessel.endsAt, lengthMs, Date.now());
  return callApi(vesselLocationEndpoints.find, { query: { vesselId: vessel.id, ...window }, signal });
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

/** The year of positions before each vessel's `endsAt`, one read per vessel shown. */
function useVesselLocations<T>(
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
      queryKey: ['vesselLocations', 'track', vessel.id, vessel.endsAt],
      queryFn: ({ signal }: { signal: AbortSignal }) => findLocations(vessel, TRACK_WINDOW_MS, signal),
      select,
      enabled,
      gcTime: keptForADayMs,
      staleTime: 5 * 60_000,
      // A year's track is not kept on the device (too large for the read cache).
    })),
    combine,
  });
}

/** The vessels' latest positions, at most 500 a call (one call for any fleet up to that). */
async function findLatest(vesselIds: readonly string[], signal: AbortSignal) {
  const calls: Promise<Array<{ vesselId: string; location: VesselLocation | null }>>[] = [];
  for (let i = 0; i < vesselIds.length; i += maxLatestPositionVessels) {
    const vesselIdsOfCall = vesselIds.slice(i, i + maxLatestPositionVessels);
    calls.push(callApi(vesselLocationEndpoints.latest, { body: { vesselIds: vesselIdsOfCall }, signal }));
  }
  return (await Promise.all(calls)).flat();
}

type LatestAnswer = {
  /** The vessels' data dates the answer was read for. */
  readFor: string;
  positions: Array<{ vesselId: string; location: VesselLocation | null }>;
};

const latestKey = ['vesselLocations', 'latest'] as const;

/**
 * What the answers kept for other sets of vessels (another page's, another group's) say of these
 * vessels, newer answers first, and when the oldest of them used was read: shown until the set's
 * own answer comes, or instead of it when it cannot be read (offline).
 */
function keptPositions(queryClient: QueryClient, vesselIds: readonly string[]) {
  const wanted = new Set(vesselIds);
  const positions = new Map<string, VesselLocation | null>();
  let updatedAt = 0;
  const kept = queryClient
    .getQueryCache()
    .findAll({ queryKey: latestKey })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of kept) {
    const answer = query.state.data as Partial<LatestAnswer> | undefined;
    if (!Array.isArray(answer?.positions)) continue;
    let used = false;
    for (const { vesselId, location } of answer.positions) {
      if (!wanted.has(vesselId) || positions.has(vesselId)) continue;
      positions.set(vesselId, location);
      used = true;
    }
    if (used)
      updatedAt =
        updatedAt === 0 ? query.state.dataUpdatedAt : Math.min(updatedAt, query.state.dataUpdatedAt);
  }
  return { positions, updatedAt };
}

/**
 * Each vessel's latest drawable position (PERF-137), null where it has none: one read for all the
 * vessels, keyed by the set of vessels alone, so the answer kept on the device serves the same
 * vessels offline whatever order or data dates the device's vessel list has. The answer notes the
 * vessels' data dates it was read for; when one is newer now, it is read again. A vessel the
 * server leaves out (no longer in the caller's reach) has none.
 */
export function useLatestPositions(vessels: readonly MappedVessel[]): LocationsState<VesselLocation | null> {
  const queryClient = useQueryClient();
  const enabled = vessels.length > 0;
  const vesselIds = useMemo(() => [...new Set(vessels.map((vessel) => vessel.id))].sort(), [vessels]);
  const dataDates = vessels
    .map((vessel) => `${vessel.id}@${vessel.endsAt ?? ''}`)
    .sort()
    .join(',');
  const query = useQuery({
    queryKey: [...latestKey, vesselIds],
    queryFn: async ({ signal }): Promise<LatestAnswer> => ({
      readFor: dataDates,
      positions: await findLatest(vesselIds, signal),
    }),
    enabled,
    gcTime: keptForADayMs,
    staleTime: 5 * 60_000,
    // Kept on the device too (small): the map shows the markers after a reload without a connection.
    meta: persistMeta,
  });
  const { data, dataUpdatedAt, error, refetch, isFetching, status } = query;
  const readFor = data?.readFor;
  // Once per change of the data dates (a failed read, offline, is not repeated in a loop).
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || readFor === undefined || readFor === dataDates || isFetching) return;
    if (askedFor.current === dataDates) return;
    askedFor.current = dataDates;
    void refetch();
  }, [enabled, readFor, dataDates, isFetching, refetch]);
  const shown = useMemo(() => {
    if (!enabled) return { positions: new Map<string, VesselLocation | null>(), updatedAt: 0 };
    if (data === undefined) return keptPositions(queryClient, vesselIds);
    return {
      positions: new Map(data.positions.map((answer) => [answer.vesselId, answer.location])),
      updatedAt: dataUpdatedAt,
    };
    // `status`: the kept answers are looked at again when this read settles (or fails).
  }, [enabled, data, dataUpdatedAt, queryClient, vesselIds, status]); // eslint-disable-line react-hooks/exhaustive-deps
  return useMemo(
    () => ({
      byVessel: shown.positions,
      updatedAt: shown.updatedAt,
      isPending: enabled && query.isPending,
      error: enabled ? error : null,
      refetch: () => void refetch(),
    }),
    [shown, enabled, query.isPending, error, refetch],
  );
}

/** Each vessel's positions of the year before `endsAt` (its latest position), in time order. */
export function useVesselTracks(vessels: readonly MappedVessel[], enabled: boolean) {
  return useVesselLocations(vessels, enabled, (locations) => locations);
}
