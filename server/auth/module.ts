// The auth capability as plugged into the server (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { registerAuthRoutes } from './auth.routes.ts';

export const authModule: CapabilityModule<{ services: Parameters<typeof registerAuthRoutes>[1] }> = {
  name: 'auth',
  routes(router, container) {
    registerAuthRoutes(router, container.services);
  },
};
