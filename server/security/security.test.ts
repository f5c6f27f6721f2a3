import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { FailureRateLimiter } from './rate-limiter.ts';
import { apiKeyPreview, hashSecret, newSecret } from './tokens.ts';

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const first = await hashPassword('wakeline-demo');
    const second = await hashPassword('wakeline-demo');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('wakeline-demo', first)).toBe(true);
    expect(await verifyPassword('wakeline-demo!', first)).toBe(false);
  });

  it('answers false for a missing or malformed hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});

describe('secrets', () => {
  it('are 32 random bytes in base64url, stored as SHA-256 hex, and previewed by their last 4 characters', () => {
    const secret = newSecret('wk_');
    expect(secret).toMatch(/^wk_[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(newSecret());
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyPreview(secret)).toBe(`••••••••${secret.slice(-4)}`);
  });
});

describe('FailureRateLimiter', () => {
  it('blocks a key after the allowed failures within the window, per key, and forgets them after the window', () => {
    let now = 0;
    const limiter = new FailureRateLimiter(3, 1_000, () => now);
    for (let failure = 0; failure < 3; failure += 1) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.recordFailure('a');
      now += 100;
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now += 801;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('a success clears the key', () => {
    const limiter = new FailureRateLimiter(1, 1_000, () => 0);
    limiter.recordFailure('a');
    expect(limiter.isBlocked('a')).toBe(true);
    limiter.clear('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
