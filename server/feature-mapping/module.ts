// The feature mapping capability as plugged into the server (ADR 0096): which of a vessel's
// features its log variables can feed. It reads the performance, log-data and settings
// capabilities, so it stands above them and apart from the feature switches it reports on.
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerFeatureMappingRoutes } from './feature-mapping.routes.ts';

export const featureMappingModule: CapabilityModule<{
  pipeline: { services: { featureMapping: Parameters<typeof registerFeatureMappingRoutes>[1] } } | null;
}> = {
  name: 'feature-mapping',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerFeatureMappingRoutes(router, pipeline.services.featureMapping);
  },
};
