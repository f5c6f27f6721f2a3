// POST /Sync/Ops: the queued writes of a device in one request (domain/contracts/sync-ops.ts).
// Each op runs as the same request the device would send on its own, through the app itself, so
// validation, role and vessel checks, the voyage rules, idempotency and versions are exactly
// those of the single endpoints; only the session is read once. The ops run in order and the
// batch stops at the first answer that is not a success (the device sends the rest again).
// The ops of a batch share ONE transaction (ADR 0121): one lock, the feed numbers and the stored
// answers of every key read at once, the answers stored in one insert at the end. A refusal
// writes nothing (the rules refuse before writing), so it needs no undo and the ops before it
// commit. Only an op that fails in the database, or rolls its own work back, ends the batch's
// transaction: then the batch runs again one transaction per op, as it did before, and answers
// exactly as that run does. The rules' window of a vessel's events is read once for the ops of a
// batch and kept up to date in memory; the new events of consecutive creates are inserted in one
// statement, held back until the next statement (ADR 0121).
import { syncOpsEndpoints, type SyncOp, type SyncOpResult } from '../../domain/contracts/sync-ops.ts';
import { idempotencyKeyHeader, ifMatchHeader, versionEtag } from '../../domain/contracts/sync.ts';
import { apiBase, type ApiRouter } from '../http/api-router.ts';
import { internalEnv, type InternalCaller, type InternalEnv } from '../http/internal-request.ts';
import { recordSyncOp } from '../observability/metrics.ts';
import { BatchFailed, inOneTransaction, throwIfBatchFailed } from '../db/batch-transaction.ts';
import { closeSyncBatch, openSyncBatch } from '../db/idempotency.ts';
import type { Database } from '../db/schema.ts';
import type { Kysely } from 'kysely';

/** How the server sends a request to itself (the app's own fetch). */
export type Dispatch = (request: Request, env: InternalEnv) => Response | Promise<Response>;

async function runOp(
  dispatch: Dispatch,
  origin: string,
  op: SyncOp,
  caller: InternalCaller,
): Promise<SyncOpResult> {
  const headers = new Headers({
    Accept: 'application/json',
    [idempotencyKeyHeader]: op.opId,
    'X-Device-Id': op.deviceId,
  });
  if (op.ifMatch !== null) headers.set(ifMatchHeader, versionEtag(op.ifMatch));
  if (op.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await dispatch(
    new Request(new URL(`${apiBase}${op.path}`, origin), {
      method: op.method,
      headers,
      body: op.body === undefined ? undefined : JSON.stringify(op.body),
    }),
    internalEnv(caller),
  );
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = { message: text };
  }
  return {
    opId: op.opId,
    status: response.status,
    body,
    replayed: response.headers.get('Idempotent-Replayed') === 'true',
  };
}

/** The ops in order up to the first answer that is not a success. */
async function runOps(
  dispatch: Dispatch,
  origin: string,
  ops: readonly SyncOp[],
  caller: InternalCaller,
  afterEach: () => void = () => {},
): Promise<SyncOpResult[]> {
  const results: SyncOpResult[] = [];
  for (const op of ops) {
    const result = await runOp(dispatch, origin, op, caller);
    afterEach();
    results.push(result);
    if (result.status < 200 || result.status >= 300) break;
  }
  return results;
}

export function registerSyncOpsRoutes(
  router: ApiRouter,
  dispatch: Dispatch,
  database: { db: Kysely<Database>; readCache: { invalidate(): void } },
): void {
  const { db } = database;
  router.authenticated(
    {
      ...syncOpsEndpoints.run,
      tag: 'Sync',
      summary:
        'Up to 50 queued writes of the synced records in order, each with its opId as Idempotency-Key; stops at the first answer that is not a success',
      access: 'Every signed-in caller; each op is checked as its own request (role, vessel access, rules)',
    },
    async ({ actor, body, c }) => {
      const caller: InternalCaller = { actor, tokenExpiresAt: c.get('tokenExpiresAt') };
      let results: SyncOpResult[];
      // What the batch will write: the rules' reads serve the ops they can at once (ADR 0121).
      const planned = { planned: body.ops.map((op) => ({ method: op.method, body: op.body })) };
      try {
        results = await inOneTransaction(
          db,
          async () => {
            await openSyncBatch(
              db,
              body.ops.map((op) => op.opId),
              body.ops.length,
            );
            const ran = await runOps(dispatch, c.req.url, body.ops, caller, throwIfBatchFailed);
            await closeSyncBatch(db);
            return ran;
          },
          planned,
        );
      } catch (error) {
        if (!(error instanceof BatchFailed)) throw error;
        // Answers read inside the rolled-back transaction may be cached: forget them.
        database.readCache.invalidate();
        results = await runOps(dispatch, c.req.url, body.ops, caller);
      }
      for (const result of results) recordSyncOp(result.status);
      return { results };
    },
  );
}
