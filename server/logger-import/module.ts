// The logger imports capability as plugged into the server (ADR 0096, ADR 0097).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerLoggerImportRoutes } from './logger-import.routes.ts';

export const loggerImportModule: CapabilityModule<{
  pipeline: { services: { loggerImports: Parameters<typeof registerLoggerImportRoutes>[1] } } | null;
}> = {
  name: 'logger-import',
  routes(router, container) {
    // Logger files go through the import queues, which exist only where the container has the pipeline.
    if (!container.pipeline) return;
    registerLoggerImportRoutes(router, container.pipeline.services.loggerImports);
  },
};
