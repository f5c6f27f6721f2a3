// The carbon-pricing capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerCarbonPricingRoutes } from './carbon-pricing.routes.ts';

export const carbonPricingModule: CapabilityModule<{
  services: Parameters<typeof registerCarbonPricingRoutes>[1];
}> = {
  name: 'carbon-pricing',
  routes(router, container) {
    registerCarbonPricingRoutes(router, container.services);
  },
};
