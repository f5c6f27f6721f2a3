/**
 * The vessel track of the map (issue 11, ADR 0050): the calc worker's split and simplification of
 * 500,000 positions (a year of one-minute fixes on a transpacific service that crosses the
 * antimeridian) against Leaflet 1.9.4 itself drawing the same positions unsimplified: a polyline
 * added to a 1280 × 800 map fitted to the track, which projects every point with L.CRS.EPSG3857,
 * clips, smooths and builds the SVG path string (Leaflet runs in Node on jsdom, with the container
 * size given). Target: ≤ 0.2 × Leaflet's time. The check: the worker keeps exactly the points
 * simplify-js keeps of each part.
 */
import { createRequire } from 'node:module';
import type * as Leaflet from 'leaflet';
import simplify from 'simplify-js';
import { splitTrackArrays, trackParts } from '../domain/calc/track.ts';
import { simplifyTrack, trackToleranceWorldPx } from '../domain/calc/track-simplify.ts';
import { interpolate, distanceNm } from '../domain/geo/great-circle.ts';
import { worldX, worldY } from '../domain/geo/web-mercator.ts';
import { createRandom } from '../domain/sim/prng.ts';
import type { BenchModule } from './harness.ts';

const POSITIONS = 500_000;

const require = createRequire(import.meta.url);
// jsdom ships no types; only its constructor and window are used here.
const { JSDOM } = require('jsdom') as {
  JSDOM: new (
    html: string,
    options: { pretendToBeVisual: boolean },
  ) => { window: Window & typeof globalThis };
};

/** Shanghai, Busan, Yokohama, across the Pacific to Los Angeles and Oakland, and back. */
const ROTATION = [
  { lat: 31.2, lon: 122.0 },
  { lat: 35.0, lon: 129.1 },
  { lat: 35.4, lon: 139.8 },
  { lat: 45.0, lon: 170.0 },
  { lat: 47.5, lon: -170.0 },
  { lat: 33.7, lon: -118.3 },
  { lat: 37.8, lon: -122.3 },
  { lat: 46.0, lon: -168.0 },
  { lat: 44.0, lon: 172.0 },
];

/** One-minute fixes at about 14 kn along the rotation, with GPS noise. */
function simulatedTrack(n: number): { lats: Float64Array; lons: Float64Array } {
  const random = createRandom(11);
  const lats = new Float64Array(n);
  const lons = new Float64Array(n);
  const stepNm = 14 / 60;
  let leg = 0;
  let travelled = 0;
  for (let i = 0; i < n; i++) {
    const from = ROTATION[leg % ROTATION.length]!;
    const to = ROTATION[(leg + 1) % ROTATION.length]!;
    const length = distanceNm(from, to);
    const here = interpolate(from, to, Math.min(1, travelled / length));
    lats[i] = here.lat + random.normal(0, 0.0003);
    lons[i] = here.lon + random.normal(0, 0.0003);
    if (lons[i]! > 180) lons[i]! -= 360;
    if (lons[i]! < -180) lons[i]! += 360;
    travelled += stepNm;
    if (travelled >= length) {
      travelled -= length;
      leg++;
    }
  }
  return { lats, lons };
}

type Globals = { window?: unknown; document?: unknown; navigator?: unknown };

export const mapTrackBench: BenchModule = {
  name: 'map',
  cases: () => {
    let lats: Float64Array = new Float64Array(0);
    let lons: Float64Array = new Float64Array(0);
    let latLngs: Leaflet.LatLng[] = [];
    let L: typeof Leaflet;
    let map: Leaflet.Map;
    let renderer: Leaflet.SVG;
    let zoom = 0;
    const saved: Globals = {};
    return [
      {
        name: 'track 500k: worker simplify',
        baselineName: 'Leaflet draw',
        setup: () => {
          ({ lats, lons } = simulatedTrack(POSITIONS));
          const dom = new JSDOM('<!doctype html><div id="map"></div>', { pretendToBeVisual: true });
          const g = globalThis as Globals;
          saved.window = g.window;
          saved.document = g.document;
          saved.navigator = g.navigator;
          Object.assign(globalThis, { window: dom.window, document: dom.window.document });
          Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
          L = require('leaflet') as typeof Leaflet;
          const container = dom.window.document.getElementById('map')!;
          Object.defineProperty(container, 'clientWidth', { value: 1280 });
          Object.defineProperty(container, 'clientHeight', { value: 800 });
          map = L.map(container, { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
          renderer = L.svg();
          latLngs = Array.from(lats, (lat, i) => L.latLng(lat, lons[i]!));
          map.fitBounds(L.latLngBounds(latLngs));
          zoom = map.getZoom();
        },
        baseline: () => {
          const line = L.polyline(latLngs, { renderer }).addTo(map);
          const path = (line as unknown as { _path: SVGPathElement })._path.getAttribute('d') ?? '';
          line.remove();
          return path.length;
        },
        candidate: () => simplifyTrack(lats, lons, zoom),
        check: () => {
          const split = splitTrackArrays(lats, lons);
          const expected = trackParts(split).flatMap((part) =>
            (
              simplify(
                part.map((p, i) => ({ x: worldX(p.lon), y: worldY(p.lat), i })),
                trackToleranceWorldPx(zoom),
              ) as Array<{ x: number; y: number; i: number }>
            ).map((p) => part[p.i]!),
          );
          const ours = simplifyTrack(lats, lons, zoom);
          if (ours.lats.length !== expected.length) {
            throw new Error(
              `simplify: ${ours.lats.length} points kept, simplify-js keeps ${expected.length}`,
            );
          }
          expected.forEach((p, k) => {
            if (p.lat !== ours.lats[k] || p.lon !== ours.lons[k])
              throw new Error(`simplify: point ${k} differs`);
          });
          if (ours.partOffsets.length !== split.partOffsets.length) throw new Error('simplify: parts differ');
          console.log(
            `  map track: ${POSITIONS} positions, ${split.partOffsets.length - 1} parts, zoom ${zoom}: ${ours.lats.length} points kept`,
          );
        },
        target: { maxRatio: 0.2 },
        teardown: () => {
          map.remove();
          latLngs = [];
          const g = globalThis as Globals;
          for (const key of ['window', 'document', 'navigator'] as const) {
            if (saved[key] === undefined) delete g[key];
            else
              Object.defineProperty(globalThis, key, {
                value: saved[key],
                configurable: true,
                writable: true,
              });
          }
        },
      },
    ];
  },
};
