import { describe, expect, it } from 'vitest';
import { groupVesselMarkers, previousPositionsToDraw, type PlacedVessel } from './map-view.ts';

const vessel = (id: string, lat: number, lon: number, status: string | null = 'Ok'): PlacedVessel => ({
  id,
  name: id,
  status,
  lat,
  lon,
});

describe('vessel map view', () => {
  it('PERF-117 draws vessels closer than 25 px as one group, worst status first, and vessels farther apart alone', () => {
    // At zoom 5 one degree of longitude is about 22.8 px; at zoom 6 about 45.5 px.
    const vessels = [vessel('A', 0, 0, 'Ok'), vessel('B', 0, 1, 'NotOk'), vessel('C', 0, 10)];
    const atFive = groupVesselMarkers(vessels, 5, null);
    expect(atFive.groups.map((group) => group.map((v) => v.id))).toEqual([['B', 'A']]);
    expect(atFive.alone.map((v) => v.id)).toEqual(['C']);
    const atSix = groupVesselMarkers(vessels, 6, null);
    expect(atSix.groups).toEqual([]);
    expect(atSix.alone.map((v) => v.id).sort()).toEqual(['A', 'B', 'C']);
  });

  it('PERF-117 keeps the selected vessel on its own so its popup can open', () => {
    const vessels = [vessel('A', 0, 0), vessel('B', 0, 0.01), vessel('C', 0, 0.02)];
    const grouped = groupVesselMarkers(vessels, 5, 'B');
    expect(grouped.alone.map((v) => v.id)).toEqual(['B']);
    expect(grouped.groups.map((group) => group.map((v) => v.id))).toEqual([['A', 'C']]);
  });

  it('PERF-118 marks earlier positions in 6-hour steps, one per 25 px with the newest kept, only where visible', () => {
    const hour = 3_600_000;
    const n = 49; // two days, hourly, moving 0.1° of longitude an hour
    const track = {
      timesMs: Float64Array.from({ length: n }, (_, i) => i * hour),
      lats: new Float64Array(n),
      lons: Float64Array.from({ length: n }, (_, i) => i * 0.1),
    };
    // Steps back from 48 h: 42, 36, … 0 → 8 positions, 0.6° apart (about 109 px at zoom 8).
    expect(previousPositionsToDraw(track, 8)).toEqual([42, 36, 30, 24, 18, 12, 6, 0]);
    // At zoom 3 0.6° is about 3.4 px: the 8 fall into one group, kept at the newest.
    expect(previousPositionsToDraw(track, 3)).toEqual([42]);
    expect(previousPositionsToDraw(track, 8, (_lat, lon) => lon < 2)).toEqual([18, 12, 6, 0]);
  });
});
