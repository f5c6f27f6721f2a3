/**
 * Marker de-clustering of the vessel map (001 §4, §9; PERF-117): markers closer than 25 px on the
 * screen are drawn as one. Greedy and order-preserving: points are taken in the order given (the
 * caller puts the ones that matter first), each joins the nearest group whose first point lies
 * closer than the distance, or starts a group of its own. A grid of cells the size of the distance
 * keeps it linear: only the 3 × 3 cells around a point can hold a group it may join.
 */
export const DECLUTTER_DISTANCE_PX = 25;

/** A group of markers drawn as one, at the position of its first member (`members[0]`). */
export type MarkerGroup = { members: number[] };

/**
 * Groups points given in screen pixels (`xs[i]`, `ys[i]`). Points exactly `distancePx` apart stay
 * apart. Returns the groups in the order of their first member.
 */
export function declutter(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  distancePx = DECLUTTER_DISTANCE_PX,
): MarkerGroup[] {
  const n = Math.min(xs.length, ys.length);
  const groups: MarkerGroup[] = [];
  const seedsByCell = new Map<string, number[]>();
  const limit = distancePx * distancePx;
  for (let i = 0; i < n; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    const cx = Math.floor(x / distancePx);
    const cy = Math.floor(y / distancePx);
    let best = -1;
    let bestDistance = limit;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const g of seedsByCell.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const seed = (groups[g] as MarkerGroup).members[0] as number;
          const d = ((xs[seed] as number) - x) ** 2 + ((ys[seed] as number) - y) ** 2;
          if (d < bestDistance) {
            bestDistance = d;
            best = g;
          }
        }
      }
    }
    if (best >= 0) {
      (groups[best] as MarkerGroup).members.push(i);
    } else {
      const key = `${cx}:${cy}`;
      const cell = seedsByCell.get(key);
      if (cell) cell.push(groups.length);
      else seedsByCell.set(key, [groups.length]);
      groups.push({ members: [i] });
    }
  }
  return groups;
}
