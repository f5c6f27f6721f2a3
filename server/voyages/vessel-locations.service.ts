// Vessel locations (EMIS-207, EMIS-044, EMIS-246): event locations (source VesselEvent) and the
// vessel's logged positions (source LogData: its Latitude and Longitude log variables, as the
// simulated fleet reports them), and the position nearest a time within ±2 hours with the known
// port nearest to it.
import type { Kysely } from 'kysely';
import {
  nearestLocationWindowMs,
  type NearestVesselLocation,
  type VesselLocation,
} from '../../domain/contracts/vessel-locations.ts';
import { hasDrawablePosition } from '../../domain/calc/track.ts';
import { distanceNm } from '../../domain/geo/great-circle.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../security/actor.ts';
import type { VoyageDataAccess } from '../vessels/voyage-data-access.ts';
import { readSeries, type SeriesInterval } from '../log-data/series-reader.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { portsWithPosition } from './ports.repository.ts';
import { vesselEventsTable } from './vessel-events.repository.ts';

/** At most this many logged positions per answer (a year of hourly positions fits). */
const maxLoggedPositions = 10_000;

type Deps = { db: Kysely<Database>; engine: SqlConnection; access: VoyageDataAccess };

/** Windows up to two days read quarter-hour positions, longer ones hourly (from the rollups). */
const intervalFor = (spanMs: number): SeriesInterval => (spanMs <= 2 * 86_400_000 ? 'Quarter' : 'Hour');

async function positionVariables(engine: SqlConnection, vesselId: string) {
  const rows = await engine.query<{ id: string; name: string }>(
    `SELECT id, lower(name) AS name FROM log_variables
     WHERE vessel_id = $1 AND lower(name) IN ('latitude', 'longitude') ORDER BY source_id`,
    [vesselId],
  );
  const latitude = rows.find((row) => row.name === 'latitude')?.id;
  const longitude = rows.find((row) => row.name === 'longitude')?.id;
  return latitude && longitude ? { latitude, longitude } : null;
}

/** Logged positions in [fromMs, toMs]: latitude and longitude buckets paired by time (also read by the Fouling module's sea-temperature points). */
export async function loggedPositions(
  engine: SqlConnection,
  vesselId: string,
  fromMs: number,
  toMs: number,
  interval: SeriesInterval,
): Promise<VesselLocation[]> {
  const variables = await positionVariables(engine, vesselId);
  if (!variables) return [];
  const read = (logVariableId: string) =>
    readSeries(engine, { vesselId, logVariableId, interval, fromMs, toMs, limit: maxLoggedPositions });
  const [latitudes, longitudes] = await Promise.all([read(variables.latitude), read(variables.longitude)]);
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

async function eventPositions(
  db: Kysely<Database>,
  vesselId: string,
  fromMs: number,
  toMs: number,
): Promise<VesselLocation[]> {
  const events = await vesselEventsTable.listByVessel(db, vesselId);
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

export function createVesselLocationsService({ db, engine, access }: Deps) {
  async function find(vesselId: string, fromMs: number, toMs: number, interval: SeriesInterval) {
    const [events, logged] = await Promise.all([
      eventPositions(db, vesselId, fromMs, toMs),
      loggedPositions(engine, vesselId, fromMs, toMs, interval),
    ]);
    return [...events, ...logged].sort(
      (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || a.source.localeCompare(b.source),
    );
  }

  return {
    /** GET /VesselLocations/Find: every known position in the window, in time order. */
    async find(actor: Actor, query: { vesselId: string; fromDate: string; toDate: string }) {
      await access(actor, query.vesselId);
      const fromMs = Date.parse(query.fromDate);
      const toMs = Date.parse(query.toDate);
      return find(query.vesselId, fromMs, toMs, intervalFor(toMs - fromMs));
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
