// POST /Sync/Ops: the queued writes of a device in one request (domain/contracts/sync-ops.ts).
// Each op runs as the same request the device would send on its own, through the app itself, so
// validation, role and vessel checks, the voyage rules, idempotency and versions are exactly
// those of the single endpoints; only the session is read once. The ops run in order and the
// batch stops at the first answer that is not a success (the device sends the rest again).
import { syncOpsEndpoints, type SyncOp, type SyncOpResult } from '../../domain/contracts/sync-ops.ts';
import { idempotencyKeyHeader, ifMatchHeader, versionEtag } from '../../domain/contracts/sync.ts';
import { apiBase, type ApiRouter } from '../http/api-router.ts';
import { internalEnv, type InternalCaller, type InternalEnv } from '../http/internal-request.ts';
import { recordSyncOp } from '../observability/metrics.ts';

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

export function registerSyncOpsRoutes(router: ApiRouter, dispatch: Dispatch): void {
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
      const results: SyncOpResult[] = [];
      for (const op of body.ops) {
        const result = await runOp(dispatch, c.req.url, op, caller);
        results.push(result);
        recordSyncOp(result.status);
        if (result.status < 200 || result.status >= 300) break;
      }
      return { results };
    },
  );
}
