// A stand-in for the server in component tests: answers fetch calls to /api/v1 from a table of
// handlers keyed by 'METHOD /path' (query ignored), and records every call.
import { vi } from 'vitest';

export type FakeResponse = { status?: number; body?: unknown };
type Handler = (request: { body: unknown; url: URL }) => FakeResponse | Promise<FakeResponse>;

export type FakeCall = { method: string; path: string; query: string; body: unknown };

export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: url.search, body });
    const handler = handlers[`${method} ${path}`];
    const result = handler
      ? await handler({ body, url })
      : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    const status = result.status ?? 200;
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
