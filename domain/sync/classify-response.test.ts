import { describe, expect, it } from 'vitest';
import { classifySyncResponse, type SyncAttempt } from './classify-response.ts';

const create = { kind: 'create' as const, entityId: 'e1' };
const update = { kind: 'update' as const, entityId: 'e1' };

function answer(status: number, body: unknown, contentType: string | null = 'application/json'): SyncAttempt {
  return { kind: 'response', status, body, contentType, retryAfterSeconds: null };
}

describe('classifySyncResponse', () => {
  it('I3 a 2xx echoing the entity and its version is an acknowledgement', () => {
    expect(classifySyncResponse(answer(201, { id: 'e1', version: 1 }), create)).toEqual({
      type: 'ack',
      version: 1,
      record: { id: 'e1', version: 1 },
    });
  });

  it('scenario 24: a 200 HTML page from a captive portal is retried, never acknowledged', () => {
    const portal = answer(200, undefined, 'text/html; charset=utf-8');
    expect(classifySyncResponse(portal, create)).toMatchObject({ type: 'retry', cause: 'unverified' });
  });

  it('I3 a 2xx about another entity or without a version is not trusted', () => {
    expect(classifySyncResponse(answer(200, { id: 'other', version: 2 }), create).type).toBe('retry');
    expect(classifySyncResponse(answer(200, { id: 'e1' }), create).type).toBe('retry');
  });

  it('network errors, 408, 429 and 5xx are retried with the server Retry-After', () => {
    expect(classifySyncResponse({ kind: 'network-error', message: 'Failed to fetch' }, create).type).toBe(
      'retry',
    );
    for (const status of [408, 429, 500, 502, 503]) {
      const outcome = classifySyncResponse(
        { ...answer(status, { message: 'busy' }), retryAfterSeconds: 9 } as SyncAttempt,
        create,
      );
      expect(outcome).toEqual({ type: 'retry', cause: 'server', reason: 'busy', retryAfterSeconds: 9 });
    }
  });

  it('scenario 21: 401 pauses for a new sign-in', () => {
    expect(classifySyncResponse(answer(401, { code: 'UNAUTHENTICATED', message: '' }), create)).toEqual({
      type: 'needs-auth',
    });
  });

  it('scenario 16: 412 is a conflict carrying the server version of the record', () => {
    const outcome = classifySyncResponse(
      answer(412, { code: 'PRECONDITION_FAILED', message: 'changed', current: { id: 'e1', version: 4 } }),
      update,
    );
    expect(outcome).toEqual({
      type: 'conflict',
      code: 'PRECONDITION_FAILED',
      message: 'changed',
      serverRecord: { id: 'e1', version: 4 },
    });
  });

  it('scenario 18: 404 on an update means deleted elsewhere (conflict); on a create it is a rejection', () => {
    expect(classifySyncResponse(answer(404, { code: 'NOT_FOUND' }), update).type).toBe('conflict');
    expect(classifySyncResponse(answer(404, { code: 'NOT_FOUND' }), create).type).toBe('rejected');
  });

  it('scenario 22 and 5: validation, forbidden, 428 and a reused key are rejected with their reason', () => {
    const cases: [number, string][] = [
      [400, 'VALIDATION_FAILED'],
      [403, 'FORBIDDEN'],
      [422, 'IDEMPOTENCY_KEY_REUSED'],
      [428, 'PRECONDITION_REQUIRED'],
      [409, 'CONFLICT'],
    ];
    for (const [status, code] of cases) {
      expect(classifySyncResponse(answer(status, { code, message: 'why' }), update)).toEqual({
        type: 'rejected',
        status,
        code,
        message: 'why',
      });
    }
  });

  it('issue 23 §3 a JSON refusal without a code of ours carries the client’s code for an unreadable answer, not an invented one', () => {
    expect(classifySyncResponse(answer(418, { message: 'short and stout' }), update)).toEqual({
      type: 'rejected',
      status: 418,
      code: 'UNREADABLE_ANSWER',
      message: 'short and stout',
    });
  });

  it('a key still being processed, or a parent not yet there, is retried', () => {
    expect(classifySyncResponse(answer(409, { code: 'IDEMPOTENCY_IN_PROGRESS' }), create).type).toBe('retry');
    expect(classifySyncResponse(answer(409, { code: 'DEPENDENCY_MISSING' }), create).type).toBe('retry');
  });

  it('a 4xx that is not JSON (a proxy page) is retried rather than rejected', () => {
    expect(classifySyncResponse(answer(403, undefined, 'text/html'), create).type).toBe('retry');
  });
});
