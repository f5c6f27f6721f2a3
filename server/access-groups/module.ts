// The access-groups capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVesselCategoryRoutes } from './vessel-categories.routes.ts';

export const accessGroupsModule: CapabilityModule<{
  services: Parameters<typeof registerVesselCategoryRoutes>[1];
}> = {
  name: 'access-groups',
  routes(router, container) {
    registerVesselCategoryRoutes(router, container.services);
  },
};
