// Refusals of the sync protocol (412, 428, 422 for a reused key, 409), with extra fields such as the
// record as saved now. They travel in the same `{ message, code }` body as every other error, with
// a code of the one list (domain/contracts/common.ts).
import type { ErrorCode } from '../../domain/contracts/common.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';

export type SyncRefusalStatus = 409 | 412 | 422 | 428;

export class SyncRefusal extends Error {
  constructor(
    readonly status: SyncRefusalStatus,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'SyncRefusal';
  }

  get body(): Record<string, unknown> {
    return { message: this.message, code: this.code, ...this.extra };
  }
}

export const syncMessages = {
  ifMatchRequired: `This change must say which version it was based on (${ifMatchHeader}).`,
  stale: 'This record was changed by someone else since this change was made.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
  alreadyExists: 'A record with this id already exists.',
} as const;

/** 428 when an update or delete does not carry the version it was based on. */
export function requireIfMatch(version: number | null): number {
  if (version === null) throw new SyncRefusal(428, 'PRECONDITION_REQUIRED', syncMessages.ifMatchRequired);
  return version;
}

/** 412 with the current record, so the client can show both versions side by side. */
export function preconditionFailed(current: unknown): SyncRefusal {
  return new SyncRefusal(412, 'PRECONDITION_FAILED', syncMessages.stale, { current });
}
