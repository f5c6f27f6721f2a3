// The vessel-administration capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVesselAdministrationRoutes } from './vessel-administration.routes.ts';

export const vesselAdministrationModule: CapabilityModule<{
  services: Parameters<typeof registerVesselAdministrationRoutes>[1];
}> = {
  name: 'vessel-administration',
  routes(router, container) {
    registerVesselAdministrationRoutes(router, container.services);
  },
};
