import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECLUTTER_DISTANCE_PX, declutter } from './declutter.ts';

const groupsOf = (points: Array<[number, number]>, distance?: number) =>
  declutter(
    points.map((p) => p[0]),
    points.map((p) => p[1]),
    distance,
  ).map((group) => group.members);

describe('marker de-clustering (PERF-117)', () => {
  it('PERF-117 markers closer than 25 px are drawn as one, markers 25 px apart stay apart', () => {
    expect(DECLUTTER_DISTANCE_PX).toBe(25);
    expect(
      groupsOf([
        [100, 100],
        [124.9, 100],
      ]),
    ).toEqual([[0, 1]]);
    expect(
      groupsOf([
        [100, 100],
        [125, 100],
      ]),
    ).toEqual([[0], [1]]);
    expect(
      groupsOf([
        [0, 0],
        [15, 20],
      ]),
    ).toEqual([[0], [1]]); // 25 px apart on the diagonal: apart
  });

  it('PERF-117 a marker joins the nearest group, measured from the group’s first marker, in the order given', () => {
    // 1 is within reach of 0 only; 2 is 30 px from 0 (its own group); 3 is nearer 2 than 0.
    expect(
      groupsOf([
        [0, 0],
        [10, 0],
        [30, 0],
        [22, 0],
      ]),
    ).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('PERF-117 groups across grid cells and keeps an empty input empty', () => {
    expect(
      groupsOf([
        [24, 24],
        [26, 26],
      ]),
    ).toEqual([[0, 1]]);
    expect(groupsOf([])).toEqual([]);
  });

  it('property: every marker is in exactly one group, whose first marker is closer than 25 px; group seeds are 25 px or more apart', () => {
    const point = fc.tuple(
      fc.double({ min: 0, max: 500, noNaN: true }),
      fc.double({ min: 0, max: 500, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(point, { maxLength: 80 }), (points) => {
        const groups = groupsOf(points);
        const seen = groups.flat().sort((a, b) => a - b);
        expect(seen).toEqual(points.map((_, i) => i));
        const distance = (a: number, b: number) =>
          Math.hypot(points[a]![0] - points[b]![0], points[a]![1] - points[b]![1]);
        for (const members of groups) {
          for (const m of members.slice(1)) expect(distance(members[0]!, m)).toBeLessThan(25);
        }
        const seeds = groups.map((members) => members[0]!);
        for (let i = 0; i < seeds.length; i++)
          for (let j = i + 1; j < seeds.length; j++)
            expect(distance(seeds[i]!, seeds[j]!)).toBeGreaterThanOrEqual(25);
      }),
    );
  });
});
