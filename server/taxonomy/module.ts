// The taxonomy capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerTaxonomyRoutes } from './taxonomy.routes.ts';

export const taxonomyModule: CapabilityModule<{
  pipeline: { services: { taxonomy: Parameters<typeof registerTaxonomyRoutes>[1] } } | null;
}> = {
  name: 'taxonomy',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerTaxonomyRoutes(router, pipeline.services.taxonomy);
  },
};
