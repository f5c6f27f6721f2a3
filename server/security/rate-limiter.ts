// Attempts per key in a sliding window, counted in the database (table auth_attempts, migration
// 0004) so that every API process shares one count (ADR 0066): failed sign-ins per user name and
// address and per address, reset-link requests per address and per account (ADR 0091). An attempt is counted before its outcome is known and
// atomically with the check (a transaction-level advisory lock per key), so attempts racing at
// several processes cannot pass the limit together; a successful sign-in clears its key.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countAttempt, forgetAttempt, forgetKey, pruneAttempts } from './auth-attempts.repository.ts';

export type Clock = () => number;

export type LimiterScope = 'sign-in' | 'sign-in-address' | 'reset-request' | 'reset-account';

/** Every this many attempts, one process removes the rows of every key older than the window. */
const pruneEvery = 500;

export class AttemptLimiter {
  #sincePrune = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: LimiterScope,
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  #hash(key: string): string {
    return createHash('sha256').update(key).digest('hex');
  }

  /**
   * Counts an attempt for the key and answers true, or answers false (and counts nothing) when the
   * key already has `maxAttempts` attempts within the window.
   */
  async tryAttempt(key: string): Promise<boolean> {
    return (await this.attempt(key)) !== null;
  }

  /** As tryAttempt; answers the counted attempt's id (for `refund`), or null when refused. */
  async attempt(key: string): Promise<string | null> {
    const keyHash = this.#hash(key);
    const at = new Date(this.now());
    const since = new Date(at.getTime() - this.windowMs);
    const allowed = await countAttempt(this.db, {
      scope: this.scope,
      keyHash,
      at,
      since,
      maxAttempts: this.maxAttempts,
    });
    this.#sincePrune += 1;
    if (this.#sincePrune >= pruneEvery) {
      this.#sincePrune = 0;
      await pruneAttempts(this.db, since);
    }
    return allowed;
  }

  /** Forgets one counted attempt (a sign-in that succeeded is no failure of its address). */
  async refund(attemptId: string): Promise<void> {
    await forgetAttempt(this.db, attemptId);
  }

  /** Forgets the key's attempts (a successful sign-in). */
  async clear(key: string): Promise<void> {
    await forgetKey(this.db, this.scope, this.#hash(key));
  }
}
