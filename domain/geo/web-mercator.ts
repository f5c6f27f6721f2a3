/**
 * Web Mercator (EPSG:3857) as Leaflet's `L.CRS.EPSG3857` projects it: world pixels at zoom 0 on a
 * 256 px square, multiplied by 2^zoom at any other zoom. Latitudes are clamped to ±85.0511287798°,
 * where the square ends. The map's declutter and track simplification measure distances here, in
 * the pixels the user sees.
 */
export const TILE_SIZE_PX = 256;
export const MAX_MERCATOR_LATITUDE = 85.0511287798;

const DEG = Math.PI / 180;

/** World pixel x at zoom 0 (0 at 180° W, 256 at 180° E). */
export function worldX(lon: number): number {
  return (TILE_SIZE_PX * (lon + 180)) / 360;
}

/** World pixel y at zoom 0 (0 at the top, 256 at the bottom). */
export function worldY(lat: number): number {
  const clamped = Math.max(Math.min(lat, MAX_MERCATOR_LATITUDE), -MAX_MERCATOR_LATITUDE);
  const sin = Math.sin(clamped * DEG);
  return TILE_SIZE_PX * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI));
}

/** How many screen pixels one zoom-0 world pixel spans at `zoom`. */
export function pixelsPerWorldPixel(zoom: number): number {
  return 2 ** zoom;
}
