import fc from 'fast-check';
import simplify from 'simplify-js';
import { describe, expect, it } from 'vitest';
import { worldX, worldY } from '../geo/web-mercator.ts';
import { splitTrackArrays, trackParts } from './track.ts';
import { simplifyTrack, trackToleranceWorldPx } from './track-simplify.ts';

type Indexed = { x: number; y: number; i: number };

/** The reference: simplify-js on each part of splitTrackArrays, in world pixels. */
function simplifyJsTrack(lats: number[], lons: number[], zoom: number) {
  const split = splitTrackArrays(lats, lons);
  return trackParts(split).map((part) => {
    const points = part.map((p, i) => ({ x: worldX(p.lon), y: worldY(p.lat), i }));
    return (simplify(points, trackToleranceWorldPx(zoom)) as Indexed[]).map((p) => part[p.i]);
  });
}

/** A ship-like wander: small steps, slow turns, a few big jumps and antimeridian crossings. */
const wander = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 30 }),
    n: fc.integer({ min: 0, max: 400 }),
    startLon: fc.double({ min: 150, max: 179, noNaN: true }),
  })
  .map(({ seed, n, startLon }) => {
    let s = seed;
    const random = () => {
      s = (s * 16807) % 2147483647;
      return s / 2147483647;
    };
    const lats: number[] = [];
    const lons: number[] = [];
    let lat = 20;
    let lon = startLon;
    let heading = 90;
    for (let i = 0; i < n; i++) {
      heading += (random() - 0.5) * 40;
      const step = random() < 0.02 ? 15 : 0.2 + random();
      lat = Math.max(-80, Math.min(80, lat + Math.cos((heading * Math.PI) / 180) * step));
      lon += Math.sin((heading * Math.PI) / 180) * step;
      if (lon > 180) lon -= 360;
      if (lon < -180) lon += 360;
      lats.push(lat);
      lons.push(random() < 0.01 ? (lons.at(-1) ?? lon) : lon);
    }
    return { lats, lons };
  });

describe('track simplification for drawing (issue 11, ADR 0050)', () => {
  it('keeps exactly the points simplify-js keeps of each part, at every zoom of the map', () => {
    fc.assert(
      fc.property(wander, fc.integer({ min: 2, max: 14 }), ({ lats, lons }, zoom) => {
        expect(trackParts(simplifyTrack(lats, lons, zoom))).toEqual(simplifyJsTrack(lats, lons, zoom));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps what simplify-js keeps where most points are dropped by the latitude bound: dense fixes, high latitudes, the equator', () => {
    const dense = fc.record({
      lat0: fc.constantFrom(-86, -60, -0.01, 0, 45, 84.9, 85.04, 89),
      step: fc.double({ min: 1e-5, max: 0.05, noNaN: true }),
      n: fc.integer({ min: 3, max: 300 }),
      zoom: fc.integer({ min: 2, max: 14 }),
      turn: fc.double({ min: -3, max: 3, noNaN: true }),
    });
    fc.assert(
      fc.property(dense, ({ lat0, step, n, zoom, turn }) => {
        const lats: number[] = [];
        const lons: number[] = [];
        let heading = 10;
        for (let i = 0; i < n; i++) {
          heading += turn;
          lats.push(Math.max(-90, Math.min(90, lat0 + i * step * Math.cos((heading * Math.PI) / 180))));
          lons.push(20 + i * step * Math.sin((heading * Math.PI) / 180));
        }
        expect(trackParts(simplifyTrack(lats, lons, zoom))).toEqual(simplifyJsTrack(lats, lons, zoom));
      }),
      { numRuns: 400 },
    );
  });

  it('PERF-208 keeps the parts of the split track: breaks at the antimeridian and at latitude jumps over 12°', () => {
    const lats = [10, 10.001, 10.002, 10.003, 30, 30.001, 20, 21];
    const lons = [178, 178.5, 179, 179.5, 179.6, 179.7, -179.7, -179];
    const parts = trackParts(simplifyTrack(lats, lons, 5));
    expect(parts).toHaveLength(3);
    expect(parts[0]![0]).toEqual({ lat: 10, lon: 178 });
    expect(parts[0]!.at(-1)).toEqual({ lat: 10.003, lon: 179.5 });
    expect(parts[1]!.at(-1)!.lon).toBe(180);
    expect(parts[2]![0]!.lon).toBe(-180);
  });

  it('thins a dense straight run to its end points and keeps a corner, the tolerance shrinking as the zoom grows', () => {
    const lats = Array.from({ length: 101 }, (_, i) => (i <= 50 ? 0 : (i - 50) * 0.01));
    const lons = Array.from({ length: 101 }, (_, i) => (i <= 50 ? i * 0.01 : 0.5));
    const corner = trackParts(simplifyTrack(lats, lons, 8));
    expect(corner).toEqual([
      [
        { lat: 0, lon: 0 },
        { lat: 0, lon: 0.5 },
        { lat: 0.5, lon: 0.5 },
      ],
    ]);
    // At zoom 2 a pixel is about 0.35°: the whole corner fits within it.
    expect(trackParts(simplifyTrack(lats, lons, 2))[0]).toHaveLength(2);
    expect(trackToleranceWorldPx(5)).toBe(1 / 32);
  });

  it('gives one empty part for no positions and keeps one or two positions as they are', () => {
    expect(Array.from(simplifyTrack([], [], 5).partOffsets)).toEqual([0]);
    expect(trackParts(simplifyTrack([1], [2], 5))).toEqual([[{ lat: 1, lon: 2 }]]);
    expect(trackParts(simplifyTrack([1, 1], [2, 2], 5))).toEqual([[{ lat: 1, lon: 2 }]]);
  });
});
