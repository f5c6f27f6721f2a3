// GET /metrics (issue 16 §4, ADR 0067): the 401 ladder with WAKELINE_METRICS_TOKEN set (the 404
// without it is in observability.api.test.ts), and the counters moving after requests, an
// import and sync ops; queue depths read from pg-boss.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';

const metricsToken = `metrics-${randomUUID()}`;
let server: PipelineTestServer;
let dir: string;

beforeAll(async () => {
  server = await startPipelineTestServer({ metricsToken });
  dir = await mkdtemp(join(tmpdir(), 'wakeline-metrics-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const scrape = (authorization?: string) =>
  fetch(`${server.baseUrl}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

async function metricsText(): Promise<string> {
  const response = await scrape(`Bearer ${metricsToken}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series (0 when absent); labels must match exactly those given. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '')
      .split(/,(?=[a-z_]+=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (have === wanted) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('401 without a token or with a wrong one, 200 in the Prometheus text format with the right one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${metricsToken}x`, metricsToken]) {
      const refused = await scrape(authorization);
      expect(refused.status, String(authorization)).toBe(401);
      expect(refused.headers.get('www-authenticate')).toContain('Bearer');
      expect(await refused.text()).not.toContain('wakeline_');
    }
    const allowed = await scrape(`Bearer ${metricsToken}`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toContain('text/plain');
    const text = await allowed.text();
    expect(text).toContain('# TYPE wakeline_http_requests_total counter');
    expect(text).toContain('# TYPE wakeline_process_cpu_user_seconds_total counter');
    expect(text).toContain('wakeline_nodejs_eventloop_lag_seconds');
  });

  it('counts requests by method, route pattern (never the raw path) and status, with their durations', async () => {
    const vessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
    const labels = { method: 'GET', route: '/api/v1/vessels/:id', status: '200' };
    const before = valueOf(await metricsText(), 'wakeline_http_requests_total', labels);
    for (const vessel of vessels.slice(0, 2))
      expect((await server.as('user')('GET', `/api/v1/Vessels/${vessel.id}`)).status).toBe(200);
    const after = await metricsText();
    expect(valueOf(after, 'wakeline_http_requests_total', labels)).toBe(before + Math.min(2, vessels.length));
    expect(valueOf(after, 'wakeline_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(
      Math.min(2, vessels.length),
    );
    expect(after).not.toContain(`route="/api/v1/Vessels/${vessels[0]!.id}"`);
    expect(
      valueOf(after, 'wakeline_http_requests_total', {
        method: 'GET',
        route: '/api/v1/vessels',
        status: '200',
      }),
    ).toBeGreaterThan(0);
  });

  it('counts sync ops applied and refused', async () => {
    const vesselId = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
    const before = await metricsText();
    const event = {
      id: randomUUID(),
      vesselId,
      type: 'Departure',
      timestamp: new Date(Date.UTC(2001, 0, 1)).toISOString(),
    };
    const op = (body: unknown) => ({
      opId: randomUUID(),
      method: 'POST',
      path: '/EmissionReportVesselEvents',
      ifMatch: null,
      deviceId: 'metrics-test',
      body,
    });
    const applied = await server.as('user')<{ results: { status: number }[] }>('POST', '/api/v1/Sync/Ops', {
      body: { ops: [op(event)] },
    });
    expect(applied.body.results.map((result) => result.status)).toEqual([201]);
    const refused = await server.as('partner')<{ results: { status: number }[] }>(
      'POST',
      '/api/v1/Sync/Ops',
      {
        body: { ops: [op({ ...event, id: randomUUID() })] },
      },
    );
    expect(refused.body.results.map((result) => result.status)).toEqual([403]);
    const after = await metricsText();
    for (const outcome of ['applied', 'refused'])
      expect(valueOf(after, 'wakeline_sync_ops_total', { outcome }), outcome).toBe(
        valueOf(before, 'wakeline_sync_ops_total', { outcome }) + 1,
      );
  });

  it('counts packages and samples imported, and shows the depth of each job queue', async () => {
    const vessel = (await server.as('user')<{ imoNumber: number }[]>('GET', '/api/v1/Vessels')).body[0]!;
    const { file } = await simulatedPackage(dir, {
      imo: String(vessel.imoNumber),
      fromMs: Date.UTC(2026, 4, 1),
      days: 1,
      fineDays: 0,
    });
    const before = await metricsText();
    for (const queue of ['receiveddata', 'pendingimports', 'longtrends'])
      expect(before, queue).toMatch(
        new RegExp(`wakeline_job_queue_depth\\{queue="${queue}",state="created"\\} \\d+`),
      );
    const me = (await server.as('admin')<{ id: string }>('GET', '/api/v1/Users/GetUser')).body;
    const key = await server.as('admin')<{ apiKey: string }>('POST', '/api/v1/Users/GenerateApiKey', {
      body: { userId: me.id },
    });
    const accepted = await upload(server, file, { apiKey: key.body.apiKey });
    expect(accepted.status).toBe(202);
    const record = await waitForImport(server, accepted.body.importPath);
    expect(record.status).toBe(0);
    const samples = record.importStatistics.find((entry) => entry.tableName === 'LoggingHistory')!.rowCount;
    expect(samples).toBeGreaterThan(0);
    const after = await metricsText();
    expect(valueOf(after, 'wakeline_import_packages_total', { result: 'Imported' })).toBe(
      valueOf(before, 'wakeline_import_packages_total', { result: 'Imported' }) + 1,
    );
    expect(valueOf(after, 'wakeline_import_samples_total')).toBe(
      valueOf(before, 'wakeline_import_samples_total') + samples,
    );
  });
});
