// The shaft power limiter of a simulated vessel (EEXI ShaPoLi, MEPC.335(76); ADR 0081): at sea it
// holds the shaft power at LIMITER_HOLD of the limit, in heavy weather
// loads (Beaufort 8 and more) push the shaft power over the limit the limiter holds on average, and a few times a year
// the master unlocks the power reserve for some hours (logged as PowerReserveUnlocked and
// PowerReserveRestored). Deterministic for a seed; it draws from its own random stream.
import { createRandom } from './prng.ts';

export type SimPowerLimit = {
  limitKw: number;
  /** How often a year the power reserve is unlocked (default 3). */
  overridesPerYear?: number;
};

/** The share of the limit the limiter holds the shaft power at. */
export const LIMITER_HOLD = 0.95;

/** Where the limiter logs its events (the simulation's event list). */
export type LimiterEvents = {
  push(event: { atMs: number; type: 'PowerReserveUnlocked' | 'PowerReserveRestored' }): unknown;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type PowerLimiter = {
  /** The shaft power at sea, given the power the bridge asks for and the weather. */
  atSea(atMs: number, requestedKw: number, beaufort: number, events: LimiterEvents): number;
  /** In port or at anchor: an unlocked reserve is sealed again. */
  ashore(atMs: number, events: LimiterEvents): void;
};

export function createPowerLimiter(
  limit: SimPowerLimit,
  window: { fromMs: number; endMs: number; fineFromMs?: number },
  seed: number,
  mcrKw: number,
): PowerLimiter {
  const r = createRandom((seed ^ 0x51a90c1d) >>> 0);
  const spanMs = window.endMs - window.fromMs;
  const count = Math.max(1, Math.round((spanMs / (365 * DAY)) * (limit.overridesPerYear ?? 3)));
  const planned: number[] = [];
  for (let k = 0; k < count; k++) planned.push(window.fromMs + ((k + r.uniform(0.1, 0.9)) * spanMs) / count);
  // One in the recent one-minute data too, so that a breach shows at the finest resolution.
  if (window.fineFromMs !== undefined && window.fineFromMs < window.endMs)
    planned.push(window.fineFromMs + r.uniform(0.05, 0.4) * (window.endMs - window.fineFromMs));
  planned.sort((a, b) => a - b);
  let next = 0;
  let override: { untilMs: number; powerKw: number } | null = null;
  const hold = limit.limitKw * LIMITER_HOLD;

  const restore = (atMs: number, events: LimiterEvents) => {
    if (!override) return;
    events.push({ atMs, type: 'PowerReserveRestored' });
    override = null;
  };

  return {
    atSea(atMs, requestedKw, beaufort, events) {
      if (override && atMs >= override.untilMs) restore(atMs, events);
      // A planned unlock waits for the vessel at sea in a fresh breeze or more.
      if (!override && next < planned.length && atMs >= planned[next]! && beaufort >= 5) {
        next += 1;
        override = {
          untilMs: atMs + r.uniform(3, 9) * HOUR,
          powerKw: Math.min(mcrKw, limit.limitKw * r.uniform(1.04, 1.1)),
        };
        events.push({ atMs, type: 'PowerReserveUnlocked' });
      }
      if (override) return override.powerKw;
      if (requestedKw < hold) return requestedKw;
      // The limiter acts on the mean power; in heavy seas the propeller's load swings above it.
      const surge = beaufort > 7.2 ? 0.05 * (beaufort - 7.2) : 0;
      return Math.min(mcrKw, hold * (1 + surge));
    },
    ashore(atMs, events) {
      restore(atMs, events);
    },
  };
}
