// The stored answers of idempotent writes (idempotency_keys, 0100-create-sync.sql): one key, or
// all the keys of a batch (POST /Sync/Ops) in one read and one multi-row insert (ADR 0121).
import type { Transaction } from 'kysely';
import type { Database } from './schema.ts';
import './sync-tables.ts';

export type StoredKey = {
  key: string;
  user_id: string;
  request_hash: string;
  response_status: number;
  response_body: unknown;
};

/** The stored answers of these keys, by key (absent: never used). */
export async function findStoredKeys(
  trx: Transaction<Database>,
  keys: readonly string[],
): Promise<Map<string, StoredKey>> {
  if (keys.length === 0) return new Map();
  const rows = await trx
    .selectFrom('idempotency_keys')
    .select(['key', 'user_id', 'request_hash', 'response_status', 'response_body'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.key, row]));
}

/** Stores answers under their keys, in one statement. */
export async function insertStoredKeys(
  trx: Transaction<Database>,
  rows: readonly StoredKey[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('idempotency_keys')
    .values(rows.map((row) => ({ ...row, response_body: JSON.stringify(row.response_body) })))
    .execute();
}
