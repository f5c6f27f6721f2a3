// Vessel locations (EMIS-207, EMIS-044, EMIS-246): event locations (source VesselEvent) and the
// vessel's logged positions (source LogData: its Latitude and Longitude log variables, as the
// simulated fleet reports them), the position nearest a time within ±2 hours with the known port
// nearest to it, and the latest drawable position of many vessels at once in a constant number of
// statements (POST /VesselLocations/Latest, ADR 0086).
import type { Kysely } from 'kysely';
import {
  nearestLocationWindowMs,
  type LatestVesselLocation,
  type NearestVesselLocation,
  type VesselLocation,
} from '../../domain/contracts/vessel-locations.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import { hasDrawablePosition } from '../../domain/calc/track.ts';
import { distanceNm } from '../../domain/geo/great-circle.ts';
import {
  LATEST_POSITION_WINDOW_MS,
  TRACK_WINDOW_MS,
  latestDrawablePosition,
  windowEndingAt,
} from '../../domain/geo/vessel-map.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../security/actor.ts';
import { findLogDataRanges, type VoyageDataAccess, type VoyageDataReach } from '../vessels/public.ts';
import { readSeries, readSeriesOfMany, type SeriesInterval, type SeriesRow } from '../log-data/public.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { portsWithPosition } from './ports.repository.ts';
import {
  eventsWithLocationIn,
  positionVariablesOf,
  type PositionVariables,
} from './vessel-locations.repository.ts';
import { presentVesselEvent, vesselEventsTable } from './vessel-events.repository.ts';

/** At most this many logged positions per answer (a year of hourly positions fits). */
const maxLoggedPositions = 10_000;

type Deps = {
  db: Kysely<Database>;
  engine: SqlConnection;
  access: VoyageDataAccess;
  /** The reach of a read about several vessels (POST /VesselLocations/Latest). */
  reach: VoyageDataReach;
  /** The clock: a vessel without logged data has its windows end now. */
  now: () => Date;
};

/** Windows up to two days read quarter-hour positions, longer ones hourly (from the rollups). */
const intervalFor = (spanMs: number): SeriesInterval => (spanMs <= 2 * 86_400_000 ? 'Quarter' : 'Hour');

/** Latitude and longitude buckets paired by time, as positions; a bucket that cannot be drawn is left out. */
function pairedPositions(
  latitudes: readonly SeriesRow[],
  longitudes: readonly SeriesRow[],
): VesselLocation[] {
  const longitudeAt = new Map(longitudes.map((row) => [row.t, row]));
  const positions: VesselLocation[] = [];
  for (const lat of latitudes) {
    const lon = longitudeAt.get(lat.t);
    // A bucket that crosses the antimeridian has no meaningful mean longitude.
    if (!lon || lon.max - lon.min > 180 || !hasDrawablePosition(lat.mean, lon.mean)) continue;
    positions.push({
      timestamp: new Date(lat.t).toISOString(),
      latitude: lat.mean,
      longitude: lon.mean,
      source: 'LogData',
    });
  }
  return positions;
}

/** Logged positions in [fromMs, toMs]: latitude and longitude buckets paired by time (also read by the Fouling module's sea-temperature points). */
export async function loggedPositions(
  engine: SqlConnection,
  vesselId: string,
  fromMs: number,
  toMs: number,
  interval: SeriesInterval,
): Promise<VesselLocation[]> {
  const variables = (await positionVariablesOf(engine, [vesselId])).get(vesselId);
  if (!variables) return [];
  const read = (logVariableId: string) =>
    readSeries(engine, { vesselId, logVariableId, interval, fromMs, toMs, limit: maxLoggedPositions });
  const [latitudes, longitudes] = await Promise.all([read(variables.latitude), read(variables.longitude)]);
  return pairedPositions(latitudes, longitudes);
}

/** The drawable event locations in [fromMs, toMs]. */
function eventLocationsIn(
  events: ReadonlyArray<Pick<VesselEvent, 'timestamp' | 'location'>>,
  fromMs: number,
  toMs: number,
): VesselLocation[] {
  const inWindow = (event: { timestamp: string }) =>
    Date.parse(event.timestamp) >= fromMs && Date.parse(event.timestamp) <= toMs;
  return events.flatMap((event) =>
    inWindow(event) &&
    event.location &&
    hasDrawablePosition(event.location.latitude, event.location.longitude)
      ? [
          {
            timestamp: event.timestamp,
            latitude: event.location.latitude,
            longitude: event.location.longitude,
            source: 'VesselEvent' as const,
          },
        ]
      : [],
  );
}

/** Both sources in time order; at the same time a logged position comes before an event's own location. */
const inTimeOrder = (events: VesselLocation[], logged: VesselLocation[]) =>
  [...events, ...logged].sort(
    (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || a.source.localeCompare(b.source),
  );

type Window = { fromMs: number; toMs: number };

/**
 * The live events with a location of several vessels, each in its own window, in one statement.
 * The window is widened by a millisecond each side (timestamps carry microseconds; the answer
 * shows milliseconds) and the exact window applied by eventLocationsIn, as GET /Find does.
 */
async function eventsOfMany(
  db: Kysely<Database>,
  windows: ReadonlyMap<string, Window>,
): Promise<Map<string, VesselEvent[]>> {
  const byVessel = new Map<string, VesselEvent[]>();
  if (windows.size === 0) return byVessel;
  const entries = [...windows];
  const rows = await eventsWithLocationIn(db, entries);
  for (const row of rows) {
    const event = presentVesselEvent(row);
    byVessel.set(event.vesselId, [...(byVessel.get(event.vesselId) ?? []), event]);
  }
  return byVessel;
}

/** Each vessel's logged positions in its window at one interval: both variables of all vessels in one statement. */
async function loggedPositionsOfMany(
  engine: SqlConnection,
  interval: SeriesInterval,
  variables: ReadonlyMap<string, PositionVariables>,
  windows: ReadonlyMap<string, Window>,
): Promise<Map<string, VesselLocation[]>> {
  const asked = [...windows].filter(([vesselId]) => variables.has(vesselId));
  const requests = asked.flatMap(([vesselId, { fromMs, toMs }]) =>
    [variables.get(vesselId)!.latitude, variables.get(vesselId)!.longitude].map((logVariableId) => ({
      vesselId,
      logVariableId,
      fromMs,
      toMs,
      limit: maxLoggedPositions,
    })),
  );
  const rows = await readSeriesOfMany(engine, interval, requests);
  return new Map(
    asked.map(([vesselId], i) => [vesselId, pairedPositions(rows[2 * i] ?? [], rows[2 * i + 1] ?? [])]),
  );
}

export function createVesselLocationsService({ db, engine, access, reach, now }: Deps) {
  async function find(vesselId: string, fromMs: number, toMs: number, interval: SeriesInterval) {
    const [events, logged] = await Promise.all([
      vesselEventsTable.listByVessel(db, vesselId),
      loggedPositions(engine, vesselId, fromMs, toMs, interval),
    ]);
    return inTimeOrder(eventLocationsIn(events, fromMs, toMs), logged);
  }

  return {
    /** GET /VesselLocations/Find: every known position in the window, in time order. */
    async find(actor: Actor, query: { vesselId: string; fromDate: string; toDate: string }) {
      await access(actor, query.vesselId);
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      return find(query.vesselId, fromMs, toMs, intervalFor(toMs - fromMs));
    },

    /**
     * POST /VesselLocations/Latest: each vessel's latest drawable position (PERF-137) as the map
     * finds it from GET /Find: in the two days before its last logged data, else in the year
     * before it (windowEndingAt). The vessels out of reach are left out. A constant number of
     * statements for any number of vessels: the reach, the data ranges, the position variables,
     * the events of the year windows, the two-day positions, and the year's positions of the
     * vessels that had none in their two days (only when there are such vessels).
     */
    async latest(actor: Actor, vesselIds: readonly string[]): Promise<LatestVesselLocation[]> {
      const reached = await reach(actor, vesselIds);
      const ids = [...new Set(vesselIds)].filter((id) => reached.has(id));
      const nowMs = now().getTime();
      const [ranges, variables] = await Promise.all([
        findLogDataRanges(db, ids),
        positionVariablesOf(engine, ids),
      ]);
      const windowOf = (vesselId: string, lengthMs: number): Window => {
        const window = windowEndingAt(ranges.get(vesselId)?.logDataMaxDate ?? null, lengthMs, nowMs);
        return { fromMs: Date.parse(window.fromDate), toMs: Date.parse(window.toDate) };
      };
      const recentWindows = new Map(ids.map((id) => [id, windowOf(id, LATEST_POSITION_WINDOW_MS)]));
      const yearWindows = new Map(ids.map((id) => [id, windowOf(id, TRACK_WINDOW_MS)]));
      // The year ends where the two days end, so one read of the events serves both windows.
      const [events, recentLogged] = await Promise.all([
        eventsOfMany(db, yearWindows),
        loggedPositionsOfMany(engine, intervalFor(LATEST_POSITION_WINDOW_MS), variables, recentWindows),
      ]);
      const latestIn = (vesselId: string, window: Window, logged: VesselLocation[]) =>
        latestDrawablePosition(
          inTimeOrder(eventLocationsIn(events.get(vesselId) ?? [], window.fromMs, window.toMs), logged),
        );
      const found = new Map(
        ids.map((id) => [id, latestIn(id, recentWindows.get(id)!, recentLogged.get(id) ?? [])]),
      );
      const yearAsked = new Map([...yearWindows].filter(([id]) => found.get(id) === null));
      if (yearAsked.size > 0) {
        const yearLogged = await loggedPositionsOfMany(
          engine,
          intervalFor(TRACK_WINDOW_MS),
          variables,
          yearAsked,
        );
        for (const [id, window] of yearAsked) found.set(id, latestIn(id, window, yearLogged.get(id) ?? []));
      }
      return ids.map((vesselId) => ({ vesselId, location: found.get(vesselId) ?? null }));
    },

    /** GET /VesselLocations/Nearest: the position nearest the time within ±2 hours, and its nearest port. */
    async nearest(
      actor: Actor,
      query: { vesselId: string; timestamp: string },
    ): Promise<NearestVesselLocation> {
      await access(actor, query.vesselId);
      const at = Date.parse(query.timestamp);
      const candidates = await find(
        query.vesselId,
        at - nearestLocationWindowMs,
        at + nearestLocationWindowMs,
        'Quarter',
      );
      const gap = (location: VesselLocation) => Math.abs(Date.parse(location.timestamp) - at);
      // Nearest in time; an event's own location wins a tie over a logged position.
      const location = candidates.reduce<VesselLocation | null>(
        (best, candidate) =>
          best === null ||
          gap(candidate) < gap(best) ||
          (gap(candidate) === gap(best) && candidate.source === 'VesselEvent')
            ? candidate
            : best,
        null,
      );
      if (!location) return { location: null, nearestPort: null };
      const here = { lat: location.latitude, lon: location.longitude };
      let nearestPort: NearestVesselLocation['nearestPort'] = null;
      for (const port of await portsWithPosition(db)) {
        const distance = distanceNm(here, { lat: port.latitude!, lon: port.longitude! });
        if (nearestPort === null || distance < nearestPort.distanceNm) {
          nearestPort = {
            name: port.name,
            loCode: port.loCode,
            isMrvPort: port.isMrvPort,
            distanceNm: distance,
          };
        }
      }
      return { location, nearestPort };
    },
  };
}
