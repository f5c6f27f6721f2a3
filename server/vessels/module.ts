// The vessels capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVesselRoutes } from './vessels.routes.ts';

export const vesselsModule: CapabilityModule<{ services: Parameters<typeof registerVesselRoutes>[1] }> = {
  name: 'vessels',
  routes(router, container) {
    registerVesselRoutes(router, container.services);
  },
};
