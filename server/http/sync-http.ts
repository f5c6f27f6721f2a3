// HTTP side of every offline-synced route: the write context (Idempotency-Key, If-Match, device,
// request hash) and the answer (stored result, ETag of the version, Idempotent-Replayed).
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  IdempotencyKeySchema,
  etagHeader,
  idempotencyKeyHeader,
  ifMatchHeader,
  parseIfMatchVersion,
  versionEtag,
} from '../../domain/contracts/sync.ts';
import type { AppEnv } from './api-router.ts';
import { parseInput } from './validate.ts';
import { hashRequest, type StoredAnswer } from '../db/idempotency.ts';
import { SyncRefusal } from './sync-refusal.ts';
import type { WriteContext } from '../db/synced-table.ts';

/** Every role that sees the vessel, except KognifaiUser (DECISIONS: who may enter voyage data). */
export const voyageDataAccess = 'Every role that sees the vessel, except KognifaiUser';

/** The version in If-Match, or null when absent or unreadable (the service answers 428). */
export function ifMatchOf(c: Context<AppEnv>): number | null {
  return parseIfMatchVersion(c.req.header(ifMatchHeader));
}

/**
 * How a write arrived. `withIfMatch` reads If-Match (updates, deletes, actions); a create is
 * based on no version. The version is part of the request: same key, other If-Match = other request.
 */
export function writeContext(c: Context<AppEnv>, body: unknown, withIfMatch = true): WriteContext {
  const ifMatch = withIfMatch ? ifMatchOf(c) : null;
  const rawKey = c.req.header(idempotencyKeyHeader);
  const key =
    rawKey === undefined ? null : parseInput(v.object({ key: IdempotencyKeySchema }), { key: rawKey }).key;
  const deviceId = c.req.header('X-Device-Id')?.slice(0, 100) ?? null;
  return { key, ifMatch, deviceId, requestHash: hashRequest(c.req.method, c.req.path, { body, ifMatch }) };
}

/** Answers a write: the stored result of its key, or a sync refusal raised before it ran. */
export async function respond(c: Context<AppEnv>, write: () => Promise<StoredAnswer>): Promise<Response> {
  try {
    return answer(c, await write());
  } catch (error) {
    if (error instanceof SyncRefusal)
      return answer(c, { status: error.status, body: error.body, replayed: false });
    throw error;
  }
}

/**
 * A read or an office edit of a versioned shared record (ADR 0092): 200 with the record and its
 * version as ETag, or the 412/428 refusal with its `{ message, code, current }`.
 */
export function withVersion(c: Context<AppEnv>, run: () => Promise<{ version: number }>): Promise<Response> {
  return respond(c, async () => ({ status: 200, body: await run(), replayed: false }));
}

/** An office write answered without a record (a delete): its own answer, or the 412/428 refusal. */
export async function orRefusal<T>(c: Context<AppEnv>, run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SyncRefusal)
      return answer(c, { status: error.status, body: error.body, replayed: false });
    throw error;
  }
}

export function answer(c: Context<AppEnv>, stored: StoredAnswer): Response {
  const body = stored.body as { version?: unknown };
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (stored.status < 300 && typeof body.version === 'number')
    headers[etagHeader] = versionEtag(body.version);
  if (stored.replayed) headers['Idempotent-Replayed'] = 'true';
  return c.json(stored.body as object, stored.status as 200, headers);
}
