// The reference-lists capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerReferenceListRoutes } from './reference-lists.routes.ts';

export const referenceListsModule: CapabilityModule<{
  services: Parameters<typeof registerReferenceListRoutes>[1];
}> = {
  name: 'reference-lists',
  routes(router, container) {
    registerReferenceListRoutes(router, container.services);
  },
};
