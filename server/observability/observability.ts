// The observability of one app (ADR 0067), wired by createApp in one call: security headers and
// the request log line with the HTTP metrics on every answer, GET /metrics, and the health checks.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/api-router.ts';
import type { AppDeps } from '../context.ts';
import { HealthChecks } from './health.ts';
import { createLogger, observeRequests } from './logging.ts';
import { registerMetricsRoute } from './metrics.ts';
import { imageSourcesFromEnv, securityHeaders } from './security-headers.ts';

/** Registers the middleware; call before any route. Without a logger (tests) nothing is logged. */
export function useObservability(app: Hono<AppEnv>, deps: AppDeps): HealthChecks {
  app.use('*', observeRequests(deps.logger ?? createLogger({ level: 'silent' })));
  app.use('*', securityHeaders({ imageSources: imageSourcesFromEnv() }));
  return new HealthChecks();
}

/** GET /metrics; call before the SPA fallback so the path never reaches it. */
export function useMetricsRoute(app: Hono<AppEnv>, deps: AppDeps): void {
  registerMetricsRoute(app, { token: deps.metricsToken, db: deps.database.db });
}
