// The features capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerFeatureRoutes } from './features.routes.ts';
import { registerFeatureMappingRoutes } from './feature-mapping.routes.ts';

export const featuresModule: CapabilityModule<{ services: Parameters<typeof registerFeatureRoutes>[1] }> = {
  name: 'features',
  routes(router, container) {
    registerFeatureRoutes(router, container.services);
  },
};

export const featureMappingModule: CapabilityModule<{
  pipeline: { services: { featureMapping: Parameters<typeof registerFeatureMappingRoutes>[1] } } | null;
}> = {
  name: 'features',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerFeatureMappingRoutes(router, pipeline.services.featureMapping);
  },
};
