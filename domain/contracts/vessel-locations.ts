// Vessel locations (002 §3, §7; EMIS-207, EMIS-044, EMIS-246): positions from event locations
// (source VesselEvent) and from the vessel's logged latitude/longitude (source LogData).
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { PortSchema } from './emission-report-vessel-events.ts';

export const vesselLocationSources = ['VesselEvent', 'LogData'] as const;

const uuid = (name: string) => v.pipe(v.string(), v.uuid(`The ${name} must be a UUID.`));
const instant = (name: string) =>
  v.pipe(
    v.string(`${name} is required.`),
    v.isoTimestamp(`${name} must be an ISO 8601 date and time.`),
    v.check((text) => !Number.isNaN(Date.parse(text)), `${name} must be a valid date and time.`),
  );

/** The longest window Find answers (a year of hourly positions). */
export const maxLocationWindowDays = 366;

export const VesselLocationsFindQuerySchema = v.pipe(
  v.object({
    vesselId: uuid('vesselId'),
    fromDate: instant('The from date'),
    toDate: instant('The to date'),
  }),
  v.forward(
    v.check(
      (query) => Date.parse(query.fromDate) < Date.parse(query.toDate),
      'The from date must be before the to date.',
    ),
    ['toDate'],
  ),
  v.forward(
    v.check(
      (query) => Date.parse(query.toDate) - Date.parse(query.fromDate) <= maxLocationWindowDays * 86_400_000,
      `The window may be at most ${maxLocationWindowDays} days.`,
    ),
    ['toDate'],
  ),
);

export const VesselLocationSchema = v.object({
  timestamp: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  source: v.picklist(vesselLocationSources),
});
export type VesselLocation = v.InferOutput<typeof VesselLocationSchema>;
export const VesselLocationListSchema = v.array(VesselLocationSchema);

/** 002 §9: the position is searched plus or minus 2 hours around the time (EMIS-246). */
export const nearestLocationWindowMs = 2 * 3_600_000;

export const VesselLocationNearestQuerySchema = v.object({
  vesselId: uuid('vesselId'),
  timestamp: instant('The timestamp'),
});

/** The position nearest in time within ±2 hours, and the known port nearest to it. */
export const NearestVesselLocationSchema = v.object({
  location: v.nullable(VesselLocationSchema),
  nearestPort: v.nullable(v.object({ ...PortSchema.entries, distanceNm: v.number() })),
});
export type NearestVesselLocation = v.InferOutput<typeof NearestVesselLocationSchema>;

/** POST /VesselLocations/Latest: at most this many vessels in one call. */
export const maxLatestPositionVessels = 500;

/** POST /VesselLocations/Latest: the vessels whose latest positions are asked for. */
export const VesselLocationsLatestBodySchema = v.object(
  {
    vesselIds: v.pipe(
      v.array(uuid('vesselId'), 'vesselIds must be a list of vessel ids.'),
      v.minLength(1, 'Choose at least one vessel.'),
      v.maxLength(maxLatestPositionVessels, `At most ${maxLatestPositionVessels} vessels at a time.`),
    ),
  },
  'The call needs vesselIds.',
);
export type VesselLocationsLatestBody = v.InferOutput<typeof VesselLocationsLatestBodySchema>;

/** A vessel's latest drawable position (null when it has none in the year before its last data). */
export const LatestVesselLocationSchema = v.object({
  vesselId: v.string(),
  location: v.nullable(VesselLocationSchema),
});
export type LatestVesselLocation = v.InferOutput<typeof LatestVesselLocationSchema>;
export const LatestVesselLocationListSchema = v.array(LatestVesselLocationSchema);

/** The vessel locations' endpoints (declared once for the server's router and the client). */
export const vesselLocationEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/VesselLocations/Find',
    query: VesselLocationsFindQuerySchema,
    response: VesselLocationListSchema,
  }),
  nearest: endpoint({
    method: 'get',
    path: '/VesselLocations/Nearest',
    query: VesselLocationNearestQuerySchema,
    response: NearestVesselLocationSchema,
  }),
  /** A read: the latest drawable position of many vessels in one call (ADR 0086). */
  latest: endpoint({
    method: 'post',
    path: '/VesselLocations/Latest',
    body: VesselLocationsLatestBodySchema,
    response: LatestVesselLocationListSchema,
  }),
};
