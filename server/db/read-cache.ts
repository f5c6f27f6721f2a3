// Read caches kept exact by the database's own write notices (ADR 0076, ADR 0127). A cache holds
// answers read from the database for a few seconds, each with the tables its statements named; a
// committed write empties the answers read from the table it changed, at once:
// - in every process, through the 'wakeline_reads' notification (its payload the table's name)
//   that a statement trigger on every table raises at commit (attached by `watchTableWrites` after
//   the migrations, so a table added later is watched too; `unwatchedTables` lists the few that are
//   not, and why);
// - in this process, also right after the statement, without waiting for the notification to come
//   back from PostgreSQL: a Kysely insert or update (WritesPlugin), or a single raw INSERT, UPDATE or
//   COPY (server/db/sql-engine.ts), empties its table's answers; a delete (its foreign keys may
//   cascade), a write to a table whose triggers change others, and any other raw write empty every
//   answer.
// A generation counter and a short log of what was emptied guard the race: an answer is not stored
// when a table it read was emptied after its read began. While the notifications are not heard (a
// lost connection) nothing is cached.
import { AsyncLocalStorage } from 'node:async_hooks';
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

/** The tables one statement's text names (every identifier in it: a superset is only more careful). */
type Tables = ReadonlySet<string>;
/** What an answer was read from: the tables of its statements, or null for "anything". */
type Reads = readonly Tables[] | null;
type Entry<V> = { value: V; storedAtMs: number; reads: Reads };

/** The statements' tables of the answer being loaded (`ReadCache.read`), if any. */
type Recorder = { tables: Set<Tables>; anything: boolean };
const recorders = new AsyncLocalStorage<Recorder>();

/** A month partition of samples and its parent: the notices name the parent (ADR 0127). */
const partitionSuffix = /_y\d{4}m\d{2}$/;
const identifierPattern = /[a-z_][a-z0-9_$]*/g;
const tablesOfText = new Map<string, Tables>();
const maxRememberedTexts = 4_000;

/** The identifiers of a statement's text (lower case; partitions as their parent), made once per text. */
export function tablesNamedIn(text: string): Tables {
  let tables = tablesOfText.get(text);
  if (tables) return tables;
  const names = new Set<string>();
  for (const name of text.toLowerCase().match(identifierPattern) ?? []) {
    names.add(name);
    if (partitionSuffix.test(name)) names.add(name.replace(partitionSuffix, ''));
  }
  tables = names;
  if (tablesOfText.size >= maxRememberedTexts) tablesOfText.clear();
  tablesOfText.set(text, tables);
  return tables;
}

/**
 * Called with the text of every statement sent to the database (Kysely's log, the SQL engine's
 * connections): while a read cache loads an answer, the answer depends on the tables it names.
 */
export function noteStatement(text: string): void {
  const recorder = recorders.getStore();
  if (recorder && !recorder.anything) recorder.tables.add(tablesNamedIn(text));
}

function addReads(recorder: Recorder | undefined, reads: Reads): void {
  if (!recorder || recorder.anything) return;
  if (reads === null) recorder.anything = true;
  else for (const tables of reads) recorder.tables.add(tables);
}

function readsFrom(reads: Reads, table: string): boolean {
  return reads === null || reads.some((tables) => tables.has(table));
}

/** `load()`'s answer and the tables its statements named (null: anything, also when it sent none). */
async function loadRecorded<T>(load: () => Promise<T>): Promise<{ value: T; reads: Reads }> {
  const recorder: Recorder = { tables: new Set(), anything: false };
  const value = await recorders.run(recorder, load);
  return { value, reads: recorder.anything || recorder.tables.size === 0 ? null : [...recorder.tables] };
}

/** How many invalidations a cache remembers for the race guard; a read older than that is not stored. */
const rememberedInvalidations = 256;

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
  /** The last invalidations, oldest first: the generation each one made, and its table (null: all). */
  readonly #invalidations: { generation: number; table: string | null }[] = [];
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
    return this.#fresh(key)?.value;
  }

  #fresh(key: string): Entry<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAtMs >= this.#ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The stored value whatever its age (bookkeeping on an entry, not an answer). */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /**
   * Keeps `value`, read from `reads` (null: from anything), unless the cache is off or any of those
   * tables was emptied since `generation` was taken.
   */
  store(key: string, value: V, generation: number, reads: Reads = null): boolean {
    if (!this.#enabled || this.#invalidatedSince(generation, reads)) return false;
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, storedAtMs: this.#now(), reads });
    if (typeof value === 'object' && value !== null) storedAnswers.add(value);
    return true;
  }

  /**
   * The cached answer for `key`, or `load()`'s, kept when `keep` allows it (e.g. not too large).
   * Two requests that miss at once both load; the second store replaces the first.
   */
  async read<T extends V>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true) {
    // A read inside another's load (a cached scope inside a cached series) adds its tables to it.
    const outer = recorders.getStore();
    const hit = this.#fresh(key);
    if (hit !== undefined) {
      addReads(outer, hit.reads);
      return hit.value as T;
    }
    const generation = this.#generation;
    const { value, reads } = await loadRecorded(load);
    addReads(outer, reads);
    if (keep(value)) this.store(key, value, generation, reads);
    return value;
  }

  /**
   * `read` for many keys at once: the cached answers of `keys`, and `load`'s for the others (it gets
   * their places in `keys` and answers in that order), each kept with the tables the load read.
   */
  async readMany<T extends V>(
    keys: readonly string[],
    load: (missing: readonly number[]) => Promise<readonly T[]>,
  ): Promise<T[]> {
    const outer = recorders.getStore();
    const values = new Array<T>(keys.length);
    const missing: number[] = [];
    keys.forEach((key, k) => {
      const hit = this.#fresh(key);
      if (hit === undefined) return missing.push(k);
      addReads(outer, hit.reads);
      values[k] = hit.value as T;
    });
    if (missing.length === 0) return values;
    const generation = this.#generation;
    const { value: loaded, reads } = await loadRecorded(() => load(missing));
    addReads(outer, reads);
    missing.forEach((k, j) => {
      values[k] = loaded[j]!;
      this.store(keys[k]!, loaded[j]!, generation, reads);
    });
    return values;
  }

  /**
   * Drops the entries read from `table` (every entry without one); reads of it already under way
   * are not stored.
   */
  invalidate(table?: string): void {
    this.#generation += 1;
    this.#invalidations.push({ generation: this.#generation, table: table ?? null });
    if (this.#invalidations.length > rememberedInvalidations) this.#invalidations.shift();
    if (table === undefined) {
      this.#entries.clear();
      return;
    }
    for (const [key, entry] of this.#entries) if (readsFrom(entry.reads, table)) this.#entries.delete(key);
  }

  /** True when something `reads` depends on was emptied after `generation`. */
  #invalidatedSince(generation: number, reads: Reads): boolean {
    if (generation === this.#generation) return false;
    // The log holds consecutive generations; older ones are forgotten and may have touched it.
    const oldest = this.#invalidations[0];
    if (oldest === undefined || oldest.generation > generation + 1) return true;
    for (let i = generation + 1 - oldest.generation; i < this.#invalidations.length; i++) {
      const { table } = this.#invalidations[i]!;
      if (table === null || readsFrom(reads, table)) return true;
    }
    return false;
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
  caches: readonly { invalidate(table?: string): void; setEnabled(enabled: boolean): void }[],
): Promise<void> {
  // The payload is the written table's name (the trigger's TG_TABLE_NAME).
  await notifications.subscribe(channel, (table) => {
    for (const cache of caches) cache.invalidate(table === '' ? undefined : table);
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
 * Calls `onWrite` after every Kysely write statement to a table that `isWatched` accepts, with the
 * table and the statement (the in-process half of the invalidation; the notification does the same
 * for every process).
 */
export class WritesPlugin implements KyselyPlugin {
  readonly #pending = new WeakMap<QueryId, { table: string; node: RootOperationNode }>();

  constructor(
    private readonly isWatched: (table: string, node: RootOperationNode) => boolean,
    private readonly onWrite: (table: string, node: RootOperationNode) => void,
  ) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table && this.isWatched(table, node)) this.#pending.set(queryId, { table, node });
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const pending = this.#pending.get(queryId);
    if (pending) {
      this.#pending.delete(queryId);
      this.onWrite(pending.table, pending.node);
    }
    return result;
  }
}

/**
 * Tables whose own triggers change other tables (migration 0900: the 15-minute rollups keep their
 * day blocks): a write to one of them empties every answer in this process. A test compares this
 * list with the schema's triggers.
 */
export const tablesWithWritingTriggers = ['sample_rollups_15m'] as const;

/**
 * The in-process half for the read caches: a Kysely insert or update of a watched table empties
 * the answers read from it; a delete (its foreign keys may cascade to other tables) and a write to
 * a table with writing triggers empty every answer.
 */
export function readWritesPlugin(invalidate: (table?: string) => void): WritesPlugin {
  const skipped = new Set<string>(unwatchedTables);
  const cascading = new Set<string>(tablesWithWritingTriggers);
  return new WritesPlugin(
    (table) => !skipped.has(table),
    (table, node) =>
      node.kind === 'DeleteQueryNode' || cascading.has(table) ? invalidate() : invalidate(table),
  );
}
