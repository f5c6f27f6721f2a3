// Shapes every resource shares: ids, times on the wire, the error body and plain text answers.
import * as v from 'valibot';

export const IdSchema = v.pipe(v.string(), v.uuid());
export type Id = v.InferOutput<typeof IdSchema>;

/** A UTC instant as an ISO 8601 string. */
export const IsoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp());

export const IdParamsSchema = v.object({ id: IdSchema });

export const answerForms = ['Objects', 'Columns'] as const;
export type AnswerForm = (typeof answerForms)[number];

/**
 * The form a series answer is asked in (issue 25 §2, ADR 0122; case ignored): Objects (the spec's,
 * an object per value) or Columns (one time axis and an array of values per series).
 */
export const AnswerFormSchema = v.pipe(
  v.string(),
  v.transform((text) => answerForms.find((name) => name.toLowerCase() === text.toLowerCase())),
  v.picklist(answerForms, 'The form must be Objects or Columns.'),
);

/**
 * The time axis of a compact answer (ADR 0122), epoch milliseconds: start and step where the
 * places are regular, else the times themselves in order.
 */
export const ColumnTimesSchema = v.union([
  v.object({ startMs: v.number(), stepMs: v.number(), count: v.number() }),
  v.object({ ms: v.array(v.number()) }),
]);

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  /** 403: the vessel's feature switch for the module is off (ADR 0059). */
  'FEATURE_NOT_AVAILABLE',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  /** 503: the partner's integration keys have expired (003 §8, ADR 0061). */
  'PARTNER_KEYS_EXPIRED',
  /** 503 while the server opens its database and starts its job queues. */
  'STARTING',
  /** 412: the record was saved by someone else since the version sent in If-Match (ADR 0092). */
  'PRECONDITION_FAILED',
  /** 428: an edit of a versioned record came without If-Match. */
  'PRECONDITION_REQUIRED',
  /** 422: an Idempotency-Key already used for another request (offline sync). */
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The codes the client gives a failure the server did not describe: no answer at all (offline,
 * refused), or an answer without a readable `{ message, code }` body (a proxy's error page).
 */
export const clientErrorCodes = ['NETWORK_ERROR', 'UNREADABLE_ANSWER'] as const;
/** Every code an ApiError of the client carries: one list for both tiers. */
export type ApiErrorCode = ErrorCode | (typeof clientErrorCodes)[number];

export const FieldErrorSchema = v.object({ path: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

export const ErrorResponseSchema = v.object({
  message: v.string(),
  code: v.picklist(errorCodes),
  errors: v.optional(v.array(FieldErrorSchema)),
});
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

export const MessageResponseSchema = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponseSchema>;

/** A query flag as sent in a URL: 'true'/'false' (any case), '1'/'0'. */
export const QueryBooleanSchema = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.picklist(['true', 'false', '1', '0']),
  v.transform((text) => text === 'true' || text === '1'),
);

/** A loose e-mail pattern (003 §5 '{email}'): something@something.something, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
