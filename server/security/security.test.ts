import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase } from '../db/test-database.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { AttemptLimiter } from './rate-limiter.ts';
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

describe('AttemptLimiter (counted in the database, ADR 0066)', () => {
  let database: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  beforeAll(async () => {
    database = await openMigratedTestDatabase();
  });
  afterAll(() => database.close());

  it('refuses a key after the allowed attempts within the window, per key and scope, and forgets them after the window', async () => {
    let now = 0;
    const limiter = new AttemptLimiter(database.handle.db, 'sign-in', 3, 1_000, () => now);
    const other = new AttemptLimiter(database.handle.db, 'reset-request', 3, 1_000, () => now);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await limiter.tryAttempt('a')).toBe(true);
      now += 100;
    }
    expect(await limiter.tryAttempt('a')).toBe(false);
    expect(await limiter.tryAttempt('b')).toBe(true);
    expect(await other.tryAttempt('a')).toBe(true);
    now += 801;
    expect(await limiter.tryAttempt('a')).toBe(true);
  });

  it('a success clears the key', async () => {
    const limiter = new AttemptLimiter(database.handle.db, 'sign-in', 1, 1_000, () => 0);
    expect(await limiter.tryAttempt('c')).toBe(true);
    expect(await limiter.tryAttempt('c')).toBe(false);
    await limiter.clear('c');
    expect(await limiter.tryAttempt('c')).toBe(true);
  });

  it('attempts at once never pass the limit together, and the key is stored only as a hash', async () => {
    const limiter = new AttemptLimiter(database.handle.db, 'sign-in', 4, 60_000, () => 0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => limiter.tryAttempt('user@example.com|1.2.3.4')),
    );
    expect(answers.filter(Boolean)).toHaveLength(4);
    const { rows } = await sql<{ key_hash: string }>`SELECT DISTINCT key_hash FROM auth_attempts`.execute(
      database.handle.db,
    );
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
  });
});
