/**
 * Vessel tracks for the map (001 §4-§5, §9): coordinates out of range count as 0; the line breaks
 * where it crosses the antimeridian (the crossing point is interpolated and ends one part and
 * starts the next, RFC 7946 §3.1.9) or where latitude jumps more than 12°; earlier positions are
 * shown in 6-hour steps. docs/calculations.md §8.
 */

export const MAX_LATITUDE_JUMP_DEG = 12;
export const HISTORY_STEP_MS = 6 * 3_600_000;

export type LatLon = { lat: number; lon: number };

/** PERF-136: a latitude outside -90..90 or a longitude outside -180..180 is treated as 0. */
export function normaliseCoordinates(lat: number, lon: number): LatLon {
  return {
    lat: Number.isFinite(lat) && lat >= -90 && lat <= 90 ? lat : 0,
    lon: Number.isFinite(lon) && lon >= -180 && lon <= 180 ? lon : 0,
  };
}

/** PERF-137: a marker is drawn only if both coordinates are present and in range. */
export function hasDrawablePosition(lat: number | null | undefined, lon: number | null | undefined): boolean {
  return (
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    lat >= -90 &&
    lat <= 90 &&
    lon >= -180 &&
    lon <= 180
  );
}

/** A split track as flat typed arrays: part p is [partOffsets[p], partOffsets[p + 1]). */
export type SplitTrackArrays = { lats: Float64Array; lons: Float64Array; partOffsets: Uint32Array };

/**
 * What walking a track gives: where each part starts, and the points of the part in order. A
 * point may repeat the one before it (a sink that keeps points leaves such repeats out).
 */
export type TrackSink = { startPart(): void; point(lat: number, lon: number): void };

/**
 * Walks a track given as two coordinate columns and tells `sink` its parts: a new part where the
 * latitude jumps more than `maxLatitudeJumpDeg`, and at the antimeridian, where the interpolated
 * crossing point ends one part and starts the next. Over plain numbers, without an object per
 * point: the map walks a year of positions per vessel (ADR 0050).
 */
export function walkTrack(
  lats: ArrayLike<number>,
  lons: ArrayLike<number>,
  sink: TrackSink,
  maxLatitudeJumpDeg = MAX_LATITUDE_JUMP_DEG,
): void {
  const n = Math.min(lats.length, lons.length);
  let prevLat = 0;
  let prevLon = 0;
  for (let i = 0; i < n; i++) {
    // PERF-136 inline (NaN and infinities fail the range test too).
    const rawLat = lats[i] as number;
    const rawLon = lons[i] as number;
    const lat = rawLat >= -90 && rawLat <= 90 ? rawLat : 0;
    const lon = rawLon >= -180 && rawLon <= 180 ? rawLon : 0;
    if (i === 0 || Math.abs(lat - prevLat) > maxLatitudeJumpDeg) {
      sink.startPart();
      sink.point(lat, lon);
    } else if (Math.abs(lon - prevLon) > 180) {
      // Crossing eastwards (e.g. 179 → −179) or westwards (−179 → 179): interpolate the latitude
      // on the unwrapped longitude.
      const eastward = lon < prevLon;
      const edge = eastward ? 180 : -180;
      const unwrappedLon = eastward ? lon + 360 : lon - 360;
      const span = unwrappedLon - prevLon;
      if (span === 0) {
        // −180 and 180 are the same meridian: nothing to interpolate, only a new part.
        sink.startPart();
        sink.point(lat, lon);
      } else {
        const crossingLat = prevLat + ((edge - prevLon) * (lat - prevLat)) / span;
        sink.point(crossingLat, edge);
        sink.startPart();
        sink.point(crossingLat, -edge);
        sink.point(lat, lon);
      }
    } else {
      sink.point(lat, lon);
    }
    prevLat = lat;
    prevLon = lon;
  }
}

/** Coordinate columns that grow as points are added. */
export class CoordinateBuffer {
  lats: Float64Array;
  lons: Float64Array;
  size = 0;

  constructor(capacity: number) {
    this.lats = new Float64Array(Math.max(capacity, 8));
    this.lons = new Float64Array(Math.max(capacity, 8));
  }

  push(lat: number, lon: number): void {
    if (this.size === this.lats.length) {
      const lats = new Float64Array(this.size * 2);
      const lons = new Float64Array(this.size * 2);
      lats.set(this.lats);
      lons.set(this.lons);
      this.lats = lats;
      this.lons = lons;
    }
    this.lats[this.size] = lat;
    this.lons[this.size] = lon;
    this.size++;
  }
}

/** Keeps every point of every part, without repeats. */
class SplitSink implements TrackSink {
  readonly out: CoordinateBuffer;
  readonly offsets: number[] = [];
  private partStart = 0;

  constructor(capacity: number) {
    this.out = new CoordinateBuffer(capacity);
  }

  startPart(): void {
    this.partStart = this.out.size;
    this.offsets.push(this.partStart);
  }

  point(lat: number, lon: number): void {
    const { out } = this;
    const last = out.size - 1;
    if (last >= this.partStart && out.lats[last] === lat && out.lons[last] === lon) return;
    out.push(lat, lon);
  }
}

/**
 * Splits a track given as two coordinate columns. Output capacity: each crossing adds two points.
 */
export function splitTrackArrays(
  lats: ArrayLike<number>,
  lons: ArrayLike<number>,
  maxLatitudeJumpDeg = MAX_LATITUDE_JUMP_DEG,
): SplitTrackArrays {
  const sink = new SplitSink(Math.min(lats.length, lons.length) + 8);
  walkTrack(lats, lons, sink, maxLatitudeJumpDeg);
  const { out, offsets } = sink;
  offsets.push(out.size);
  return {
    lats: out.lats.slice(0, out.size),
    lons: out.lons.slice(0, out.size),
    partOffsets: Uint32Array.from(offsets.length === 1 ? [0] : offsets),
  };
}

/** The same split for positions as objects: a list of line parts. */
export function splitTrack(
  positions: ReadonlyArray<LatLon>,
  maxLatitudeJumpDeg = MAX_LATITUDE_JUMP_DEG,
): LatLon[][] {
  const split = splitTrackArrays(
    positions.map((p) => p.lat),
    positions.map((p) => p.lon),
    maxLatitudeJumpDeg,
  );
  return trackParts(split);
}

/** Turns flat split arrays (e.g. from the worker) into line parts. */
export function trackParts(split: SplitTrackArrays): LatLon[][] {
  const parts: LatLon[][] = [];
  for (let p = 0; p + 1 < split.partOffsets.length; p++) {
    const part: LatLon[] = [];
    for (let i = split.partOffsets[p] as number; i < (split.partOffsets[p + 1] as number); i++) {
      part.push({ lat: split.lats[i] as number, lon: split.lons[i] as number });
    }
    parts.push(part);
  }
  return parts;
}

/**
 * PERF-118: earlier positions in 6-hour steps. From the latest position (the vessel's current one,
 * not included) back in time, each kept position is the latest one at least `stepMs` before the
 * previously kept one. `timesMs` must be ascending; returns ascending indexes.
 */
export function historyStepIndexes(timesMs: ArrayLike<number>, stepMs = HISTORY_STEP_MS): number[] {
  const n = timesMs.length;
  const kept: number[] = [];
  if (n < 2) return kept;
  let limit = (timesMs[n - 1] as number) - stepMs;
  for (let i = n - 2; i >= 0; i--) {
    const t = timesMs[i] as number;
    if (t <= limit) {
      kept.push(i);
      limit = t - stepMs;
    }
  }
  return kept.reverse();
}
