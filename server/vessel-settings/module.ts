// The vessel-settings capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVesselSettingsRoutes } from './vessel-settings.routes.ts';
import { registerFuelEquipmentRoutes } from './fuel-equipment.routes.ts';

export const vesselSettingsModule: CapabilityModule<{
  services: Parameters<typeof registerVesselSettingsRoutes>[1] &
    Parameters<typeof registerFuelEquipmentRoutes>[1];
}> = {
  name: 'vessel-settings',
  routes(router, container) {
    registerVesselSettingsRoutes(router, container.services);
    registerFuelEquipmentRoutes(router, container.services);
  },
};
