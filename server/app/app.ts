// The Wakeline HTTP app: /api/v1 (JSON, case-insensitive paths, no-store), the OpenAPI document
// and reference, and the built PWA with an SPA fallback. `createApp` takes every dependency, so
// tests run the real app on their own database, mailer and clock.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messages } from '../../domain/messages.ts';
import { ApiRouter, apiBase, type AppEnv } from '../http/api-router.ts';
import { internalCallerOf } from '../http/internal-request.ts';
import { AppError } from '../http/app-error.ts';
import { compressResponses } from '../http/compress-responses.ts';
import { setAnswerHeaders, type HeaderEntries } from '../http/response-headers.ts';
import { createStaticHandler } from '../http/static-files.ts';
import { registerApiDocs } from '../openapi/api-docs.ts';
import { buildOpenApiDocument } from '../openapi/openapi-document.ts';
import { RevocationFence } from '../security/revocation-fence.ts';
import { noTrustedProxies, resolveClientAddress } from '../http/client-address.ts';
import { sessionsChannel } from '../security/session-cache.ts';
import { currentBatch } from '../db/batch-transaction.ts';
import { invalidateOnNotice, readsChannel } from '../db/read-cache.ts';
import type { AppDeps } from '../context.ts';
import type { HealthChecks } from '../observability/health.ts';
import { useMetricsRoute, useObservability } from '../observability/observability.ts';
import { capabilities } from './capabilities.ts';
import { createContainer, type Container, type RequestWrites, type RouteContainer } from './container.ts';
import type { CapabilityModule } from '../http/capability-module.ts';

/** Endpoints added by tests through the same router, policy and OpenAPI document. */
export type RouteModule = CapabilityModule<RouteContainer>;

export type WakelineApp = {
  app: Hono<AppEnv>;
  router: ApiRouter;
  container: Container;
  services: Container['services'];
  health: HealthChecks;
  /** Ends this process's registration as an API process (ADR 0091); call before closing the database. */
  stop: () => Promise<void>;
};

const apiPrefix = '/api/';
const noStore: HeaderEntries = [['Cache-Control', 'no-store']];

export function createApp(
  deps: AppDeps,
  extraRoutes: readonly RouteModule[] = [],
  container: Container = createContainer(deps),
): WakelineApp {
  const { sessionCache, requestWrites, services } = container;
  const app = new Hono<AppEnv>({
    // Paths under /api/ are matched ignoring case (endpoints.tsv mixes /featuremapping and /Users).
    getPath: (request) => {
      const url = request.url;
      const start = url.indexOf('/', url.indexOf('://') + 3);
      const end = url.indexOf('?', start);
      const path = url.slice(start, end === -1 ? undefined : end);
      if (!path.toLowerCase().startsWith(apiPrefix)) return path;
      // '/Users/IsSuperUser/' (written with a trailing slash in 003 §7) matches '/Users/IsSuperUser'.
      return path.length > apiPrefix.length && path.endsWith('/')
        ? path.slice(0, -1).toLowerCase()
        : path.toLowerCase();
    },
  });
  const { notifications } = deps.database;
  // Revocations reach every API process before they are answered (ADR 0091): on PostgreSQL a
  // process that serves the API registers itself and its cache goes on once it is registered.
  const fence =
    deps.revocationFence && deps.database.engine === 'postgres'
      ? new RevocationFence(deps.database.db, notifications, () => sessionCache.invalidate())
      : null;
  void notifications
    .subscribe(sessionsChannel, () => sessionCache.invalidate())
    .then(() =>
      fence
        ? fence.start((enabled) => sessionCache.setEnabled(enabled))
        : notifications.onListeningChange((listening) => sessionCache.setEnabled(listening)),
    );
  // The database's read caches (ADR 0076), on once the write notices are heard.
  void invalidateOnNotice(notifications, readsChannel, [deps.database.readCache]);

  const router = new ApiRouter(app, deps.checkResponses ?? false);
  const trustedProxies = deps.trustedProxies ?? noTrustedProxies;
  // The client's address, once per request (ADR 0091): read by the limits and the request log.
  app.use('*', async (c, next) => {
    let peer: string | null;
    try {
      peer = getConnInfo(c).remote.address ?? null;
    } catch {
      // Requests the app sends itself (POST /Sync/Ops) have no socket.
      peer = null;
    }
    const forwarded = c.req.raw.headers.get('X-Forwarded-For');
    c.set('clientAddress', resolveClientAddress(peer, forwarded, trustedProxies));
    await next();
  });
  const health = useObservability(app, deps);

  // Answers over 1 KiB go brotli- or gzip-coded per Accept-Encoding (ADR 0065).
  app.use(`${apiPrefix}*`, compressResponses());
  app.use(`${apiPrefix}*`, async (c, next) => {
    await next();
    setAnswerHeaders(c, noStore);
  });

  // A request that revoked a caller answers only once every API process has forgotten it.
  app.use(`${apiPrefix}*`, async (c, next) => {
    if (!fence) return next();
    const writes: RequestWrites = { revokes: false };
    await requestWrites.run(writes, next);
    if (writes.revokes) await fence.fence();
  });

  app.use(`${apiBase.toLowerCase()}/*`, async (c, next) => {
    const internal = internalCallerOf(c.env);
    if (internal) {
      c.set('actor', internal.actor);
      c.set('tokenExpiresAt', internal.tokenExpiresAt);
      return next();
    }
    const authorization = c.req.header('Authorization') ?? '';
    const bearerToken = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim() ?? null;
    const apiKey = c.req.header('X-Api-Key')?.trim() || null;
    const resolved = bearerToken || apiKey ? await services.auth.resolveActor({ bearerToken, apiKey }) : null;
    c.set('actor', resolved?.actor ?? null);
    c.set('tokenExpiresAt', resolved?.expiresAt ?? null);
    await next();
  });

  const routeContainer: RouteContainer = {
    ...container,
    http: { version: deps.version, database: deps.database, health },
    dispatch: (request, env) => app.fetch(request, env),
  };
  for (const module of [...capabilities, ...extraRoutes]) module.routes(router, routeContainer);

  let openApiDocument: unknown = null;
  app.get(`${apiBase}/openapi.json`.toLowerCase(), (c) => {
    openApiDocument ??= buildOpenApiDocument(router.endpoints, deps.version);
    return c.json(openApiDocument);
  });
  registerApiDocs(app);
  useMetricsRoute(app, deps);

  app.notFound((c) => {
    if (c.req.path.toLowerCase().startsWith(apiPrefix)) {
      c.header('Cache-Control', 'no-store');
      return c.json({ message: 'There is no such API endpoint.', code: 'NOT_FOUND' }, 404);
    }
    return c.text('Not Found', 404);
  });
  if (deps.distDir) app.get('*', createStaticHandler(deps.distDir));

  app.onError((error, c) => {
    c.header('Cache-Control', 'no-store');
    if (error instanceof AppError) {
      return c.json(
        { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || messages.validationFailed, code: 'VALIDATION_FAILED' }, 400);
    }
    if (currentBatch()?.failed) {
      // A statement of a sync batch failed (a row another writer created meanwhile): the batch is
      // rolled back and its ops run again one at a time (ADR 0121), where a real fault is logged
      // as unexpected. This answer is never sent.
      console.warn('[wakeline] a sync batch runs again op by op:', error.message);
    } else console.error('[wakeline] unexpected error', error);
    return c.json({ message: messages.anErrorOccurred, code: 'INTERNAL' }, 500);
  });

  return { app, router, container, services, health, stop: async () => fence?.stop() };
}
