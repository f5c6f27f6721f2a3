import { describe, expect, it } from 'vitest';
import { polygonsForFlatMap, unwrapRing, type LonLat } from './antimeridian.ts';

describe('land polygons for a flat map (ADR 0050)', () => {
  it('unwraps a ring that crosses the antimeridian so no step exceeds 180°, and copies it to the other side', () => {
    // An island from 179°E to 179°W (Fiji-like).
    const island: LonLat[] = [
      [179, -16],
      [-179, -16],
      [-179, -17],
      [179, -17],
      [179, -16],
    ];
    expect(unwrapRing(island)).toEqual({
      ring: [
        [179, -16],
        [181, -16],
        [181, -17],
        [179, -17],
        [179, -16],
      ],
      turns: 0,
    });
    const polygons = polygonsForFlatMap([[island]]);
    expect(polygons).toHaveLength(2);
    expect(polygons[1]![0]![1]).toEqual([-179, -16]);
  });

  it('closes a ring that goes round the South Pole through the pole, and drops a ring on the pole', () => {
    const antarctica: LonLat[] = [
      [-60, -70],
      [60, -70],
      [179, -70],
      [-179, -70],
      [-60, -70],
    ];
    const onPole: LonLat[] = [
      [-180, -90],
      [0, -90],
      [180, -90],
    ];
    const [first, copy] = polygonsForFlatMap([[antarctica, onPole]]);
    expect(first).toHaveLength(1);
    expect(first![0]!.slice(-3)).toEqual([
      [300, -90],
      [-60, -90],
      [-60, -70],
    ]);
    expect(copy![0]![0]).toEqual([-420, -70]);
  });

  it('leaves a ring that crosses nothing as it is', () => {
    const square: LonLat[] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(polygonsForFlatMap([[square]])).toEqual([[square]]);
  });
});
