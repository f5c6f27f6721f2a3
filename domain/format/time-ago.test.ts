import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

describe('timeAgo', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  it('SHELL-076 SHELL-079 the largest whole unit', () => {
    expect(timeAgo(new Date(now - 30_000), now)).toBe('just now');
    expect(timeAgo(new Date(now - 60_000), now)).toBe('1 minute ago');
    expect(timeAgo(new Date(now - 59 * 60_000), now)).toBe('59 minutes ago');
    expect(timeAgo(new Date(now - 2 * 3_600_000), now)).toBe('2 hours ago');
    expect(timeAgo(new Date(now - 86_400_000).toISOString(), now)).toBe('1 day ago');
    expect(timeAgo(new Date(now - 15 * 86_400_000), now)).toBe('2 weeks ago');
    expect(timeAgo(new Date(now - 400 * 86_400_000), now)).toBe('1 year ago');
  });
  it('a moment in the future reads just now', () => {
    expect(timeAgo(new Date(now + 5_000), now)).toBe('just now');
  });
});
