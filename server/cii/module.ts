// The cii capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerCiiRoutes } from './cii.routes.ts';

export const ciiModule: CapabilityModule<{
  pipeline: { services: { cii: Parameters<typeof registerCiiRoutes>[1] } } | null;
}> = {
  name: 'cii',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerCiiRoutes(router, pipeline.services.cii);
  },
};
