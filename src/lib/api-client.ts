// The one fetch wrapper of the client (000 §7): base /api/v1, bearer token when one is stored,
// JSON (multipart for a FormData body), no HTTP caching, `{ message, code, errors? }` bodies
// turned into an ApiError.
import * as v from 'valibot';
import { clearStoredToken, isStoredExpiryPassed, readStoredToken } from './token-store.ts';
import { errorCodes, type ApiErrorCode, type ErrorCode } from '../../domain/contracts/common.ts';
import {
  fillPath,
  type AnswerOf,
  type BodyOf,
  type EndpointContract,
  type ParamsOf,
  type QueryOf,
} from '../../domain/contracts/endpoint.ts';

export const apiBase = '/api/v1';

export type ApiFieldError = { path: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: ApiFieldError[];
  /** A 412's record as saved now (`current` of the body, ADR 0092); undefined otherwise. */
  readonly current: unknown;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    errors: ApiFieldError[] = [],
    current?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.current = current;
  }

  /** Someone else saved the record since it was read (412 PRECONDITION_FAILED, ADR 0092). */
  get isStale(): boolean {
    return this.status === 412;
  }

  /** The request never reached the server (offline, DNS, refused). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** A call of a module whose feature switch is off for the vessel (403 FEATURE_NOT_AVAILABLE, ADR 0059). */
export const isFeatureNotAvailable = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'FEATURE_NOT_AVAILABLE';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<TSchema extends v.GenericSchema | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. If-Match and Idempotency-Key of a versioned write. */
  headers?: Record<string, string>;
  /** Parses the response body; the result is typed by the schema. */
  schema?: TSchema;
};

type Result<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown;

let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};

/** The app replaces the default (a full reload to /login) with a router navigation. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

const isErrorCode = (code: string): code is ErrorCode => (errorCodes as readonly string[]).includes(code);

const errorBodySchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  current: v.optional(v.unknown()),
});

async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const parsed = v.safeParse(errorBodySchema, body);
  const message = parsed.success ? (parsed.output.message ?? '') : '';
  const given = parsed.success ? parsed.output.code : undefined;
  const code: ApiErrorCode = given && isErrorCode(given) ? given : 'UNREADABLE_ANSWER';
  const errors = parsed.success ? (parsed.output.errors ?? []) : [];
  return new ApiError(
    response.status,
    code,
    message,
    errors,
    parsed.success ? parsed.output.current : undefined,
  );
}

/**
 * The one door of the client's HTTP calls: the session's token, no HTTP caching, a refusal turned
 * into an ApiError with the server's message, and a lapsed session signed out. Answers the
 * response of a call that succeeded.
 */
async function send(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
): Promise<Response> {
  const stored = readStoredToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (stored) headers.Authorization = `Bearer ${stored.token}`;
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, cache: 'no-store' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (!response.ok) {
    const error = await readError(response);
    // SHELL-119/120: a 401 signs out only when the stored expiry has passed or is missing.
    if (response.status === 401 && stored && isStoredExpiryPassed()) {
      clearStoredToken();
      onSessionExpired();
    }
    throw error;
  }
  return response;
}

async function apiRequest<TSchema extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<Result<TSchema>> {
  // A FormData body (a file upload) is sent as multipart: the browser writes its Content-Type.
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await send(buildApiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = response.status === 204 ? '' : await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!options.schema) return data as Result<TSchema>;
  return v.parse(options.schema, data) as Result<TSchema>;
}

/** The server's message for a failure, else `fallback` (components/snackbar.ts adds the offline text). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/** Above this many bytes an upload reports its progress (smaller ones are sent in a blink). */
export const UPLOAD_PROGRESS_MIN_BYTES = 1024 * 1024;

export type UploadOptions<TSchema extends v.GenericSchema | undefined = undefined> = {
  schema?: TSchema;
  signal?: AbortSignal;
  /** Called with 0..1 as the body goes out; only for bodies above UPLOAD_PROGRESS_MIN_BYTES, or always with `onSent`. */
  onProgress?: (fraction: number) => void;
  /** Called once the whole body is sent, while the server still works on it (e.g. checks its rows). */
  onSent?: () => void;
};

function formBytes(form: FormData): number {
  let bytes = 0;
  for (const [, value] of form.entries()) bytes += typeof value === 'string' ? value.length : value.size;
  return bytes;
}

/**
 * POST of a multipart form (a file upload). fetch reports no upload progress, so a large body
 * goes through XMLHttpRequest with the same token, error bodies and schema as apiRequest.
 */
async function apiUpload<TSchema extends v.GenericSchema | undefined = undefined>(
  path: string,
  form: FormData,
  options: UploadOptions<TSchema> = {},
): Promise<Result<TSchema>> {
  const { onProgress, onSent, signal, schema } = options;
  if (
    !onProgress ||
    typeof XMLHttpRequest === 'undefined' ||
    (!onSent && formBytes(form) < UPLOAD_PROGRESS_MIN_BYTES)
  )
    return apiRequest(path, { method: 'POST', body: form, signal, schema });
  const stored = readStoredToken();
  const response = await new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildApiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    if (stored) request.setRequestHeader('Authorization', `Bearer ${stored.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    if (onSent) request.upload.onload = () => onSent();
    request.onload = () =>
      resolve(
        new Response(request.status === 204 ? null : request.responseText, {
          status: request.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && stored && isStoredExpiryPassed()) {
      clearStoredToken();
      onSessionExpired();
    }
    throw error;
  }
  onProgress(1);
  const text = response.status === 204 ? '' : await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!schema) return data as Result<TSchema>;
  return v.parse(schema, data) as Result<TSchema>;
}

/** What a call of an endpoint sends: the contract says which parts it has. */
export type CallInput<C extends EndpointContract> = ([ParamsOf<C>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<C> }) &
  ([QueryOf<C>] extends [never] ? { query?: never } : { query?: QueryOf<C> }) &
  ([BodyOf<C>] extends [never] ? { body?: never } : { body: BodyOf<C> }) & {
    signal?: AbortSignal;
    /** Extra request headers, e.g. If-Match and Idempotency-Key of a versioned write. */
    headers?: Record<string, string>;
  };

/** The URL of an endpoint (a download link, an export opened in a new tab). */
export function endpointUrl<C extends EndpointContract>(
  contract: C,
  input: { params?: ParamsOf<C>; query?: QueryOf<C> } = {},
): string {
  return buildApiUrl(
    fillPath(contract.path, input.params as Record<string, unknown> | undefined),
    input.query as Record<string, QueryValue> | undefined,
  );
}

/**
 * Calls an endpoint declared in domain/contracts (issue 23 §3): its method and path from the
 * declaration, the answer parsed by its response schema (so a call site never writes a path or an
 * answer's shape again).
 */
export function callApi<C extends EndpointContract>(
  contract: C,
  ...[input]: [ParamsOf<C>] extends [never]
    ? [BodyOf<C>] extends [never]
      ? [input?: CallInput<C>]
      : [input: CallInput<C>]
    : [input: CallInput<C>]
): Promise<AnswerOf<C>> {
  const { params, query, body, signal, headers } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  return apiRequest(fillPath(contract.path, params), {
    method: contract.method.toUpperCase() as RequestOptions['method'],
    query,
    body,
    signal,
    headers,
    schema: contract.response,
  }) as Promise<AnswerOf<C>>;
}

/** Uploads a multipart form to an endpoint declared in domain/contracts, with progress (apiUpload). */
export function uploadTo<C extends EndpointContract>(
  contract: C,
  form: FormData,
  options: Omit<UploadOptions, 'schema'> & { params?: ParamsOf<C>; query?: QueryOf<C> } = {},
): Promise<AnswerOf<C>> {
  const { params, query, ...rest } = options;
  return apiUpload(endpointUrl(contract, { params, query }).slice(apiBase.length), form, {
    ...rest,
    schema: contract.response,
  }) as Promise<AnswerOf<C>>;
}

/**
 * An endpoint's answer as bytes (a file): the same door as callApi, the body left as it came.
 * `link` instead of a declaration: a link the server handed out (e.g. a file's `onlyUrl`), which
 * must lie under /api/v1.
 */
export async function fetchFile<C extends EndpointContract>(
  target: C | { link: string },
  input: { params?: ParamsOf<C>; query?: QueryOf<C>; body?: BodyOf<C>; signal?: AbortSignal } = {},
): Promise<Response> {
  let url: string;
  let method = 'GET';
  if ('link' in target) {
    url = target.link.startsWith(`${apiBase}/`) ? target.link : buildApiUrl(target.link);
  } else {
    url = endpointUrl(target, input);
    method = target.method.toUpperCase();
  }
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  return send(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body,
    signal: input.signal,
  });
}
