// One offline-synced table (docs/adr/0022, 0023): every vessel-scoped table of 0100 and 0110
// carries the same sync columns, so reading, inserting, the versioned update (WHERE version =
// expected), the soft delete and the idempotent write around them live here once. A table is
// defined by its name and its row → contract presenter; services add their rules in callbacks.
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from './schema.ts';
import { AppError, conflict, notFound } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import { runIdempotentWrite, type StoredAnswer } from './idempotency.ts';
import { currentBatch, deferUntilNextStatement } from './batch-transaction.ts';
import type { SyncColumns } from './sync-tables.ts';
import { preconditionFailed, requireIfMatch, SyncRefusal, syncMessages } from '../http/sync-refusal.ts';
import './sync-tables.ts';
import './voyage-data-tables.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** The tables that carry the sync columns. */
export type SyncedTableName = {
  [K in keyof Database]: Database[K] extends SyncColumns ? K : never;
}[keyof Database];

/** What every synced entity shows in its API shape. */
export type SyncedEntity = { id: string; version: number; isDeleted: boolean };

/** How a write arrived: its key, the version it was based on, the device, and its hash. */
export type WriteContext = {
  key: string | null;
  ifMatch: number | null;
  deviceId: string | null;
  requestHash: string;
};

/** Who wrote, from which device, under which feed position and when. */
export type WriteMeta = { userId: string; deviceId: string | null; changeSeq: number; now: Date };

type Managed =
  | 'version'
  | 'change_seq'
  | 'is_deleted'
  | 'created_by'
  | 'updated_by'
  | 'updated_by_device'
  | 'created_at'
  | 'updated_at';

export type SyncedInsert<N extends SyncedTableName> = Omit<Insertable<Database[N]>, Managed>;
export type SyncedPatch<N extends SyncedTableName> = Omit<
  Updateable<Database[N]>,
  Managed | 'id' | 'vessel_id'
>;
export type SyncedRow<N extends SyncedTableName> = Selectable<Database[N]>;
type Filters<N extends SyncedTableName> = Partial<{
  [C in keyof SyncedRow<N>]: SyncedRow<N>[C] | readonly SyncedRow<N>[C][];
}>;

export type SyncedTableSpec<N extends SyncedTableName, E extends SyncedEntity> = {
  table: N;
  present: (row: SyncedRow<N>) => E;
  /** Fills fields that live in other tables (e.g. the cargos of an event), for many rows at once. */
  enrich?: (db: Db, entities: E[]) => Promise<E[]>;
  /**
   * `enrich` reads only rows that reference the entity (foreign keys to it), so a row just
   * inserted has nothing to add and its insert skips the read.
   */
  enrichReadsChildrenOnly?: boolean;
  /**
   * With `enrichReadsChildrenOnly`: the fields `enrich` fills, taken from the row as it was before
   * an update of its own columns (which changes no child), so the update skips the read.
   */
  keepEnriched?: (updated: E, before: E) => E;
  /** Column lists are ordered by (default: change_seq). */
  orderBy?: keyof SyncedRow<N> & string;
  /**
   * Inside a batch (ADR 0121), `insertNew` holds its row back: the rows of consecutive creates are
   * inserted in one statement before the batch's next statement (or its commit). This gives the
   * row the database would return for the inserted columns (its defaults, its JSON as jsonb
   * gives it back), so the answer is built without the insert; needs `enrichReadsChildrenOnly`.
   */
  batchInsertRow?: (inserted: Record<string, unknown>) => SyncedRow<N>;
  /**
   * Told of every row this table's writes change inside a batch, as the database now has it:
   * `counted` is true when a statement just wrote it (the batch counted it, `batchWrites`), false
   * for a row held back (`batchInsertRow`). For reads kept in memory during a batch.
   */
  onBatchWrite?: (row: SyncedRow<N>, counted: boolean) => void;
  /**
   * Inside a batch: the live row with this id as the table has it now, from what the batch keeps
   * in memory (`findById` reads nothing then); undefined to read it from the table.
   */
  findInBatch?: (db: Db, id: string) => Promise<E | undefined>;
};

// Kysely cannot follow a table name that is a type parameter; the spec's types guard the edges
// and the queries below only touch the shared sync columns and the caller's typed values.
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Db) => db as unknown as LooseDb;

export type SyncedTable<N extends SyncedTableName, E extends SyncedEntity> = ReturnType<
  typeof defineSyncedTable<N, E>
>;

export function defineSyncedTable<N extends SyncedTableName, E extends SyncedEntity>(
  spec: SyncedTableSpec<N, E>,
) {
  const name = spec.table as string;

  async function presentAll(db: Db, rows: Record<string, unknown>[]): Promise<E[]> {
    const entities = rows.map((row) => spec.present(row as SyncedRow<N>));
    return spec.enrich && entities.length > 0 ? spec.enrich(db, entities) : entities;
  }

  async function presentOne(db: Db, row: Record<string, unknown> | undefined): Promise<E | undefined> {
    return row ? (await presentAll(db, [row]))[0] : undefined;
  }

  function stamp(meta: WriteMeta) {
    return {
      change_seq: meta.changeSeq,
      updated_by: meta.userId,
      updated_by_device: meta.deviceId,
      updated_at: meta.now,
    };
  }

  /** The rows a batch holds back for this table (ADR 0121), by batch. */
  const heldSlot = Symbol(`wakeline.held-inserts.${name}`);
  type Held = { rows: Record<string, unknown>[]; ids: Set<string> };

  /** Inserts the rows held back in one statement; a row that was not inserted fails the batch. */
  async function insertHeld(db: Kysely<never>, held: Held): Promise<void> {
    const rows = held.rows.splice(0);
    if (rows.length === 0) return;
    const inserted = await loose(db as unknown as Db)
      .insertInto(name)
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    // An id written since its create was answered (by another writer): the batch's answers are
    // void, it runs again one op at a time (batch-transaction.ts).
    if (inserted.length !== rows.length)
      throw new Error(`${rows.length - inserted.length} held-back rows of ${name} already existed`);
  }

  /** `insertNew` inside a batch: the row held back, its answer built from the columns. */
  function holdRow(
    batch: NonNullable<ReturnType<typeof currentBatch>>,
    values: Record<string, unknown>,
    batchInsertRow: (inserted: Record<string, unknown>) => SyncedRow<N>,
  ): E | undefined {
    let held = batch.data.get(heldSlot) as Held | undefined;
    if (!held) {
      held = { rows: [], ids: new Set() };
      batch.data.set(heldSlot, held);
    }
    const id = values.id as string;
    // Another create of the batch took this id (a row of the database: the insert finds it).
    if (held.ids.has(id)) return undefined;
    held.ids.add(id);
    held.rows.push(values);
    const heldRows = held;
    deferUntilNextStatement(heldSlot, (db) => insertHeld(db, heldRows));
    const row = batchInsertRow(values);
    spec.onBatchWrite?.(row, false);
    return spec.present(row);
  }

  async function insertRow(
    db: Db,
    values: SyncedInsert<N>,
    meta: WriteMeta,
    unlessIdExists: boolean,
  ): Promise<E | undefined> {
    const columns = {
      ...(values as Record<string, unknown>),
      ...stamp(meta),
      created_by: meta.userId,
      created_at: meta.now,
    };
    const batch = currentBatch();
    if (batch && unlessIdExists && spec.batchInsertRow && spec.enrichReadsChildrenOnly)
      return holdRow(batch, columns, spec.batchInsertRow);
    const insert = loose(db).insertInto(name).values(columns);
    const row = await (unlessIdExists ? insert.onConflict((oc) => oc.column('id').doNothing()) : insert)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      if (unlessIdExists) return undefined;
      throw new Error(`The insert into ${name} returned no row`);
    }
    if (batch) spec.onBatchWrite?.(row as SyncedRow<N>, true);
    if (spec.enrichReadsChildrenOnly) return spec.present(row as SyncedRow<N>);
    return presentOne(db, row);
  }

  const table = {
    table: spec.table,

    /** Any row with this id, deleted or not (ids are client-generated and never reused). */
    async findById(db: Db, id: string): Promise<E | undefined> {
      const kept = spec.findInBatch && currentBatch() ? await spec.findInBatch(db, id) : undefined;
      if (kept) return kept;
      const row = await loose(db).selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
      return presentOne(db, row);
    },

    /** Rows by id, deleted ones included, in no particular order (the change feed). */
    async findByIds(db: Db, ids: readonly string[]): Promise<E[]> {
      if (ids.length === 0) return [];
      const rows = await loose(db)
        .selectFrom(name)
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return presentAll(db, rows);
    },

    /** The live rows matching every filter (a list value means any of them). */
    async list(db: Db, filters: Filters<N>): Promise<E[]> {
      let query = loose(db).selectFrom(name).selectAll().where('is_deleted', '=', false);
      for (const [column, value] of Object.entries(filters)) {
        query = Array.isArray(value)
          ? value.length === 0
            ? query.where((eb) => eb.val(false))
            : query.where(column, 'in', value)
          : query.where(column, value === null ? 'is' : '=', value);
      }
      const rows = await query.orderBy(spec.orderBy ?? 'change_seq').execute();
      return presentAll(db, rows);
    },

    async listByVessel(db: Db, vesselId: string, filters: Filters<N> = {}): Promise<E[]> {
      return table.list(db, { ...filters, vessel_id: vesselId } as Filters<N>);
    },

    async insert(db: Db, values: SyncedInsert<N>, meta: WriteMeta): Promise<E> {
      return (await insertRow(db, values, meta, false)) as E;
    },

    /** Inserts unless a row with this id exists (deleted or not): then undefined, nothing written. */
    async insertNew(db: Db, values: SyncedInsert<N>, meta: WriteMeta): Promise<E | undefined> {
      return insertRow(db, values, meta, true);
    },

    /** Whether a row with this id exists, deleted or not (without reading it). */
    async exists(db: Db, id: string): Promise<boolean> {
      return (
        (await loose(db).selectFrom(name).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },

    /**
     * Sets columns of a live row that is still at `expectedVersion` and moves it to a new version
     * and feed position; undefined when the row moved on (412) or is gone.
     */
    async update(
      db: Db,
      id: string,
      expectedVersion: number,
      columns: SyncedPatch<N>,
      meta: WriteMeta,
      /** The row before (its children unchanged by this update), when the caller has read it. */
      before?: E,
    ): Promise<E | undefined> {
      const row = await loose(db)
        .updateTable(name)
        .set((eb) => ({
          ...(columns as Record<string, unknown>),
          version: eb('version', '+', 1),
          ...stamp(meta),
        }))
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .where('is_deleted', '=', false)
        .returningAll()
        .executeTakeFirst();
      if (row && currentBatch()) spec.onBatchWrite?.(row as SyncedRow<N>, true);
      if (row && before && spec.enrichReadsChildrenOnly && spec.keepEnriched)
        return spec.keepEnriched(spec.present(row as SyncedRow<N>), before);
      return presentOne(db, row);
    },

    /** Soft delete: the row stays as a tombstone with a new version, so the deletion syncs. */
    async softDelete(db: Db, id: string, expectedVersion: number, meta: WriteMeta): Promise<E | undefined> {
      return table.update(db, id, expectedVersion, { is_deleted: true } as unknown as SyncedPatch<N>, meta);
    },
  };
  return table;
}

export type SyncedWriterDeps = { db: Kysely<Database>; now: () => Date; notFoundMessage: string };

/**
 * The idempotent, versioned writes of one synced table. Access is checked by the caller BEFORE it
 * calls these (401/403 are never stored under a key); rules run inside the transaction and throw
 * AppError or SyncRefusal to refuse, which the key stores.
 */
export function syncedWriter<N extends SyncedTableName, E extends SyncedEntity>(
  table: SyncedTable<N, E>,
  { db, now, notFoundMessage }: SyncedWriterDeps,
) {
  function run(
    actor: Actor,
    write: WriteContext,
    apply: (trx: Transaction<Database>, meta: WriteMeta) => Promise<{ status: number; body: E }>,
  ) {
    return runIdempotentWrite({
      db,
      key: write.key,
      userId: actor.userId,
      requestHash: write.requestHash,
      apply: (trx, changeSeq) =>
        apply(trx, { userId: actor.userId, deviceId: write.deviceId, changeSeq, now: now() }),
    });
  }

  /**
   * A versioned change of one live row: 428 without If-Match, 404 when gone, 412 with the current
   * row when stale. `apply` returns the changed row (undefined: it moved on, 412).
   */
  function change(
    actor: Actor,
    id: string,
    write: WriteContext,
    apply: (
      trx: Transaction<Database>,
      current: E,
      meta: WriteMeta,
      ifMatch: number,
    ) => Promise<E | undefined>,
  ): Promise<StoredAnswer> {
    const ifMatch = requireIfMatch(write.ifMatch);
    return run(actor, write, async (trx, meta) => {
      const current = await table.findById(trx, id);
      if (!current || current.isDeleted) throw notFound(notFoundMessage);
      if (current.version !== ifMatch) throw preconditionFailed(current);
      const changed = await apply(trx, current, meta, ifMatch);
      if (!changed) throw preconditionFailed(current);
      return { status: 200, body: changed };
    });
  }

  return {
    /** Inserts a row under its client-generated id: 409 when the id exists (never an overwrite). */
    create(
      actor: Actor,
      id: string,
      values: (trx: Transaction<Database>, meta: WriteMeta) => Promise<SyncedInsert<N>>,
      write: WriteContext,
    ): Promise<StoredAnswer> {
      // The id is checked by the insert itself (one statement, ADR 0121); a refusal of the rules
      // still answers 409 first when the id exists, as when the id was read before the rules.
      return run(actor, write, async (trx, meta) => {
        let columns: SyncedInsert<N>;
        try {
          columns = await values(trx, meta);
        } catch (error) {
          const refusal = error instanceof AppError || error instanceof SyncRefusal;
          if (refusal && (await table.exists(trx, id))) throw conflict(syncMessages.alreadyExists);
          throw error;
        }
        const inserted = await table.insertNew(trx, { ...columns, id } as SyncedInsert<N>, meta);
        if (!inserted) throw conflict(syncMessages.alreadyExists);
        return { status: 201, body: inserted };
      });
    },

    /** Sets the columns `columns` computes from the current row (which may refuse by throwing). */
    update(
      actor: Actor,
      id: string,
      write: WriteContext,
      columns: (trx: Transaction<Database>, current: E) => Promise<SyncedPatch<N>>,
    ): Promise<StoredAnswer> {
      return change(actor, id, write, async (trx, current, meta, ifMatch) =>
        table.update(trx, id, ifMatch, await columns(trx, current), meta, current),
      );
    },

    /** Soft-deletes after `check` (which may refuse by throwing). */
    remove(
      actor: Actor,
      id: string,
      write: WriteContext,
      check: (trx: Transaction<Database>, current: E) => Promise<void> = async () => {},
    ): Promise<StoredAnswer> {
      return change(actor, id, write, async (trx, current, meta, ifMatch) => {
        await check(trx, current);
        return table.softDelete(trx, id, ifMatch, meta);
      });
    },

    change,
    /** Any other write of the table inside the idempotent transaction (e.g. an upsert by pair). */
    run,
  };
}

/**
 * A JSON text as a jsonb column gives it back: parsed, every object's keys in jsonb's order
 * (shorter first, then by their UTF-8 bytes; a repeated key keeps its last value). For the answer
 * of a row held back (`batchInsertRow`), so it is the same as the inserted row's.
 */
export function asJsonb(text: string | null): unknown {
  return text === null ? null : jsonbOrder(JSON.parse(text) as unknown);
}

function jsonbOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbOrder);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length - y.length || Buffer.compare(x, y);
  });
  return Object.fromEntries(keys.map((key) => [key, jsonbOrder((value as Record<string, unknown>)[key])]));
}
