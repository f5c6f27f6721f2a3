/** A small seeded pseudo-random generator (mulberry32), so simulated fleets are reproducible. */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Normal distribution (Box-Muller). */
  normal(mean?: number, sd?: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  let spare: number | null = null;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (mean = 0, sd = 1): number => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return mean + sd * value;
    }
    let u = 0;
    while (u === 0) u = next();
    const v = next();
    const radius = Math.sqrt(-2 * Math.log(u));
    spare = radius * Math.sin(2 * Math.PI * v);
    return mean + sd * radius * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    normal,
    chance: (probability) => next() < probability,
  };
}

/** A stable 32-bit seed from a text (FNV-1a), e.g. from an IMO number. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
