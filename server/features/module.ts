// The features capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerFeatureRoutes } from './features.routes.ts';

export const featuresModule: CapabilityModule<{ services: Parameters<typeof registerFeatureRoutes>[1] }> = {
  name: 'features',
  routes(router, container) {
    registerFeatureRoutes(router, container.services);
  },
};
