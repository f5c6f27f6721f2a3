// The attempts the limiters count (table auth_attempts, migration 0004): one row per attempt of a
// key (hashed) in a scope. The check and the count are one transaction under a per-key advisory
// lock, so attempts racing at several processes cannot pass the limit together (ADR 0066, 0091).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Lock class of the per-key transaction locks (two-int advisory locks: class, hashtext(key)). */
const attemptLockClass = 70_112_029;

/**
 * Drops the key's attempts older than `since`, then counts one at `at` unless `maxAttempts` are
 * left; answers the counted attempt's id, or null when refused.
 */
export async function countAttempt(
  db: Kysely<Database>,
  attempt: { scope: string; keyHash: string; at: Date; since: Date; maxAttempts: number },
): Promise<string | null> {
  const { scope, keyHash, at, since, maxAttempts } = attempt;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${attemptLockClass}, hashtext(${`${scope}|${keyHash}`}))`.execute(
      trx,
    );
    await sql`DELETE FROM auth_attempts
      WHERE scope = ${scope} AND key_hash = ${keyHash} AND attempted_at <= ${since}`.execute(trx);
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM auth_attempts
      WHERE scope = ${scope} AND key_hash = ${keyHash}`.execute(trx);
    if (Number(rows[0]?.count ?? 0) >= maxAttempts) return null;
    const inserted = await sql<{ id: string }>`INSERT INTO auth_attempts (scope, key_hash, attempted_at)
      VALUES (${scope}, ${keyHash}, ${at}) RETURNING id::text AS id`.execute(trx);
    return inserted.rows[0]!.id;
  });
}

/** Removes every key's attempts older than `since`. */
export async function pruneAttempts(db: Kysely<Database>, since: Date): Promise<void> {
  await sql`DELETE FROM auth_attempts WHERE attempted_at <= ${since}`.execute(db);
}

/** Forgets one counted attempt. */
export async function forgetAttempt(db: Kysely<Database>, attemptId: string): Promise<void> {
  await sql`DELETE FROM auth_attempts WHERE id = ${attemptId}::bigint`.execute(db);
}

/** Forgets every attempt of a key. */
export async function forgetKey(db: Kysely<Database>, scope: string, keyHash: string): Promise<void> {
  await sql`DELETE FROM auth_attempts WHERE scope = ${scope} AND key_hash = ${keyHash}`.execute(db);
}
