// The voyage-template capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerVoyageTemplateRoutes } from './voyage-template.routes.ts';

export const voyageTemplateModule: CapabilityModule<{
  services: Parameters<typeof registerVoyageTemplateRoutes>[1];
}> = {
  name: 'voyage-template',
  routes(router, container) {
    registerVoyageTemplateRoutes(router, container.services);
  },
};
