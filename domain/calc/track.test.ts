import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasDrawablePosition,
  historyStepIndexes,
  normaliseCoordinates,
  splitTrack,
  splitTrackArrays,
  trackParts,
} from './track.ts';

describe('coordinates (PERF-136, PERF-137)', () => {
  it('PERF-136 a latitude outside -90..90 or a longitude outside -180..180 is treated as 0', () => {
    expect(normaliseCoordinates(91, 10)).toEqual({ lat: 0, lon: 10 });
    expect(normaliseCoordinates(-45, -180.5)).toEqual({ lat: -45, lon: 0 });
    expect(normaliseCoordinates(Number.NaN, 200)).toEqual({ lat: 0, lon: 0 });
    expect(normaliseCoordinates(90, -180)).toEqual({ lat: 90, lon: -180 });
  });

  it('PERF-137 a marker is drawn only if both coordinates are present and in range', () => {
    expect(hasDrawablePosition(10, 20)).toBe(true);
    expect(hasDrawablePosition(null, 20)).toBe(false);
    expect(hasDrawablePosition(10, undefined)).toBe(false);
    expect(hasDrawablePosition(95, 20)).toBe(false);
  });
});

describe('splitTrack', () => {
  it('keeps a track that crosses nothing in one part', () => {
    const track = [
      { lat: 50, lon: 0 },
      { lat: 51, lon: 2 },
      { lat: 52, lon: 4 },
    ];
    expect(splitTrack(track)).toEqual([track]);
  });

  it('cuts an eastward antimeridian crossing at the interpolated latitude', () => {
    // From 170°E to 170°W is 20° of longitude; 180 is halfway, so the latitude is the mean.
    const parts = splitTrack([
      { lat: 10, lon: 170 },
      { lat: 20, lon: -170 },
      { lat: 21, lon: -160 },
    ]);
    expect(parts).toEqual([
      [
        { lat: 10, lon: 170 },
        { lat: 15, lon: 180 },
      ],
      [
        { lat: 15, lon: -180 },
        { lat: 20, lon: -170 },
        { lat: 21, lon: -160 },
      ],
    ]);
  });

  it('cuts a westward crossing, interpolating on the unwrapped longitude', () => {
    const parts = splitTrack([
      { lat: -30, lon: -178 },
      { lat: -34, lon: 176 },
    ]);
    // 2° to the edge of 6° in total: lat = −30 + (2/6)·(−4).
    expect(parts).toHaveLength(2);
    expect(parts[0]![1]!.lon).toBe(-180);
    expect(parts[0]![1]!.lat).toBeCloseTo(-30 - 4 / 3, 12);
    expect(parts[1]![0]).toEqual({ lat: parts[0]![1]!.lat, lon: 180 });
  });

  it('breaks the line where latitude jumps more than 12° (no interpolation), not at exactly 12°', () => {
    const parts = splitTrack([
      { lat: 0, lon: 0 },
      { lat: 12, lon: 1 },
      { lat: 24.5, lon: 2 },
    ]);
    expect(parts).toEqual([
      [
        { lat: 0, lon: 0 },
        { lat: 12, lon: 1 },
      ],
      [{ lat: 24.5, lon: 2 }],
    ]);
  });

  it('a step from −180 to 180 (the same meridian) starts a new part without interpolation', () => {
    expect(
      splitTrack([
        { lat: 0, lon: -180 },
        { lat: 1, lon: 180 },
      ]),
    ).toEqual([[{ lat: 0, lon: -180 }], [{ lat: 1, lon: 180 }]]);
  });

  it('treats out-of-range coordinates as 0 before splitting', () => {
    expect(splitTrack([{ lat: 5, lon: 400 }])).toEqual([[{ lat: 5, lon: 0 }]]);
  });

  it('returns flat typed arrays for the worker and converts them back', () => {
    const split = splitTrackArrays(new Float64Array([10, 20]), new Float64Array([170, -170]));
    expect(split.lats).toBeInstanceOf(Float64Array);
    expect(Array.from(split.partOffsets)).toEqual([0, 2, 4]);
    expect(trackParts(split)).toHaveLength(2);
    expect(Array.from(splitTrackArrays([], []).partOffsets)).toEqual([0]);
  });

  it('property: no part has a longitude step over 180° or a latitude step over 12°; every input point survives', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 50 }), (track) => {
        const parts = splitTrack(track);
        for (const p of parts.flat()) expect(Number.isNaN(p.lat)).toBe(false);
        for (const part of parts) {
          for (let i = 1; i < part.length; i++) {
            expect(Math.abs(part[i]!.lon - part[i - 1]!.lon)).toBeLessThanOrEqual(180);
            expect(Math.abs(part[i]!.lat - part[i - 1]!.lat)).toBeLessThanOrEqual(12 + 1e-9);
          }
        }
        const flat = parts.flat();
        let cursor = 0;
        for (const p of track) {
          while (cursor < flat.length && !(flat[cursor]!.lat === p.lat && flat[cursor]!.lon === p.lon))
            cursor++;
          expect(cursor).toBeLessThan(flat.length);
        }
      }),
    );
  });
});

describe('history positions in 6-hour steps (PERF-118)', () => {
  const H = 3_600_000;
  it('keeps the latest position at least 6 hours before the previously kept one, excluding the current', () => {
    const times = [0, 1, 2, 5, 6, 7, 11, 12, 13, 18, 19].map((h) => h * H);
    // Latest 19 h → ≤ 13 h: 13 (index 8) → ≤ 7 h: 7 (index 5) → ≤ 1 h: 1 (index 1).
    expect(historyStepIndexes(times)).toEqual([1, 5, 8]);
  });

  it('gives nothing for fewer than two positions and honours another step', () => {
    expect(historyStepIndexes([0])).toEqual([]);
    expect(historyStepIndexes([0, H, 2 * H, 3 * H], H)).toEqual([0, 1, 2]);
  });
});
