// The Wakeline HTTP app: /api/v1 (JSON, case-insensitive paths, no-store), the OpenAPI document
// and reference, and the built PWA with an SPA fallback. `createApp` takes every dependency, so
// tests run the real app on their own database, mailer and clock.
import { AsyncLocalStorage } from 'node:async_hooks';
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
import { registerAuthRoutes } from '../auth/auth.routes.ts';
import { registerCompanyRoutes } from '../companies/companies.routes.ts';
import { registerFuelEquipmentRoutes } from '../vessel-settings/fuel-equipment.routes.ts';
import { registerReferenceListRoutes } from '../reference-lists/reference-lists.routes.ts';
import { registerFeatureRoutes } from '../features/features.routes.ts';
import { registerSystemRoutes } from '../system/system.routes.ts';
import { registerUserRoutes } from '../users/users.routes.ts';
import { registerVesselCategoryRoutes } from '../access-groups/vessel-categories.routes.ts';
import { registerDashboardRoutes } from '../dashboards/dashboards.routes.ts';
import { registerVesselGroupRoutes } from '../vessel-groups/vessel-groups.routes.ts';
import { registerVesselSettingsRoutes } from '../vessel-settings/vessel-settings.routes.ts';
import { registerVesselRoutes } from '../vessels/vessels.routes.ts';
import { registerVesselAdministrationRoutes } from '../vessel-administration/vessel-administration.routes.ts';
import { AttemptLimiter } from '../security/rate-limiter.ts';
import { RevocationFence } from '../security/revocation-fence.ts';
import { noTrustedProxies, resolveClientAddress } from '../http/client-address.ts';
import { SessionCache, SessionWritesPlugin, sessionsChannel } from '../security/session-cache.ts';
import { invalidateOnNotice, readsChannel } from '../db/read-cache.ts';
import { registerCargoDetailRoutes } from '../voyages/cargo-details.routes.ts';
import { registerFuelDataRoutes } from '../voyages/fuel-data.routes.ts';
import { registerSyncFeedRoutes } from '../sync/sync-feed.routes.ts';
import { registerSyncOpsRoutes } from '../sync/sync-ops.routes.ts';
import { registerVesselEventRoutes } from '../voyages/vessel-events.routes.ts';
import { registerVoyageRoutes } from '../voyages/voyages.routes.ts';
import { registerVesselFileRoutes } from '../vessel-files/vessel-files.routes.ts';
import { registerVesselNoteRoutes } from '../vessel-notes/vessel-notes.routes.ts';
import { registerEmissionComplianceRoutes } from '../emission-compliance/emission-compliance.routes.ts';
import { registerCarbonPricingRoutes } from '../carbon-pricing/carbon-pricing.routes.ts';
import { registerVoyageTemplateRoutes } from '../voyage-template/voyage-template.routes.ts';
import { registerNotificationRoutes } from '../notifications/notifications.routes.ts';
import { registerAnnouncementRoutes } from '../announcements/announcements.routes.ts';
import type { AppDeps } from '../context.ts';
import type { HealthChecks } from '../observability/health.ts';
import { useMetricsRoute, useObservability } from '../observability/observability.ts';
import { createServices, type Services } from './services.ts';

/** Other areas add their endpoints through this hook (same router, same policy, same OpenAPI). */
export type RouteModule = (router: ApiRouter, services: Services, deps: AppDeps) => void;

export type WakelineApp = {
  app: Hono<AppEnv>;
  router: ApiRouter;
  services: Services;
  health: HealthChecks;
  /** Ends this process's registration as an API process (ADR 0091); call before closing the database. */
  stop: () => Promise<void>;
};

/** Per request: whether it wrote something the session cache depends on (then it fences). */
type RequestWrites = { revokes: boolean };

const apiPrefix = '/api/';
const noStore: HeaderEntries = [['Cache-Control', 'no-store']];

export function createApp(deps: AppDeps, extraRoutes: readonly RouteModule[] = []): WakelineApp {
  const now = deps.now ?? (() => new Date());
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
  // Off until the invalidation notifications are heard (ADR 0064).
  const sessionCache = new SessionCache({ now: () => now().getTime(), enabled: false });
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
  const requestWrites = new AsyncLocalStorage<RequestWrites>();
  // The database's read caches (ADR 0076), on once the write notices are heard.
  void invalidateOnNotice(notifications, readsChannel, [deps.database.readCache]);
  const services = createServices({
    db: deps.database.db.withPlugin(
      new SessionWritesPlugin(() => {
        sessionCache.invalidate();
        const writes = requestWrites.getStore();
        if (writes) writes.revokes = true;
      }),
    ),
    sessionCache,
    readCache: deps.database.readCache,
    mailer: deps.mailer,
    now,
    publicUrl: deps.publicUrl,
    loginLimiter: new AttemptLimiter(
      deps.database.db,
      'sign-in',
      deps.maxLoginFailures ?? 5,
      15 * 60_000,
      () => now().getTime(),
    ),
    resetRequestLimiter: new AttemptLimiter(
      deps.database.db,
      'reset-request',
      deps.maxResetRequests ?? 10,
      15 * 60_000,
      () => now().getTime(),
    ),
    addressLoginLimiter: new AttemptLimiter(
      deps.database.db,
      'sign-in-address',
      deps.maxAddressLoginFailures ?? 30,
      15 * 60_000,
      () => now().getTime(),
    ),
    accountResetLimiter: new AttemptLimiter(
      deps.database.db,
      'reset-account',
      deps.maxAccountResetRequests ?? 5,
      15 * 60_000,
      () => now().getTime(),
    ),
  });
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

  registerAuthRoutes(router, services);
  registerUserRoutes(router, services);
  registerCompanyRoutes(router, services);
  registerVesselRoutes(router, services);
  registerVesselAdministrationRoutes(router, services);
  registerVesselCategoryRoutes(router, services);
  registerVesselGroupRoutes(router, services);
  registerFeatureRoutes(router, services);
  registerSystemRoutes(router, { version: deps.version, database: deps.database, health });
  registerVesselEventRoutes(router, services, deps);
  registerSyncFeedRoutes(router, services, deps);
  registerSyncOpsRoutes(router, (request, env) => app.fetch(request, env));
  registerVoyageRoutes(router, services, deps);
  registerCargoDetailRoutes(router, services, deps);
  registerFuelDataRoutes(router, services, deps);
  registerReferenceListRoutes(router, services, deps);
  registerVesselSettingsRoutes(router, services, deps);
  registerFuelEquipmentRoutes(router, services, deps);
  registerVesselFileRoutes(router, services, deps);
  registerVesselNoteRoutes(router, services, deps);
  registerEmissionComplianceRoutes(router, services, deps);
  registerCarbonPricingRoutes(router, services, deps);
  registerVoyageTemplateRoutes(router, services, deps);
  registerNotificationRoutes(router, services, deps);
  registerAnnouncementRoutes(router, deps);
  registerDashboardRoutes(router, services, deps);
  for (const register of extraRoutes) register(router, services, deps);

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
    console.error('[wakeline] unexpected error', error);
    return c.json({ message: messages.anErrorOccurred, code: 'INTERNAL' }, 500);
  });

  return { app, router, services, health, stop: async () => fence?.stop() };
}
