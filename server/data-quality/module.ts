// The data-quality capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerDataQualityRoutes } from './data-quality.routes.ts';

export const dataQualityModule: CapabilityModule<{
  pipeline: { services: { dataQuality: Parameters<typeof registerDataQualityRoutes>[1] } } | null;
}> = {
  name: 'data-quality',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerDataQualityRoutes(router, pipeline.services.dataQuality);
  },
};
