import { describe, expect, it } from 'vitest';
import { backoffDelayMs, defaultBackoff, parseRetryAfterSeconds } from './backoff.ts';

describe('backoffDelayMs', () => {
  it('doubles the ceiling per attempt and jitters within its upper half', () => {
    expect(backoffDelayMs(1, () => 0)).toBe(1_000);
    expect(backoffDelayMs(1, () => 1)).toBe(2_000);
    expect(backoffDelayMs(3, () => 0)).toBe(4_000);
    expect(backoffDelayMs(3, () => 1)).toBe(8_000);
  });

  it('never exceeds the cap, however many attempts', () => {
    for (const attempt of [10, 20, 1_000]) {
      expect(backoffDelayMs(attempt, () => 1)).toBe(defaultBackoff.maxDelayMs);
      expect(backoffDelayMs(attempt, () => 0)).toBe(defaultBackoff.maxDelayMs / 2);
    }
  });

  it('honours Retry-After as a lower bound within the cap', () => {
    expect(backoffDelayMs(1, () => 0, defaultBackoff, 30)).toBe(30_000);
    expect(backoffDelayMs(1, () => 0, defaultBackoff, 100_000)).toBe(defaultBackoff.maxDelayMs);
  });

  it('scenario 23: ten minutes of a poison 500 cost a bounded number of requests', () => {
    let elapsedMs = 0;
    let requests = 0;
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    while (elapsedMs < 10 * 60_000) {
      requests += 1;
      elapsedMs += backoffDelayMs(requests, random);
    }
    expect(requests).toBeLessThanOrEqual(12);
    expect(requests).toBeGreaterThanOrEqual(7);
  });
});

describe('parseRetryAfterSeconds', () => {
  it('reads seconds and ignores dates (no decision on device clocks)', () => {
    expect(parseRetryAfterSeconds('120')).toBe(120);
    expect(parseRetryAfterSeconds('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
    expect(parseRetryAfterSeconds(null)).toBeNull();
  });
});
