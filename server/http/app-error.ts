// The one error type of the API: a stable code, the message the user sees, and field errors.
// `onError` in app.ts maps the code to the HTTP status.
import type { ErrorCode, FieldError } from '../../domain/contracts/common.ts';
import { messages } from '../../domain/messages.ts';

export const statusOfCode: Record<
  ErrorCode,
  400 | 401 | 403 | 404 | 409 | 412 | 422 | 428 | 429 | 500 | 503
> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  FEATURE_NOT_AVAILABLE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PARTNER_KEYS_EXPIRED: 503,
  STARTING: 503,
  // The sync protocol's refusals (server/http/sync-refusal.ts carries them with their extra fields).
  PRECONDITION_FAILED: 412,
  PRECONDITION_REQUIRED: 428,
  IDEMPOTENCY_KEY_REUSED: 422,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status() {
    return statusOfCode[this.code];
  }
}

export const forbidden = (message: string = messages.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const partnerKeysExpired = () => new AppError('PARTNER_KEYS_EXPIRED', messages.partnerKeysExpired);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', messages.unauthenticated);
export const invalidInput = (message: string, path = '') =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);
