/**
 * The vessel map of 001 §2, §4, §9 (PERF-065..069, PERF-098/099, PERF-117/118, PERF-205..207):
 * its constants, the marker status of a vessel, the legend, and the latest drawable position.
 * Decisions: docs/adr/0050-vessel-map.md.
 */
import { hasDrawablePosition } from '../calc/track.ts';
import { messages } from '../messages.ts';

/** PERF-205: zoom 2 to 14, initial zoom 5, centre 0,0, bounds latitude ±85 and longitude ±200. */
export const MAP_MIN_ZOOM = 2;
export const MAP_MAX_ZOOM = 14;
export const MAP_INITIAL_ZOOM = 5;
export const MAP_CENTRE = { lat: 0, lon: 0 } as const;
export const MAP_BOUNDS = { south: -85, west: -200, north: 85, east: 200 } as const;
/** PERF-206: fitting the map to the markers keeps 100 px of padding and zooms in to 6 at most. */
export const FIT_PADDING_PX = 100;
export const FIT_MAX_ZOOM = 6;
/** PERF-207: marker icons 12 × 29 px, previous-position icons 20 × 20 px. */
export const VESSEL_ICON_SIZE_PX = { width: 12, height: 29 } as const;
export const PREVIOUS_POSITION_ICON_SIZE_PX = 20;
/** The window read for a vessel's latest position, ending at its last logged data. */
export const LATEST_POSITION_WINDOW_MS = 2 * 86_400_000;
/** The window of the vessel track: the year before its last logged data. */
export const TRACK_WINDOW_MS = 365 * 86_400_000;

/** The marker statuses of 001 §4 (PERF-098); PreviousPosition is the marker of earlier positions. */
export const MAP_STATUSES = ['Ok', 'Observe', 'NotOk', 'BenchMarking', 'notAvailable'] as const;
export type MapStatus = (typeof MAP_STATUSES)[number];
export type LegendKey = MapStatus | 'PreviousPosition';

/** PERF-099: any other status (none, or one of the overall statuses without a trend) is N/A, gray. */
export function mapStatusOf(status: string | null | undefined): MapStatus {
  return (MAP_STATUSES as readonly string[]).includes(status ?? '') ? (status as MapStatus) : 'notAvailable';
}

/** PERF-068: the legend in the spec's order with its texts (MSG-0064..0069). */
export const MAP_LEGEND: ReadonlyArray<{ key: LegendKey; label: string }> = [
  { key: 'Ok', label: messages.statusOk },
  { key: 'Observe', label: messages.statusObserve },
  { key: 'NotOk', label: messages.statusNotOk },
  { key: 'BenchMarking', label: messages.statusBenchmarking },
  { key: 'notAvailable', label: messages.statusNotAvailable },
  { key: 'PreviousPosition', label: messages.previousPositions },
];

export type TimedPosition = { timestamp: string; latitude: number; longitude: number };

/** The latest position that may be drawn (PERF-137), or null; `positions` in time order. */
export function latestDrawablePosition<T extends TimedPosition>(positions: readonly T[]): T | null {
  for (let i = positions.length - 1; i >= 0; i--) {
    const position = positions[i] as T;
    if (hasDrawablePosition(position.latitude, position.longitude)) return position;
  }
  return null;
}

/** The window [from, to] that ends at the vessel's last logged data, or now without any. */
export function windowEndingAt(lastDataAt: string | null, lengthMs: number, nowMs: number) {
  const parsed = lastDataAt === null ? Number.NaN : Date.parse(lastDataAt);
  // A minute past the last sample, so the last bucket is inside the window.
  const toMs = Number.isFinite(parsed) ? Math.min(parsed + 60_000, nowMs) : nowMs;
  return { fromDate: new Date(toMs - lengthMs).toISOString(), toDate: new Date(toMs).toISOString() };
}

/** 001 §3: a position as 'lat,lon' text, to five decimals (about a metre). */
export function formatLatLon(lat: number, lon: number): string {
  return `${lat.toFixed(5)},${lon.toFixed(5)}`;
}
