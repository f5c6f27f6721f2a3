import {
  createUnassignedDataService,
  type UnassignedDataService,
} from '../import/unassigned-data.service.ts';
import type { DatabaseHandle } from '../db/database.ts';
import {
  createLoggerImportService,
  type LoggerImportService,
} from '../logger-import/logger-import.service.ts';
import {
  createVesselHistoriesService,
  type VesselHistoriesService,
} from '../import/vessel-histories.service.ts';
import type { PipelineContext } from '../import/pipeline-context.ts';
import { createImportStatusService, type ImportStatusService } from '../import/import-status.service.ts';
import { createLogDataService } from '../log-data/log-data.service.ts';
import { createLogVariablesService } from '../log-data/log-variables.service.ts';
import { createTaxonomyService } from '../taxonomy/taxonomy.service.ts';
import { createLogDataConfigService } from '../log-data/log-data-config.service.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { createImportQueues, workImportQueues, type ImportQueues } from '../import/import-queues.ts';
import { startJobQueue, stopJobQueue } from '../jobs/job-queue.ts';
import { advisoryLockKeys, withAdvisoryLock } from '../db/advisory-lock.ts';
import { acquireJobRunnerLock, type JobRunnerLock } from '../jobs/job-runner-lock.ts';
import {
  createLongTrendQueue,
  workLongTrendQueue,
  type LongTrendQueue,
} from '../performance/long-trend-queue.ts';
import {
  createFeatureMappingService,
  type FeatureMappingService,
} from '../feature-mapping/feature-mapping.service.ts';
import { createDiagnosticsService, type DiagnosticsService } from '../performance/diagnostics.service.ts';
import { createDataQualityService, type DataQualityService } from '../data-quality/data-quality.service.ts';
import {
  createOutlierScanQueue,
  workOutlierScanQueue,
  type OutlierScanQueue,
} from '../data-quality/outlier-scan-queue.ts';
import { createCharterPartyService, type CharterPartyService } from '../performance/charter-party.service.ts';
import { createIso19030Service, type Iso19030Service } from '../iso19030/iso19030.service.ts';
import {
  createReferenceCurvesService,
  type ReferenceCurvesService,
} from '../performance/reference-curves.service.ts';
import { createLongTrendsService, type LongTrendsService } from '../performance/long-trends.service.ts';
import type { VesselsService } from '../vessels/vessels.service.ts';
import {
  createDnvGlQueue,
  dnvGlEndpointFromEnv,
  workDnvGlQueue,
  type DnvGlEndpoint,
  type DnvGlQueue,
} from '../emission-reports/dnv-gl-queue.ts';
import {
  createEmissionReportsService,
  type EmissionReportsService,
} from '../emission-reports/emission-reports.service.ts';
import { emissionReportReads } from '../voyages/emission-report-access.ts';
import { createCiiService, type CiiService } from '../cii/cii.service.ts';
import { createFoulingService, type FoulingService } from '../fouling/fouling.service.ts';
import { createShapoliService, type ShapoliService } from '../shapoli/shapoli.service.ts';
import { partnerVesselAccess, voyageDataAccess } from '../vessels/voyage-data-access.ts';
import { gatedAccess } from '../features/feature-gate.ts';
import type PgBoss from 'pg-boss';
import { purgeDeletedVessels } from '../vessel-administration/vessel-purge.ts';
import { defaultDeletedVesselRetentionDays } from '../config.ts';
import type { CheckResult } from '../observability/health.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  createAlertRuleQueue,
  workAlertRuleQueue,
  type AlertRuleQueue,
} from '../notifications/alert-rule-queue.ts';

/** How often the purge of deleted vessels looks for vessels past their retention period. */
const purgeIntervalMs = 6 * 3_600_000;
/**
 * How often the job runner looks for vessels whose outlier search is due without a job asked for
 * (the DataQuality feature switched on for a vessel with data, a search that failed its retries).
 */
const outlierCatchUpIntervalMs = 3_600_000;

/**
 * The vessel data pipeline as one unit for the server's entry and the test server: its services
 * (whose routes the capabilities' modules register) and its queues on one job queue — the import queues and the
 * long-trend recalculation that follows every import — started after the server listens so
 * start-up is never delayed by them.
 */
export type Pipeline = {
  context: PipelineContext;
  services: PipelineServices;
  /**
   * Starts pg-boss and creates the queues for sending only: an API process whose jobs run in
   * `npm run worker` (WAKELINE_JOBS=external) or in the cluster's primary (ADR 0066).
   */
  startSending(): Promise<ImportQueues>;
  /**
   * Starts pg-boss and the workers (and resumes interrupted imports, runs the purge). On PostgreSQL
   * only the holder of the job runner lock runs them: the queues can be sent to at once, the
   * workers start when this process holds the lock (another process may hold it for a while).
   */
  start(): Promise<ImportQueues>;
  /**
   * Resolves when the imports and the recalculations and outlier searches they asked for are done:
   * the import queues first (an import job stays active until it has asked for its recalculation
   * and search), then the long-trend queue, then the outlier search queue. Waiting on one of the
   * latter alone can return before the request is sent.
   */
  idle(timeoutMs?: number): Promise<void>;
  /** Stops taking jobs and waits for the running ones (up to 30 s). */
  stop(): Promise<void>;
  /** The health check of the job queues: 'starting' until started, then pg-boss answering. */
  queueHealth(): Promise<CheckResult>;
  /** Asks for a recalculation of the vessel's long trends (nothing before the queues start). */
  requestRecalculation(vesselId: string): Promise<void>;
};

export type PipelineServices = {
  imports: ImportStatusService;
  unassignedData: UnassignedDataService;
  vesselHistories: VesselHistoriesService;
  loggerImports: LoggerImportService;
  logVariables: ReturnType<typeof createLogVariablesService>;
  logData: ReturnType<typeof createLogDataService>;
  taxonomy: ReturnType<typeof createTaxonomyService>;
  logDataConfig: ReturnType<typeof createLogDataConfigService>;
  longTrends: LongTrendsService;
  diagnostics: DiagnosticsService;
  referenceCurves: ReferenceCurvesService;
  charterParty: CharterPartyService;
  iso19030: Iso19030Service;
  fouling: FoulingService;
  dataQuality: DataQualityService;
  featureMapping: FeatureMappingService;
  cii: CiiService;
  emissionReports: EmissionReportsService;
  shapoli: ShapoliService;
};

/** What the pipeline needs beyond the container's database, clock and services. */
export type PipelineOptions = {
  dataDir: string;
  pollingIntervalSeconds?: number;
  maxPointsPerAnswer?: number;
  log?: (message: string) => void;
  /** Days a deleted vessel's data is kept before the purge removes it (ADR 0058). */
  deletedVesselRetentionDays?: number;
};

export function createPipeline(
  options: PipelineOptions & {
    database: DatabaseHandle;
    /** The clock of the container, the one the services share. */
    now: () => Date;
    vessels: VesselsService;
    /** Where 'Send to DNV GL' posts (default: WAKELINE_DNVGL_URL and WAKELINE_DNVGL_KEY; ADR 0072). */
    dnvGl?: DnvGlEndpoint | null;
    /** Sends the e-mails of the incidents the alert rules open (ADR 0083); none sends none. */
    mailer?: Mailer;
    /** The address the e-mails link to. */
    publicUrl?: string;
  },
): Pipeline {
  let boss: PgBoss | null = null;
  let purgeTimer: NodeJS.Timeout | null = null;
  let outlierCatchUpTimer: NodeJS.Timeout | null = null;
  let queues: ImportQueues | null = null;
  let longTrendQueue: LongTrendQueue | null = null;
  let outlierScanQueue: OutlierScanQueue | null = null;
  let dnvGlQueue: DnvGlQueue | null = null;
  let alertRuleQueue: AlertRuleQueue | null = null;
  let sending: Promise<ImportQueues> | null = null;
  let running: Promise<ImportQueues> | null = null;
  let runnerLock: JobRunnerLock | null = null;
  /** Bumped by stop(): a start still standing by for the job runner lock gives up. */
  let generation = 0;
  let started = false;
  /** The last error pg-boss reported, and when: the health check shows it for a minute. */
  let queueError: { message: string; atMs: number } | null = null;
  const log = options.log ?? ((message: string) => console.warn(message));
  /** pg-boss and the queues; `supervise` (pg-boss maintenance) when this process runs the jobs. */
  function startSending(supervise: boolean): Promise<ImportQueues> {
    // pg-boss creating its schema and our queues from several processes at once can deadlock in
    // PostgreSQL (seen with four processes starting together): one process at a time (ADR 0066).
    sending ??= withAdvisoryLock(options.database, advisoryLockKeys.jobQueues, async () => {
      boss ??= await startJobQueue(
        // Its statements write its own schema alone, which no cached answer reads: they empty no
        // read cache (its polls are data-modifying CTEs, which would empty every answer, ADR 0127).
        engineFromHandle({
          db: options.database.db as never,
          pglite: options.database.pglite,
          pool: options.database.pool,
        }),
        (error) => {
          queueError = { message: error.message, atMs: Date.now() };
          log(`job queue: ${error.message}`);
        },
        { supervise },
      );
      longTrendQueue = await createLongTrendQueue(boss);
      outlierScanQueue = await createOutlierScanQueue(boss);
      dnvGlQueue = await createDnvGlQueue(boss);
      alertRuleQueue = await createAlertRuleQueue(boss);
      queues = await createImportQueues(boss, { engine: context.engine });
      started = true;
      return queues;
    }).catch((error: unknown) => {
      sending = null;
      throw error;
    });
    return sending;
  }
  const context: PipelineContext = {
    db: options.database.db,
    engine: engineFromHandle(options.database as never),
    dataDir: options.dataDir,
    queues: () => queues,
    now: options.now,
    maxPointsPerAnswer: options.maxPointsPerAnswer,
    readCache: options.database.readCache,
  };
  const access = voyageDataAccess(options.vessels);
  // The modules a vessel's feature switches on (ADR 0059): their services get the gated access.
  const diagnosticsAccess = gatedAccess(access, context.engine, 'Diagnostics');
  const charterPartyAccess = gatedAccess(access, context.engine, 'CharterParty');
  const foulingAccess = gatedAccess(access, context.engine, 'Fouling');
  const dataQualityAccess = gatedAccess(access, context.engine, 'DataQuality');
  const shapoliAccess = gatedAccess(access, context.engine, 'Shapoli');
  // Before the queues start (a server that does not run the pipeline) the next import recalculates.
  const requestRecalculation = async (vesselId: string) => longTrendQueue?.request(vesselId);
  // Likewise the outlier search: the next import, or the job runner's catch-up, asks for it.
  const requestOutlierScan = async (vesselId: string) => outlierScanQueue?.request(vesselId);
  const longTrends = createLongTrendsService({ ...context, access: diagnosticsAccess });
  const logVariables = createLogVariablesService(context);
  const services: PipelineServices = {
    imports: createImportStatusService(context),
    unassignedData: createUnassignedDataService(context),
    vesselHistories: createVesselHistoriesService({ ...context, access }),
    loggerImports: createLoggerImportService(context),
    logVariables,
    logData: createLogDataService(context),
    taxonomy: createTaxonomyService(context),
    logDataConfig: createLogDataConfigService(context),
    longTrends,
    diagnostics: createDiagnosticsService({
      ...context,
      access: diagnosticsAccess,
      longTrends,
      requestRecalculation,
    }),
    referenceCurves: createReferenceCurvesService({
      ...context,
      access,
      partnerAccess: partnerVesselAccess(options.vessels),
      requestRecalculation,
    }),
    charterParty: createCharterPartyService({ ...context, access: charterPartyAccess }),
    // ISO 19030 (ADR 0080): gated by Diagnostics, whose speed long trend it reads.
    iso19030: createIso19030Service({ ...context, access: diagnosticsAccess, requestRecalculation }),
    fouling: createFoulingService({ ...context, access: foulingAccess }),
    dataQuality: createDataQualityService({
      ...context,
      access: dataQualityAccess,
      requestRecalculation,
      requestOutlierScan,
    }),
    featureMapping: createFeatureMappingService({ ...context, access }),
    cii: createCiiService({ ...context, access }),
    emissionReports: createEmissionReportsService({
      ...context,
      access,
      reads: emissionReportReads(options.vessels, options),
      dnvGl: options.dnvGl === undefined ? dnvGlEndpointFromEnv() : options.dnvGl,
      dnvGlQueue: () => dnvGlQueue,
    }),
    shapoli: createShapoliService({ ...context, access: shapoliAccess, logVariables }),
  };
  return {
    context,
    services,
    requestRecalculation,
    startSending: () => startSending(false),
    start() {
      const started = generation;
      running ??= (async () => {
        const sendTo = await startSending(true);
        const lock = await acquireJobRunnerLock(options.database, {
          log,
          isStopped: () => generation !== started,
        });
        if (!lock || !boss || !longTrendQueue || !outlierScanQueue || !alertRuleQueue) return sendTo;
        runnerLock = lock;
        const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds, log };
        await workLongTrendQueue(boss, services.longTrends, polling);
        await workOutlierScanQueue(boss, services.dataQuality, polling);
        await workDnvGlQueue(boss, { send: services.emissionReports.sendDnvGlJob }, polling);
        await workAlertRuleQueue(boss, {
          engine: context.engine,
          mailer: options.mailer ?? { send: async () => {} },
          publicUrl: options.publicUrl ?? '',
          now: context.now,
          ...polling,
        });
        const trends = longTrendQueue;
        const outlierScans = outlierScanQueue;
        const alertRules = alertRuleQueue;
        await workImportQueues(
          boss,
          {
            engine: context.engine,
            dataDir: options.dataDir,
            ...polling,
            onImported: async (vesselId, importPath) => {
              await trends.request(vesselId);
              await outlierScans.request(vesselId);
              await alertRules.request(importPath);
            },
            // An undo (a job of the import queues, ADR 0114) asks for what a finished import asks
            // for, but the alert rules, which look at new data only.
            onUndone: async (vesselId) => {
              await trends.request(vesselId);
              await outlierScans.request(vesselId);
            },
          },
          sendTo,
        );
        // The outlier searches due that no import or saved configuration asked for.
        const catchUp = () =>
          services.dataQuality
            .vesselsDueForScan()
            .then(async (vesselIds) => {
              for (const vesselId of vesselIds) await outlierScans.request(vesselId);
            })
            .catch((error: unknown) => log(`the outlier search catch-up failed: ${String(error)}`));
        void catchUp();
        outlierCatchUpTimer = setInterval(() => void catchUp(), outlierCatchUpIntervalMs);
        outlierCatchUpTimer.unref();
        const retentionMs =
          (options.deletedVesselRetentionDays ?? defaultDeletedVesselRetentionDays) * 86_400_000;
        const purge = () =>
          purgeDeletedVessels(context.engine, {
            deletedBefore: new Date(context.now().getTime() - retentionMs),
            dataDir: options.dataDir,
          }).then(
            (purged) => {
              if (purged.length > 0) log(`purged the data of ${purged.length} deleted vessel(s)`);
            },
            (error: unknown) => log(`the purge of deleted vessels failed: ${String(error)}`),
          );
        void purge();
        purgeTimer = setInterval(() => void purge(), purgeIntervalMs);
        purgeTimer.unref();
        return sendTo;
      })();
      return running;
    },
    async idle(timeoutMs = 600_000) {
      const until = Date.now() + timeoutMs;
      if (!queues || !longTrendQueue || !outlierScanQueue || !alertRuleQueue)
        throw new Error('The pipeline has not been started');
      await queues.idle(timeoutMs);
      await longTrendQueue.idle(Math.max(1, until - Date.now()));
      await outlierScanQueue.idle(Math.max(1, until - Date.now()));
      await alertRuleQueue.idle(Math.max(1, until - Date.now()));
    },
    async stop() {
      generation += 1;
      if (purgeTimer) clearInterval(purgeTimer);
      purgeTimer = null;
      if (outlierCatchUpTimer) clearInterval(outlierCatchUpTimer);
      outlierCatchUpTimer = null;
      const stopping = boss;
      const lock = runnerLock;
      boss = null;
      queues = null;
      longTrendQueue = null;
      outlierScanQueue = null;
      dnvGlQueue = null;
      alertRuleQueue = null;
      sending = null;
      running = null;
      runnerLock = null;
      if (stopping) await stopJobQueue(stopping, { graceful: true, wait: true, timeout: 30_000 });
      await lock?.release();
    },
    queueHealth() {
      const current = queues;
      if (!current) return Promise.resolve(started ? { problem: 'the job queues are stopped' } : 'starting');
      // No query here: on PGlite a pg-boss query from the health poll, interleaved with an import,
      // stalled the whole server (measured, ADR 0067). The database check queries; this one says
      // whether pg-boss is up in this process and reported no error in the last minute.
      const error = queueError && Date.now() - queueError.atMs < 60_000 ? queueError.message : null;
      return Promise.resolve(error ? { problem: `the job queue reported: ${error}` } : 'ok');
    },
  };
}
