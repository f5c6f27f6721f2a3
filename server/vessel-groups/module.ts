// The vessel-groups capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVesselGroupRoutes } from './vessel-groups.routes.ts';

export const vesselGroupsModule: CapabilityModule<{
  services: Parameters<typeof registerVesselGroupRoutes>[1];
}> = {
  name: 'vessel-groups',
  routes(router, container) {
    registerVesselGroupRoutes(router, container.services);
  },
};
