// What an answer to a queued write means (offline-sync.md b.5). Only a validated acknowledgement
// settles an op (I3): a 200 HTML page from a captive portal is a network failure, not a success.
import type { ApiErrorCode } from '../contracts/common.ts';
import type { OutboxKind } from './outbox-entry.ts';

export type SyncAttempt =
  | { kind: 'network-error'; message: string }
  | {
      kind: 'response';
      status: number;
      contentType: string | null;
      /** Parsed JSON body, or undefined when the body was not JSON. */
      body: unknown;
      retryAfterSeconds: number | null;
    };

export type SyncOutcome =
  | { type: 'ack'; version: number; record: Record<string, unknown> }
  | { type: 'retry'; cause: RetryCause; reason: string; retryAfterSeconds: number | null }
  | { type: 'needs-auth' }
  | { type: 'conflict'; code: string; message: string; serverRecord: Record<string, unknown> | null }
  | { type: 'rejected'; status: number; code: string; message: string };

/**
 * Why an op is retried: the server could not be reached, something that is not our server
 * answered (a captive portal, a proxy), or the server was in trouble (5xx, 429).
 */
export type RetryCause = 'unreachable' | 'unverified' | 'server';

export type SyncRequestInfo = { kind: OutboxKind; entityId: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/(problem\+)?json\b/i.test(contentType.trim());
}

function errorText(body: unknown, fallback: string): { code: string; message: string } {
  if (!isRecord(body)) return { code: fallback, message: '' };
  return {
    code: typeof body.code === 'string' ? body.code : fallback,
    message: typeof body.message === 'string' ? body.message : '',
  };
}

/** Codes the sync server uses for refusals that go away on their own. */
const transientConflictCodes = new Set(['IDEMPOTENCY_IN_PROGRESS', 'DEPENDENCY_MISSING']);

export function classifySyncResponse(attempt: SyncAttempt, request: SyncRequestInfo): SyncOutcome {
  if (attempt.kind === 'network-error') {
    return {
      type: 'retry',
      cause: 'unreachable',
      reason: attempt.message || 'network error',
      retryAfterSeconds: null,
    };
  }
  const { status, body, contentType, retryAfterSeconds } = attempt;
  const json = isJson(contentType);

  if (status >= 200 && status < 300) {
    const record = json && isRecord(body) ? body : null;
    const version = record?.version;
    if (
      !record ||
      record.id !== request.entityId ||
      typeof version !== 'number' ||
      !Number.isInteger(version)
    ) {
      return {
        type: 'retry',
        cause: 'unverified',
        reason: 'The answer was not a valid acknowledgement',
        retryAfterSeconds: null,
      };
    }
    return { type: 'ack', version, record };
  }
  // A proxy or portal answering in HTML says nothing about our request.
  if (!json)
    return {
      type: 'retry',
      cause: 'unverified',
      reason: `HTTP ${status} without a JSON body`,
      retryAfterSeconds,
    };

  // A JSON answer without a code of ours is described as the client describes one (errorCodes).
  const { code, message } = errorText(body, 'UNREADABLE_ANSWER' satisfies ApiErrorCode);
  if (status === 401) return { type: 'needs-auth' };
  if (status === 408 || status === 425 || status === 429 || status >= 500) {
    return { type: 'retry', cause: 'server', reason: message || `HTTP ${status}`, retryAfterSeconds };
  }
  if (status === 409 && transientConflictCodes.has(code)) {
    return { type: 'retry', cause: 'server', reason: message || code, retryAfterSeconds };
  }
  if (status === 412) {
    const current = isRecord(body) && isRecord(body.current) ? body.current : null;
    return { type: 'conflict', code, message, serverRecord: current };
  }
  if (status === 404 && request.kind !== 'create') {
    return { type: 'conflict', code: 'DELETED_REMOTELY', message, serverRecord: null };
  }
  return { type: 'rejected', status, code, message };
}
