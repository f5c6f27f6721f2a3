// The vessel-files capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVesselFileRoutes } from './vessel-files.routes.ts';

export const vesselFilesModule: CapabilityModule<{
  services: Parameters<typeof registerVesselFileRoutes>[1];
}> = {
  name: 'vessel-files',
  routes(router, container) {
    registerVesselFileRoutes(router, container.services);
  },
};
