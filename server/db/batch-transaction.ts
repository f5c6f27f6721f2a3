// One transaction for many requests (POST /Sync/Ops, ADR 0121). Inside `inOneTransaction`, every
// query of the app in that async context, whoever built it (a service's `db`, its own
// `db.transaction()`), runs on the batch's one connection: a nested transaction joins the batch
// (its begin and commit are not sent), so N writes cost one BEGIN and one COMMIT, and a later op
// reads what an earlier one wrote. A statement that fails, or a nested transaction that rolls back,
// marks the batch `failed`: the database has aborted it (or a write meant to be undone is in it),
// so the caller must end it (throw) and do the work again another way. Outside a batch the dialect
// behaves exactly as the one it wraps.
// A batch also lets its users hold writes back (`deferUntilNextStatement`: rows of many writes
// inserted in one statement, run before the batch's next statement of any kind and before its
// commit, so no read ever misses them) and keep what they read while nothing else was written
// (`batchWrites`: how many statements of the batch may have written a table).
import { AsyncLocalStorage } from 'node:async_hooks';
import { writtenTable } from './read-cache.ts';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** A write the batch will run (a hint for reads that serve many of its writes at once). */
export type PlannedWrite = { method: string; body: unknown };

/** Writes held back, run on the batch's connection through `db` (one statement, or a few). */
export type DeferredWrite = (db: Kysely<never>) => Promise<void>;

/** What a batch keeps while it runs; `data` is for its users (idempotency.ts). */
export type BatchState = {
  /** The database the batch runs on (deferred writes are run through it). */
  db: Kysely<never>;
  connection: DatabaseConnection | null;
  depth: number;
  failed: boolean;
  data: Map<symbol, unknown>;
  /** What runs once the batch has committed (outside it). */
  afterCommit: (() => Promise<void>)[];
  /**
   * The batch is over: work that was started inside it and still runs (it inherited the async
   * context) gets connections of its own again.
   */
  closed: boolean;
  /** The writes the batch will run, in order, as its caller planned them. */
  planned: readonly PlannedWrite[];
  /** Statements of the batch that may have written a table (Kysely writes), by table. */
  writes: Map<string, number>;
  /** Statements whose table is not known (raw SQL that is not a plain read): they count for all. */
  unknownWrites: number;
  /** Writes held back until the next statement or the commit, by their owner's slot. */
  deferred: Map<symbol, DeferredWrite>;
  /** The deferred writes running now: other statements wait for them (their own run at once). */
  flushing: Promise<void> | null;
};

const batches = new AsyncLocalStorage<BatchState>();

/** The batch the current code runs in, or null. */
export function currentBatch(): BatchState | null {
  const state = batches.getStore();
  return state && !state.closed ? state : null;
}

/** Thrown to end a batch whose transaction can no longer be committed. */
export class BatchFailed extends Error {
  constructor() {
    super('The batch transaction failed and was rolled back.');
    this.name = 'BatchFailed';
  }
}

/** Ends the current batch (BatchFailed) when its transaction can no longer be committed. */
export function throwIfBatchFailed(): void {
  if (currentBatch()?.failed) throw new BatchFailed();
}

/**
 * How many statements of the current batch may have written `table` so far (null outside a
 * batch): a read kept inside the batch stays exact while this number does not change. Deferred
 * writes are not counted (their owner keeps its reads up to date itself).
 */
export function batchWrites(table: string): number | null {
  const state = currentBatch();
  return state ? (state.writes.get(table) ?? 0) + state.unknownWrites : null;
}

/** The writes the current batch will run (empty outside a batch or when none were planned). */
export function plannedWrites(): readonly PlannedWrite[] {
  return currentBatch()?.planned ?? [];
}

/**
 * Holds `write` back until the batch's next statement, whatever runs it, or its commit (one per
 * slot: a later call replaces it, so the owner keeps its rows in one place). Outside a batch it
 * makes no sense: the caller checks `currentBatch()` first.
 */
export function deferUntilNextStatement(slot: symbol, write: DeferredWrite): void {
  const state = currentBatch();
  if (!state) throw new Error('deferUntilNextStatement runs inside inOneTransaction');
  state.deferred.set(slot, write);
}

/** The async context of deferred writes being run (their statements are not held up). */
const runningDeferred = new AsyncLocalStorage<true>();

/**
 * Runs the writes held back, once, whoever asks (a statement that comes while they run, e.g. one
 * of a Promise.all, waits for them); one that fails marks the batch failed (it must end).
 */
async function runDeferred(state: BatchState): Promise<void> {
  if (state.flushing) return state.flushing;
  if (state.deferred.size === 0) return;
  state.flushing = runningDeferred.run(true, async () => {
    try {
      for (const [slot, write] of [...state.deferred]) {
        state.deferred.delete(slot);
        await write(state.db);
      }
    } catch (error) {
      state.failed = true;
      throw error;
    } finally {
      state.flushing = null;
    }
  });
  return state.flushing;
}

/** Before a statement of the batch: what was held back is written first, and a write is counted. */
async function beforeStatement(state: BatchState, compiled: CompiledQuery): Promise<void> {
  if (runningDeferred.getStore()) return;
  await runDeferred(state);
  countWrite(state, compiled);
}

/** A raw statement that only reads (a SELECT, or a WITH of SELECTs). */
const plainRead = (text: string) =>
  /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete|merge|truncate)\b/i.test(text);

function countWrite(state: BatchState, compiled: CompiledQuery): void {
  const kind = compiled.query.kind;
  if (kind === 'SelectQueryNode') return;
  if (kind === 'RawNode' && plainRead(compiled.sql)) return;
  const table = writtenTable(compiled.query);
  if (table) state.writes.set(table, (state.writes.get(table) ?? 0) + 1);
  else state.unknownWrites += 1;
}

export type BatchOptions = { planned?: readonly PlannedWrite[] };

/**
 * Runs `work` in one transaction of `db` (which must be built with `joinableDialect`); `work`
 * throws to roll back. Nested batches join the outer one.
 */
export async function inOneTransaction<DB, T>(
  db: Kysely<DB>,
  work: () => Promise<T>,
  options: BatchOptions = {},
): Promise<T> {
  if (currentBatch()) return work();
  const state: BatchState = {
    db: db as unknown as Kysely<never>,
    connection: null,
    depth: 0,
    failed: false,
    data: new Map(),
    afterCommit: [],
    closed: false,
    planned: options.planned ?? [],
    writes: new Map(),
    unknownWrites: 0,
    deferred: new Map(),
    flushing: null,
  };
  let result: T;
  try {
    result = await batches.run(state, () =>
      db.transaction().execute(async () => {
        const done = await work();
        try {
          await runDeferred(state);
        } catch {
          throw new BatchFailed();
        }
        if (state.failed) throw new BatchFailed();
        return done;
      }),
    );
  } finally {
    state.closed = true;
  }
  for (const run of state.afterCommit) await run();
  return result;
}

/**
 * Runs `effect` (a job request, anything outside the database) once the current work is
 * committed: now outside a batch (the single write has committed when its caller goes on), after
 * the commit inside one. A batch that is rolled back drops it.
 */
export async function afterCommit(effect: () => Promise<void>): Promise<void> {
  const state = currentBatch();
  if (!state) return effect();
  state.afterCommit.push(() => batches.exit(effect));
}

class BatchConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    readonly state: BatchState,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // What the batch held back is written first, so this statement sees it.
    await beforeStatement(this.state, compiled);
    try {
      return await this.inner.executeQuery<R>(compiled);
    } catch (error) {
      this.state.failed = true;
      throw error;
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await beforeStatement(this.state, compiled);
    yield* this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

class JoinableDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const state = currentBatch();
    if (!state) return this.inner.acquireConnection();
    state.connection ??= new BatchConnection(await this.inner.acquireConnection(), state);
    return state.connection;
  }

  private batchOf(connection: DatabaseConnection): BatchState | null {
    return connection instanceof BatchConnection ? connection.state : null;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const state = this.batchOf(connection);
    if (!state) return this.inner.beginTransaction(connection, settings);
    state.depth += 1;
    if (state.depth === 1) await this.inner.beginTransaction((connection as BatchConnection).inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.batchOf(connection);
    if (!state) return this.inner.commitTransaction(connection);
    state.depth -= 1;
    if (state.depth === 0) await this.inner.commitTransaction((connection as BatchConnection).inner);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.batchOf(connection);
    if (!state) return this.inner.rollbackTransaction(connection);
    state.depth -= 1;
    if (state.depth === 0) await this.inner.rollbackTransaction((connection as BatchConnection).inner);
    else state.failed = true;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const state = this.batchOf(connection);
    if (!state) return this.inner.releaseConnection(connection);
    // Released once, by the batch's own transaction (work that outlived the batch and still held
    // the connection releases nothing).
    if (state.depth > 0 || state.closed || state.connection !== connection) return;
    state.connection = null;
    await this.inner.releaseConnection((connection as BatchConnection).inner);
  }

  /** Savepoints are the inner driver's, on the real connection (not used inside batches). */
  savepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler): Promise<void> {
    return this.inner.savepoint!(unwrap(connection), name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: SavepointCompiler,
  ): Promise<void> {
    return this.inner.rollbackToSavepoint!(unwrap(connection), name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler): Promise<void> {
    return this.inner.releaseSavepoint!(unwrap(connection), name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

type SavepointCompiler = Parameters<NonNullable<Driver['savepoint']>>[2];

const unwrap = (connection: DatabaseConnection) =>
  connection instanceof BatchConnection ? connection.inner : connection;

/** `dialect` with batches (`inOneTransaction`); the same dialect outside them. */
export function joinableDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new JoinableDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
