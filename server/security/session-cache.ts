// The session cache (ADR 0064): who is behind a token hash or an API-key hash, kept for a few
// seconds so an authenticated request does not read the session and the user every time.
// Any write that can change a caller empties it at once: in this process through the Kysely
// plugin below (after the statement), in every process through the 'wakeline_sessions'
// notification the database raises at commit (migration 0400, server/db/notifications.ts). A
// generation counter guards the race: a read that began before an invalidation is not stored.
// While the notifications are not heard (lost connection) nothing is cached.
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Actor } from './actor.ts';

export type CachedCaller = { actor: Actor; expiresAt: Date | null };

type Entry = { caller: CachedCaller; storedAtMs: number; touchedAtMs: number };

export const sessionCacheTtlMs = 30_000;
/** Activity is recorded at most once a minute per user (users.repository touchLastActivity). */
export const activityTouchMs = 60_000;
export const sessionsChannel = 'wakeline_sessions';

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;
  #enabled: boolean;

  constructor(options: { now: () => number; ttlMs?: number; maxEntries?: number; enabled?: boolean }) {
    this.#now = options.now;
    this.#ttlMs = options.ttlMs ?? sessionCacheTtlMs;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#enabled = options.enabled ?? true;
  }

  /** Taken before reading the database; `store` refuses an answer read under an older one. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A copy of the cached caller (each request gets its own actor object), or null. */
  lookup(key: string): CachedCaller | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    const now = this.#now();
    const isStale = now - entry.storedAtMs >= this.#ttlMs;
    const isExpired = entry.caller.expiresAt !== null && entry.caller.expiresAt.getTime() <= now;
    if (isStale || isExpired) {
      this.#entries.delete(key);
      return null;
    }
    return { actor: { ...entry.caller.actor }, expiresAt: entry.caller.expiresAt };
  }

  /** Keeps `caller` unless the cache was invalidated since `generation` was taken, or is off. */
  store(key: string, caller: CachedCaller, generation: number): boolean {
    if (!this.#enabled || generation !== this.#generation) return false;
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const now = this.#now();
    this.#entries.set(key, {
      caller: { actor: { ...caller.actor }, expiresAt: caller.expiresAt },
      storedAtMs: now,
      touchedAtMs: now,
    });
    return true;
  }

  /** True (and remembered) when the entry's user activity was last recorded a minute ago or more. */
  shouldTouch(key: string): boolean {
    const entry = this.#entries.get(key);
    const now = this.#now();
    if (entry && now - entry.touchedAtMs < activityTouchMs) return false;
    if (entry) entry.touchedAtMs = now;
    return true;
  }

  /** Drops every entry; reads already under way are not stored. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Off while the invalidation notifications are not heard; on again when they are. */
  setEnabled(enabled: boolean): void {
    this.invalidate();
    this.#enabled = enabled;
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

type Named = { kind: string; table?: { identifier?: { name?: string } }; node?: Named };

function tableName(node: unknown): string | null {
  const named = node as Named | undefined;
  if (!named) return null;
  if (named.kind === 'AliasNode') return tableName(named.node);
  return named.kind === 'TableNode' ? (named.table?.identifier?.name ?? null) : null;
}

/** The watched table a write statement changes, or null (reads, other tables, activity touches). */
export function watchedWrite(node: RootOperationNode | OperationNode): string | null {
  const query = node as unknown as {
    kind: string;
    table?: unknown;
    into?: unknown;
    from?: { froms?: unknown[] };
    updates?: { column?: { column?: { name?: string } } }[];
  };
  let table: string | null = null;
  if (query.kind === 'UpdateQueryNode') table = tableName(query.table);
  else if (query.kind === 'InsertQueryNode') table = tableName(query.into);
  else if (query.kind === 'DeleteQueryNode') table = tableName(query.from?.froms?.[0]);
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
export class SessionWritesPlugin implements KyselyPlugin {
  readonly #pending = new WeakSet<QueryId>();

  constructor(private readonly onWrite: () => void) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (watchedWrite(node)) this.#pending.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.has(queryId)) {
      this.#pending.delete(queryId);
      this.onWrite();
    }
    return result;
  }
}
