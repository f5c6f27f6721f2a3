// Headers added to an answer after the handler made it (ADR 0076). Hono's `c.header()` after the
// answer exists wraps it in a new Response for every call; its body becomes a web stream that
// @hono/node-server then reads chunk by chunk. Seven such calls per request (security headers,
// Cache-Control, X-Request-Id) were the largest share of a cached GET's time. Here the answer's own
// headers are set in place (every answer is made per request: none is shared between requests),
// which keeps the body a string or bytes that node writes in one go.
import type { Context } from 'hono';

export type HeaderEntries = readonly (readonly [name: string, value: string])[];

/** Sets each header on the current answer in place; through Hono when its headers are immutable. */
export function setAnswerHeaders(c: Context, entries: HeaderEntries): void {
  const headers = c.res.headers;
  try {
    for (const [name, value] of entries) headers.set(name, value);
  } catch {
    // Response.redirect(), Response.error() and fetch() answers have immutable headers.
    for (const [name, value] of entries) c.header(name, value);
  }
}
