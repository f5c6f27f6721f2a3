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
 * Splits a track given as two coordinate columns. Output capacity: each crossing adds two points.
 */
export function splitTrackArrays(
  lats: ArrayLike<number>,
  lons: ArrayLike<number>,
  maxLatitudeJumpDeg = MAX_LATITUDE_JUMP_DEG,
): SplitTrackArrays {
  const n = Math.min(lats.length, lons.length);
  const outLats: number[] = [];
  const outLons: number[] = [];
  const offsets: number[] = [];
  const push = (lat: number, lon: number) => {
    const last = outLats.length - 1;
    const partStart = offsets[offsets.length - 1] ?? 0;
    if (last >= partStart && outLats[last] === lat && outLons[last] === lon) return;
    outLats.push(lat);
    outLons.push(lon);
  };
  let prev: LatLon | null = null;
  for (let i = 0; i < n; i++) {
    const p = normaliseCoordinates(lats[i] as number, lons[i] as number);
    if (prev === null) {
      offsets.push(0);
      push(p.lat, p.lon);
    } else if (Math.abs(p.lat - prev.lat) > maxLatitudeJumpDeg) {
      offsets.push(outLats.length);
      push(p.lat, p.lon);
    } else if (Math.abs(p.lon - prev.lon) > 180) {
      // Crossing eastwards (e.g. 179 → −179) or westwards (−179 → 179): interpolate the latitude
      // on the unwrapped longitude.
      const eastward = p.lon < prev.lon;
      const edge = eastward ? 180 : -180;
      const unwrappedLon = eastward ? p.lon + 360 : p.lon - 360;
      const span = unwrappedLon - prev.lon;
      if (span === 0) {
        // −180 and 180 are the same meridian: nothing to interpolate, only a new part.
        offsets.push(outLats.length);
        push(p.lat, p.lon);
      } else {
        const crossingLat = prev.lat + ((edge - prev.lon) * (p.lat - prev.lat)) / span;
        push(crossingLat, edge);
        offsets.push(outLats.length);
        push(crossingLat, -edge);
        push(p.lat, p.lon);
      }
    } else {
      push(p.lat, p.lon);
    }
    prev = p;
  }
  offsets.push(outLats.length);
  return {
    lats: Float64Array.from(outLats),
    lons: Float64Array.from(outLons),
    partOffsets: Uint32Array.from(n === 0 ? [0] : offsets),
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
