/**
 * The vessel track thinned for drawing (issue 11, ADR 0050): a year of positions per vessel is
 * split where it must break (`walkTrack`: antimeridian, latitude jumps over 12°), and each part is
 * simplified in the Web Mercator pixels of the zoom it is drawn at, so the thinned line stays
 * within about a pixel of the full one. Runs in the calc worker (`workers/calc-api.ts`).
 *
 * The simplification is simplify-js's (a radial-distance pass, then Douglas–Peucker) written over
 * typed arrays with an explicit stack, the radial pass folded into the walk: it keeps exactly the
 * points simplify-js keeps of each part (checked in the tests and the bench) without an object per
 * point, which is what lets half a million positions be thinned within a fifth of the time Leaflet
 * takes to draw them.
 */
import {
  MAX_MERCATOR_LATITUDE,
  TILE_SIZE_PX,
  pixelsPerWorldPixel,
  worldX,
  worldY,
} from '../geo/web-mercator.ts';
import { CoordinateBuffer, walkTrack, type SplitTrackArrays, type TrackSink } from './track.ts';

/** How far, in screen pixels, the simplified line may stray from the full one. */
export const TRACK_TOLERANCE_PX = 1;

/** The tolerance in zoom-0 world pixels for a line drawn at `zoom`. */
export function trackToleranceWorldPx(zoom: number, tolerancePx = TRACK_TOLERANCE_PX): number {
  return tolerancePx / pixelsPerWorldPixel(zoom);
}

function sqSegmentDistance(xs: Float64Array, ys: Float64Array, p: number, a: number, b: number): number {
  let x = xs[a] as number;
  let y = ys[a] as number;
  let dx = (xs[b] as number) - x;
  let dy = (ys[b] as number) - y;
  const px = xs[p] as number;
  const py = ys[p] as number;
  if (dx !== 0 || dy !== 0) {
    const t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = xs[b] as number;
      y = ys[b] as number;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = px - x;
  dy = py - y;
  return dx * dx + dy * dy;
}

/**
 * Douglas–Peucker as simplify-js runs it after its radial pass: appends to `out`, in order, the
 * indexes in [start, end) of the points (xs, ys) it keeps at a squared tolerance of `sqTolerance`.
 */
export function keepDouglasPeucker(
  xs: Float64Array,
  ys: Float64Array,
  start: number,
  end: number,
  sqTolerance: number,
  out: number[],
): void {
  const m = end - start;
  if (m <= 2) {
    for (let i = start; i < end; i++) out.push(i);
    return;
  }
  const keep = new Uint8Array(m);
  keep[0] = 1;
  keep[m - 1] = 1;
  const stack: number[] = [start, end - 1];
  while (stack.length > 0) {
    const last = stack.pop() as number;
    const first = stack.pop() as number;
    let maxSqDistance = sqTolerance;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = sqSegmentDistance(xs, ys, i, first, last);
      if (d > maxSqDistance) {
        index = i;
        maxSqDistance = d;
      }
    }
    if (index >= 0) {
      keep[index - start] = 1;
      if (index - first > 1) stack.push(first, index);
      if (last - index > 1) stack.push(index, last);
    }
  }
  for (let k = 0; k < m; k++) if (keep[k] === 1) out.push(start + k);
}

/** Radial survivors of a track walk: their coordinates and their world pixels. */
class Survivors {
  readonly coordinates = new CoordinateBuffer(1024);
  /** The same points in world pixels: `lats` holds y, `lons` holds x. */
  readonly pixels = new CoordinateBuffer(1024);

  get size(): number {
    return this.coordinates.size;
  }

  add(lat: number, lon: number, x: number, y: number): void {
    this.coordinates.push(lat, lon);
    this.pixels.push(y, x);
  }
}

/** World pixels per degree of latitude at the equator (× sec φ elsewhere): 256 / 360. */
const WORLD_PX_PER_DEGREE = TILE_SIZE_PX / 360;
const DEG = Math.PI / 180;

/**
 * simplify-js's radial-distance pass as the track is walked: a part's first point, every point
 * farther than the tolerance from the last one kept, and the part's last point.
 *
 * Most points of a ship's track are dropped here, and working out a point's Mercator y (a sine and
 * a logarithm) is most of the cost. So a point within `latitudeReachDeg` of the last kept one is
 * first tried against an upper bound of its y distance, |Δφ| · 256/360 · sec(φmax), where φmax
 * bounds the latitudes between them (sec grows with |φ|): if even the bound is within the
 * tolerance the point is dropped without its y. Any other point gets the exact test, so the points
 * kept are those simplify-js keeps (tests and bench check it).
 */
class RadialSink implements TrackSink {
  readonly survivors = new Survivors();
  readonly partStarts: number[] = [];
  private hasLast = false;
  private lastKept = false;
  private lastLat = 0;
  private lastLon = 0;
  private keptLat = 0;
  private keptX = 0;
  private keptY = 0;
  /** World px per degree of latitude, at most, within `latitudeReachDeg` of the last kept point. */
  private yScaleBound = 0;
  /** No point farther in latitude than this from the kept one can be within the tolerance. */
  private readonly latitudeReachDeg: number;

  constructor(private readonly sqTolerance: number) {
    this.latitudeReachDeg = Math.sqrt(sqTolerance) / WORLD_PX_PER_DEGREE;
  }

  startPart(): void {
    this.endPart();
    this.partStarts.push(this.survivors.size);
    this.hasLast = false;
  }

  endPart(): void {
    if (this.hasLast && !this.lastKept)
      this.keep(this.lastLat, this.lastLon, worldX(this.lastLon), worldY(this.lastLat));
  }

  private keep(lat: number, lon: number, x: number, y: number): void {
    this.survivors.add(lat, lon, x, y);
    this.keptLat = lat;
    this.keptX = x;
    this.keptY = y;
    const reach = Math.min(Math.abs(lat) + this.latitudeReachDeg, MAX_MERCATOR_LATITUDE);
    // A hair over the bound, so rounding can never drop a point the exact test would keep.
    this.yScaleBound = (WORLD_PX_PER_DEGREE / Math.cos(reach * DEG)) * (1 + 1e-9);
  }

  point(lat: number, lon: number): void {
    // A repeat of the part's last point is no point of the part (as splitTrackArrays leaves it out).
    if (this.hasLast && lat === this.lastLat && lon === this.lastLon) return;
    const first = !this.hasLast;
    this.hasLast = true;
    this.lastLat = lat;
    this.lastLon = lon;
    if (first) {
      this.lastKept = true;
      this.keep(lat, lon, worldX(lon), worldY(lat));
      return;
    }
    const x = worldX(lon);
    const dx = x - this.keptX;
    const dLat = Math.abs(lat - this.keptLat);
    if (dLat <= this.latitudeReachDeg) {
      const dyBound = dLat * this.yScaleBound + 1e-12;
      if (dx * dx + dyBound * dyBound <= this.sqTolerance) {
        this.lastKept = false;
        return;
      }
    }
    const y = worldY(lat);
    const dy = y - this.keptY;
    this.lastKept = dx * dx + dy * dy > this.sqTolerance;
    if (this.lastKept) this.keep(lat, lon, x, y);
  }
}

/**
 * Splits and simplifies a track given as two coordinate columns, for drawing at `zoom`: the same
 * parts as `splitTrackArrays`, each with the points simplify-js keeps of it at a tolerance of
 * `tolerancePx` screen pixels. The end points of every part stay.
 */
export function simplifyTrack(
  lats: ArrayLike<number>,
  lons: ArrayLike<number>,
  zoom: number,
  tolerancePx = TRACK_TOLERANCE_PX,
): SplitTrackArrays {
  const tolerance = trackToleranceWorldPx(zoom, tolerancePx);
  const sqTolerance = tolerance * tolerance;
  const sink = new RadialSink(sqTolerance);
  walkTrack(lats, lons, sink);
  sink.endPart();
  const { survivors, partStarts } = sink;
  partStarts.push(survivors.size);
  const kept: number[] = [];
  const offsets: number[] = [0];
  for (let p = 0; p + 1 < partStarts.length; p++) {
    const start = partStarts[p] as number;
    const end = partStarts[p + 1] as number;
    keepDouglasPeucker(survivors.pixels.lons, survivors.pixels.lats, start, end, sqTolerance, kept);
    offsets.push(kept.length);
  }
  const outLats = new Float64Array(kept.length);
  const outLons = new Float64Array(kept.length);
  for (let k = 0; k < kept.length; k++) {
    outLats[k] = survivors.coordinates.lats[kept[k] as number] as number;
    outLons[k] = survivors.coordinates.lons[kept[k] as number] as number;
  }
  return {
    lats: outLats,
    lons: outLons,
    partOffsets: Uint32Array.from(offsets.length === 1 ? [0] : offsets),
  };
}
