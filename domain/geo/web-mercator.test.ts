import { describe, expect, it } from 'vitest';
import { MAX_MERCATOR_LATITUDE, pixelsPerWorldPixel, worldX, worldY } from './web-mercator.ts';

describe('Web Mercator world pixels (as L.CRS.EPSG3857 at zoom 0)', () => {
  it('puts 0,0 in the middle of the 256 px square and the map edges at 0 and 256', () => {
    expect(worldX(0)).toBe(128);
    expect(worldY(0)).toBeCloseTo(128, 12);
    expect(worldX(-180)).toBe(0);
    expect(worldX(180)).toBe(256);
    expect(worldY(MAX_MERCATOR_LATITUDE)).toBeCloseTo(0, 6);
    expect(worldY(-MAX_MERCATOR_LATITUDE)).toBeCloseTo(256, 6);
  });

  it('clamps latitudes beyond the square and agrees with Leaflet at 60° N', () => {
    expect(worldY(90)).toBe(worldY(MAX_MERCATOR_LATITUDE));
    // Leaflet 1.9.4: L.CRS.EPSG3857.latLngToPoint(L.latLng(60, 30), 0) and (−33.9, 151.2).
    expect(worldX(30)).toBeCloseTo(149.33333333333331, 9);
    expect(worldY(60)).toBeCloseTo(74.34230806029022, 9);
    expect(worldX(151.2)).toBeCloseTo(235.51999999999998, 9);
    expect(worldY(-33.9)).toBeCloseTo(153.65034201342317, 9);
  });

  it('doubles the pixels with each zoom level', () => {
    expect(pixelsPerWorldPixel(0)).toBe(1);
    expect(pixelsPerWorldPixel(5)).toBe(32);
  });
});
