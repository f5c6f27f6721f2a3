// The emission-compliance capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerEmissionComplianceRoutes } from './emission-compliance.routes.ts';

export const emissionComplianceModule: CapabilityModule<{
  services: Parameters<typeof registerEmissionComplianceRoutes>[1];
}> = {
  name: 'emission-compliance',
  routes(router, container) {
    registerEmissionComplianceRoutes(router, container.services);
  },
};
