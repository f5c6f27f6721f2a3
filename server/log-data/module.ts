// The log-data capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerLogVariableRoutes } from './log-variables.routes.ts';
import { registerLogDataRoutes } from './log-data.routes.ts';
import { registerLogDataConfigRoutes } from './log-data-config.routes.ts';

export const logDataModule: CapabilityModule<{
  pipeline: {
    services: {
      logVariables: Parameters<typeof registerLogVariableRoutes>[1];
      logData: Parameters<typeof registerLogDataRoutes>[1];
    };
  } | null;
}> = {
  name: 'log-data',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerLogVariableRoutes(router, pipeline.services.logVariables);
    registerLogDataRoutes(router, pipeline.services.logData);
  },
};

export const logDataConfigModule: CapabilityModule<{
  pipeline: { services: { logDataConfig: Parameters<typeof registerLogDataConfigRoutes>[1] } } | null;
}> = {
  name: 'log-data',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerLogDataConfigRoutes(router, pipeline.services.logDataConfig);
  },
};
