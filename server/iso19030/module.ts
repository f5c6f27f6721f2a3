// The iso19030 capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerIso19030Routes } from './iso19030.routes.ts';

export const iso19030Module: CapabilityModule<{
  pipeline: { services: { iso19030: Parameters<typeof registerIso19030Routes>[1] } } | null;
}> = {
  name: 'iso19030',
  routes(router, container) {
    const { pipeline } = container;
    // The vessel data pipeline's capabilities exist only where the container has the pipeline.
    if (!pipeline) return;
    registerIso19030Routes(router, pipeline.services.iso19030);
  },
};
