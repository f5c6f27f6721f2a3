// The import capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerImportStatusRoutes } from './import-status.routes.ts';
import { registerUnassignedDataRoutes } from './unassigned-data.routes.ts';
import { registerVesselHistoryRoutes } from './vessel-histories.routes.ts';

export const importModule: CapabilityModule<{
  pipeline: {
    services: {
      imports: Parameters<typeof registerImportStatusRoutes>[1];
      unassignedData: Parameters<typeof registerUnassignedDataRoutes>[1];
      vesselHistories: Parameters<typeof registerVesselHistoryRoutes>[1];
    };
  } | null;
}> = {
  name: 'import',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerImportStatusRoutes(router, pipeline.services.imports);
    registerUnassignedDataRoutes(router, pipeline.services.unassignedData);
    registerVesselHistoryRoutes(router, pipeline.services.vesselHistories);
  },
};
