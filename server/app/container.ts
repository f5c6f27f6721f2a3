// The one place Wakeline's repositories and services are built (ADR 0096): from the database
// connection, the configuration and one clock. The HTTP app (app.ts) registers every capability's
// routes over it; the worker (worker.ts) starts the job pipeline from it without building the app.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppDeps, ServiceContext } from '../context.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { createCompaniesService } from '../companies/companies.service.ts';
import { insertDefaultCategory } from '../access-groups/vessel-categories.repository.ts';
import { setCurrentCompany } from '../users/users.repository.ts';
import { createFeaturesService } from '../features/features.service.ts';
import { createUsersService } from '../users/users.service.ts';
import { createVesselCategoriesService } from '../access-groups/vessel-categories.service.ts';
import { createVesselGroupsRepository } from '../vessel-groups/vessel-groups.repository.ts';
import { createVesselGroupsService } from '../vessel-groups/vessel-groups.service.ts';
import { createVesselsService } from '../vessels/vessels.service.ts';
import { findVesselStatuses } from '../performance/vessel-status.ts';
import { createVesselAdministrationService } from '../vessel-administration/vessel-administration.service.ts';
import type { HealthChecks } from '../observability/health.ts';
import type { Dispatch } from '../sync/sync-ops.routes.ts';
import { loadSecretKey, readConfig } from '../config.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { AttemptLimiter, type LimiterScope } from '../security/rate-limiter.ts';
import { createSecretBox, type SecretBox } from '../security/secret-box.ts';
import { SessionCache, SessionWritesPlugin } from '../security/session-cache.ts';
import { createAnnouncementsService } from '../announcements/announcements.service.ts';
import { createCarbonPricingService } from '../carbon-pricing/carbon-pricing.service.ts';
import { createDashboardsService } from '../dashboards/dashboards.service.ts';
import { createEmissionComplianceService } from '../emission-compliance/emission-compliance.service.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { createNoonImportService } from '../noon-import/noon-import.service.ts';
import { createNoonReportsService } from '../noon-reports/noon-reports.service.ts';
import { createVoyageNoonFuelService } from '../noon-reports/voyage-noon-fuel.service.ts';
import { createReferenceListsService } from '../reference-lists/reference-lists.service.ts';
import { createSyncFeed } from '../sync/sync-feed.ts';
import { createVesselFilesService } from '../vessel-files/vessel-files.service.ts';
import { createVesselNotesService } from '../vessel-notes/vessel-notes.service.ts';
import { createFuelEquipmentServices } from '../vessel-settings/fuel-equipment.service.ts';
import { createVesselSettingsService } from '../vessel-settings/vessel-settings.service.ts';
import { voyageDataAccess, voyageDataReach } from '../vessels/voyage-data-access.ts';
import { createVoyageTemplateService } from '../voyage-template/voyage-template.service.ts';
import { createCargoDetailsService } from '../voyages/cargo-details.service.ts';
import { emissionReportReads } from '../voyages/emission-report-access.ts';
import { createFuelDataService } from '../voyages/fuel-data.service.ts';
import { createVesselEventsService } from '../voyages/vessel-events.service.ts';
import { createVesselLocationsService } from '../voyages/vessel-locations.service.ts';
import { createVoyagesService } from '../voyages/voyages.service.ts';
import { createPortsRepository } from '../voyages/ports.repository.ts';
import { createPipeline, type Pipeline, type PipelineOptions } from './pipeline.ts';

/** Per request: whether it wrote something the session cache depends on (then it fences). */
export type RequestWrites = { revokes: boolean };

/** The server secret is read on the first key call (WAKELINE_SECRET_KEY or <dataDir>/secret.key). */
function lazySecretBox(): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | null = null;
  return () => {
    box ??= loadSecretKey(readConfig()).then(createSecretBox);
    box.catch(() => {
      box = null;
    });
    return box;
  };
}

/**
 * Every service, built once. `pipeline` (the vessel data pipeline: its services and job queues)
 * needs the data folder; without it (most API tests) the pipeline's capabilities are absent.
 */
export function createContainer(deps: AppDeps, options: { pipeline?: PipelineOptions } = {}) {
  /** The one clock of every service and job. */
  const now = deps.now ?? (() => new Date());
  // Off until the invalidation notifications are heard (ADR 0064); the app switches it on.
  const sessionCache = new SessionCache({ now: () => now().getTime(), enabled: false });
  const requestWrites = new AsyncLocalStorage<RequestWrites>();
  const db = deps.database.db;
  const engine = engineFromHandle(deps.database as never);
  const limiter = (name: LimiterScope, max: number) =>
    new AttemptLimiter(db, name, max, 15 * 60_000, () => now().getTime());
  // The services of people, companies and vessels share a context whose writes to sessions and
  // users empty the session cache.
  const ctx: ServiceContext = {
    db: db.withPlugin(
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
    loginLimiter: limiter('sign-in', deps.maxLoginFailures ?? 5),
    resetRequestLimiter: limiter('reset-request', deps.maxResetRequests ?? 10),
    addressLoginLimiter: limiter('sign-in-address', deps.maxAddressLoginFailures ?? 30),
    accountResetLimiter: limiter('reset-account', deps.maxAccountResetRequests ?? 5),
  };
  const auth = createAuthService(ctx);
  const vessels = createVesselsService(ctx, (listed) => findVesselStatuses(ctx.db, listed));
  const core = {
    auth,
    users: createUsersService(ctx, auth),
    companies: createCompaniesService(ctx, {
      createDefaultAccessGroup: insertDefaultCategory,
      setCurrentCompany: (userId, companyId) => setCurrentCompany(ctx.db, userId, companyId),
    }),
    vessels,
    vesselCategories: createVesselCategoriesService(ctx),
    features: createFeaturesService(ctx, vessels),
    vesselGroups: createVesselGroupsService(createVesselGroupsRepository(ctx.db), vessels),
    vesselAdministration: createVesselAdministrationService(ctx, vessels),
  };
  const access = voyageDataAccess(vessels);
  const reads = emissionReportReads(vessels, deps);
  const vesselFiles = createVesselFilesService({ db, now, access });
  const { fuelTanks, flowMeters } = createFuelEquipmentServices({ db, now, vessels });
  // A written report asks for the vessel's trends (ADR 0107) once the pipeline exists (below).
  const noonReports = createNoonReportsService({
    db,
    now,
    access,
    requestRecalculation: async (vesselId) => pipeline?.requestRecalculation(vesselId),
  });
  const services = {
    ...core,
    syncFeed: createSyncFeed({ db, access }),
    voyages: createVoyagesService({ db, access }),
    ports: createPortsRepository(db),
    vesselLocations: createVesselLocationsService({
      db,
      engine,
      access,
      reach: voyageDataReach(vessels),
      now,
    }),
    vesselEvents: createVesselEventsService({ db, now, vessels, reads }),
    noonReports,
    voyageNoonFuel: createVoyageNoonFuelService({ db, conn: engine, reads }),
    noonImports: createNoonImportService({ db, engine, now, noonReports }),
    cargoDetails: createCargoDetailsService({ db, now, vessels, reads }),
    fuelData: createFuelDataService({ db, now, vessels, reads }),
    referenceLists: createReferenceListsService({ db }),
    vesselSettings: createVesselSettingsService({
      db,
      now,
      vessels,
      secretBox: lazySecretBox(),
      // A change of the windage recomputes the stored ISO 19030 wind-corrected series (ADR 0119).
      requestRecalculation: async (vesselId) => pipeline?.requestRecalculation(vesselId),
    }),
    fuelTanks,
    flowMeters,
    vesselFiles,
    vesselNotes: createVesselNotesService({ db, now, access }),
    emissionCompliance: createEmissionComplianceService({ db, engine, access, files: vesselFiles }),
    carbonPricing: createCarbonPricingService({ conn: engine, reads, now }),
    voyageTemplate: createVoyageTemplateService({ db, now, access: reads }),
    notifications: createNotificationsService({ db, engine, now, access }),
    announcements: createAnnouncementsService({
      engine,
      mailer: deps.mailer,
      now,
      publicUrl: deps.publicUrl,
    }),
    dashboards: createDashboardsService({ db, now }),
  };
  const pipeline: Pipeline | null = options.pipeline
    ? createPipeline({
        ...options.pipeline,
        database: deps.database,
        now,
        vessels,
        mailer: deps.mailer,
        publicUrl: deps.publicUrl,
      })
    : null;
  return { deps, now, sessionCache, requestWrites, services, pipeline };
}

export type Container = ReturnType<typeof createContainer>;

/** What a capability's routes are registered with: the container and the app's own HTTP parts. */
export type RouteContainer = Container & {
  http: { version: string; database: AppDeps['database']; health: HealthChecks };
  /** Sends a request through this app (POST /Sync/Ops). */
  dispatch: Dispatch;
};
