// The fouling capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerFoulingRoutes } from './fouling.routes.ts';

export const foulingModule: CapabilityModule<{
  pipeline: { services: { fouling: Parameters<typeof registerFoulingRoutes>[1] } } | null;
}> = {
  name: 'fouling',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerFoulingRoutes(router, pipeline.services.fouling);
  },
};
