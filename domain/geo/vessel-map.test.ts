import { describe, expect, it } from 'vitest';
import {
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  MAP_BOUNDS,
  MAP_CENTRE,
  MAP_INITIAL_ZOOM,
  MAP_LEGEND,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  PREVIOUS_POSITION_ICON_SIZE_PX,
  VESSEL_ICON_SIZE_PX,
  formatLatLon,
  latestDrawablePosition,
  mapStatusOf,
  windowEndingAt,
} from './vessel-map.ts';

describe('vessel map rules (001 §2, §4, §9)', () => {
  it('PERF-205 PERF-206 PERF-207 zoom 2..14 from 5 at 0,0 within ±85/±200; fit with 100 px up to zoom 6; icons 12x29 and 20x20', () => {
    expect([MAP_MIN_ZOOM, MAP_MAX_ZOOM, MAP_INITIAL_ZOOM]).toEqual([2, 14, 5]);
    expect(MAP_CENTRE).toEqual({ lat: 0, lon: 0 });
    expect(MAP_BOUNDS).toEqual({ south: -85, west: -200, north: 85, east: 200 });
    expect([FIT_PADDING_PX, FIT_MAX_ZOOM]).toEqual([100, 6]);
    expect(VESSEL_ICON_SIZE_PX).toEqual({ width: 12, height: 29 });
    expect(PREVIOUS_POSITION_ICON_SIZE_PX).toBe(20);
  });

  it('PERF-068 the legend lists Ok, Observe, Not ok, Benchmarking, Performance status N/A and Previous positions', () => {
    expect(MAP_LEGEND.map((entry) => entry.label)).toEqual([
      'Ok',
      'Observe',
      'Not ok',
      'Benchmarking',
      'Performance status N/A',
      'Previous positions',
    ]);
  });

  it('PERF-098 PERF-099 a known status keeps its marker; any other status is N/A (gray)', () => {
    expect(mapStatusOf('NotOk')).toBe('NotOk');
    expect(mapStatusOf('BenchMarking')).toBe('BenchMarking');
    expect(mapStatusOf('DiagnosticsNotActivated')).toBe('notAvailable');
    expect(mapStatusOf('Whatever')).toBe('notAvailable');
    expect(mapStatusOf(null)).toBe('notAvailable');
  });

  it('PERF-137 the marker goes at the latest position with both coordinates in range', () => {
    const at = (timestamp: string, latitude: number, longitude: number) => ({
      timestamp,
      latitude,
      longitude,
    });
    expect(latestDrawablePosition([at('a', 1, 2), at('b', 3, 4), at('c', 95, 4)])).toEqual(at('b', 3, 4));
    expect(latestDrawablePosition([at('a', 1, 200)])).toBeNull();
    expect(latestDrawablePosition([])).toBeNull();
  });

  it('reads windows that end a minute after the last logged data, or now without any', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(windowEndingAt('2026-11-20T00:00:00Z', 86_400_000, now)).toEqual({
      fromDate: '2026-11-19T00:01:00.000Z',
      toDate: '2026-11-20T00:01:00.000Z',
    });
    expect(windowEndingAt(null, 3_600_000, now)).toEqual({
      fromDate: '2026-11-24T11:00:00.000Z',
      toDate: '2026-11-24T12:00:00.000Z',
    });
    expect(windowEndingAt('2026-11-24T11:59:30Z', 3_600_000, now).toDate).toBe('2026-11-24T12:00:00.000Z');
  });

  it('PERF-091 shows a position as lat,lon text', () => {
    expect(formatLatLon(51.9, -4.123456)).toBe('51.90000,-4.12346');
  });
});
