// Idempotent writes (offline-sync.md b.7; invariant I3): the key, a hash of the request and the
// answer are stored in the SAME transaction as the change. A repeat gets the stored answer; the
// same key with another request gets 422. Deterministic refusals (the service's 4xx) are stored
// too, so a repeat cannot succeed later by accident; failures that roll back store nothing.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';
import { AppError } from '../http/app-error.ts';
import { SyncRefusal, syncMessages } from '../http/sync-refusal.ts';
import { currentBatch } from './batch-transaction.ts';
import { findStoredKeys, insertStoredKeys, type StoredKey } from './idempotency.repository.ts';
import './sync-tables.ts';

export type StoredAnswer = { status: number; body: unknown; replayed: boolean };

/** Every sync write takes this lock first: one writer at a time, so feed order = commit order. */
const syncWriteLockId = 7_011_2026;

export async function lockSyncWrites(trx: Transaction<Database>): Promise<number> {
  // One round trip: the FROM row (the lock) exists before the outer select draws the number, and
  // a subquery with a volatile function is never flattened into its parent.
  const { rows } = await sql<{ seq: number | string }>`
    SELECT nextval('sync_change_seq') AS seq
    FROM (SELECT pg_advisory_xact_lock(${syncWriteLockId})) AS locked`.execute(trx);
  return Number(rows[0]?.seq);
}

/** The lock and `count` feed numbers in one statement (a batch of sync writes, ADR 0121). */
async function lockSyncWritesFor(trx: Transaction<Database>, count: number): Promise<number[]> {
  const { rows } = await sql<{ seq: number | string }>`
    SELECT nextval('sync_change_seq') AS seq
    FROM (SELECT pg_advisory_xact_lock(${syncWriteLockId})) AS locked, generate_series(1, ${count})`.execute(
    trx,
  );
  return rows.map((row) => Number(row.seq)).sort((a, b) => a - b);
}

/**
 * One more feed position inside a write that holds the lock: a write of many rows gives each its
 * own, so a feed page that ends inside the write never skips the rest of it (the cursor is the
 * last position sent).
 */
export async function nextChangeSeq(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ seq: number | string }>`SELECT nextval('sync_change_seq') AS seq`.execute(trx);
  return Number(rows[0]?.seq);
}

/** `count` more feed positions at once (a bulk write, e.g. the demo's year of voyages). */
export async function nextChangeSeqs(trx: Transaction<Database>, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ seq: string | number }>`
    SELECT nextval('sync_change_seq') AS seq FROM generate_series(1, ${count})`.execute(trx);
  return rows.map((row) => Number(row.seq));
}

export function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path.toLowerCase()}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

export type IdempotentWrite<T> = {
  db: Kysely<Database>;
  /** null: a plain REST call without a key, applied once per request. */
  key: string | null;
  userId: string;
  requestHash: string;
  /** Applies the change; throws AppError or SyncRefusal BEFORE writing anything when it refuses. */
  apply: (trx: Transaction<Database>, changeSeq: number) => Promise<{ status: number; body: T }>;
};

function refusalAnswer(error: unknown): { status: number; body: unknown } | null {
  if (error instanceof SyncRefusal) return { status: error.status, body: error.body };
  if (
    error instanceof AppError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 403
  ) {
    return {
      status: error.status,
      body: { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  return null;
}

/** What the sync writes of one batch share (ADR 0121): numbers drawn, keys read, keys to store. */
type SyncBatch = { seqs: number[]; keys: Map<string, StoredKey>; read: Set<string>; toStore: StoredKey[] };
const syncBatchSlot = Symbol('wakeline.sync-batch');

function syncBatch(): SyncBatch | null {
  return (currentBatch()?.data.get(syncBatchSlot) as SyncBatch | undefined) ?? null;
}

/**
 * Starts the sync writes of a batch (inside `inOneTransaction`): the lock once, `count` feed
 * numbers in one statement, and the stored answers of every key of the batch in one read.
 */
export async function openSyncBatch(
  db: Kysely<Database>,
  keys: readonly string[],
  count: number,
): Promise<void> {
  const batch = currentBatch();
  if (!batch) throw new Error('openSyncBatch runs inside inOneTransaction');
  await db.transaction().execute(async (trx) => {
    const seqs = await lockSyncWritesFor(trx, count);
    const stored = await findStoredKeys(trx, keys);
    batch.data.set(syncBatchSlot, {
      seqs,
      keys: stored,
      read: new Set(keys),
      toStore: [],
    } satisfies SyncBatch);
  });
}

/** Ends the sync writes of a batch: the answers of its keys in one insert (still inside it). */
export async function closeSyncBatch(db: Kysely<Database>): Promise<void> {
  const batch = syncBatch();
  if (!batch) return;
  await db.transaction().execute((trx) => insertStoredKeys(trx, batch.toStore));
  batch.toStore = [];
}

async function storedAnswerOf(
  trx: Transaction<Database>,
  key: string,
  batch: SyncBatch | null,
): Promise<StoredKey | undefined> {
  if (batch?.read.has(key)) return batch.keys.get(key);
  return (await findStoredKeys(trx, [key])).get(key);
}

export async function runIdempotentWrite<T>(write: IdempotentWrite<T>): Promise<StoredAnswer> {
  // Inside a batch this transaction joins the batch's: no BEGIN, no lock of its own.
  const batch = syncBatch();
  return write.db.transaction().execute(async (trx) => {
    const changeSeq = batch ? (batch.seqs.shift() ?? (await nextChangeSeq(trx))) : await lockSyncWrites(trx);
    if (write.key !== null) {
      const stored = await storedAnswerOf(trx, write.key, batch);
      if (stored) {
        if (stored.request_hash !== write.requestHash) {
          const reused = new SyncRefusal(422, 'IDEMPOTENCY_KEY_REUSED', syncMessages.keyReused);
          return { status: reused.status, body: reused.body, replayed: false };
        }
        return { status: stored.response_status, body: stored.response_body, replayed: true };
      }
    }
    let answer: { status: number; body: unknown };
    try {
      answer = await write.apply(trx, changeSeq);
    } catch (error) {
      const refusal = refusalAnswer(error);
      if (!refusal) throw error;
      answer = refusal;
    }
    if (write.key !== null) {
      const row: StoredKey = {
        key: write.key,
        user_id: write.userId,
        request_hash: write.requestHash,
        response_status: answer.status,
        // What a later read of the stored JSON gives back (undefined fields dropped).
        response_body: JSON.parse(JSON.stringify(answer.body ?? null)) as unknown,
      };
      if (batch) {
        batch.toStore.push(row);
        batch.keys.set(row.key, row);
        batch.read.add(row.key);
      } else await insertStoredKeys(trx, [row]);
    }
    return { ...answer, replayed: false };
  });
}
