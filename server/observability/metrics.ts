// Prometheus metrics (ADR 0067): one registry per process, read at GET /metrics by a scraper that
// holds WAKELINE_METRICS_TOKEN. HTTP requests by method, route pattern and status; the job queues'
// depths (read from pg-boss's table when scraped, so every process reports the shared truth);
// packages and samples imported; sync ops applied and refused; the default process metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/api-router.ts';
import type { Database } from '../db/schema.ts';
import type { Kysely } from 'kysely';
import { jobQueueDepths } from './metrics.repository.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = ReturnType<typeof createMetrics>;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'wakeline_' });
  return {
    registry,
    httpRequests: new Counter({
      name: 'wakeline_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'wakeline_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    queueDepth: new Gauge({
      name: 'wakeline_job_queue_depth',
      help: 'Jobs of a queue not finished yet, by queue and state (created, retry, active)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
    }),
    importedPackages: new Counter({
      name: 'wakeline_import_packages_total',
      help: 'Import packages this process finished, by result (Imported, Failed)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    importedSamples: new Counter({
      name: 'wakeline_import_samples_total',
      help: 'Log data samples stored by the imports of this process',
      registers: [registry],
    }),
    syncOps: new Counter({
      name: 'wakeline_sync_ops_total',
      help: 'Ops of POST /Sync/Ops, by outcome (applied: a 2xx answer, refused: any other)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
}

let processMetrics: Metrics | null = null;

/** The metrics of this process (created on first use). */
export function metrics(): Metrics {
  processMetrics ??= createMetrics();
  return processMetrics;
}

export function recordSyncOp(status: number): void {
  metrics().syncOps.inc({ outcome: status >= 200 && status < 300 ? 'applied' : 'refused' });
}

export function recordImport(result: 'Imported' | 'Failed', samples: number): void {
  metrics().importedPackages.inc({ result });
  if (samples > 0) metrics().importedSamples.inc(samples);
}

const queueStates = ['created', 'retry', 'active'] as const;

/** Reads the depth of every job queue from pg-boss's table (absent before pg-boss first started). */
async function readQueueDepths(db: Kysely<Database>): Promise<void> {
  const gauge = metrics().queueDepth;
  const depths = await jobQueueDepths(db);
  gauge.reset();
  if (!depths) return;
  const { rows, queueNames } = depths;
  const queues = new Set(rows.map((row) => row.name));
  for (const name of queueNames) queues.add(name);
  for (const queue of queues)
    for (const state of queueStates) {
      const found = rows.find((row) => row.name === queue && row.state === state);
      gauge.set({ queue, state }, found ? Number(found.count) : 0);
    }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in the Prometheus text format, for `Authorization: Bearer <WAKELINE_METRICS_TOKEN>`
 * only (the token's hash is kept and compared in constant time). Without a token configured the
 * path is not served at all (404), and never falls through to the SPA.
 */
export function registerMetricsRoute(
  app: Hono<AppEnv>,
  options: { token: string | null | undefined; db: Kysely<Database> },
): void {
  const expected = options.token ? sha256(options.token) : null;
  app.get('/metrics', async (c) => {
    if (!expected) return c.text('Not Found', 404);
    const presented = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim() ?? '';
    if (!timingSafeEqual(sha256(presented), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      c.header('Cache-Control', 'no-store');
      return c.text('Unauthorized', 401);
    }
    await readQueueDepths(options.db).catch(() => metrics().queueDepth.reset());
    const { registry } = metrics();
    return c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
