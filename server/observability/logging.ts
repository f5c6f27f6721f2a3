// Structured logs with pino (ADR 0067): one JSON line per request, with its id (X-Request-Id taken
// from the caller or made here, and echoed on the answer), method, path, status, duration and the
// signed-in user. Headers, bodies and query values that may hold secrets never reach a line.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import type { AppEnv } from '../http/api-router.ts';
import { internalCallerOf } from '../http/internal-request.ts';
import { setAnswerHeaders } from '../http/response-headers.ts';
import { metrics } from './metrics.ts';

export type { Logger };

const levels: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** WAKELINE_LOG_LEVEL (fatal, error, warn, info, debug, trace or silent); info when unset. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): Level | 'silent' {
  const wanted = env.WAKELINE_LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!levels.includes(wanted))
    throw new Error(`WAKELINE_LOG_LEVEL must be one of ${levels.join(', ')} (it is '${wanted}')`);
  return wanted as Level | 'silent';
}

/**
 * Paths pino removes should a caller ever log a whole object with one of these fields (the
 * request lines below are built field by field and never hold them).
 */
export const redactedPaths = [
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'apiKey',
  '*.password',
  '*.token',
  '*.apiKey',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
];

export function createLogger(
  options: { level?: Level | 'silent'; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'wakeline' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactedPaths, censor: '[redacted]' },
    },
    options.destination,
  );
}

/** Query keys whose values are never logged (tokens, keys, passwords, codes, signatures). */
const secretQueryKey = /token|key|pass|secret|code|sig|auth|session/i;

/** The path with the query, its secret-looking values replaced by [redacted]. */
export function loggablePath(url: string): string {
  // Without a query (most requests) the path as the URL holds it, without parsing the URL.
  if (!url.includes('?') && !url.includes('#')) {
    const start = url.indexOf('/', url.indexOf('://') + 3);
    return start === -1 ? '/' : url.slice(start);
  }
  const parsed = new URL(url);
  if (!parsed.search) return parsed.pathname;
  const query = [...parsed.searchParams]
    .map(([key, value]) => `${key}=${secretQueryKey.test(key) ? '[redacted]' : value}`)
    .join('&');
  return `${parsed.pathname}?${query}`;
}

/** A caller's X-Request-Id is kept when it is a short token of safe characters. */
const acceptableRequestId = /^[\w.:@/+=-]{1,128}$/;

/**
 * First middleware of the app: the request id, then after the answer one log line and the HTTP
 * metrics (route pattern, never the raw path). Requests the app sends itself (the ops of
 * POST /Sync/Ops) are counted there, not here.
 */
export function observeRequests(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (internalCallerOf(c.env)) return next();
    const started = performance.now();
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && acceptableRequestId.test(incoming) ? incoming : randomUUID();
    try {
      await next();
    } finally {
      setAnswerHeaders(c, [['X-Request-Id', requestId]]);
      const durationMs = Math.round((performance.now() - started) * 100) / 100;
      const status = c.res.status;
      const route = status === 404 && c.req.routePath === '/*' ? '(unmatched)' : c.req.routePath;
      const labels = { method: c.req.method, route, status: String(status) };
      metrics().httpRequests.inc(labels);
      metrics().httpDuration.observe(labels, durationMs / 1000);
      const actor = c.get('actor');
      const line = {
        requestId,
        method: c.req.method,
        path: loggablePath(c.req.url),
        route,
        status,
        durationMs,
        clientAddress: c.get('clientAddress') ?? 'unknown',
        ...(actor?.userId ? { userId: actor.userId } : {}),
        ...(c.error && status >= 500 ? { err: c.error } : {}),
      };
      if (status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    }
  };
}
