// Security headers on every kind of answer, the request log lines (and the secrets they never
// hold), health and readiness (issue 16 §4, ADR 0067).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoEmails,
  demoPassword,
  startTestServer,
  type TestServer,
} from '../../tests/support/test-server.ts';
import { createLogger } from './logging.ts';

let server: TestServer;
let distDir: string;
const lines: string[] = [];

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'wakeline-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Wakeline</title><div id="root"></div>');
  await writeFile(join(distDir, 'assets', 'index-abc.js'), 'console.log(1);');
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => lines.push(line) } });
  server = await startTestServer({ appDeps: { logger, distDir } });
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

type LogLine = Record<string, unknown>;
const requestLines = (): LogLine[] =>
  lines
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg !== undefined && 'requestId' in line);

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.baseUrl + path, { headers, redirect: 'manual' });

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('x-request-id'), what).toMatch(/^[\w.:@/+=-]+$/);
}

describe('security headers', () => {
  it('are on every kind of answer: API 200, 400, 401 and 404, static file, SPA fallback, 404 outside the API, API docs, OpenAPI, /metrics', async () => {
    const token = await server.tokenFor('user');
    const answers: [string, Response, number][] = [
      ['API 200', await get('/api/v1/Version'), 200],
      ['API 200 signed in', await get('/api/v1/Users/GetUser', { Authorization: `Bearer ${token}` }), 200],
      [
        'API 400',
        await fetch(`${server.baseUrl}/api/v1/Authenticate`, {
          method: 'POST',
          body: '{',
          headers: { 'Content-Type': 'application/json' },
        }),
        400,
      ],
      ['API 401', await get('/api/v1/Users/GetUser'), 401],
      ['API 404', await get('/api/v1/NoSuchThing'), 404],
      ['static file', await get('/assets/index-abc.js'), 200],
      ['SPA fallback', await get('/vessels/some/page'), 200],
      ['404 outside the API', await fetch(`${server.baseUrl}/anything`, { method: 'POST' }), 404],
      ['API docs', await get('/api/docs'), 200],
      ['API docs script', await get('/api/docs/init.js'), 200],
      ['API docs 404', await get('/api/docs/no-such-file.js'), 404],
      ['OpenAPI', await get('/api/v1/openapi.json'), 200],
      ['health', await get('/api/v1/health'), 200],
      ['metrics without a token configured', await get('/metrics'), 404],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
      expect(response.headers.get('strict-transport-security'), what).toBeNull();
    }
  });

  it('the API reference page runs no inline script (every script is a served file)', async () => {
    const html = await (await get('/api/docs')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/api\/docs\/[\w.-]+\.js"/);
      expect(body!.trim()).toBe('');
    }
  });

  it('HSTS only over TLS: when a reverse proxy says X-Forwarded-Proto https', async () => {
    const proxied = await get('/api/v1/Version', { 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await get('/api/v1/Version', { 'X-Forwarded-Proto': 'http' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('/metrics without WAKELINE_METRICS_TOKEN is not served: 404, never the SPA', async () => {
    const response = await get('/metrics', { Authorization: 'Bearer anything' });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});

describe('request logs', () => {
  it('one JSON line per request with its id, method, path, route, status, duration and the signed-in user', async () => {
    const token = await server.tokenFor('user');
    const me = (await server.as('user')<{ id: string }>('GET', '/api/v1/Users/GetUser')).body;
    lines.length = 0;
    const response = await get(`/api/v1/Vessels/${me.id}`, { Authorization: `Bearer ${token}` });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      requestId,
      method: 'GET',
      path: `/api/v1/Vessels/${me.id}`,
      route: '/api/v1/vessels/:id',
      status: response.status,
      userId: me.id,
    });
    expect(typeof logged[0]!.durationMs).toBe('number');
    expect(logged[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps an incoming X-Request-Id and echoes it; replaces one that is not a short safe token', async () => {
    lines.length = 0;
    const kept = await get('/api/v1/Version', { 'X-Request-Id': 'proxy-1234.abc' });
    expect(kept.headers.get('x-request-id')).toBe('proxy-1234.abc');
    const replaced = await get('/api/v1/Version', { 'X-Request-Id': 'bad id\twith "quotes"' });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().map((line) => line.requestId)).toEqual([
      'proxy-1234.abc',
      replaced.headers.get('x-request-id'),
    ]);
    expect(requestLines()[0]).not.toHaveProperty('userId');
  });

  it('never logs a secret: passwords, bearer tokens, API keys, cookies, secret query values', async () => {
    lines.length = 0;
    const signIn = await server.request<{ token: string }>('POST', '/api/v1/Authenticate', {
      body: { username: demoEmails.super, password: demoPassword },
    });
    const token = signIn.body.token;
    const me = (await server.request<{ id: string }>('GET', '/api/v1/Users/GetUser', { token })).body;
    const key = await server.request<{ apiKey: string }>('POST', '/api/v1/Users/GenerateApiKey', {
      token,
      body: { userId: me.id },
    });
    expect(key.status).toBe(200);
    await server.request('GET', '/api/v1/Users/GetUser', { apiKey: key.body.apiKey });
    await get('/api/v1/Users/GetUser?token=query-secret-1&apiKey=query-secret-2&name=visible', {
      Cookie: 'session=cookie-secret-3',
      Authorization: `Bearer ${token}`,
    });
    await server.request('POST', '/api/v1/Users/ResetPassword', {
      body: { token: 'reset-secret-4', password: 'new-password-secret-5' },
    });
    const text = lines.join('');
    expect(requestLines().length).toBeGreaterThanOrEqual(5);
    for (const secret of [
      demoPassword,
      token,
      key.body.apiKey,
      'query-secret-1',
      'query-secret-2',
      'cookie-secret-3',
      'reset-secret-4',
      'new-password-secret-5',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('/api/v1/Users/GetUser?token=[redacted]&apiKey=[redacted]&name=visible');
  });

  it('pino redacts secret fields should a whole object ever be logged', () => {
    const captured: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => captured.push(line) } });
    logger.info({
      password: 'p-1',
      headers: { authorization: 'Bearer t-2', 'x-api-key': 'k-3', cookie: 'c-4' },
    });
    expect(captured.join('')).not.toMatch(/p-1|t-2|k-3|c-4/);
    expect(captured.join('')).toContain('[redacted]');
  });
});

describe('GET /health', () => {
  it('200 ok when the database answers a query, with each check named', async () => {
    const response = await server.request<{ status: string; checks: Record<string, string> }>(
      'GET',
      '/api/v1/health',
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });

  it('503 with what is wrong when a check fails, 503 starting while one is still starting', async () => {
    let state: 'starting' | 'broken' | 'ok' = 'starting';
    server.health.add('queues', async () => {
      if (state === 'broken') throw new Error('the job queue does not answer');
      return state;
    });
    const starting = await server.request('GET', '/api/v1/health');
    expect(starting.status).toBe(503);
    expect(starting.body).toMatchObject({
      status: 'starting',
      checks: { database: 'ok', queues: 'starting' },
    });
    state = 'broken';
    const broken = await server.request('GET', '/api/v1/health');
    expect(broken.status).toBe(503);
    expect(broken.headers.get('retry-after')).toBe('5');
    expect(broken.body).toMatchObject({
      status: 'unhealthy',
      checks: { database: 'ok', queues: 'the job queue does not answer' },
    });
    state = 'ok';
    expect((await server.request('GET', '/api/v1/health')).status).toBe(200);
  });
});
