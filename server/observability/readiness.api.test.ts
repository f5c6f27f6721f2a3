// Readiness and the wiring of server/main.ts (issue 16 §4, ADR 0067): the real server process on a
// PGlite folder (the migrated template of the test server, so the test takes seconds) listens at
// once and answers 503 'starting' (with the security headers) until its database is open and
// bootstrapped, then 200 once the job queues run; its request lines are JSON on stdout next to the
// readable start-up lines; /metrics answers the configured token.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/process-servers.ts';
import { pgliteTemplate } from '../../tests/support/test-server.ts';

let dir: string;
let child: ChildProcess | null = null;
let stdout = '';
let port: number;
let origin: string;
const metricsToken = `metrics-${randomUUID()}`;

beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dir = await mkdtemp(join(tmpdir(), 'wakeline-ready-'));
  await mkdir(join(dir, 'data', 'pglite'), { recursive: true });
  const migrated = await PGlite.create(join(dir, 'data', 'pglite'), { loadDataDir: await pgliteTemplate() });
  await migrated.close();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

type Seen = {
  status: number;
  body: { status?: string; checks?: Record<string, string> };
  csp: string | null;
};

describe('start-up readiness of npm start', () => {
  it('answers 503 starting while it opens its database, then 200 ok with the database and the queues checked', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      WAKELINE_DATA_DIR: join(dir, 'data'),
      WAKELINE_DEMO: '0',
      WAKELINE_ADMIN_EMAIL: 'first.admin@example.com',
      WAKELINE_ADMIN_PASSWORD: 'first-admin-password',
      WAKELINE_LOG_LEVEL: 'info',
      WAKELINE_METRICS_TOKEN: metricsToken,
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: join(import.meta.dirname, '..', '..'),
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const seen: Seen[] = [];
    const until = Date.now() + 90_000;
    for (;;) {
      const answer = await fetch(`${origin}/api/v1/health`).then(
        async (response) => ({
          status: response.status,
          body: (await response.json()) as Seen['body'],
          csp: response.headers.get('content-security-policy'),
        }),
        () => null,
      );
      if (answer) seen.push(answer);
      if (answer?.status === 200) break;
      if (Date.now() > until)
        throw new Error(`The server did not become ready: ${JSON.stringify(seen.at(-1))}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const starting = seen.filter((answer) => answer.status === 503);
    expect(starting.length).toBeGreaterThan(0);
    expect(starting[0]!.body.status).toBe('starting');
    expect(starting[0]!.csp).toContain("frame-ancestors 'none'");
    expect(seen.every((answer) => answer.status === 200 || answer.body.status === 'starting')).toBe(true);
    expect(seen.at(-1)!.body).toMatchObject({ status: 'ok', checks: { database: 'ok', queues: 'ok' } });
  });

  it('serves /metrics to its token, and logs one JSON line per request next to readable start-up lines', async () => {
    const requestId = `ready-${randomUUID()}`;
    const metrics = await fetch(`${origin}/metrics`, {
      headers: { Authorization: `Bearer ${metricsToken}`, 'X-Request-Id': requestId },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain(
      'wakeline_job_queue_depth{queue="pendingimports",state="created"} 0',
    );
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stdout).toContain(`[wakeline] serving on http://localhost:${port}`);
    const line = stdout
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ method: 'GET', path: '/metrics', route: '/metrics', status: 200 });
    expect(stdout).not.toContain(metricsToken);
  });
});
