// The voyages capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVesselEventRoutes } from './vessel-events.routes.ts';
import { registerVoyageRoutes } from './voyages.routes.ts';
import { registerCargoDetailRoutes } from './cargo-details.routes.ts';
import { registerFuelDataRoutes } from './fuel-data.routes.ts';

export const voyagesModule: CapabilityModule<{
  services: Parameters<typeof registerVesselEventRoutes>[1] &
    Parameters<typeof registerVoyageRoutes>[1] &
    Parameters<typeof registerCargoDetailRoutes>[1] &
    Parameters<typeof registerFuelDataRoutes>[1];
}> = {
  name: 'voyages',
  routes(router, container) {
    registerVesselEventRoutes(router, container.services);
    registerVoyageRoutes(router, container.services);
    registerCargoDetailRoutes(router, container.services);
    registerFuelDataRoutes(router, container.services);
  },
};
