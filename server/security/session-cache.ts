// The session cache (ADR 0064): who is behind a token hash or an API-key hash, kept for a few
// seconds so an authenticated request does not read the session and the user every time.
// Any write that can change a caller empties it at once: in this process through the Kysely
// plugin below (after the statement), in every process through the 'wakeline_sessions'
// notification the database raises at commit (migration 0400, server/db/notifications.ts). A
// generation counter guards the race: a read that began before an invalidation is not stored.
// While the notifications are not heard (lost connection) nothing is cached. On PostgreSQL the
// request that made such a write answers only once every other API process has emptied its cache
// (server/security/revocation-fence.ts, ADR 0091).
import type { OperationNode, RootOperationNode } from 'kysely';
import { ReadCache, WritesPlugin, writtenTable } from '../db/read-cache.ts';
import type { Actor } from './actor.ts';

export type CachedCaller = { actor: Actor; expiresAt: Date | null };

type Entry = { caller: CachedCaller; touchedAtMs: number };

export const sessionCacheTtlMs = 30_000;
/** Activity is recorded at most once a minute per user (users.repository touchLastActivity). */
export const activityTouchMs = 60_000;
export const sessionsChannel = 'wakeline_sessions';

export class SessionCache {
  readonly #cache: ReadCache<Entry>;
  readonly #now: () => number;

  constructor(options: { now: () => number; ttlMs?: number; maxEntries?: number; enabled?: boolean }) {
    this.#now = options.now;
    this.#cache = new ReadCache<Entry>({
      now: options.now,
      ttlMs: options.ttlMs ?? sessionCacheTtlMs,
      maxEntries: options.maxEntries ?? 10_000,
      enabled: options.enabled ?? true,
    });
  }

  /** Taken before reading the database; `store` refuses an answer read under an older one. */
  get generation(): number {
    return this.#cache.generation;
  }

  get size(): number {
    return this.#cache.size;
  }

  /** A copy of the cached caller (each request gets its own actor object), or null. */
  lookup(key: string): CachedCaller | null {
    const entry = this.#cache.lookup(key);
    if (!entry) return null;
    if (entry.caller.expiresAt !== null && entry.caller.expiresAt.getTime() <= this.#now()) {
      this.#cache.delete(key);
      return null;
    }
    return { actor: { ...entry.caller.actor }, expiresAt: entry.caller.expiresAt };
  }

  /** Keeps `caller` unless the cache was invalidated since `generation` was taken, or is off. */
  store(key: string, caller: CachedCaller, generation: number): boolean {
    const copy = { actor: { ...caller.actor }, expiresAt: caller.expiresAt };
    return this.#cache.store(key, { caller: copy, touchedAtMs: this.#now() }, generation);
  }

  /** True (and remembered) when the entry's user activity was last recorded a minute ago or more. */
  shouldTouch(key: string): boolean {
    const entry = this.#cache.peek(key);
    const now = this.#now();
    if (entry && now - entry.touchedAtMs < activityTouchMs) return false;
    if (entry) entry.touchedAtMs = now;
    return true;
  }

  /** Drops every entry; reads already under way are not stored. */
  invalidate(): void {
    this.#cache.invalidate();
  }

  /** Off while the invalidation notifications are not heard; on again when they are. */
  setEnabled(enabled: boolean): void {
    this.#cache.setEnabled(enabled);
  }
}

/** The tables whose writes can change a caller or its reach (as migration 0400's triggers). */
const watchedTables = new Set([
  'users',
  'sessions',
  'companies',
  'vessel_categories',
  'vessel_category_users',
  'vessel_category_vessels',
]);

/** The watched table a write statement changes, or null (reads, other tables, activity touches). */
export function watchedWrite(node: RootOperationNode | OperationNode): string | null {
  const query = node as unknown as {
    kind: string;
    updates?: { column?: { column?: { name?: string } } }[];
  };
  const table = writtenTable(node);
  if (!table || !watchedTables.has(table)) return null;
  // Inserting a session needs no notice (nothing cached it); touching activity changes no caller.
  if (query.kind === 'InsertQueryNode' && table === 'sessions') return null;
  if (
    query.kind === 'UpdateQueryNode' &&
    table === 'users' &&
    query.updates?.every((update) => update.column?.column?.name === 'last_activity_at')
  )
    return null;
  return table;
}

/** Invalidates the cache of this process after every write to a watched table. */
export class SessionWritesPlugin extends WritesPlugin {
  constructor(onWrite: () => void) {
    super((_table, node) => watchedWrite(node) !== null, onWrite);
  }
}
