/**
 * Land polygons made fit for a flat map that spans longitude ±200 (the vessel map, ADR 0050).
 * Natural Earth rings that cross the antimeridian (Chukotka, Wrangel Island, Fiji) jump from 180 to
 * −180 and back, which a flat map draws as lines across the world, and Antarctica's ring goes round
 * the pole. Each ring's longitudes are unwrapped so no step exceeds 180°; a ring that goes round a
 * pole is closed through the pole; a ring that ends up past ±180 gets a copy 360° the other way, so
 * both sides of the antimeridian show it. Rings that lie on the pole itself are dropped.
 */

/** [longitude, latitude], as GeoJSON has it. */
export type LonLat = [number, number];
export type PolygonRings = LonLat[][];

/** The ring with its longitudes unwrapped, and how many times it went round (±1 round a pole). */
export function unwrapRing(ring: readonly LonLat[]): { ring: LonLat[]; turns: number } {
  const out: LonLat[] = [];
  let offset = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lon, lat] = ring[i] as LonLat;
    if (i > 0) {
      const step = lon - (ring[i - 1] as LonLat)[0];
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    out.push([lon + offset, lat]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  const turns = first && last ? Math.round((last[0] - first[0]) / 360) : 0;
  return { ring: out, turns };
}

const isOnPole = (ring: readonly LonLat[]) => ring.every(([, lat]) => Math.abs(lat) >= 89.999);
const shifted = (polygon: PolygonRings, degrees: number): PolygonRings =>
  polygon.map((ring) => ring.map(([lon, lat]) => [lon + degrees, lat] as LonLat));

export function polygonsForFlatMap(polygons: readonly PolygonRings[]): PolygonRings[] {
  const out: PolygonRings[] = [];
  for (const polygon of polygons) {
    const rings: LonLat[][] = [];
    for (const [index, original] of polygon.entries()) {
      if (isOnPole(original)) continue;
      const { ring, turns } = unwrapRing(original);
      if (turns !== 0 && index === 0) {
        // Round a pole: close the ring along the pole, on the side where the ring lies.
        const pole = ring.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -90 : 90;
        const start = ring[0] as LonLat;
        const end = ring[ring.length - 1] as LonLat;
        ring.push([end[0], pole], [start[0], pole], [start[0], start[1]]);
      }
      rings.push(ring);
    }
    if (rings.length === 0) continue;
    out.push(rings);
    const lons = (rings[0] as LonLat[]).map(([lon]) => lon);
    if (Math.max(...lons) > 180) out.push(shifted(rings, -360));
    if (Math.min(...lons) < -180) out.push(shifted(rings, 360));
  }
  return out;
}
