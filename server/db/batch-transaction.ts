// One transaction for many requests (POST /Sync/Ops, ADR 0121). Inside `inOneTransaction`, every
// query of the app in that async context, whoever built it (a service's `db`, its own
// `db.transaction()`), runs on the batch's one connection: a nested transaction joins the batch
// (its begin and commit are not sent), so N writes cost one BEGIN and one COMMIT, and a later op
// reads what an earlier one wrote. A statement that fails, or a nested transaction that rolls back,
// marks the batch `failed`: the database has aborted it (or a write meant to be undone is in it),
// so the caller must end it (throw) and do the work again another way. Outside a batch the dialect
// behaves exactly as the one it wraps.
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** What a batch keeps while it runs; `data` is for its users (idempotency.ts). */
export type BatchState = {
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
 * Runs `work` in one transaction of `db` (which must be built with `joinableDialect`); `work`
 * throws to roll back. Nested batches join the outer one.
 */
export async function inOneTransaction<DB, T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  if (currentBatch()) return work();
  const state: BatchState = {
    connection: null,
    depth: 0,
    failed: false,
    data: new Map(),
    afterCommit: [],
    closed: false,
  };
  let result: T;
  try {
    result = await batches.run(state, () =>
      db.transaction().execute(async () => {
        const done = await work();
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
    try {
      return await this.inner.executeQuery<R>(compiled);
    } catch (error) {
      this.state.failed = true;
      throw error;
    }
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
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
