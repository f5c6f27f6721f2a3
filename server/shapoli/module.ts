// The shapoli capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerShapoliRoutes } from './shapoli.routes.ts';

export const shapoliModule: CapabilityModule<{
  pipeline: { services: { shapoli: Parameters<typeof registerShapoliRoutes>[1] } } | null;
}> = {
  name: 'shapoli',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerShapoliRoutes(router, pipeline.services.shapoli);
  },
};
