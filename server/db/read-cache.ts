// Read caches kept exact by the database's own write notices (ADR 0076). A cache holds answers
// read from the database for a few seconds; any committed write empties it at once:
// - in every process, through the 'wakeline_reads' notification that a statement trigger on every
//   table raises at commit (attached by `watchTableWrites` after the migrations, so a table added
//   later is watched too; `unwatchedTables` lists the few that are not, and why);
// - in this process, also right after any Kysely write statement (AnyWritePlugin), without waiting
//   for the notification to come back from PostgreSQL.
// A generation counter guards the race: an answer whose read began before an invalidation is not
// stored. While the notifications are not heard (a lost connection) nothing is cached.
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
import type { NotificationBus } from './notifications.ts';

export const readsChannel = 'wakeline_reads';

type Entry<V> = { value: V; storedAtMs: number };

/** The objects some read cache holds or held (weakly: they go with their last reference). */
const storedAnswers = new WeakSet<object>();
/** The JSON text of answers a read cache holds, made once per answer (they never change). */
const jsonOfStored = new WeakMap<object, string>();

/**
 * `JSON.stringify(value)`, made once for an answer that a read cache holds (the API answers a
 * cached list or series many times over; its text is the same every time).
 */
export function answerJson(value: unknown): string {
  if (typeof value !== 'object' || value === null || !storedAnswers.has(value)) return JSON.stringify(value);
  let text = jsonOfStored.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonOfStored.set(value, text);
  }
  return text;
}

/**
 * True for an answer a read cache holds or held. It never changes, so what is made from it (its
 * JSON text, its brotli and gzip bytes in server/http/compress-responses.ts) can be kept with it,
 * weakly, and goes when the answer goes.
 */
export function isStoredAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && storedAnswers.has(value);
}

export type ReadCacheOptions = {
  now: () => number;
  ttlMs?: number;
  maxEntries?: number;
  enabled?: boolean;
};

/** A bounded, generation-guarded map of answers; the oldest entry goes first when it is full. */
export class ReadCache<V = unknown> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;
  #enabled: boolean;

  constructor(options: ReadCacheOptions) {
    this.#now = options.now;
    this.#ttlMs = options.ttlMs ?? 30_000;
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

  get enabled(): boolean {
    return this.#enabled;
  }

  /** The stored value (the same object every time: callers must not change it), or undefined. */
  lookup(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAtMs >= this.#ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The stored value whatever its age (bookkeeping on an entry, not an answer). */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Keeps `value` unless the cache was invalidated since `generation` was taken, or is off. */
  store(key: string, value: V, generation: number): boolean {
    if (!this.#enabled || generation !== this.#generation) return false;
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, storedAtMs: this.#now() });
    if (typeof value === 'object' && value !== null) storedAnswers.add(value);
    return true;
  }

  /**
   * The cached answer for `key`, or `load()`'s, kept when `keep` allows it (e.g. not too large).
   * Two requests that miss at once both load; the second store replaces the first.
   */
  async read<T extends V>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true) {
    const hit = this.lookup(key);
    if (hit !== undefined) return hit as T;
    const generation = this.#generation;
    const value = await load();
    if (keep(value)) this.store(key, value, generation);
    return value;
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

/**
 * Empties `caches` on every notification of `channel` and keeps them off while the notifications
 * are not heard. Resolves once subscribed (the caches are on from then).
 */
export async function invalidateOnNotice(
  notifications: NotificationBus,
  channel: string,
  caches: readonly { invalidate(): void; setEnabled(enabled: boolean): void }[],
): Promise<void> {
  await notifications.subscribe(channel, () => {
    for (const cache of caches) cache.invalidate();
  });
  notifications.onListeningChange((listening) => {
    for (const cache of caches) cache.setEnabled(listening);
  });
}

/**
 * Tables whose writes raise no read notice: nothing cached is read from them, and they change on
 * almost every request (sign-in attempts, sessions, the users' activity time) or are bookkeeping.
 * A read cache of anything in them would need them watched.
 */
export const unwatchedTables = [
  'schema_migrations',
  'auth_attempts',
  'sessions',
  'users',
  'api_processes',
] as const;

/**
 * Attaches the read-notice trigger to every table of the public schema but `unwatchedTables`
 * (partitions are covered by their parent). Idempotent; run after the migrations.
 */
export function watchTableWritesScript(): string {
  const skipped = unwatchedTables.map((name) => `'${name}'`).join(', ');
  return `
CREATE OR REPLACE FUNCTION wakeline_notify_reads() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('${readsChannel}', TG_TABLE_NAME);
  RETURN NULL;
END
$fn$;
DO $do$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname NOT IN (${skipped})
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'wakeline_notify_reads')
  LOOP
    EXECUTE format('CREATE TRIGGER wakeline_notify_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION wakeline_notify_reads()', t.relname);
  END LOOP;
END
$do$;`;
}

type Named = { kind: string; table?: { identifier?: { name?: string } }; node?: Named };

function tableName(node: unknown): string | null {
  const named = node as Named | undefined;
  if (!named) return null;
  if (named.kind === 'AliasNode') return tableName(named.node);
  return named.kind === 'TableNode' ? (named.table?.identifier?.name ?? null) : null;
}

/** The table a write statement changes, or null for reads (and raw SQL, which the triggers see). */
export function writtenTable(node: RootOperationNode | OperationNode): string | null {
  const query = node as unknown as {
    kind: string;
    table?: unknown;
    into?: unknown;
    from?: { froms?: unknown[] };
  };
  if (query.kind === 'UpdateQueryNode') return tableName(query.table);
  if (query.kind === 'InsertQueryNode') return tableName(query.into);
  if (query.kind === 'DeleteQueryNode') return tableName(query.from?.froms?.[0]);
  return null;
}

/**
 * Calls `onWrite` after every Kysely write statement to a table that `isWatched` accepts (the
 * in-process half of the invalidation; the notification does the same for every process).
 */
export class WritesPlugin implements KyselyPlugin {
  readonly #pending = new WeakSet<QueryId>();

  constructor(
    private readonly isWatched: (table: string, node: RootOperationNode) => boolean,
    private readonly onWrite: () => void,
  ) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table && this.isWatched(table, node)) this.#pending.add(queryId);
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

/** The in-process half for the read caches: any Kysely write to a watched table. */
export function readWritesPlugin(onWrite: () => void): WritesPlugin {
  const skipped = new Set<string>(unwatchedTables);
  return new WritesPlugin((table) => !skipped.has(table), onWrite);
}
