import type { DatabaseHandle } from '../db/database.ts';
import type { RouteModule } from './app.ts';
import { registerImportStatusRoutes } from '../import/import-status.routes.ts';
import { registerLogDataRoutes } from '../log-data/log-data.routes.ts';
import { registerLogVariableRoutes } from '../log-data/log-variables.routes.ts';
import { registerTaxonomyRoutes } from '../taxonomy/taxonomy.routes.ts';
import { registerLogDataConfigRoutes } from '../log-data/log-data-config.routes.ts';
import type { PipelineContext } from '../import/pipeline-context.ts';
import { createImportStatusService, type ImportStatusService } from '../import/import-status.service.ts';
import { createLogDataService } from '../log-data/log-data.service.ts';
import { createLogVariablesService } from '../log-data/log-variables.service.ts';
import { createTaxonomyService } from '../taxonomy/taxonomy.service.ts';
import { createLogDataConfigService } from '../log-data/log-data-config.service.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { startImportQueues, type ImportQueues } from '../import/import-queues.ts';

/**
 * The vessel data pipeline as one unit for the server's entry and the test server: its routes
 * (a RouteModule for createApp) and its queues, started after the server listens so start-up is
 * never delayed by them.
 */
export type Pipeline = {
  context: PipelineContext;
  services: PipelineServices;
  routes: RouteModule;
  /** Starts pg-boss and the workers (and resumes interrupted imports). */
  start(): Promise<ImportQueues>;
  stop(): Promise<void>;
};

export type PipelineServices = {
  imports: ImportStatusService;
  logVariables: ReturnType<typeof createLogVariablesService>;
  logData: ReturnType<typeof createLogDataService>;
  taxonomy: ReturnType<typeof createTaxonomyService>;
  logDataConfig: ReturnType<typeof createLogDataConfigService>;
};

export function createPipeline(options: {
  database: DatabaseHandle;
  dataDir: string;
  now?: () => Date;
  pollingIntervalSeconds?: number;
  maxPointsPerAnswer?: number;
  log?: (message: string) => void;
}): Pipeline {
  let queues: ImportQueues | null = null;
  const context: PipelineContext = {
    db: options.database.db,
    engine: engineFromHandle(options.database as never),
    dataDir: options.dataDir,
    queues: () => queues,
    now: options.now ?? (() => new Date()),
    maxPointsPerAnswer: options.maxPointsPerAnswer,
  };
  const services: PipelineServices = {
    imports: createImportStatusService(context),
    logVariables: createLogVariablesService(context),
    logData: createLogDataService(context),
    taxonomy: createTaxonomyService(context),
    logDataConfig: createLogDataConfigService(context),
  };
  return {
    context,
    services,
    routes: (router) => {
      registerImportStatusRoutes(router, services.imports);
      registerLogVariableRoutes(router, services.logVariables);
      registerLogDataRoutes(router, services.logData);
      registerTaxonomyRoutes(router, services.taxonomy);
      registerLogDataConfigRoutes(router, services.logDataConfig);
    },
    async start() {
      queues ??= await startImportQueues({
        engine: context.engine,
        dataDir: options.dataDir,
        pollingIntervalSeconds: options.pollingIntervalSeconds,
        log: options.log,
      });
      return queues;
    },
    async stop() {
      const running = queues;
      queues = null;
      await running?.stop();
    },
  };
}

/**
 * The pipeline for createApp's route hook: it is built from the app's own database handle when the
 * routes are registered; `pipeline()` gives it afterwards (to start the queues once listening).
 */
export function pipelineModule(options: {
  dataDir: string;
  pollingIntervalSeconds?: number;
  maxPointsPerAnswer?: number;
  log?: (message: string) => void;
}) {
  let pipeline: Pipeline | null = null;
  const routes: RouteModule = (router, services, deps) => {
    pipeline = createPipeline({ ...options, database: deps.database, now: deps.now });
    pipeline.routes(router, services, deps);
  };
  return {
    routes,
    pipeline(): Pipeline {
      if (!pipeline) throw new Error('The pipeline routes have not been registered with createApp');
      return pipeline;
    },
  };
}
