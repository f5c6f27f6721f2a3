// The session cache alone (ADR 0064): lifetime, session expiry, invalidation, the generation guard
// against a read that raced a write, off while not listening, its size bound, activity touches,
// and which statements count as a write that changes a caller.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnlyDb } from '../../tests/support/compile-only-db.ts';
import type { Actor } from './actor.ts';
import { SessionCache, sessionCacheTtlMs, watchedWrite } from './session-cache.ts';

const actor: Actor = {
  userId: 'u1',
  email: 'user@example.com',
  role: 'User',
  homeCompanyId: 'c1',
  companyId: 'c1',
  sessionTokenHash: 'h1',
  hasPartnerKeys: false,
};

function cacheAt(start = 1_000_000) {
  let now = start;
  const cache = new SessionCache({ now: () => now, maxEntries: 3 });
  return { cache, advance: (ms: number) => (now += ms), now: () => now };
}

describe('SessionCache', () => {
  it('answers a stored caller until its lifetime ends, each time with its own actor object', () => {
    const { cache, advance } = cacheAt();
    expect(cache.store('t:a', { actor, expiresAt: null }, cache.generation)).toBe(true);
    const first = cache.lookup('t:a');
    expect(first?.actor).toEqual(actor);
    expect(first?.actor).not.toBe(cache.lookup('t:a')?.actor);
    advance(sessionCacheTtlMs - 1);
    expect(cache.lookup('t:a')).not.toBeNull();
    advance(1);
    expect(cache.lookup('t:a')).toBeNull();
  });

  it('never answers a session past its own expiry', () => {
    const { cache, advance, now } = cacheAt();
    cache.store('t:a', { actor, expiresAt: new Date(now() + 1_000) }, cache.generation);
    expect(cache.lookup('t:a')).not.toBeNull();
    advance(1_000);
    expect(cache.lookup('t:a')).toBeNull();
  });

  it('invalidate drops everything, and a read begun before it is not stored after it', () => {
    const { cache } = cacheAt();
    cache.store('t:a', { actor, expiresAt: null }, cache.generation);
    const before = cache.generation;
    cache.invalidate();
    expect(cache.lookup('t:a')).toBeNull();
    expect(cache.store('t:b', { actor, expiresAt: null }, before)).toBe(false);
    expect(cache.lookup('t:b')).toBeNull();
    expect(cache.store('t:b', { actor, expiresAt: null }, cache.generation)).toBe(true);
  });

  it('stores nothing while disabled (the notifications are not heard) and starts empty when enabled', () => {
    const { cache } = cacheAt();
    cache.store('t:a', { actor, expiresAt: null }, cache.generation);
    cache.setEnabled(false);
    expect(cache.lookup('t:a')).toBeNull();
    expect(cache.store('t:a', { actor, expiresAt: null }, cache.generation)).toBe(false);
    cache.setEnabled(true);
    expect(cache.store('t:a', { actor, expiresAt: null }, cache.generation)).toBe(true);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt();
    for (const key of ['a', 'b', 'c', 'd']) cache.store(key, { actor, expiresAt: null }, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.lookup('a')).toBeNull();
    expect(cache.lookup('d')).not.toBeNull();
  });

  it('asks for an activity touch at most once a minute per entry', () => {
    const { cache, advance } = cacheAt();
    cache.store('t:a', { actor, expiresAt: null }, cache.generation);
    expect(cache.shouldTouch('t:a')).toBe(false);
    advance(60_000);
    expect(cache.shouldTouch('t:a')).toBe(true);
    expect(cache.shouldTouch('t:a')).toBe(false);
  });
});

describe('watchedWrite', () => {
  const db = compileOnlyDb();
  const nodeOf = (query: { toOperationNode: () => unknown }) => query.toOperationNode() as never;

  it('names the writes that can change a caller and ignores reads, other tables and activity touches', () => {
    expect(watchedWrite(nodeOf(db.updateTable('users').set({ role: 'SuperUser' })))).toBe('users');
    expect(watchedWrite(nodeOf(db.updateTable('sessions').set({ revoked_at: sql`now()` })))).toBe('sessions');
    expect(watchedWrite(nodeOf(db.deleteFrom('vessel_category_users').where('user_id', '=', 'u1')))).toBe(
      'vessel_category_users',
    );
    expect(
      watchedWrite(
        nodeOf(db.insertInto('vessel_category_vessels').values({ vessel_category_id: 'g', vessel_id: 'v' })),
      ),
    ).toBe('vessel_category_vessels');
    expect(watchedWrite(nodeOf(db.updateTable('users').set({ last_activity_at: new Date() })))).toBeNull();
    expect(
      watchedWrite(
        nodeOf(db.insertInto('sessions').values({ token_hash: 'h', user_id: 'u', expires_at: new Date() })),
      ),
    ).toBeNull();
    expect(watchedWrite(nodeOf(db.selectFrom('users').selectAll()))).toBeNull();
    expect(watchedWrite(nodeOf(db.updateTable('vessels').set({ name: 'x' })))).toBeNull();
  });
});
