/** Great-circle geometry on a spherical Earth (mean radius), in degrees and nautical miles. */
export type LatLon = { lat: number; lon: number };

const EARTH_RADIUS_NM = 3440.065;
const rad = (deg: number): number => (deg * Math.PI) / 180;
const deg = (r: number): number => (r * 180) / Math.PI;

export function distanceNm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial true bearing from a to b, 0-360 degrees. */
export function bearingDeg(a: LatLon, b: LatLon): number {
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/** The point a given fraction (0-1) of the way from a to b along the great circle. */
export function interpolate(a: LatLon, b: LatLon, fraction: number): LatLon {
  const d = distanceNm(a, b) / EARTH_RADIUS_NM;
  if (d === 0) return { ...a };
  const sinD = Math.sin(d);
  const fa = Math.sin((1 - fraction) * d) / sinD;
  const fb = Math.sin(fraction * d) / sinD;
  const [la1, lo1, la2, lo2] = [rad(a.lat), rad(a.lon), rad(b.lat), rad(b.lon)];
  const x = fa * Math.cos(la1) * Math.cos(lo1) + fb * Math.cos(la2) * Math.cos(lo2);
  const y = fa * Math.cos(la1) * Math.sin(lo1) + fb * Math.cos(la2) * Math.sin(lo2);
  const z = fa * Math.sin(la1) + fb * Math.sin(la2);
  return { lat: deg(Math.atan2(z, Math.hypot(x, y))), lon: deg(Math.atan2(y, x)) };
}
